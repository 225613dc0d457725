/**
 * Storage and database failing around an image upload, with the built bff as a real process on
 * the S3 driver (s3rver): no post row without its image, and no image without its post row.
 */
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { pngBytes } from '@site/common/testing';
import {
  type RunningBff,
  type RunningPostgresServer,
  type RunningS3,
  startBff,
  startPostgres,
  startS3,
  VALID_POST,
  waitFor,
} from '@site/testkit';
import { call, countRows, login, postFormData, query } from './fault-kit.js';

/** An HTTP proxy in front of s3rver that can hold the answer to an object upload (PUT) until
 * a test has done something: the moment between "image stored" and "row written". */
async function startS3Proxy(target: string) {
  let beforePutAnswer: (() => Promise<void>) | undefined;
  let puts = 0;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        const forward = () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        if (request.method === 'PUT' && beforePutAnswer) {
          puts++;
          beforePutAnswer().then(forward, (error: unknown) => {
            response.destroy(error as Error);
          });
        } else forward();
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdPuts(hook: (() => Promise<void>) | undefined) {
      beforePutAnswer = hook;
      puts = 0;
    },
    puts: () => puts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('storage and database failures around a post image (S3 driver)', () => {
  let pg: RunningPostgresServer;
  let s3: RunningS3;
  let proxy: Awaited<ReturnType<typeof startS3Proxy>>;
  let bff: RunningBff;
  let auth: Record<string, string>;

  const objectKeys = async () => {
    const listing = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listing.Contents ?? []).map((object) => object.Key).sort();
  };
  const createPost = (slug: string, image?: Buffer) =>
    call(`${bff.url}/api/blogs`, {
      method: 'POST',
      headers: auth,
      body: postFormData({ ...VALID_POST, slug }, image),
    });

  beforeAll(async () => {
    pg = await startPostgres();
    s3 = await startS3();
    proxy = await startS3Proxy(s3.endpoint);
    bff = await startBff({
      databaseUrl: pg.url,
      env: { ...s3.env, S3_ENDPOINT: proxy.endpoint },
    });
    auth = { Authorization: `Bearer ${await login(bff.url)}` };
  }, 120_000);

  afterAll(async () => {
    await bff?.stop();
    await proxy?.close();
    await s3?.stop();
    await pg?.stop();
  });

  beforeEach(() => proxy.holdPuts(undefined));

  it('stores a post with its image while both answer', async () => {
    const created = await createPost('with-image', pngBytes());
    expect(created.status).toBe(201);
    const image = (created.body as { image: string }).image;
    expect(await objectKeys()).toEqual([image.replace('uploads/', '')]);
    expect(await countRows(pg.url, 'posts')).toBe(1);
  });

  it('answers 503 when PostgreSQL stops right after the upload, and removes the uploaded image', async () => {
    const [rowsBefore, objectsBefore] = [await countRows(pg.url, 'posts'), await objectKeys()];
    // The image reaches storage; before the bff hears so, PostgreSQL goes away.
    proxy.holdPuts(() => pg.pause());
    const answer = await createPost('database-gone', pngBytes(32));
    expect(proxy.puts()).toBe(1);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'The database is unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
      },
    });
    expect(await objectKeys()).toEqual(objectsBefore);

    await pg.start();
    await waitFor(async () => (await call(`${bff.url}/api/health`)).status === 200);
    expect(await countRows(pg.url, 'posts')).toBe(rowsBefore);
  });

  it('two posts racing for one slug: one 201, one 409, and only the winner’s image is kept', async () => {
    let arrived = 0;
    let release!: () => void;
    const both = new Promise<void>((resolve) => (release = resolve));
    // Hold each upload's answer until both uploads are stored: both requests have passed the
    // "slug free?" check, so the loser fails on the unique index, after its upload.
    proxy.holdPuts(() => {
      if (++arrived === 2) release();
      return both;
    });
    const answers = await Promise.all([
      createPost('contested-slug', pngBytes(1)),
      createPost('contested-slug', pngBytes(2)),
    ]);
    expect(proxy.puts()).toBe(2);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body).toEqual({
      statusCode: 409,
      message: 'A post with this slug already exists. Please choose another slug.',
      error: 'Conflict',
    });
    const winner = answers.find((a) => a.status === 201)!.body as { image: string };
    const rows = await query<{ image_key: string }>(
      pg.url,
      "SELECT image_key FROM posts WHERE slug = 'contested-slug'",
    );
    expect(rows).toHaveLength(1);
    expect(`uploads/${rows[0]!.image_key}`).toBe(winner.image);
    const keys = await objectKeys();
    expect(keys).toContain(rows[0]!.image_key);
    expect(keys).toHaveLength(2); // the first test's image and the winner's
  });

  it('answers 503 and writes no row when storage is unreachable', async () => {
    await proxy.close(); // the bff's S3 endpoint now refuses connections
    const rowsBefore = await countRows(pg.url, 'posts');
    const answer = await createPost('storage-gone', pngBytes());
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'Image storage is unavailable. Please try again later.',
        error: 'Service Unavailable',
      },
    });
    expect(await countRows(pg.url, 'posts')).toBe(rowsBefore);
    const health = await call(`${bff.url}/api/health`);
    expect(health.status).toBe(503);
    expect((health.body as { message: string }).message).toBe(
      'Unavailable: storage not answering.',
    );
    // A post without an image does not need storage.
    expect((await createPost('no-image-needed')).status).toBe(201);
  });
});
