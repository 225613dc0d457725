import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startS3 } from '@site/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('health, docs and error shape', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 when PostgreSQL and storage answer', async () => {
    const answer = await t.http().get('/api/health').expect(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, storage: { status: 'up' } },
    });
  });

  it('serves the OpenAPI UI and a document naming every route of the contract', async () => {
    const ui = await t.http().get('/api/docs').expect(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const doc = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths).sort()).toEqual(
      [
        '/api/admin/audit',
        '/api/admin/messages',
        '/api/admin/messages/counts',
        '/api/admin/messages/export.csv',
        '/api/admin/messages/{id}',
        '/api/admin/messages/{id}/notes',
        '/api/admin/messages/{id}/notes/{noteId}',
        '/api/admin/messages/{id}/notifications/retry',
        '/api/admin/posts',
        '/api/admin/posts/{id}',
        '/api/admin/posts/{id}/preview-links',
        '/api/admin/posts/{id}/preview-links/{linkId}',
        '/api/admin/posts/{id}/restore',
        '/api/admin/posts/{id}/revisions',
        '/api/admin/posts/{id}/revisions/{revisionId}',
        '/api/admin/posts/{id}/revisions/{revisionId}/restore',
        '/api/auth/account',
        '/api/auth/login',
        '/api/auth/login/second-factor',
        '/api/auth/logout',
        '/api/auth/passkey/login',
        '/api/auth/passkey/options',
        '/api/auth/passkeys',
        '/api/auth/passkeys/options',
        '/api/auth/passkeys/{id}',
        '/api/auth/password',
        '/api/auth/preview-cookie',
        '/api/auth/recovery-codes',
        '/api/auth/sessions',
        '/api/auth/sessions/sign-out-others',
        '/api/auth/sessions/{id}',
        '/api/auth/totp/disable',
        '/api/auth/totp/enable',
        '/api/auth/totp/setup',
        '/api/blogs',
        '/api/blogs/{id}',
        '/api/blogs/{slug}',
        '/api/blogs/{slug}/related',
        '/api/contact',
        '/api/contact/form-token',
        '/api/health',
        '/api/messages',
        '/api/uploads',
        '/uploads/{key}',
      ].sort(),
    );
  });

  it('answers an unknown API route with the common error shape, never the SPA', async () => {
    const answer = await t.http().get('/api/nothing-here').expect(404);
    expect(answer.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/nothing-here',
      error: 'Not Found',
    });
  });

  it('gives every answer a request id, keeping a sane one offered by the proxy', async () => {
    const fresh = await t.http().get('/api/blogs').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http().get('/api/blogs').set('X-Request-Id', 'nginx-abc123').expect(200);
    expect(kept.headers['x-request-id']).toBe('nginx-abc123');
    const replaced = await t
      .http()
      .get('/api/blogs')
      .set('X-Request-Id', 'bad id <script>')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not announce the framework', async () => {
    const answer = await t.http().get('/api/blogs').expect(200);
    expect(answer.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/health with storage down', () => {
  let t: TestApp;

  beforeAll(async () => {
    const s3 = await startS3();
    t = await startTestApp(s3.env);
    await s3.stop(); // the bff keeps pointing at a port nobody answers on
  });
  afterAll(() => t.close());

  it('answers 503 naming storage', async () => {
    const answer = await t.http().get('/api/health').expect(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      message: 'Unavailable: storage not answering.',
      error: 'Service Unavailable',
    });
  });
});
