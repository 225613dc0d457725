/**
 * Attack table for the admin routes and the login: forged, expired, revoked, overlong, future and
 * orphaned tokens, and tokens with anything around them, get 401 and change nothing; guessing
 * passwords reaches the lockout.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@site/contract';
import {
  decodeToken,
  encodeTokenPart,
  forgeToken,
  type PasskeyPromptOptions,
  SoftAuthenticator,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  totpCode,
} from '@site/testkit';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const LOG_IN = 'Please log in to continue.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const now = () => Math.floor(Date.now() / 1000);

describe('admin routes with bad tokens', () => {
  let t: TestApp;
  let db: DataSource;
  let adminId: string;
  let sessionId: string;
  let endedSessionId: string;
  let existingPostId: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    const ended = await t.login();
    endedSessionId = decodeToken(ended).sid as string;
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${ended}`).expect(204);
    const token = await t.login();
    adminId = decodeToken(token).sub as string;
    sessionId = decodeToken(token).sid as string;
    const created = await postForm(
      t.http().post('/api/blogs').set('Authorization', `Bearer ${token}`),
      { ...VALID_POST, slug: 'must-survive' },
    ).expect(201);
    existingPostId = created.body._id;
    await t.http().post('/api/contact').send({
      name: 'Secret sender',
      email: 'secret@example.com',
      message: 'Only the admin may read this.',
    });
  });
  afterAll(() => t.close());

  const payload = (extra: Record<string, unknown> = {}) => ({
    sub: adminId,
    sid: sessionId,
    iat: now(),
    exp: now() + 600,
    ...extra,
  });

  /** [case, Authorization header value (undefined: none), message]. */
  const tokens: [string, () => string | undefined, string][] = [
    ['no Authorization header', () => undefined, LOG_IN],
    ['an empty bearer', () => 'Bearer ', LOG_IN],
    ['Basic credentials', () => `Basic ${Buffer.from('admin:admin').toString('base64')}`, LOG_IN],
    ['a token that is not a JWT', () => 'Bearer not.a.jwt', LOG_IN],
    ['a bare token without "Bearer"', () => forgeToken(payload()), LOG_IN],
    [
      'alg none, no signature',
      () =>
        `Bearer ${forgeToken(payload(), { header: { alg: 'none', typ: 'JWT' }, signature: '' })}`,
      LOG_IN,
    ],
    [
      'alg "None", no signature',
      () => `Bearer ${forgeToken(payload(), { header: { alg: 'None' }, signature: '' })}`,
      LOG_IN,
    ],
    [
      'alg none with the real HS256 signature kept',
      () => {
        const real = forgeToken(payload()).split('.');
        return `Bearer ${encodeTokenPart({ alg: 'none', typ: 'JWT' })}.${real[1]}.${real[2]}`;
      },
      LOG_IN,
    ],
    [
      'HS512 signed with the right secret',
      () => `Bearer ${forgeToken(payload(), { header: { alg: 'HS512', typ: 'JWT' } })}`,
      LOG_IN,
    ],
    [
      'RS256 claimed, HMAC-signed with the secret (algorithm confusion)',
      () => `Bearer ${forgeToken(payload(), { header: { alg: 'RS256', typ: 'JWT' } })}`,
      LOG_IN,
    ],
    [
      'a wrong signature (another secret)',
      () => `Bearer ${forgeToken(payload(), { secret: `${TEST_JWT_SECRET}-not` })}`,
      LOG_IN,
    ],
    [
      'a stripped signature',
      () => `Bearer ${forgeToken(payload()).split('.').slice(0, 2).join('.')}.`,
      LOG_IN,
    ],
    [
      'a valid signature on a changed payload',
      () => {
        const [header, , signature] = forgeToken(payload()).split('.');
        return `Bearer ${header}.${encodeTokenPart(payload({ sid: endedSessionId }))}.${signature}`;
      },
      LOG_IN,
    ],
    [
      'an expired exp',
      () => `Bearer ${forgeToken(payload({ iat: now() - 7200, exp: now() - 1 }))}`,
      LOG_IN,
    ],
    ['an nbf in the future', () => `Bearer ${forgeToken(payload({ nbf: now() + 3600 }))}`, LOG_IN],
    [
      'trailing junk after the token',
      () => `Bearer ${forgeToken(payload())} trailing-junk`,
      LOG_IN,
    ],
    [
      'a second token after the first',
      () => `Bearer ${forgeToken(payload())} ${forgeToken(payload())}`,
      LOG_IN,
    ],
    ['junk before "Bearer"', () => `x Bearer ${forgeToken(payload())}`, LOG_IN],
    [
      'a session that was logged out',
      () => `Bearer ${forgeToken(payload({ sid: endedSessionId }))}`,
      SESSION_ENDED,
    ],
    ['no exp', () => `Bearer ${forgeToken(payload({ exp: undefined }))}`, SESSION_ENDED],
    ['no iat', () => `Bearer ${forgeToken(payload({ iat: undefined }))}`, SESSION_ENDED],
    [
      'a lifetime longer than JWT_EXPIRES_IN (8 h)',
      () => `Bearer ${forgeToken(payload({ iat: now() - 60, exp: now() - 60 + 8 * 3600 + 1 }))}`,
      SESSION_ENDED,
    ],
    [
      'a lifetime of a year',
      () => `Bearer ${forgeToken(payload({ exp: now() + 365 * 86_400 }))}`,
      SESSION_ENDED,
    ],
    [
      'an iat in the future',
      () => `Bearer ${forgeToken(payload({ iat: now() + 3600, exp: now() + 7200 }))}`,
      SESSION_ENDED,
    ],
    ['no session id', () => `Bearer ${forgeToken(payload({ sid: undefined }))}`, SESSION_ENDED],
    [
      'a session of its own making',
      () => `Bearer ${forgeToken(payload({ sid: '6f9a2b1c-1d2e-4f3a-8b4c-5d6e7f8a9b0c' }))}`,
      SESSION_ENDED,
    ],
    [
      'an admin id that does not exist',
      () => `Bearer ${forgeToken(payload({ sub: '6f9a2b1c-1d2e-4f3a-8b4c-5d6e7f8a9b0c' }))}`,
      SESSION_ENDED,
    ],
    [
      'SQL in the subject',
      () => `Bearer ${forgeToken(payload({ sub: "' OR '1'='1" }))}`,
      SESSION_ENDED,
    ],
    [
      'a NUL byte in the subject',
      () => `Bearer ${forgeToken(payload({ sub: '\u0000' }))}`,
      SESSION_ENDED,
    ],
    [
      'a session id that is not a uuid',
      () => `Bearer ${forgeToken(payload({ sid: "' OR 1=1 --" }))}`,
      SESSION_ENDED,
    ],
    ['no subject', () => `Bearer ${forgeToken(payload({ sub: undefined }))}`, SESSION_ENDED],
  ];

  it.each(tokens)(
    'refuses %s on every admin route, changing nothing',
    async (_case, header, message) => {
      const value = header();
      const withAuth = <T extends { set(name: string, value: string): T }>(req: T): T =>
        value === undefined ? req : req.set('Authorization', value);
      const before = await db.query('SELECT count(*)::int AS n FROM posts');
      const openBefore = await db.query(
        'SELECT count(*)::int AS n FROM admin_sessions WHERE ended_at IS NULL',
      );

      const attempts = [
        postForm(withAuth(t.http().post('/api/blogs')), { ...VALID_POST, slug: 'forged-post' }),
        postForm(withAuth(t.http().put(`/api/blogs/${existingPostId}`)), {
          ...VALID_POST,
          slug: 'must-survive',
          title: 'Defaced',
        }),
        withAuth(t.http().delete(`/api/blogs/${existingPostId}`)),
        withAuth(t.http().get('/api/messages')),
        withAuth(t.http().post('/api/auth/logout')),
      ];
      for (const attempt of attempts) {
        const answer = await attempt;
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 401,
          body: { statusCode: 401, message, error: 'Unauthorized' },
        });
        expect(JSON.stringify(answer.body)).not.toContain('Only the admin may read this.');
      }
      expect(await db.query('SELECT count(*)::int AS n FROM posts')).toEqual(before);
      const [post] = await db.query('SELECT title FROM posts WHERE id = $1', [existingPostId]);
      expect(post.title).toBe(VALID_POST.title);
      // Logout with a refused token ended no session.
      expect(
        await db.query('SELECT count(*)::int AS n FROM admin_sessions WHERE ended_at IS NULL'),
      ).toEqual(openBefore);
    },
  );

  it('accepts the same route with a current token (the rows above fail for their reason)', async () => {
    const answer = await t
      .http()
      .get('/api/messages')
      .set('Authorization', `Bearer ${forgeToken(payload())}`)
      .expect(200);
    expect(answer.body).toHaveLength(1);
  });
});

describe('tokens that were good once', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const messages = (token: string) =>
    t.http().get('/api/messages').set('Authorization', `Bearer ${token}`);

  it('refuses a token revoked by logout, while a new login works', async () => {
    const token = await t.login();
    await messages(token).expect(200);
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    const answer = await messages(token).expect(401);
    expect(answer.body).toEqual({ statusCode: 401, message: SESSION_ENDED, error: 'Unauthorized' });
    await messages(await t.login()).expect(200);
  });

  it('refuses the token of an admin who was deleted, and creates nothing with it', async () => {
    const token = await t.login();
    await messages(token).expect(200);
    await db.query('DELETE FROM admins');
    const answer = await messages(token).expect(401);
    expect(answer.body).toEqual({ statusCode: 401, message: SESSION_ENDED, error: 'Unauthorized' });
    const post = await postForm(
      t.http().post('/api/blogs').set('Authorization', `Bearer ${token}`),
      { ...VALID_POST, slug: 'orphan-token' },
    ).expect(401);
    expect(post.body.message).toBe(SESSION_ENDED);
    expect(await db.query('SELECT count(*)::int AS n FROM posts')).toEqual([{ n: 0 }]);
  });
});

describe('login under attack', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    // The defaults: 5 failures per username, 20 per address, 30 s first lockout.
    t = await startTestApp({
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_IP: '20',
      LOGIN_LOCKOUT_SECONDS: '30',
    });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const login = (body: unknown, ip: string) =>
    t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const invalid = {
    statusCode: 401,
    message: 'Invalid username or password',
    error: 'Unauthorized',
  };

  it.each<[string, unknown, number, string]>([
    ['SQL in the username', { username: "admin' --", password: 'x' }, 401, invalid.message],
    [
      'SQL in the password',
      { username: TEST_ADMIN.username, password: "' OR '1'='1" },
      401,
      invalid.message,
    ],
    [
      'a NUL byte in the username',
      { username: 'ad\u0000min', password: 'x' },
      400,
      'Username contains characters that are not allowed.',
    ],
    [
      'a NUL byte in the password',
      { username: TEST_ADMIN.username, password: 'x\u0000' },
      400,
      'Password contains characters that are not allowed.',
    ],
    [
      'a username of 10,000 characters',
      { username: 'a'.repeat(10_000), password: 'x' },
      400,
      'Username must be at most 100 characters.',
    ],
    [
      'a password of 10,000 characters',
      { username: TEST_ADMIN.username, password: 'p'.repeat(10_000) },
      400,
      'Password must be at most 200 characters.',
    ],
    [
      'an operator object as the password',
      { username: TEST_ADMIN.username, password: { $ne: '' } },
      400,
      'Password must be text.',
    ],
    [
      'a username that is an array',
      { username: [TEST_ADMIN.username], password: 'x' },
      400,
      'Username must be text.',
    ],
  ])('answers %s with %i and issues no token', async (_case, body, status, message) => {
    const answer = await login(body, '203.0.113.50');
    expect({ status: answer.status, body: answer.body }).toEqual({
      status,
      body: { statusCode: status, message, error: expect.any(String) },
    });
    await db.query('DELETE FROM login_failures');
  });

  it('locks the username after 5 failures: 429 with the server’s message, even for the right password', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await login({ username: TEST_ADMIN.username, password: `guess-${i}` }, `198.51.100.${i}`))
          .status,
      );
    }
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(TEST_ADMIN, '198.51.100.99');
    expect({ status: locked.status, body: locked.body }).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        message: 'Too many failed login attempts. Please try again in 30 seconds.',
        error: 'Too Many Requests',
      },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.token).toBeUndefined();
    // Another case of the same name is the same account.
    const shouted = await login(
      { username: TEST_ADMIN.username.toUpperCase(), password: 'x' },
      '198.51.100.98',
    );
    expect(shouted.status).toBe(429);
    await db.query('DELETE FROM login_failures');
  });

  it('locks an address that sprays 20 usernames, and only that address', async () => {
    for (let i = 0; i < 20; i++) {
      await login({ username: `user-${i}`, password: 'Password1' }, '192.0.2.77').expect(401);
    }
    const locked = await login(TEST_ADMIN, '192.0.2.77');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Too many failed login attempts. Please try again in 30 seconds.',
    );
    await login(TEST_ADMIN, '192.0.2.78').expect(200);
    await db.query('DELETE FROM login_failures');
  });

  it('does not let a burst of parallel guesses get past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ username: TEST_ADMIN.username, password: `parallel-${i}` }, `198.18.0.${i}`),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // Every guess beyond the 5 allowed is refused before its password is checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    await db.query('DELETE FROM login_failures');
  });
});

describe('the second factor under attack', () => {
  let t: TestApp;
  let token: string;
  let secret: string;
  let authenticator: SoftAuthenticator;
  /** The authenticator's behaviour, changed by the tests that need it to misbehave. */
  const behaviour = { userVerified: true };
  const bearer = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '20' });
    token = await t.login();
    const setup = await t.http().post('/api/auth/totp/setup').set(bearer()).expect(200);
    secret = (setup.body as { secret: string }).secret;
    await t
      .http()
      .post('/api/auth/totp/enable')
      .set(bearer())
      .send({ code: totpCode(secret) })
      .expect(200);
    authenticator = new SoftAuthenticator(t.config.siteUrl, behaviour);
    const options = await t.http().post('/api/auth/passkeys/options').set(bearer()).expect(200);
    await t
      .http()
      .post('/api/auth/passkeys')
      .set(bearer())
      .send({
        ceremony: options.body.ceremony,
        name: 'Phone',
        credential: authenticator.register(options.body.options as PasskeyPromptOptions),
      })
      .expect(201);
  });
  afterAll(() => t.close());

  beforeEach(() => t.owner.query('DELETE FROM login_failures'));

  const challengeFrom = async (ip: string) =>
    (
      (
        await t
          .http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send(TEST_ADMIN)
          .expect(200)
      ).body as { secondFactor: { challenge: string } }
    ).secondFactor.challenge;
  const secondStep = (challenge: string, code: string, ip: string) =>
    t
      .http()
      .post('/api/auth/login/second-factor')
      .set('X-Forwarded-For', ip)
      .send({ challenge, code });
  const passkeyPrompt = async () =>
    (await t.http().post('/api/auth/passkey/options').expect(200)).body as {
      ceremony: string;
      options: PasskeyPromptOptions;
    };
  const passkeyLogin = (ceremony: string, credential: object) =>
    t.http().post('/api/auth/passkey/login').send({ ceremony, credential });

  it('locks TOTP guessing out: 429 with Retry-After, the right code refused too', async () => {
    const ip = '203.0.113.60';
    let refused = 0;
    let answer = await secondStep(await challengeFrom(ip), '000000', ip);
    const challenge = await challengeFrom(ip);
    for (let guess = 1; answer.status === 401; guess += 1) {
      refused += 1;
      answer = await secondStep(challenge, String(guess).padStart(6, '0'), ip);
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(5);
    const right = await secondStep(challenge, totpCode(secret, 1), ip);
    expect(right.status).toBe(429);
  });

  it('refuses a replayed code and a code of another key', async () => {
    const ip = '203.0.113.61';
    const code = totpCode(secret, 1);
    await secondStep(await challengeFrom(ip), code, ip).expect(200);
    const replayed = await secondStep(await challengeFrom(ip), code, ip).expect(401);
    expect(replayed.body.message).toBe(ACCOUNT_MESSAGES.usedCode);
    const otherKey = totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const wrong = await secondStep(await challengeFrom(ip), otherKey, ip).expect(401);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongCode);
  });

  it('refuses a forged passkey assertion: a changed signature, signed data or origin', async () => {
    type Assertion = ReturnType<SoftAuthenticator['authenticate']>;
    const forgeries: [string, (answer: Assertion) => Assertion][] = [
      [
        'a signature with a byte changed',
        (answer) => {
          const signature = Buffer.from(answer.response.signature, 'base64url');
          signature[signature.length - 1]! ^= 0xff;
          return {
            ...answer,
            response: { ...answer.response, signature: signature.toString('base64url') },
          };
        },
      ],
      [
        'authenticator data changed after signing (a higher counter)',
        (answer) => {
          const data = Buffer.from(answer.response.authenticatorData, 'base64url');
          data[36] = (data[36] ?? 0) + 100;
          return {
            ...answer,
            response: { ...answer.response, authenticatorData: data.toString('base64url') },
          };
        },
      ],
    ];
    for (const [, forge] of forgeries) {
      const { ceremony, options } = await passkeyPrompt();
      const answer = await passkeyLogin(
        ceremony,
        forge(authenticator.authenticate(options)),
      ).expect(401);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.passkeyFailed);
    }
  });

  it('refuses an assertion signed for another origin (a phishing page), or without user verification', async () => {
    const { ceremony, options } = await passkeyPrompt();
    const answer = authenticator.authenticate(options);
    const clientData = JSON.parse(
      Buffer.from(answer.response.clientDataJSON, 'base64url').toString(),
    ) as Record<string, unknown>;
    const phished = Buffer.from(
      JSON.stringify({ ...clientData, origin: 'http://localhost.evil.example' }),
    ).toString('base64url');
    const refused = await passkeyLogin(ceremony, {
      ...answer,
      response: { ...answer.response, clientDataJSON: phished },
    }).expect(401);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.passkeyFailed);

    behaviour.userVerified = false; // possession alone, no PIN or fingerprint
    try {
      const prompt = await passkeyPrompt();
      const unverified = await passkeyLogin(
        prompt.ceremony,
        authenticator.authenticate(prompt.options),
      ).expect(401);
      expect(unverified.body.message).toBe(ACCOUNT_MESSAGES.passkeyFailed);
    } finally {
      behaviour.userVerified = true;
    }
  });

  it('refuses a replayed passkey assertion, on its own prompt or a new one', async () => {
    const first = await passkeyPrompt();
    const answer = authenticator.authenticate(first.options);
    await passkeyLogin(first.ceremony, answer).expect(200);
    const sameCeremony = await passkeyLogin(first.ceremony, answer).expect(401);
    expect(sameCeremony.body.message).toBe(ACCOUNT_MESSAGES.passkeyExpired);
    const second = await passkeyPrompt();
    const newCeremony = await passkeyLogin(second.ceremony, answer).expect(401);
    expect(newCeremony.body.message).toBe(ACCOUNT_MESSAGES.passkeyFailed);
  });

  it('refuses the token of a session signed out from the list, at once', async () => {
    const prompt = await passkeyPrompt();
    const other = (
      (await passkeyLogin(prompt.ceremony, authenticator.authenticate(prompt.options)).expect(200))
        .body as { token: string }
    ).token;
    const otherSession = decodeToken(other).sid as string;
    await t.http().get('/api/auth/account').set('Authorization', `Bearer ${other}`).expect(200);
    await t.http().delete(`/api/auth/sessions/${otherSession}`).set(bearer()).expect(204);
    const answer = await t
      .http()
      .get('/api/auth/account')
      .set('Authorization', `Bearer ${other}`)
      .expect(401);
    expect(answer.body.message).toBe(SESSION_ENDED);
  });
});

describe("the bff's database role and the audit log", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.login(); // an audit row to protect
  });
  afterAll(() => t.close());

  it('reads and writes the tables, but cannot change, delete or empty the audit log', async () => {
    const bff = t.app.get(DataSource);
    const [role] = await bff.query<{ role: string; owner: string }[]>(
      `SELECT current_user AS role, session_user AS owner`,
    );
    expect(role!.role).not.toBe(role!.owner);
    await bff.query(`SELECT count(*) FROM audit_events`);
    for (const sql of [
      `UPDATE audit_events SET outcome = 'success'`,
      `DELETE FROM audit_events`,
      `TRUNCATE audit_events`,
      `ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only`,
      `DROP TABLE audit_events`,
    ]) {
      await expect(bff.query(sql)).rejects.toMatchObject({
        code: expect.stringMatching(/^42501$/),
      });
    }
    // The owner is refused a change too (the append-only triggers hold for every role).
    await expect(
      t.owner.query(`UPDATE audit_events SET outcome = 'success'`),
    ).rejects.toMatchObject({
      code: '42501',
    });
  });
});
