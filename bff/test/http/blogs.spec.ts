import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  avifBytes,
  gifBytes,
  jpegBytes,
  pngBytes,
  SVG_BYTES,
  TEXT_BYTES,
  webpBytes,
} from '@site/common/testing';
import { startS3 } from '@site/testkit';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const FIELDS = [
  '_id',
  'title',
  'slug',
  'excerpt',
  'content',
  'readTime',
  'tags',
  'image',
  'createdAt',
  'updatedAt',
];
const IMAGE_PATH = /^uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp|avif)$/;

interface Storage {
  environment: Record<string, string>;
  objectCount(t: TestApp): Promise<number>;
  stop(): Promise<void>;
}

const storages: [string, () => Promise<Storage>][] = [
  [
    'disk storage',
    () =>
      Promise.resolve({
        environment: {},
        objectCount: async (t: TestApp) => {
          const directory = (t.config.storage as { directory: string }).directory;
          return (await readdir(directory).catch(() => [])).filter((f) => !f.startsWith('.'))
            .length;
        },
        stop: () => Promise.resolve(),
      }),
  ],
  [
    'S3 storage (s3rver)',
    async () => {
      const s3 = await startS3();
      return {
        environment: s3.env,
        objectCount: () => s3.objectCount(),
        stop: () => s3.stop(),
      };
    },
  ],
];

describe.each(storages)('blog API with %s', (_name, makeStorage) => {
  let t: TestApp;
  let storage: Storage;
  let auth: { Authorization: string };
  let postRows: () => Promise<number>;

  beforeAll(async () => {
    storage = await makeStorage();
    t = await startTestApp(storage.environment);
    auth = { Authorization: `Bearer ${await t.login()}` };
    const db = t.app.get(DataSource);
    postRows = async () => Number((await db.query('SELECT count(*) AS n FROM posts'))[0].n);
  });
  afterAll(async () => {
    await t.close();
    await storage.stop();
  });

  const objects = () => storage.objectCount(t);
  const create = (fields: Partial<typeof VALID_POST>, image?: Parameters<typeof postForm>[2]) =>
    postForm(t.http().post('/api/blogs').set(auth), fields, image);

  it('creates a post with an image: 201, the fields of a post, the image served from /uploads', async () => {
    const bytes = pngBytes(64);
    const answer = await create(VALID_POST, { bytes, filename: 'cover.png' }).expect(201);
    expect(Object.keys(answer.body).sort()).toEqual([...FIELDS].sort());
    expect(answer.body).toMatchObject({
      title: VALID_POST.title,
      slug: VALID_POST.slug,
      excerpt: VALID_POST.excerpt,
      content: VALID_POST.content,
      readTime: VALID_POST.readTime,
      tags: ['Hosting', 'Web Development'],
      image: expect.stringMatching(IMAGE_PATH),
    });

    const image = await t.http().get(`/${answer.body.image}`).expect(200);
    expect(Buffer.compare(image.body as Buffer, bytes)).toBe(0);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');

    const bySlug = await t.http().get(`/api/blogs/${VALID_POST.slug}`).expect(200);
    expect(bySlug.body).toEqual(answer.body);
  });

  it.each([
    ['JPEG', jpegBytes(), 'jpg', 'image/jpeg'],
    ['GIF', gifBytes(), 'gif', 'image/gif'],
    ['WebP', webpBytes(), 'webp', 'image/webp'],
    ['AVIF', avifBytes(), 'avif', 'image/avif'],
  ])('accepts a %s image recognised by its bytes', async (_type, bytes, extension, mimeType) => {
    const answer = await create(
      { ...VALID_POST, slug: `image-${extension}` },
      { bytes, filename: 'upload.bin', contentType: 'application/octet-stream' },
    ).expect(201);
    expect(answer.body.image).toMatch(new RegExp(`\\.${extension}$`));
    const image = await t.http().get(`/${answer.body.image}`).expect(200);
    expect(image.headers['content-type']).toBe(mimeType);
    expect(Buffer.compare(image.body as Buffer, bytes)).toBe(0);
  });

  it('creates a post without an image, with image null and tags trimmed without empties', async () => {
    const answer = await create({
      ...VALID_POST,
      slug: 'no-image',
      tags: ' seo, ,Local Business ,, ',
    }).expect(201);
    expect(answer.body.image).toBeNull();
    expect(answer.body.tags).toEqual(['seo', 'Local Business']);
    const noTags = await create({ ...VALID_POST, slug: 'no-tags', tags: undefined }).expect(201);
    expect(noTags.body.tags).toEqual([]);
  });

  it('lists posts newest first', async () => {
    const list = await t.http().get('/api/blogs').expect(200);
    const times = (list.body as { createdAt: string }[]).map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.body[0].slug).toBe('no-tags');
    expect(Object.keys(list.body[0]).sort()).toEqual([...FIELDS].sort());
  });

  it('stores content sanitised: no script, no handlers, no javascript: URLs; formatting survives', async () => {
    const content =
      '<h2>Title</h2><p onclick="steal()">Text <strong>bold</strong> <a href="javascript:alert(1)">x</a> ' +
      '<a href="https://example.com">ok</a></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="x()" alt="a">' +
      '<ul><li>one</li></ul><pre><code class="language-ts">const a = 1;</code></pre>' +
      '<table><tr><td>cell</td></tr></table><iframe src="https://evil.example"></iframe>';
    const answer = await create({ ...VALID_POST, slug: 'sanitised', content }).expect(201);
    const stored: string = answer.body.content;
    for (const gone of ['<script', 'alert(1)', 'onclick', 'onerror', 'javascript:', '<iframe']) {
      expect(stored).not.toContain(gone);
    }
    for (const kept of [
      '<h2>Title</h2>',
      '<strong>bold</strong>',
      'href="https://example.com"',
      '<img src="https://example.com/a.png" alt="a" />',
      '<li>one</li>',
      '<code class="language-ts">',
      '<td>cell</td>',
    ]) {
      expect(stored).toContain(kept);
    }
  });

  it('answers 409 to a slug that is taken, leaving no object behind', async () => {
    const [rowsBefore, objectsBefore] = [await postRows(), await objects()];
    const answer = await create(VALID_POST, { bytes: pngBytes(), filename: 'x.png' }).expect(409);
    expect(answer.body).toEqual({
      statusCode: 409,
      message: 'A post with this slug already exists. Please choose another slug.',
      error: 'Conflict',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await objects()).toBe(objectsBefore);
  });

  const badForms: [string, Partial<typeof VALID_POST>, string][] = [
    ['a missing title', { ...VALID_POST, title: undefined }, 'Title is required.'],
    ['a missing slug', { ...VALID_POST, slug: undefined }, 'Slug is required.'],
    ['a missing excerpt', { ...VALID_POST, excerpt: undefined }, 'Excerpt is required.'],
    ['a missing content', { ...VALID_POST, content: undefined }, 'Content is required.'],
    ['a missing read time', { ...VALID_POST, readTime: undefined }, 'Read time is required.'],
    [
      'an upper-case slug',
      { ...VALID_POST, slug: 'My-Post' },
      'Slug may contain only lower-case letters, digits and single hyphens, such as my-first-post.',
    ],
    [
      'a slug with a path',
      { ...VALID_POST, slug: '../../etc/passwd' },
      'Slug may contain only lower-case letters, digits and single hyphens, such as my-first-post.',
    ],
    [
      'a title over 200 characters',
      { ...VALID_POST, slug: 'long', title: 't'.repeat(201) },
      'Title must be at most 200 characters.',
    ],
  ];

  it.each(badForms)('answers 400 to %s and stores nothing', async (_case, fields, message) => {
    const [rowsBefore, objectsBefore] = [await postRows(), await objects()];
    const answer = await create(fields, { bytes: pngBytes(), filename: 'x.png' }).expect(400);
    expect(answer.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await postRows()).toBe(rowsBefore);
    expect(await objects()).toBe(objectsBefore);
  });

  it.each([
    ['an SVG', SVG_BYTES, 'logo.svg', 'image/svg+xml'],
    ['text named like a PNG', TEXT_BYTES, 'photo.png', 'image/png'],
  ])('answers 415 to %s and stores nothing', async (_case, bytes, filename, contentType) => {
    const [rowsBefore, objectsBefore] = [await postRows(), await objects()];
    const answer = await create(
      { ...VALID_POST, slug: 'refused-type' },
      { bytes, filename, contentType },
    ).expect(415);
    expect(answer.body).toEqual({
      statusCode: 415,
      message: 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.',
      error: 'Unsupported Media Type',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await objects()).toBe(objectsBefore);
  });

  it('answers 413 to an image over 5 MB and stores nothing', async () => {
    const [rowsBefore, objectsBefore] = [await postRows(), await objects()];
    const answer = await create(
      { ...VALID_POST, slug: 'too-large' },
      { bytes: pngBytes(5 * 1024 * 1024), filename: 'big.png' },
    ).expect(413);
    expect(answer.body).toEqual({
      statusCode: 413,
      message: 'Image is larger than 5 MB. Please choose a smaller file.',
      error: 'Payload Too Large',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await objects()).toBe(objectsBefore);
  });

  it('updates a post: 200, a new image replaces the old one, which is deleted', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'to-update' },
      { bytes: pngBytes(), filename: 'a.png' },
    ).expect(201);
    const objectsBefore = await objects();
    const updated = await postForm(
      t.http().put(`/api/blogs/${created.body._id}`).set(auth),
      { ...VALID_POST, slug: 'updated-slug', title: 'A new title', tags: 'one' },
      { bytes: gifBytes(), filename: 'b.gif', contentType: 'image/gif' },
    ).expect(200);
    expect(updated.body).toMatchObject({
      _id: created.body._id,
      title: 'A new title',
      slug: 'updated-slug',
      tags: ['one'],
      createdAt: created.body.createdAt,
      image: expect.stringMatching(/\.gif$/),
    });
    await t.http().get(`/${updated.body.image}`).expect(200);
    await t.http().get(`/${created.body.image}`).expect(404);
    expect(await objects()).toBe(objectsBefore);
    await t.http().get('/api/blogs/to-update').expect(404);
  });

  it('keeps the image when an update sends none', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'keep-image' },
      { bytes: pngBytes(), filename: 'a.png' },
    ).expect(201);
    const updated = await postForm(t.http().put(`/api/blogs/${created.body._id}`).set(auth), {
      ...VALID_POST,
      slug: 'keep-image',
      title: 'Retitled',
    }).expect(200);
    expect(updated.body.image).toBe(created.body.image);
  });

  it('answers 409 when an update takes another post’s slug', async () => {
    const created = await create({ ...VALID_POST, slug: 'slug-owner-two' }).expect(201);
    await postForm(t.http().put(`/api/blogs/${created.body._id}`).set(auth), VALID_POST).expect(
      409,
    );
  });

  it.each([
    ['an unknown id', '6f9a2b1c-1d2e-4f3a-8b4c-5d6e7f8a9b0c'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' OR '1'='1"],
  ])('answers 404 to PUT and DELETE of %s', async (_case, id) => {
    const path = `/api/blogs/${encodeURIComponent(id)}`;
    const put = await postForm(t.http().put(path).set(auth), VALID_POST).expect(404);
    expect(put.body).toEqual({ statusCode: 404, message: 'Post not found', error: 'Not Found' });
    await t.http().delete(path).set(auth).expect(404);
  });

  it('deletes a post: 204, the row and its image are gone', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'to-delete' },
      { bytes: pngBytes(), filename: 'a.png' },
    ).expect(201);
    const objectsBefore = await objects();
    await t.http().delete(`/api/blogs/${created.body._id}`).set(auth).expect(204);
    await t.http().get('/api/blogs/to-delete').expect(404);
    await t.http().get(`/${created.body.image}`).expect(404);
    expect(await objects()).toBe(objectsBefore - 1);
  });
});

describe('public blog reads and uploads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_POSTS: 'true' });
  });
  afterAll(() => t.close());

  it('GET /api/blogs is public and holds the seeded posts, newest first', async () => {
    const list = await t.http().get('/api/blogs').expect(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0].slug).toBe('what-a-digital-marketing-plan-should-include');
  });

  it('GET /api/blogs checks a token when one is sent (the dashboard learns its session ended)', async () => {
    const token = await t.login();
    await t.http().get('/api/blogs').set('Authorization', `Bearer ${token}`).expect(200);
    for (const header of ['Bearer not-a-jwt', `Bearer ${token}x`, 'Basic YWRtaW46eA==']) {
      const refused = await t.http().get('/api/blogs').set('Authorization', header).expect(401);
      expect(refused.body.message).toBe('Please log in to continue.');
    }
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await t.http().get('/api/blogs').set('Authorization', `Bearer ${token}`).expect(401);
    // Without a token it stays public.
    await t.http().get('/api/blogs').expect(200);
  });

  it('GET /api/blogs/:slug answers 404 {message: "Post not found"} for an unknown slug', async () => {
    const answer = await t.http().get('/api/blogs/no-such-post').expect(404);
    expect(answer.body).toEqual({ statusCode: 404, message: 'Post not found', error: 'Not Found' });
  });

  it.each([
    '/uploads/00000000-0000-4000-8000-000000000000.png',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e%2fpostgres.password',
    '/uploads/..%5c..%5cjwt-secret',
    '/uploads/x.svg',
  ])('answers 404 to %s', async (path) => {
    const answer = await t.http().get(path).expect(404);
    expect(answer.body.statusCode).toBe(404);
  });
});
