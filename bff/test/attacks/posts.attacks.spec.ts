/**
 * Attack and bad-input table for the blog: the admin's post form (multipart), post content full
 * of XSS, uploads that are not what they claim, and path tricks in slugs and upload keys.
 * Each row checks the status, the message, and the posts table and the uploads folder.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { sanitizePostHtml } from '@site/blog';
import { pngBytes, solidImage, SVG_BYTES, TEXT_BYTES } from '@site/common/testing';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  type ResponsiveImage,
} from '@site/contract';
import { expectServed, keysOf, widestJpegKey } from '../support/images.js';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';
import { rawRequest } from './raw-request.js';
import { MULTIPART_ONLY_MESSAGE } from '../../src/http/require-media-type.js';

type Fields = Partial<Record<keyof typeof VALID_POST, string>>;
type Image = { bytes: Buffer; filename: string; contentType?: string };

const SLUG_RULE =
  'Slug may contain only lower-case letters, digits and single hyphens, such as my-first-post.';
const NOT_AN_IMAGE = IMAGE_TYPE_MESSAGE;
const html = (text: string) => Buffer.from(text, 'utf8');
const SCRIPT_PAGE = '<html><body><script>alert(document.domain)</script></body></html>';

/**
 * What "inert" means for stored post HTML: a fixed point of the sanitiser (nothing left for
 * it to remove), and, tag by tag, no script-capable element, no event handler or style
 * attribute, and no URL with a scheme but http(s), mailto or tel. Text is escaped (`&lt;`), so
 * only real tags match `<…>`.
 */
function expectInert(stored: string): void {
  expect(sanitizePostHtml(stored)).toBe(stored);
  for (const [tag] of stored.matchAll(/<[a-z][^>]*>/gi)) {
    expect(tag).not.toMatch(
      /^<(script|iframe|object|embed|form|svg|math|style|meta|base|link|input|button|body|noscript|frame|template)\b/i,
    );
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    for (const [, url] of tag.matchAll(/\s(?:href|src|action|formaction|data)\s*=\s*"([^"]*)"/gi)) {
      expect(url).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|[a-z0-9._-]+(?:\/|$))/i);
    }
  }
}

const XSS_CONTENT = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/pixel.png">',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p title="x" onmouseover="alert(1)">hover</p>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://example.com" target="_blank">no opener</a>',
];

describe('the blog under attack', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: { Authorization: string };
  let slugCounter = 0;

  const posts = async () => Number((await db.query('SELECT count(*) AS n FROM posts'))[0].n);
  const directory = () => (t.config.storage as { directory: string }).directory;
  const objects = async () =>
    (await readdir(directory()).catch(() => [])).filter((file) => !file.startsWith('.')).length;
  const stored = async () => ({ posts: await posts(), objects: await objects() });
  const create = (fields: Fields, image?: Image) =>
    postForm(t.http().post('/api/blogs').set(auth), fields, image);
  const freshSlug = () => `attack-${++slugCounter}`;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    auth = { Authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t.close());

  /** [case, form fields, image, status, message] — each stores nothing. */
  const refused: [string, Fields, Image | undefined, number, string][] = [
    [
      'an empty form',
      {},
      undefined,
      400,
      'Title is required. Slug is required. Excerpt is required. Content is required. Read time is required.',
    ],
    ['a blank title', { ...VALID_POST, title: ' \t ' }, undefined, 400, 'Title is required.'],
    [
      'a title of 201 characters',
      { ...VALID_POST, title: 't'.repeat(201) },
      undefined,
      400,
      'Title must be at most 200 characters.',
    ],
    [
      'a slug of 201 characters',
      { ...VALID_POST, slug: 's'.repeat(201) },
      undefined,
      400,
      'Slug must be at most 200 characters.',
    ],
    [
      'an excerpt of 501 characters',
      { ...VALID_POST, excerpt: 'e'.repeat(501) },
      undefined,
      400,
      'Excerpt must be at most 500 characters.',
    ],
    [
      'content of 200,001 characters',
      { ...VALID_POST, content: 'c'.repeat(200_001) },
      undefined,
      400,
      'Content must be at most 200000 characters.',
    ],
    [
      'a read time of 51 characters',
      { ...VALID_POST, readTime: 'r'.repeat(51) },
      undefined,
      400,
      'Read time must be at most 50 characters.',
    ],
    [
      'tags of 1001 characters',
      { ...VALID_POST, tags: 'x'.repeat(1001) },
      undefined,
      400,
      'Tags must be at most 1000 characters.',
    ],
    [
      'a null byte in the title',
      { ...VALID_POST, title: 'a\u0000b' },
      undefined,
      400,
      'Title contains characters that are not allowed.',
    ],
    [
      'a null byte in the slug',
      { ...VALID_POST, slug: 'a\u0000b' },
      undefined,
      400,
      'Slug contains characters that are not allowed.',
    ],
    [
      'a null byte in the excerpt',
      { ...VALID_POST, excerpt: '\u0000' },
      undefined,
      400,
      'Excerpt contains characters that are not allowed.',
    ],
    [
      'a null byte in the content',
      { ...VALID_POST, content: '<p>\u0000</p>' },
      undefined,
      400,
      'Content contains characters that are not allowed.',
    ],
    [
      'a null byte in the read time',
      { ...VALID_POST, readTime: '5\u0000' },
      undefined,
      400,
      'Read time contains characters that are not allowed.',
    ],
    [
      'a null byte in the tags',
      { ...VALID_POST, tags: 'a,\u0000' },
      undefined,
      400,
      'Tags contains characters that are not allowed.',
    ],
    ...[
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2f',
      '..\\..\\windows\\win.ini',
      'a/b',
      '.hidden',
      'post.html',
      "x'; DROP TABLE posts;--",
      '<script>alert(1)</script>',
      'Ünïcödé',
      'double--hyphen',
      '-leading',
    ].map((slug): [string, Fields, undefined, number, string] => [
      `the slug ${JSON.stringify(slug)}`,
      { ...VALID_POST, slug },
      undefined,
      400,
      SLUG_RULE,
    ]),
    [
      'an unknown field',
      { ...VALID_POST, isAdmin: 'true' } as Fields,
      undefined,
      400,
      'property isAdmin should not exist',
    ],
    [
      'text named like a PNG',
      { ...VALID_POST },
      { bytes: TEXT_BYTES, filename: 'photo.png' },
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an HTML page named like a JPEG',
      { ...VALID_POST },
      { bytes: html(SCRIPT_PAGE), filename: 'a.jpg', contentType: 'image/jpeg' },
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an SVG with a script',
      { ...VALID_POST },
      { bytes: SVG_BYTES, filename: 'logo.svg', contentType: 'image/svg+xml' },
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an SVG named like a PNG',
      { ...VALID_POST },
      { bytes: SVG_BYTES, filename: 'logo.png' },
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an empty file',
      { ...VALID_POST },
      { bytes: Buffer.alloc(0), filename: 'empty.png' },
      415,
      NOT_AN_IMAGE,
    ],
    [
      'a PNG signature and nothing else',
      { ...VALID_POST },
      { bytes: pngBytes().subarray(0, 8), filename: 'x.png' },
      415,
      NOT_AN_IMAGE,
    ],
    [
      'an image over 20 MB',
      { ...VALID_POST },
      { bytes: pngBytes(MAX_IMAGE_BYTES + 1), filename: 'big.png' },
      413,
      IMAGE_TOO_LARGE_MESSAGE,
    ],
  ];

  it.each(refused)(
    'refuses %s and stores nothing',
    async (_case, fields, image, status, message) => {
      const before = await stored();
      const slug = fields.slug === VALID_POST.slug ? freshSlug() : fields.slug;
      const answer = await create({ ...fields, ...(slug !== undefined ? { slug } : {}) }, image);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: { statusCode: status, message, error: expect.any(String) },
      });
      expect(await stored()).toEqual(before);
    },
  );

  /** Raw requests to the post routes that are not a proper multipart form. */
  const rawForms: [string, Record<string, string>, string | Buffer, number, string][] = [
    [
      'a title sent twice (an array)',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
      ['title', 'title', 'slug', 'excerpt', 'content', 'readTime']
        .map((name, i) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx${i}\r\n`)
        .join('') + '--b--\r\n',
      400,
      'Title must be text.',
    ],
    [
      'a multipart body cut off mid-part',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished',
      400,
      'The form data is incomplete or malformed.',
    ],
    [
      'a multipart body without its boundary',
      { 'Content-Type': 'multipart/form-data' },
      'title=x',
      400,
      'The form data is incomplete or malformed.',
    ],
    [
      'two image files',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
      Buffer.concat([
        html('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n'),
        pngBytes(),
        html('\r\n--b\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\n\r\n'),
        pngBytes(),
        html('\r\n--b--\r\n'),
      ]),
      400,
      'Send at most one image.',
    ],
    [
      'a file in another field',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
      Buffer.concat([
        html('--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n'),
        pngBytes(),
        html('\r\n--b--\r\n'),
      ]),
      400,
      'Unexpected file field "avatar": send the image as "image".',
    ],
    [
      'JSON with a number for a title',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ ...VALID_POST, title: 7 }),
      415,
      MULTIPART_ONLY_MESSAGE,
    ],
    ['plain text', { 'Content-Type': 'text/plain' }, 'title=x', 415, MULTIPART_ONLY_MESSAGE],
  ];

  it.each(rawForms)(
    'refuses %s with a readable 4xx',
    async (_case, headers, body, status, message) => {
      const before = await stored();
      const answer = await rawRequest(t, 'POST', '/api/blogs', body, { ...headers, ...auth });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: { statusCode: status, message, error: expect.any(String) },
      });
      expect(await stored()).toEqual(before);
    },
  );

  it.each(XSS_CONTENT)('stores the content %s sanitised and inert', async (payload) => {
    const before = await posts();
    const slug = freshSlug();
    const content = `<h2>Heading</h2><p>Before</p>${payload}<p>After</p>`;
    const answer = await create({ ...VALID_POST, slug, content });
    expect(answer.status).toBe(201);
    expect(await posts()).toBe(before + 1);
    const [row] = await db.query('SELECT content FROM posts WHERE slug = $1', [slug]);
    expectInert(row.content);
    expect(row.content).toContain('<h2>Heading</h2><p>Before</p>');
    expect(answer.body.content).toBe(row.content);
    const read = await t.http().get(`/api/blogs/${slug}`).expect(200);
    expect(read.body.content).toBe(row.content);
  });

  it('keeps the formatting a post needs while removing what could run', () => {
    const kept = sanitizePostHtml(
      '<p><a href="https://example.com" target="_blank">x</a> <a href="mailto:a@b.pk">m</a></p>',
    );
    expect(kept).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a> <a href="mailto:a@b.pk" rel="noopener noreferrer">m</a></p>',
    );
  });

  const textPayloads = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE posts;--",
    "' OR '1'='1",
    'عائشہ کا بلاگ 🚀 Zoe\u0301',
  ];
  const textFields = ['title', 'excerpt', 'readTime'] as const;

  it.each(textFields.flatMap((field) => textPayloads.map((payload) => [field, payload] as const)))(
    'stores the %s %j as plain text, exactly as sent',
    async (field, payload) => {
      const slug = freshSlug();
      const answer = await create({ ...VALID_POST, slug, [field]: payload });
      expect(answer.status).toBe(201);
      const [row] = await db.query(
        'SELECT title, excerpt, read_time AS "readTime" FROM posts WHERE slug = $1',
        [slug],
      );
      expect(row[field]).toBe(payload);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('stores tags with XSS and SQL as plain text', async () => {
    const slug = freshSlug();
    const answer = await create({
      ...VALID_POST,
      slug,
      tags: "<script>alert(1)</script>, '; DROP TABLE posts;--, 🚀",
    }).expect(201);
    expect(answer.body.tags).toEqual(['<script>alert(1)</script>', "'; DROP TABLE posts;--", '🚀']);
    expect(await posts()).toBeGreaterThan(0);
  });

  it('stores an upload under content keys whatever its name says', async () => {
    const answer = await create(
      { ...VALID_POST, slug: freshSlug() },
      { bytes: pngBytes(), filename: '../../../etc/passwd.png' },
    ).expect(201);
    const image = answer.body.images as ResponsiveImage;
    expect(answer.body.image).toMatch(/^uploads\/[0-9a-f]{64}\.jpg$/);
    // Each stored file is named by the sha-256 of its own bytes and nothing else.
    for (const key of keysOf(image)) {
      expect(key).toMatch(/^[0-9a-f]{64}\.(avif|webp|jpg)$/);
      const bytes = await readFile(path.join(directory(), key));
      expect(key.split('.')[0]).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    const files = await readdir(directory(), { recursive: true });
    expect(files.filter((file) => /passwd|etc|\.\./.test(file))).toEqual([]);
  });

  it.each([
    ['a GIF followed by an HTML page', 'gif' as const],
    ['a JPEG followed by an HTML page', 'jpeg' as const],
  ])(
    'stores %s as re-encoded images without the page, served so that no browser runs it',
    async (_case, format) => {
      // The bytes really begin as that image, so they are accepted as one; the pipeline keeps
      // its pixels only, so nothing of the page reaches storage, and every file is served with
      // its key's own type (never the client's text/html) and nosniff.
      const picture = await solidImage({ r: 200, g: 40, b: 90 }, { width: 64, height: 48, format });
      const bytes = Buffer.concat([picture, html(SCRIPT_PAGE)]);
      const answer = await create(
        { ...VALID_POST, slug: freshSlug() },
        { bytes, filename: 'page.html', contentType: 'text/html' },
      ).expect(201);
      const image = answer.body.images as ResponsiveImage;
      expect(answer.body.image).toBe(`uploads/${widestJpegKey(image)}`);
      for (const key of keysOf(image)) {
        const stored = (await readFile(path.join(directory(), key))).toString('latin1');
        expect(stored).not.toMatch(/<html|<script|alert\(/i);
      }
      const served = await expectServed(() => t.http(), image);
      for (const bytesServed of served.values()) {
        expect(bytesServed.toString('latin1')).not.toMatch(/<html|<script/i);
      }
      const cover = await t.http().get(`/${answer.body.image}`).buffer(true).expect(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
      expect(cover.headers['content-type']).not.toMatch(/html|xml|text/);
      expect(cover.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  /** Paths that try to climb out of the uploads folder or fool the key check: all 404. */
  const uploadPaths = [
    '/uploads/../../package.json',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/%252e%252e%252fpackage.json',
    '/uploads/..%5c..%5cpackage.json',
    '/uploads/....//....//package.json',
    '/uploads/%2e%2e/%2e%2e/jwt-secret',
    '/uploads/%00.png',
    '/uploads/00000000-0000-4000-8000-000000000000.png%00.html',
    '/uploads/00000000-0000-4000-8000-000000000000.png/..',
    '/uploads/00000000-0000-4000-8000-000000000000.svg',
    `/uploads/${'a'.repeat(5000)}.png`,
  ];

  it.each(uploadPaths)('answers %s with 404 and nothing from the disk', async (path) => {
    const answer = await rawRequest(t, 'GET', path, '', {});
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof (answer.body as { message: unknown }).message).toBe('string');
    expect(JSON.stringify(answer.body)).not.toMatch(/"name"|"workspaces"|devDependencies/);
  });

  it.each([
    '/uploads/%FF',
    '/uploads/%C0%AE%C0%AE%2Fpackage.json', // an overlong UTF-8 dot, once a traversal trick
  ])('answers the broken percent-encoding %s with a readable 400', async (path) => {
    const answer = await rawRequest(t, 'GET', path, '', {});
    expect(answer.body).toEqual({
      statusCode: 400,
      message: 'The address contains an invalid percent-encoding.',
      error: 'Bad Request',
    });
  });

  /** Slugs in the URL of a read: never a 500, never a match by accident. */
  const slugPaths: [string, number, string][] = [
    ['/api/blogs/..%2F..%2Fetc%2Fpasswd', 404, 'Post not found'],
    ['/api/blogs/%2e%2e', 404, 'Post not found'],
    ["/api/blogs/x'%20OR%20'1'%3D'1", 404, 'Post not found'],
    ['/api/blogs/%00', 404, 'Post not found'],
    ['/api/blogs/a%00b', 404, 'Post not found'],
    ['/api/blogs/%F0%9F%9A%80', 404, 'Post not found'],
    [`/api/blogs/${'s'.repeat(10_000)}`, 404, 'Post not found'],
    ['/api/blogs/%FF', 400, 'The address contains an invalid percent-encoding.'],
  ];

  it.each(slugPaths)('answers GET %s with a readable %i', async (path, status, message) => {
    const answer = await rawRequest(t, 'GET', path, '', {});
    expect({ status: answer.status, body: answer.body }).toEqual({
      status,
      body: { statusCode: status, message, error: expect.any(String) },
    });
  });

  it.each(['%00', 'x%27%20OR%201%3D1', '..%2F..', '%FF'])(
    'answers PUT and DELETE of the id %s with a 4xx and changes nothing',
    async (id) => {
      const before = await stored();
      const put = await postForm(t.http().put(`/api/blogs/${id}`).set(auth), {
        ...VALID_POST,
        slug: freshSlug(),
      });
      const del = await t.http().delete(`/api/blogs/${id}`).set(auth);
      for (const answer of [put, del]) {
        expect([400, 404]).toContain(answer.status);
        expect(typeof answer.body.message).toBe('string');
      }
      expect(await stored()).toEqual(before);
    },
  );
});
