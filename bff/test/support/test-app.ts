import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import { createApp } from '../../src/app.js';
import { runFirstRunTasks } from '../../src/boot/first-run.js';
import { loadConfig } from '../../src/config/app-config.js';
import { type RuntimeConfig } from '../../src/config/runtime-config.js';

export const ADMIN_USERNAME = 'site-admin';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: INestApplication;
  config: RuntimeConfig;
  db: TestDatabase;
  /** supertest bound to the app's HTTP server. */
  http(): ReturnType<typeof request>;
  /** Logs in as the provisioned admin and returns the bearer token. */
  login(): Promise<string>;
  close(): Promise<void>;
}

/** The real bff (same createApp as main.ts) on a fresh database and a temporary uploads folder. */
export async function startTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bff-test-'));
  const settings = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: folder,
    UPLOADS_DIR: path.join(folder, 'uploads'),
    FRONTEND_DIST: path.join(folder, 'no-frontend'),
    JWT_SECRET,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_SAMPLE_POSTS: 'false',
    CONTACT_RATE_LIMIT: '1000',
    ...environment,
  });
  const config: RuntimeConfig = { ...settings, databaseUrl: db.url, jwtSecret: JWT_SECRET };
  const app = await createApp(config);
  await runFirstRunTasks(app, config, () => undefined);
  const http = () => request(app.getHttpServer());
  return {
    app,
    config,
    db,
    http,
    async login() {
      const answer = await http()
        .post('/api/auth/login')
        .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })
        .expect(200);
      return (answer.body as { token: string }).token;
    },
    async close() {
      await app.close();
      await db.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A JWT built by hand, so tests can forge what a library would refuse to sign. */
export function forgeToken(
  payload: Record<string, unknown>,
  options: { secret?: string; header?: Record<string, unknown>; signature?: string } = {},
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode(options.header ?? { alg: 'HS256', typ: 'JWT' });
  const body = encode(payload);
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? JWT_SECRET)
      .update(`${header}.${body}`)
      .digest('base64url');
  return `${header}.${body}.${signature}`;
}

export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The multipart form of a post, as the admin dashboard sends it. */
export function postForm(
  req: request.Test,
  fields: Partial<Record<'title' | 'slug' | 'excerpt' | 'content' | 'readTime' | 'tags', string>>,
  image?: { bytes: Buffer; filename: string; contentType?: string },
): request.Test {
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) void req.field(name, value);
  }
  if (image) {
    void req.attach('image', image.bytes, {
      filename: image.filename,
      contentType: image.contentType ?? 'image/png',
    });
  }
  return req;
}

/** A contact message every rule accepts. */
export const VALID_MESSAGE = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  company: 'Khan Traders',
  phone: '+92 (51) 123-4567',
  message: 'We need a website for our shop in Saddar.',
};

export const VALID_POST = {
  title: 'Choosing a hosting plan',
  slug: 'choosing-a-hosting-plan',
  excerpt: 'Shared, VPS or managed: what each costs and when it fits.',
  content: '<h2>Shared hosting</h2><p>Cheapest, and fine for a brochure site.</p>',
  readTime: '4 min read',
  tags: 'Hosting, Web Development',
};
