import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BlogChanges } from '@site/blog';
import type { PostForm } from '@site/contract';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import { TEST_ADMIN, TEST_CREDENTIALS_ENV, TEST_JWT_SECRET } from '@site/testkit';
import { createApp } from '../../src/app.js';
import { runFirstRunTasks } from '../../src/boot/first-run.js';
import { loadConfig } from '../../src/config/app-config.js';
import { type RuntimeConfig } from '../../src/config/runtime-config.js';

export { VALID_MESSAGE, VALID_POST } from '@site/testkit';

export interface TestApp {
  app: INestApplication;
  config: RuntimeConfig;
  db: TestDatabase;
  /** The database as its owner sees it (the app's requests run as a role of less rights): for
   * what a test does as an operator would, such as emptying or renaming a table. */
  owner: DataSource;
  /** supertest bound to the app's HTTP server. */
  http(): ReturnType<typeof request>;
  /** Logs in as the provisioned admin with the password alone and returns the bearer token. */
  login(): Promise<string>;
  /** Resolves once the app has heard of every change to the posts committed so far (its read
   * cache forgets what they changed): call it after changing posts with SQL. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real bff (same createApp as main.ts) on a fresh database and a temporary uploads folder;
 * with `database`, on that one (another replica of an app already started), which close() then
 * leaves in place.
 */
export async function startTestApp(
  environment: Record<string, string> = {},
  { database }: { database?: TestDatabase } = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bff-test-'));
  const settings = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: folder,
    UPLOADS_DIR: path.join(folder, 'uploads'),
    FRONTEND_DIST: path.join(folder, 'no-frontend'),
    FRONTEND_SSR_DIST: path.join(folder, 'no-renderer'),
    ...TEST_CREDENTIALS_ENV,
    SEED_SAMPLE_POSTS: 'false',
    CONTACT_RATE_LIMIT: '1000',
    // Without SMTP_URL an email is disabled once due for MAIL_BUSY_DELAY_MS + 2 × MAIL_POLL_MS.
    MAIL_POLL_MS: '200',
    MAIL_BUSY_DELAY_MS: '0',
    ...environment,
  });
  const config: RuntimeConfig = { ...settings, databaseUrl: db.url, jwtSecret: TEST_JWT_SECRET };
  const app = await createApp(config);
  await runFirstRunTasks(app, config, () => undefined);
  const owner = await new DataSource({
    type: 'postgres',
    url: db.url,
    extra: { max: 2 },
  }).initialize();
  const http = () => request(app.getHttpServer());
  return {
    app,
    config,
    db,
    owner,
    http,
    async login() {
      const answer = await http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
      const { token } = answer.body as { token?: string };
      if (!token) throw new Error('The login asked for a second step: log in through it instead');
      return token;
    },
    async caughtUp() {
      await app.get(BlogChanges, { strict: false })?.caughtUp();
    },
    async close() {
      await owner.destroy();
      await app.close();
      if (!database) await db.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The description an image gets when a test gives none (the dashboard always sends one). */
export const TEST_IMAGE_ALT = 'A test image';

/** The multipart form of a post, as the admin dashboard sends it: an image comes with a
 * description unless the fields say otherwise (imageAlt or imageDecorative, even undefined). */
export function postForm(
  req: request.Test,
  fields: Partial<PostForm>,
  image?: { bytes: Buffer; filename: string; contentType?: string },
): request.Test {
  const described = 'imageAlt' in fields || 'imageDecorative' in fields;
  if (image && !described) fields = { ...fields, imageAlt: TEST_IMAGE_ALT };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) void req.field(name, value);
  }
  if (image) {
    void req.attach('image', image.bytes, {
      filename: image.filename,
      contentType: image.contentType ?? 'image/png',
    });
  }
  // A form with no part is still multipart, as a browser sends an empty FormData.
  const empty = !image && Object.values(fields).every((value) => value === undefined);
  if (empty)
    return req.set('Content-Type', 'multipart/form-data; boundary=empty').send('--empty--\r\n');
  return req;
}
