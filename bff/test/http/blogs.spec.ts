import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DataSource } from 'typeorm';
import {
  avifBytes,
  gifBytes,
  jpegBytes,
  pngBytes,
  solidImage,
  SVG_BYTES,
  TEXT_BYTES,
  webpBytes,
} from '@site/common/testing';
import {
  IMAGE_ALT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
  type PostForm,
  type ResponsiveImage,
} from '@site/contract';
import { startS3 } from '@site/testkit';
import {
  expectGone,
  expectImageShape,
  expectServed,
  keysOf,
  widestJpegKey,
} from '../support/images.js';
import {
  postForm,
  startTestApp,
  TEST_IMAGE_ALT,
  type TestApp,
  VALID_POST,
} from '../support/test-app.js';

const FIELDS = [
  '_id',
  'title',
  'slug',
  'excerpt',
  'content',
  'readTime',
  'tags',
  'image',
  'images',
  'status',
  'publishedAt',
  'version',
  'createdAt',
  'updatedAt',
];
const IMAGE_PATH = /^uploads\/[0-9a-f]{64}\.jpg$/;

interface Storage {
  environment: Record<string, string>;
  /** Every stored object's key, sorted. */
  keys(t: TestApp): Promise<string[]>;
  stop(): Promise<void>;
}

interface PostBody {
  _id: string;
  image: string | null;
  images: ResponsiveImage | null;
}

/** A fresh colour for each image a test uploads, so no two posts share content keys. */
let colours = 0;
const nextColour = () => {
  colours += 1;
  return { r: (colours * 37) % 256, g: (colours * 91) % 256, b: (colours * 151) % 256 };
};
const distinctPng = async (width = 8, height = 8) =>
  solidImage(nextColour(), { width, height, format: 'png' });

const storages: [string, () => Promise<Storage>][] = [
  [
    'disk storage',
    () =>
      Promise.resolve({
        environment: {},
        keys: async (t: TestApp) => {
          const directory = (t.config.storage as { directory: string }).directory;
          return (await readdir(directory).catch(() => []))
            .filter((f) => !f.startsWith('.'))
            .sort();
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
        keys: async () => {
          const listing = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
          return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
        },
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

  const storedKeys = () => storage.keys(t);
  const objects = async () => (await storedKeys()).length;
  const create = (fields: Partial<PostForm>, image?: Parameters<typeof postForm>[2]) =>
    postForm(t.http().post('/api/blogs').set(auth), fields, image);

  it('creates a post with an image: 201, the fields of a post, every variant served from /uploads', async () => {
    const before = await storedKeys();
    const bytes = await distinctPng(1000, 600);
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
    const images = (answer.body as PostBody).images!;
    // 1000 pixels wide: the 480 and 960 widths, none upscaled to 1440 or 1920.
    expectImageShape(images, 1000, TEST_IMAGE_ALT);
    expect(images.height).toBe(576);
    expect(answer.body.image).toBe(`uploads/${widestJpegKey(images)}`);

    await expectServed(() => t.http(), images);
    // `image` is one of the variants: the widest JPEG.
    const image = await t.http().get(`/${answer.body.image}`).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Exactly the image's files were stored, nothing else (no original upload).
    expect(await storedKeys()).toEqual([...before, ...keysOf(images)].sort());

    const bySlug = await t.http().get(`/api/blogs/${VALID_POST.slug}`).expect(200);
    expect(bySlug.body).toEqual(answer.body);
  });

  it.each([
    ['PNG', () => pngBytes()],
    ['JPEG', jpegBytes],
    ['GIF', gifBytes],
    ['WebP', webpBytes],
    ['AVIF', avifBytes],
  ])('accepts a %s image recognised by its bytes', async (type, bytes) => {
    const answer = await create(
      { ...VALID_POST, slug: `image-${type.toLowerCase()}` },
      { bytes: bytes(), filename: 'upload.bin', contentType: 'application/octet-stream' },
    ).expect(201);
    expect(answer.body.image).toMatch(IMAGE_PATH);
    const images = (answer.body as PostBody).images!;
    // A 1×1 image: one width (its own) in every format.
    expectImageShape(images, 1, TEST_IMAGE_ALT);
    await expectServed(() => t.http(), images);
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
    expect(list.body[0].images).toBeNull();
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
    const answer = await create(VALID_POST, {
      bytes: await distinctPng(),
      filename: 'x.png',
    }).expect(409);
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
    const answer = await create(fields, { bytes: await distinctPng(), filename: 'x.png' }).expect(
      400,
    );
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
      message: IMAGE_TYPE_MESSAGE,
      error: 'Unsupported Media Type',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await objects()).toBe(objectsBefore);
  });

  it('answers 413 to an image of 20 MB and one byte and stores nothing', async () => {
    const [rowsBefore, keysBefore] = [await postRows(), await storedKeys()];
    const bytes = pngBytes(MAX_IMAGE_BYTES + 1 - pngBytes().length);
    expect(bytes.length).toBe(20 * 1024 * 1024 + 1);
    const answer = await create(
      { ...VALID_POST, slug: 'too-large' },
      { bytes, filename: 'big.png' },
    ).expect(413);
    expect(answer.body).toEqual({
      statusCode: 413,
      message: IMAGE_TOO_LARGE_MESSAGE,
      error: 'Payload Too Large',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('accepts an image of exactly 20 MB', async () => {
    const bytes = pngBytes(MAX_IMAGE_BYTES - pngBytes().length);
    expect(bytes.length).toBe(MAX_IMAGE_BYTES);
    const answer = await create(
      { ...VALID_POST, slug: 'largest-allowed' },
      { bytes, filename: 'large.png' },
    ).expect(201);
    expect(answer.body.image).toMatch(IMAGE_PATH);
  });

  it('answers 422 to a truncated JPEG and stores nothing', async () => {
    const [rowsBefore, keysBefore] = [await postRows(), await storedKeys()];
    const photo = await solidImage(nextColour(), {
      width: 320,
      height: 240,
      format: 'jpeg',
      noise: true,
    });
    // Cut as an interrupted copy leaves it: the header is whole, the pixel data stops short.
    const bytes = photo.subarray(0, Math.floor(photo.length * 0.6));
    const answer = await create(
      { ...VALID_POST, slug: 'truncated' },
      { bytes, filename: 'cut.jpg', contentType: 'image/jpeg' },
    ).expect(422);
    expect(answer.body).toEqual({
      statusCode: 422,
      message: IMAGE_UNREADABLE_MESSAGE,
      error: 'Unprocessable Entity',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it.each([
    ['without imageAlt or imageDecorative', { imageAlt: undefined }],
    ['with an empty imageAlt', { imageAlt: '' }],
    ['with imageDecorative=false and no imageAlt', { imageDecorative: 'false' as const }],
  ])('answers 400 to a new image %s and stores nothing', async (_case, description) => {
    const [rowsBefore, keysBefore] = [await postRows(), await storedKeys()];
    const answer = await create(
      { ...VALID_POST, slug: 'undescribed', ...description },
      { bytes: await distinctPng(), filename: 'x.png' },
    ).expect(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      message: IMAGE_ALT_MESSAGE,
      error: 'Bad Request',
    });
    expect(await postRows()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('stores a decorative image with alt "" whatever imageAlt says', async () => {
    const answer = await create(
      { ...VALID_POST, slug: 'decorative', imageDecorative: 'true', imageAlt: 'Ignored' },
      { bytes: await distinctPng(), filename: 'x.png' },
    ).expect(201);
    expect((answer.body as PostBody).images?.alt).toBe('');
  });

  it('stores the description as the image’s alt', async () => {
    const answer = await create(
      { ...VALID_POST, slug: 'described', imageAlt: 'A harbour at dawn, boats in a row' },
      { bytes: await distinctPng(), filename: 'x.png' },
    ).expect(201);
    expect((answer.body as PostBody).images?.alt).toBe('A harbour at dawn, boats in a row');
    const read = await t.http().get('/api/blogs/described').expect(200);
    expect(read.body.images.alt).toBe('A harbour at dawn, boats in a row');
  });

  it('updates a post: 200, a new image replaces the old one, whose files are all deleted', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'to-update' },
      { bytes: await distinctPng(), filename: 'a.png' },
    ).expect(201);
    const old = (created.body as PostBody).images!;
    const keysBefore = await storedKeys();
    const updated = await postForm(
      t.http().put(`/api/blogs/${created.body._id}`).set(auth),
      { ...VALID_POST, slug: 'updated-slug', title: 'A new title', tags: 'one' },
      {
        bytes: await solidImage(nextColour(), { format: 'gif' }),
        filename: 'b.gif',
        contentType: 'image/gif',
      },
    ).expect(200);
    expect(updated.body).toMatchObject({
      _id: created.body._id,
      title: 'A new title',
      slug: 'updated-slug',
      tags: ['one'],
      createdAt: created.body.createdAt,
      image: expect.stringMatching(IMAGE_PATH),
    });
    const fresh = (updated.body as PostBody).images!;
    expectImageShape(fresh, 8, TEST_IMAGE_ALT);
    await expectServed(() => t.http(), fresh);
    await expectGone(() => t.http(), old);
    const gone = new Set(keysOf(old));
    expect(await storedKeys()).toEqual(
      [...keysBefore.filter((key) => !gone.has(key)), ...keysOf(fresh)].sort(),
    );
    // The old slug now leads to the post's new one.
    const moved = await t.http().get('/api/blogs/to-update').expect(301);
    expect(moved.headers.location).toBe('/api/blogs/updated-slug');
  });

  it('keeps the files another post still uses when an image is replaced or a post deleted', async () => {
    const shared = await distinctPng();
    const first = await create(
      { ...VALID_POST, slug: 'shares-first' },
      { bytes: shared, filename: 'a.png' },
    ).expect(201);
    const second = await create(
      { ...VALID_POST, slug: 'shares-second' },
      { bytes: shared, filename: 'b.png' },
    ).expect(201);
    const image = (first.body as PostBody).images!;
    // The same bytes make the same files under the same content keys.
    expect(keysOf((second.body as PostBody).images!)).toEqual(keysOf(image));

    await postForm(
      t.http().put(`/api/blogs/${first.body._id}`).set(auth),
      { ...VALID_POST, slug: 'shares-first' },
      { bytes: await distinctPng(), filename: 'c.png' },
    ).expect(200);
    await expectServed(() => t.http(), image);

    await t.http().delete(`/api/blogs/${second.body._id}`).set(auth).expect(204);
    // In the trash the post keeps its image; deleted for good, the image goes.
    await expectServed(() => t.http(), image);
    await t.http().delete(`/api/admin/posts/${second.body._id}`).set(auth).expect(204);
    await expectGone(() => t.http(), image);
    const left = new Set(await storedKeys());
    expect(keysOf(image).filter((key) => left.has(key))).toEqual([]);
  });

  it('keeps the image when an update sends none', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'keep-image' },
      { bytes: await distinctPng(), filename: 'a.png' },
    ).expect(201);
    const keysBefore = await storedKeys();
    const updated = await postForm(t.http().put(`/api/blogs/${created.body._id}`).set(auth), {
      ...VALID_POST,
      slug: 'keep-image',
      title: 'Retitled',
    }).expect(200);
    expect(updated.body.image).toBe(created.body.image);
    expect(updated.body.images).toEqual(created.body.images);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('changes only the description when an update sends imageAlt without an image', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'redescribe' },
      { bytes: await distinctPng(), filename: 'a.png' },
    ).expect(201);
    const keysBefore = await storedKeys();
    const updated = await postForm(t.http().put(`/api/blogs/${created.body._id}`).set(auth), {
      ...VALID_POST,
      slug: 'redescribe',
      imageAlt: 'A clearer description',
    }).expect(200);
    expect(updated.body.image).toBe(created.body.image);
    expect(updated.body.images).toEqual({ ...created.body.images, alt: 'A clearer description' });
    const read = await t.http().get('/api/blogs/redescribe').expect(200);
    expect(read.body.images.alt).toBe('A clearer description');
    expect(await storedKeys()).toEqual(keysBefore);

    const decorative = await postForm(t.http().put(`/api/blogs/${created.body._id}`).set(auth), {
      ...VALID_POST,
      slug: 'redescribe',
      imageDecorative: 'true',
    }).expect(200);
    expect(decorative.body.images.alt).toBe('');
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

  it('deletes a post: 204 to the trash, then for good: the row and every file of its image are gone', async () => {
    const created = await create(
      { ...VALID_POST, slug: 'to-delete' },
      { bytes: await distinctPng(1000, 500), filename: 'a.png' },
    ).expect(201);
    const image = (created.body as PostBody).images!;
    expect(keysOf(image).length).toBe(7); // two widths in three formats, and the social card
    const keysBefore = await storedKeys();
    await t.http().delete(`/api/blogs/${created.body._id}`).set(auth).expect(204);
    await t.http().get('/api/blogs/to-delete').expect(404);
    expect(await storedKeys()).toEqual(keysBefore);
    await t.http().delete(`/api/admin/posts/${created.body._id}`).set(auth).expect(204);
    await expectGone(() => t.http(), image);
    const gone = new Set(keysOf(image));
    expect(await storedKeys()).toEqual(keysBefore.filter((key) => !gone.has(key)));
  });

  describe('POST /api/uploads (images for the inside of a post)', () => {
    const upload = (image?: { bytes: Buffer; filename: string; contentType?: string }) => {
      const req = t.http().post('/api/uploads').set(auth).field('alt', 'A diagram of the stack');
      if (image) {
        void req.attach('image', image.bytes, {
          filename: image.filename,
          contentType: image.contentType ?? 'image/png',
        });
      }
      return req;
    };

    it('answers 201 with the image made for the web, its files served', async () => {
      const before = await storedKeys();
      const answer = await upload({
        bytes: await distinctPng(1500, 1000),
        filename: 'diagram.png',
      }).expect(201);
      const image = answer.body as ResponsiveImage;
      expectImageShape(image, 1500, 'A diagram of the stack');
      await expectServed(() => t.http(), image);
      expect(await storedKeys()).toEqual([...before, ...keysOf(image)].sort());
    });

    it('answers 401 without a token and stores nothing', async () => {
      const before = await storedKeys();
      const answer = await t
        .http()
        .post('/api/uploads')
        .field('alt', 'x')
        .attach('image', await distinctPng(), { filename: 'x.png', contentType: 'image/png' })
        .expect(401);
      expect(answer.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(await storedKeys()).toEqual(before);
    });

    it('answers 400 without an image part', async () => {
      const answer = await upload().expect(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        message: 'Choose an image to upload.',
        error: 'Bad Request',
      });
    });

    it.each([
      ['a text file', TEXT_BYTES, 'notes.png', 415, IMAGE_TYPE_MESSAGE],
      ['an SVG', SVG_BYTES, 'logo.svg', 415, IMAGE_TYPE_MESSAGE],
      [
        'an image of 20 MB and one byte',
        pngBytes(MAX_IMAGE_BYTES + 1 - pngBytes().length),
        'big.png',
        413,
        IMAGE_TOO_LARGE_MESSAGE,
      ],
    ])(
      'answers %s with its 4xx and stores nothing',
      async (_case, bytes, filename, status, message) => {
        const before = await storedKeys();
        const answer = await upload({ bytes, filename }).expect(status);
        expect(answer.body).toEqual({ statusCode: status, message, error: expect.any(String) });
        expect(await storedKeys()).toEqual(before);
      },
    );
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
