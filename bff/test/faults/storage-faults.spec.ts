/**
 * Storage and database failing around an image upload, with the built bff as a real process on
 * the S3 driver (s3rver): no post row without every file of its image, and no file without its
 * post row.
 */
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createImagePipeline } from '@site/blog';
import { solidImage } from '@site/common/testing';
import { type ResponsiveImage } from '@site/contract';
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
import { keysOf, widestJpegKey } from '../support/images.js';
import { call, countRows, login, postFormData, query } from './fault-kit.js';

/** An 8 × 8 PNG of its own colour: every image a test uploads has its own content keys. */
const coloured = (n: number) => solidImage({ r: 40 * n, g: 255 - 30 * n, b: 90 });

/** The storage keys the bff will write for these bytes (the pipeline is deterministic). */
async function keysFor(bytes: Buffer): Promise<string[]> {
  const { files } = await createImagePipeline().process(bytes);
  return files.map((file) => file.key).sort();
}

/** An HTTP proxy in front of s3rver that can hold the answer to an object upload (PUT) until
 * a test has done something (the moment between "file stored" and "row written"), or refuse an
 * upload outright as a failing store does (500, nothing stored). */
async function startS3Proxy(target: string) {
  let beforePutAnswer: ((url: string) => Promise<void>) | undefined;
  let refusePut: ((url: string) => boolean) | undefined;
  let puts = 0;
  const server = http.createServer((request, response) => {
    if (request.method === 'PUT' && refusePut?.(request.url ?? '')) {
      request.resume();
      request.on('end', () => {
        response.writeHead(500, { 'Content-Type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
            '<Message>We encountered an internal error. Please try again.</Message></Error>',
        );
      });
      return;
    }
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
          beforePutAnswer(request.url ?? '').then(forward, (error: unknown) => {
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
    holdPuts(hook: ((url: string) => Promise<void>) | undefined) {
      beforePutAnswer = hook;
      puts = 0;
    },
    refusePuts(refuse: ((url: string) => boolean) | undefined) {
      refusePut = refuse;
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
    return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
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

  beforeEach(() => {
    proxy.holdPuts(undefined);
    proxy.refusePuts(undefined);
  });

  it('stores a post with every file of its image while both answer', async () => {
    const bytes = await coloured(1);
    const created = await createPost('with-image', bytes);
    expect(created.status).toBe(201);
    const { image, images } = created.body as { image: string; images: ResponsiveImage };
    expect(image).toBe(`uploads/${widestJpegKey(images)}`);
    expect(keysOf(images)).toEqual(await keysFor(bytes));
    expect(await objectKeys()).toEqual(keysOf(images));
    expect(await countRows(pg.url, 'posts')).toBe(1);
  });

  it('answers 503 when PostgreSQL stops right after the upload: no row, and no file but the upload’s own, unreferenced', async () => {
    const [rowsBefore, objectsBefore] = [await countRows(pg.url, 'posts'), await objectKeys()];
    const bytes = await coloured(2);
    const files = await keysFor(bytes);
    // Every file reaches storage; before the bff hears so, PostgreSQL goes away.
    let paused: Promise<void> | undefined;
    proxy.holdPuts(() => (paused ??= pg.pause()));
    const answer = await createPost('database-gone', bytes);
    await pg.start();
    await waitFor(async () => (await call(`${bff.url}/api/health`)).status === 200);

    expect(proxy.puts()).toBe(files.length);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'The database is unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
      },
    });
    expect(await countRows(pg.url, 'posts')).toBe(rowsBefore);
    // Whether a file is shared with another post can only be asked of the database, so the
    // files are removed when it answers and otherwise left to the orphan sweep: every earlier
    // object is still there, and anything more is this upload's and named by no post.
    const now = await objectKeys();
    expect(now.filter((key) => objectsBefore.includes(key))).toEqual(objectsBefore);
    const left = now.filter((key) => !objectsBefore.includes(key));
    expect(left.filter((key) => !files.includes(key))).toEqual([]);
    const naming = await query<{ n: string }>(
      pg.url,
      `SELECT count(*) AS n FROM posts p, unnest($1::text[]) AS k
       WHERE p.image_key = k OR strpos(p.images::text, k) > 0`,
      [left],
    );
    expect(Number(naming[0]?.n)).toBe(0);
  });

  it('two posts racing for one slug: one 201, one 409, and only the winner’s files are kept', async () => {
    const objectsBefore = await objectKeys();
    const images = [await coloured(3), await coloured(4)];
    const files = await Promise.all(images.map(keysFor));
    const started = [false, false];
    let release!: () => void;
    const both = new Promise<void>((resolve) => (release = resolve));
    // Hold every file's answer until both uploads are writing files: both requests have passed
    // the "slug free?" check, so the loser fails on the unique index, after its files.
    proxy.holdPuts((url) => {
      files.forEach((keys, index) => {
        if (keys.some((key) => url.includes(`/${key}`))) started[index] = true;
      });
      if (started.every(Boolean)) release();
      return both;
    });
    const answers = await Promise.all(images.map((image) => createPost('contested-slug', image)));
    expect(proxy.puts()).toBe(files[0]!.length + files[1]!.length);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body).toEqual({
      statusCode: 409,
      message: 'A post with this slug already exists. Please choose another slug.',
      error: 'Conflict',
    });
    const winner = answers.find((a) => a.status === 201)!.body as {
      image: string;
      images: ResponsiveImage;
    };
    const rows = await query<{ image_key: string }>(
      pg.url,
      "SELECT image_key FROM posts WHERE slug = 'contested-slug'",
    );
    expect(rows).toHaveLength(1);
    expect(`uploads/${rows[0]!.image_key}`).toBe(winner.image);
    expect(files).toContainEqual(keysOf(winner.images));
    // The earlier posts' files and the winner's; none of the loser's.
    expect(await objectKeys()).toEqual([...objectsBefore, ...keysOf(winner.images)].sort());
  });

  it('answers 503 and keeps none of the files when storage refuses one of them', async () => {
    const [rowsBefore, objectsBefore] = [await countRows(pg.url, 'posts'), await objectKeys()];
    const bytes = await coloured(6);
    const files = await keysFor(bytes);
    const refused = files[0]!;
    let refusals = 0;
    let refusedAll!: () => void;
    const afterRefusals = new Promise<void>((resolve) => (refusedAll = resolve));
    // One file is refused (on each of the client's attempts); the others are stored, but the
    // bff hears so only after the refusal.
    proxy.refusePuts((url) => {
      if (!url.includes(`/${refused}`)) return false;
      if (++refusals === 2) setTimeout(refusedAll, 200);
      return true;
    });
    proxy.holdPuts(() => afterRefusals);
    const answer = await createPost('storage-refuses', bytes);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'Image storage is unavailable. Please try again later.',
        error: 'Service Unavailable',
      },
    });
    await afterRefusals;
    expect(proxy.puts()).toBe(files.length - 1);
    expect(await countRows(pg.url, 'posts')).toBe(rowsBefore);
    expect(await objectKeys()).toEqual(objectsBefore);
  });

  it('a failed upload of an image another post shows leaves that post’s files in place', async () => {
    const bytes = await coloured(7);
    const first = await createPost('shown-first', bytes);
    expect(first.status).toBe(201);
    const shown = keysOf((first.body as { images: ResponsiveImage }).images);
    const refused = shown[0]!;
    proxy.refusePuts((url) => url.includes(`/${refused}`));
    const again = await createPost('shown-again', bytes);
    expect(again.status).toBe(503);
    const left = await objectKeys();
    expect(shown.filter((key) => !left.includes(key))).toEqual([]);
  });

  it('answers 503 and writes no row when storage is unreachable', async () => {
    await proxy.close(); // the bff's S3 endpoint now refuses connections
    const rowsBefore = await countRows(pg.url, 'posts');
    const answer = await createPost('storage-gone', await coloured(5));
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
