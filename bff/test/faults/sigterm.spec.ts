/**
 * SIGTERM while requests are in flight, on the bff as `make start` runs it (its own embedded
 * PostgreSQL): the requests already received finish, new connections are refused, then the
 * bff stops PostgreSQL and exits 0, and the data folder starts again with everything in it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pngBytes } from '@site/common/testing';
import { type ResponsiveImage } from '@site/contract';
import { type RunningBff, startBff, VALID_MESSAGE, VALID_POST, waitFor } from '@site/testkit';
import { filesOf, keyOf, widestJpegKey } from '../support/images.js';
import { call, isRunning, login } from './fault-kit.js';

/**
 * A request held open across a signal. It asks `Expect: 100-continue`, so the server's
 * "100 Continue" proves it has accepted the connection and parsed the headers (a connection
 * still in the kernel's backlog would simply be reset on close); then half the body is sent,
 * and `finish()` sends the rest.
 */
async function slowRequest(
  base: string,
  route: string,
  contentType: string,
  body: Buffer,
  auth = '',
) {
  const request = http.request(`${base}${route}`, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': contentType,
      'Content-Length': body.length,
      Expect: '100-continue',
      ...(auth ? { Authorization: auth } : {}),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  await new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  await new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return {
    answer,
    finish: () => request.end(body.subarray(half)),
  };
}

function multipart(fields: Record<string, string>, image: Buffer) {
  const boundary = `----fault-test-${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

describe('SIGTERM with requests in flight (embedded PostgreSQL)', () => {
  let first: RunningBff | undefined;
  let second: RunningBff | undefined;

  afterAll(async () => {
    if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
    await second?.stop();
    if (first) await rm(first.dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, then stops the bff and PostgreSQL cleanly', async () => {
    first = await startBff({ env: { CONTACT_RATE_LIMIT: '0' } });
    const pidFile = path.join(first.dataDir, 'postgres', 'postmaster.pid');
    const postgresPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    expect(isRunning(postgresPid)).toBe(true);

    const auth = `Bearer ${await login(first.url)}`;
    const form = multipart(
      { ...VALID_POST, slug: 'sent-during-shutdown', imageAlt: 'A cover' },
      pngBytes(400_000),
    );
    const upload = await slowRequest(first.url, '/api/blogs', form.contentType, form.body, auth);
    const messages = await Promise.all(
      [1, 2, 3].map((n) =>
        slowRequest(
          first!.url,
          '/api/contact',
          'application/json',
          Buffer.from(JSON.stringify({ ...VALID_MESSAGE, name: `in-flight-${n}` })),
        ),
      ),
    );

    first.child.kill('SIGTERM');
    await waitFor(() => Promise.resolve(first!.output().includes('SIGTERM received')), {
      timeoutMs: 10_000,
    });
    // Draining: the listening socket is closed, so a new visitor is refused at once…
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();
    expect(first.child.exitCode).toBeNull();
    expect(isRunning(postgresPid)).toBe(true);

    // …while the requests already received are finished and answered.
    upload.finish();
    for (const message of messages) message.finish();
    const uploaded = await upload.answer;
    expect(uploaded.status).toBe(201);
    expect(JSON.parse(uploaded.body)).toMatchObject({
      slug: 'sent-during-shutdown',
      image: expect.stringMatching(/^uploads\/[0-9a-f]{64}\.jpg$/),
      images: { alt: 'A cover' },
    });
    for (const message of messages) expect((await message.answer).status).toBe(201);

    expect(await first.exited).toBe(0);
    expect(first.output()).not.toMatch(/Shutdown failed|ERROR/);
    await waitFor(() => Promise.resolve(!isRunning(postgresPid)), { timeoutMs: 10_000 });
    expect(existsSync(pidFile)).toBe(false);
  }, 120_000);

  it('starts again on the same data folder with everything that was answered', async () => {
    expect(first).toBeDefined();
    second = await startBff({ env: { DATA_DIR: first!.dataDir } });
    const post = await call(`${second.url}/api/blogs/sent-during-shutdown`);
    expect(post.status).toBe(200);
    const { image, images } = post.body as { image: string; images: ResponsiveImage };
    expect(image).toBe(`uploads/${widestJpegKey(images)}`);
    // Every file of the image was stored before the answer: each is there, whole.
    for (const file of filesOf(images)) {
      const served = await fetch(`${second.url}${file.url}`);
      expect(served.status).toBe(200);
      const hash = createHash('sha256')
        .update(Buffer.from(await served.arrayBuffer()))
        .digest('hex');
      expect(keyOf(file.url).split('.')[0]).toBe(hash);
    }

    const list = await call(`${second.url}/api/messages`, {
      headers: { Authorization: `Bearer ${await login(second.url)}` },
    });
    expect((list.body as { name: string }[]).map((m) => m.name).sort()).toEqual([
      'in-flight-1',
      'in-flight-2',
      'in-flight-3',
    ]);
  }, 120_000);
});
