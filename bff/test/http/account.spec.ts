/**
 * The admin account through HTTP: two-factor login, passkeys (a software authenticator making
 * real ES256 credentials), sessions, the password, and the audit log they write.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES, type AuditEventView, type LoginResult } from '@site/contract';
import {
  decodeToken,
  SoftAuthenticator,
  TEST_ADMIN,
  totpCode,
  type PasskeyPromptOptions,
} from '@site/testkit';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const NEW_PASSWORD = 'quartz-meadow-bicycle-77';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('the admin account', () => {
  let t: TestApp;
  let token: string;
  const bearer = (value = token) => ({ Authorization: `Bearer ${value}` });

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: '4' });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // Each test starts from a plain password login and no second factor.
    await t.owner.query(`UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL,
      totp_enabled_at = NULL, totp_last_step = 0`);
    await t.owner.query('DELETE FROM recovery_codes');
    await t.owner.query('DELETE FROM passkeys');
    await t.owner.query('DELETE FROM login_failures');
    token = await t.login();
  });

  const login = (body: object = TEST_ADMIN, ip = '192.0.2.50') =>
    t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .set('User-Agent', CHROME)
      .send(body);
  const secondStep = (challenge: string, code: string, ip = '192.0.2.50') =>
    t
      .http()
      .post('/api/auth/login/second-factor')
      .set('X-Forwarded-For', ip)
      .set('User-Agent', CHROME)
      .send({ challenge, code });

  /** Turns TOTP on through the API; answers the key and the recovery codes. */
  async function enableTotp(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await t.http().post('/api/auth/totp/setup').set(bearer()).expect(200);
    const { secret } = setup.body as { secret: string };
    const enabled = await t
      .http()
      .post('/api/auth/totp/enable')
      .set(bearer())
      .send({ code: totpCode(secret) })
      .expect(200);
    return { secret, recoveryCodes: (enabled.body as { recoveryCodes: string[] }).recoveryCodes };
  }

  async function auditEvents(query = ''): Promise<AuditEventView[]> {
    const page = await t.http().get(`/api/admin/audit${query}`).set(bearer()).expect(200);
    return (page.body as { items: AuditEventView[] }).items;
  }

  describe('two-factor login', () => {
    it('answers the password with a second step, then the code with a token', async () => {
      const { secret } = await enableTotp();
      const first = await login().expect(200);
      const result = first.body as LoginResult;
      expect(result.token).toBeUndefined();
      expect(result.secondFactor).toEqual({
        challenge: expect.any(String),
        methods: ['totp', 'recovery-code'],
        expiresAt: expect.any(String),
      });
      const second = await secondStep(result.secondFactor!.challenge, totpCode(secret, 1)).expect(
        200,
      );
      const newToken = (second.body as { token: string }).token;
      await t.http().get('/api/auth/account').set(bearer(newToken)).expect(200);
      const sessions = await t.http().get('/api/auth/sessions').set(bearer(newToken)).expect(200);
      expect(sessions.body[0]).toMatchObject({
        current: true,
        signedInWith: 'password+totp',
        device: 'Chrome 156 on Linux',
        ipAddress: '192.0.2.50',
      });
    });

    it('says what is wrong with a code, and 401s an expired second step', async () => {
      const { secret, recoveryCodes } = await enableTotp();
      const challenge = ((await login().expect(200)).body as LoginResult).secondFactor!.challenge;
      const wrong = await secondStep(challenge, '000000').expect(401);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongCode);
      await secondStep(challenge, recoveryCodes[0]!).expect(200);
      const again = ((await login().expect(200)).body as LoginResult).secondFactor!.challenge;
      const used = await secondStep(again, recoveryCodes[0]!).expect(401);
      expect(used.body.message).toBe(ACCOUNT_MESSAGES.usedRecoveryCode);
      await t.owner.query(`UPDATE auth_challenges SET expires_at = now() - interval '1 second'`);
      const expired = await secondStep(again, totpCode(secret, 1)).expect(401);
      expect(expired.body.message).toBe(ACCOUNT_MESSAGES.secondStepExpired);
    });

    it('refuses the second step without its fields, with the rule broken', async () => {
      const answer = await t.http().post('/api/auth/login/second-factor').send({}).expect(400);
      expect(answer.body.message).toBe('Challenge is required. Code is required.');
      await t
        .http()
        .post('/api/auth/login/second-factor')
        .set('Content-Type', 'text/plain')
        .send('x')
        .expect(415);
    });
  });

  describe('passkeys', () => {
    let authenticator: SoftAuthenticator;

    beforeEach(() => {
      authenticator = new SoftAuthenticator(t.config.siteUrl);
    });

    /** Registers a passkey of the authenticator; answers the response, its status checked. */
    async function register(name = 'Laptop', status = 201) {
      const options = await t.http().post('/api/auth/passkeys/options').set(bearer()).expect(200);
      const { ceremony, options: prompt } = options.body as {
        ceremony: string;
        options: PasskeyPromptOptions & { rp: { id: string; name: string } };
      };
      expect(prompt.rp).toEqual({ id: 'localhost', name: 'Rawalpindi IT Website' });
      const credential = authenticator.register(prompt);
      return t
        .http()
        .post('/api/auth/passkeys')
        .set(bearer())
        .send({ ceremony, name, credential })
        .expect(status);
    }

    /** Logs in with the authenticator's answer to a new prompt; the status is checked. */
    async function passkeyLogin(answer: (prompt: PasskeyPromptOptions) => object, status = 200) {
      const options = await t.http().post('/api/auth/passkey/options').expect(200);
      const { ceremony, options: prompt } = options.body as {
        ceremony: string;
        options: PasskeyPromptOptions;
      };
      return t
        .http()
        .post('/api/auth/passkey/login')
        .set('User-Agent', CHROME)
        .send({ ceremony, credential: answer(prompt) })
        .expect(status);
    }

    it('registers a passkey that then logs in alone, and lists it in the account', async () => {
      const created = await register();
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
      });
      const answer = await passkeyLogin((prompt) => authenticator.authenticate(prompt));
      const session = decodeToken((answer.body as { token: string }).token);
      expect(session.sid).toEqual(expect.any(String));
      const account = await t.http().get('/api/auth/account').set(bearer()).expect(200);
      expect(account.body.passkeys).toEqual([
        expect.objectContaining({ name: 'Laptop', lastUsedAt: expect.any(String) }),
      ]);
      const sessions = await t.http().get('/api/auth/sessions').set(bearer()).expect(200);
      expect(sessions.body[0]).toMatchObject({ signedInWith: 'passkey' });
    });

    it('is offered at the second step when two-factor authentication is on', async () => {
      await register();
      await enableTotp();
      const result = (await login().expect(200)).body as LoginResult;
      expect(result.secondFactor!.methods).toEqual(['totp', 'recovery-code', 'passkey']);
      await passkeyLogin((prompt) => authenticator.authenticate(prompt));
    });

    it('stops logging in once removed', async () => {
      const created = await register();
      await t.http().delete(`/api/auth/passkeys/${created.body.id}`).set(bearer()).expect(204);
      const refused = await passkeyLogin((prompt) => authenticator.authenticate(prompt), 401);
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.passkeyUnknown);
      const gone = await t
        .http()
        .delete(`/api/auth/passkeys/${created.body.id}`)
        .set(bearer())
        .expect(404);
      expect(gone.body.message).toBe(ACCOUNT_MESSAGES.passkeyNotFound);
    });

    it('refuses a registration answered for another prompt, or twice', async () => {
      const first = await t.http().post('/api/auth/passkeys/options').set(bearer()).expect(200);
      const second = await t.http().post('/api/auth/passkeys/options').set(bearer()).expect(200);
      const credential = authenticator.register(second.body.options as PasskeyPromptOptions);
      const crossed = await t
        .http()
        .post('/api/auth/passkeys')
        .set(bearer())
        .send({ ceremony: first.body.ceremony, name: 'Crossed', credential })
        .expect(400);
      expect(crossed.body.message).toBe(ACCOUNT_MESSAGES.passkeyFailed);
      await t
        .http()
        .post('/api/auth/passkeys')
        .set(bearer())
        .send({ ceremony: second.body.ceremony, name: 'Phone', credential })
        .expect(201);
      const replayed = await t
        .http()
        .post('/api/auth/passkeys')
        .set(bearer())
        .send({ ceremony: second.body.ceremony, name: 'Phone', credential })
        .expect(400);
      expect(replayed.body.message).toBe(ACCOUNT_MESSAGES.passkeyExpired);
    });
  });

  describe('sessions', () => {
    it('lists the open sessions, signs one out, then all others', async () => {
      await t.http().post('/api/auth/sessions/sign-out-others').set(bearer()).expect(200);
      const other = ((await login(TEST_ADMIN, '198.51.100.9').expect(200)).body as LoginResult)
        .token!;
      const third = await t.login();
      const listed = await t.http().get('/api/auth/sessions').set(bearer()).expect(200);
      expect(listed.body).toHaveLength(3);
      const mine = (listed.body as { id: string; current: boolean }[]).filter((s) => s.current);
      expect(mine).toEqual([expect.objectContaining({ id: decodeToken(token).sid })]);

      await t
        .http()
        .delete(`/api/auth/sessions/${decodeToken(other).sid as string}`)
        .set(bearer())
        .expect(204);
      await t.http().get('/api/auth/account').set(bearer(other)).expect(401);
      await t.http().get('/api/auth/account').set(bearer(third)).expect(200);

      const out = await t
        .http()
        .post('/api/auth/sessions/sign-out-others')
        .set(bearer())
        .expect(200);
      expect(out.body).toEqual({ signedOut: 1 });
      await t.http().get('/api/auth/account').set(bearer(third)).expect(401);
      await t.http().get('/api/auth/account').set(bearer()).expect(200);
    });
  });

  describe('password', () => {
    it('changes with the current password and signs every other session out', async () => {
      const other = await t.login();
      await t
        .http()
        .put('/api/auth/password')
        .set(bearer())
        .send({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD })
        .expect(204);
      await t.http().get('/api/auth/account').set(bearer(other)).expect(401);
      await t.http().get('/api/auth/account').set(bearer()).expect(200);
      await login({ username: TEST_ADMIN.username, password: NEW_PASSWORD }).expect(200);
      await login().expect(401);
      await t
        .http()
        .put('/api/auth/password')
        .set(bearer())
        .send({ currentPassword: NEW_PASSWORD, newPassword: TEST_ADMIN.password })
        .expect(204);
    });

    it.each([
      [
        'a wrong current password',
        'not it at all',
        NEW_PASSWORD,
        403,
        ACCOUNT_MESSAGES.wrongPassword,
      ],
      ['a short one', TEST_ADMIN.password, 'short', 400, ACCOUNT_MESSAGES.passwordTooShort],
      ['a common one', TEST_ADMIN.password, 'iloveyou1234', 400, ACCOUNT_MESSAGES.passwordCommon],
    ])(
      'answers %s with a readable message',
      async (_case, currentPassword, newPassword, status, message) => {
        const answer = await t
          .http()
          .put('/api/auth/password')
          .set(bearer())
          .send({ currentPassword, newPassword })
          .expect(status);
        expect(answer.body.message).toBe(message);
        await t.http().get('/api/auth/account').set(bearer()).expect(200); // still logged in
      },
    );
  });

  describe('the audit log', () => {
    it('records logins, failures and post changes with the address and the session', async () => {
      await login({ username: TEST_ADMIN.username, password: 'wrong' }, '203.0.113.77').expect(401);
      const created = await postForm(
        t.http().post('/api/blogs').set(bearer()).set('X-Forwarded-For', '203.0.113.78'),
        {
          ...VALID_POST,
          slug: 'audited-post',
        },
      ).expect(201);
      await t.http().delete(`/api/blogs/${created.body._id}`).set(bearer()).expect(204);

      const events = await auditEvents();
      const sid = decodeToken(token).sid;
      expect(events.slice(0, 3).map((e) => [e.action, e.subject, e.sessionId])).toEqual([
        ['post.delete', VALID_POST.title, sid],
        ['post.publish', VALID_POST.title, sid],
        ['post.create', VALID_POST.title, sid],
      ]);
      expect(events[2]!.ipAddress).toBe('203.0.113.78');
      const failure = events.find((e) => e.action === 'login.password' && e.outcome === 'failure');
      expect(failure).toMatchObject({ ipAddress: '203.0.113.77', subject: TEST_ADMIN.username });
      expect(JSON.stringify(events)).not.toContain('wrong"');
    });

    it('filters by action and outcome, and refuses an unknown action', async () => {
      await login({ username: TEST_ADMIN.username, password: 'wrong' }).expect(401);
      const failures = await auditEvents('?action=login.password&outcome=failure');
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((e) => e.action === 'login.password' && e.outcome === 'failure')).toBe(
        true,
      );
      const bad = await t
        .http()
        .get('/api/admin/audit?action=drop.tables')
        .set(bearer())
        .expect(400);
      expect(bad.body.message).toMatch(/^action must be one of login.password, /);
      await t.http().get('/api/admin/audit').expect(401);
    });
  });
});
