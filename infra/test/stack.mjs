// @ts-check
// Helpers shared by the infra suites: the real stack (embedded PostgreSQL, s3rver, bff
// processes, nginx from infra/nginx's template) and a few API calls an administrator makes.
import { startBff, startNginx, startPostgres, startS3, TEST_ADMIN } from '@site/testkit';

/** A 1x1 PNG: a real image the bff accepts (it checks magic bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A PNG padded with trailing bytes to `size` (still a PNG by its magic bytes).
 * @param {number} size
 */
export function pngOfSize(size) {
  const image = Buffer.alloc(size);
  PNG.copy(image);
  return image;
}

/**
 * One PostgreSQL, one S3 (s3rver) and `bffCount` bff processes sharing both, behind one nginx.
 * @param {{ bffCount?: number, bffEnv?: Record<string, string> }} [options]
 */
export async function startStack({ bffCount = 2, bffEnv = {} } = {}) {
  /** @type {{ stop(): Promise<unknown> }[]} */
  const started = [];
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    const s3 = await startS3();
    started.push(s3);
    const bffs = [];
    for (let i = 0; i < bffCount; i += 1) {
      const bff = await startBff({ databaseUrl: postgres.url, env: { ...s3.env, ...bffEnv } });
      started.push(bff);
      bffs.push(bff);
    }
    const nginx = await startNginx({
      upstreams: bffs.map((bff) => `127.0.0.1:${bff.port}`),
      copyRoot: true,
    });
    started.push(nginx);
    return {
      postgres,
      s3,
      bffs,
      nginx,
      async stop() {
        for (const part of started.reverse()) await part.stop();
      },
    };
  } catch (error) {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    throw error;
  }
}

/**
 * Logs in as the test administrator at `baseUrl` and returns the bearer token.
 * @param {string} baseUrl
 */
export async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (response.status !== 200)
    throw new Error(`login: ${response.status} ${await response.text()}`);
  const { token } = /** @type {{ token: string }} */ (await response.json());
  return token;
}

/**
 * The post form (multipart), with an image and its description when given.
 * @param {string} slug @param {Buffer} [image]
 */
export function postForm(slug, image) {
  const form = new FormData();
  form.set('title', `Post ${slug}`);
  form.set('slug', slug);
  form.set('excerpt', 'An excerpt long enough to show.');
  form.set('content', '<p>Hello from the infra suite.</p>');
  form.set('readTime', '1 min read');
  form.set('tags', 'infra,nginx');
  if (image) {
    form.set('image', imageBlob(image), 'picture.png');
    form.set('imageAlt', `The picture of ${slug}`);
  }
  return form;
}

/**
 * Creates a post through `baseUrl` (multipart, with an image when given).
 * @param {string} baseUrl @param {string} token
 * @param {{ slug: string, image?: Buffer }} post
 */
export async function createPost(baseUrl, token, { slug, image }) {
  return fetch(`${baseUrl}/api/blogs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: postForm(slug, image),
  });
}

/**
 * Uploads an image for the inside of a post (POST /api/uploads) through `baseUrl`.
 * @param {string} baseUrl @param {string} token @param {Buffer} image
 */
export async function uploadImage(baseUrl, token, image) {
  const form = new FormData();
  form.set('image', imageBlob(image), 'inline.png');
  form.set('alt', 'An image inside a post');
  return fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** @param {Buffer} image */
function imageBlob(image) {
  const type = image[0] === 0xff && image[1] === 0xd8 ? 'image/jpeg' : 'image/png';
  return new Blob([new Uint8Array(image)], { type });
}
