import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { decodeToken, forgeToken, TEST_ADMIN } from '@site/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';

const INVALID = { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' };

describe('POST /api/auth/login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_IP: '50',
      LOGIN_LOCKOUT_SECONDS: '60',
    });
  });
  afterAll(() => t.close());

  const login = (body: object, ip = '192.0.2.1') =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

  it('answers 200 with an HS256 token for the right credentials', async () => {
    const answer = await login(TEST_ADMIN).expect(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    const payload = decodeToken(answer.body.token);
    expect(payload).toMatchObject({ sub: expect.any(String), sid: expect.any(String) });
    expect((payload.exp as number) - (payload.iat as number)).toBe(8 * 3600);
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const wrongPassword = await login(
      { username: TEST_ADMIN.username, password: 'nope' },
      '192.0.2.2',
    ).expect(401);
    const unknownUser = await login(
      { username: 'nobody', password: TEST_ADMIN.password },
      '192.0.2.2',
    ).expect(401);
    expect(wrongPassword.body).toEqual(INVALID);
    expect(unknownUser.body).toEqual(INVALID);
  });

  it.each([
    ['no username', { password: 'x' }, 'Username is required.'],
    ['no password', { username: 'x' }, 'Password is required.'],
    ['an empty body', {}, 'Username is required. Password is required.'],
    ['a password that is not text', { username: 'x', password: ['a'] }, 'Password must be text.'],
  ])('answers 400 to %s', async (_case, body, message) => {
    const answer = await login(body, '192.0.2.3').expect(400);
    expect(answer.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('locks a username out with 429 after repeated failures, even for the right password', async () => {
    await t.app.get(DataSource).query('DELETE FROM login_failures');
    // LOGIN_MAX_FAILURES is 3 for this app; the username differs only in case.
    for (let i = 0; i < 3; i++) {
      await login(
        { username: TEST_ADMIN.username.toUpperCase(), password: `wrong-${i}` },
        `192.0.2.${10 + i}`,
      ).expect(401);
    }
    const locked = await login(TEST_ADMIN, '192.0.2.20').expect(429);
    expect(locked.body).toEqual({
      statusCode: 429,
      message: 'Too many failed login attempts. Please try again in 1 minute.',
      error: 'Too Many Requests',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('login lockout per client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_FAILURES: '10',
      LOGIN_MAX_FAILURES_PER_IP: '4',
      LOGIN_LOCKOUT_SECONDS: '30',
    });
  });
  afterAll(() => t.close());

  it('locks an address that tries many usernames, and only that address', async () => {
    const login = (username: string, ip: string) =>
      t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ username, password: 'guess' });
    for (const name of ['root', 'administrator', 'test', 'user'])
      await login(name, '198.51.100.9').expect(401);
    const locked = await login('anyone', '198.51.100.9').expect(429);
    expect(locked.body.message).toBe(
      'Too many failed login attempts. Please try again in 30 seconds.',
    );
    await login('anyone', '198.51.100.10').expect(401);
  });
});

describe('admin routes', () => {
  let t: TestApp;
  let token: string;
  let adminId: string;
  let sessionId: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    adminId = decodeToken(token).sub as string;
    sessionId = decodeToken(token).sid as string;
  });
  afterAll(() => t.close());

  const now = () => Math.floor(Date.now() / 1000);
  const adminRoutes: [string, string][] = [
    ['post', '/api/blogs'],
    ['put', '/api/blogs/0b6c8b0e-3f8a-4f7e-9a53-4c1f8c2d9e11'],
    ['delete', '/api/blogs/0b6c8b0e-3f8a-4f7e-9a53-4c1f8c2d9e11'],
    ['get', '/api/messages'],
    ['post', '/api/auth/logout'],
  ];
  const badTokens: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['a malformed token', () => 'not.a.jwt'],
    [
      'a token signed with another secret',
      () =>
        forgeToken(
          { sub: adminId, sid: sessionId, iat: now(), exp: now() + 600 },
          { secret: 'another-secret-another-secret-another' },
        ),
    ],
    [
      'an alg:none token',
      () =>
        forgeToken(
          { sub: adminId, sid: sessionId, iat: now(), exp: now() + 600 },
          { header: { alg: 'none', typ: 'JWT' }, signature: '' },
        ),
    ],
    [
      'an HS512 token',
      () =>
        forgeToken(
          { sub: adminId, sid: sessionId, iat: now(), exp: now() + 600 },
          { header: { alg: 'HS512', typ: 'JWT' } },
        ),
    ],
    [
      'an expired token',
      () => forgeToken({ sub: adminId, sid: sessionId, iat: now() - 7200, exp: now() - 60 }),
    ],
    [
      'a token for an unknown admin',
      () =>
        forgeToken({
          sub: '0b6c8b0e-3f8a-4f7e-9a53-4c1f8c2d9e11',
          sid: sessionId,
          iat: now(),
          exp: now() + 600,
        }),
    ],
    [
      'a token of an unknown session',
      () =>
        forgeToken({
          sub: adminId,
          sid: '0b6c8b0e-3f8a-4f7e-9a53-4c1f8c2d9e11',
          iat: now(),
          exp: now() + 600,
        }),
    ],
  ];

  for (const [method, path] of adminRoutes) {
    it.each(badTokens)(
      `${method.toUpperCase()} ${path} answers 401 to %s`,
      async (_case, makeToken) => {
        const value = makeToken();
        const req = (
          t.http() as unknown as Record<
            string,
            (p: string) => ReturnType<ReturnType<TestApp['http']>['get']>
          >
        )[method]!(path);
        if (value !== undefined) void req.set('Authorization', `Bearer ${value}`);
        const answer = await req.expect(401);
        expect(answer.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
        expect(typeof answer.body.message).toBe('string');
      },
    );
  }

  it('accepts a correctly signed, current token', async () => {
    const forged = forgeToken({ sub: adminId, sid: sessionId, iat: now(), exp: now() + 600 });
    await t.http().get('/api/messages').set('Authorization', `Bearer ${forged}`).expect(200);
  });

  it('POST /api/auth/logout ends its own session; the others stay', async () => {
    const other = await t.login();
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    const answer = await t
      .http()
      .get('/api/messages')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
    expect(answer.body.message).toBe('Your session has ended. Please log in again.');
    await t.http().get('/api/messages').set('Authorization', `Bearer ${other}`).expect(200);
    const fresh = await t.login();
    await t.http().get('/api/messages').set('Authorization', `Bearer ${fresh}`).expect(200);
  });
});
