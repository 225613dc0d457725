import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { JwtService } from '@nestjs/jwt';
import { type TestingModule } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Secret, TOTP as Totp } from 'otpauth';
import { DataSource, type Repository } from 'typeorm';
import { AuditLog } from '@site/audit';
import { DomainError } from '@site/common';
import { type TestModule } from '@site/common/testing';
import { ACCOUNT_MESSAGES, RECOVERY_CODES } from '@site/contract';
import { AdminEntity } from './admin.entity.js';
import { clientAt, startAuth } from './auth.fixtures.js';
import { type AuthModuleOptions } from './auth.options.js';
import {
  type AdminSession,
  AuthService,
  type LoginOutcome,
  type TokenPayload,
} from './auth.service.js';

const options: AuthModuleOptions = {
  jwtSecret: 'auth-service-spec-secret',
  jwtExpiresInSeconds: 3600,
  siteUrl: 'http://localhost:5000',
  // Generous limits: lockout has its own spec (login-throttle.service.spec.ts), but the TOTP
  // guessing case below uses these five.
  lockout: {
    maxFailuresPerUser: 5,
    maxFailuresPerIp: 20,
    lockoutSeconds: 60,
    maxLockoutSeconds: 3600,
  },
};
const IP = '192.0.2.10';
const CLIENT = clientAt(IP);
const GENERATED_PASSWORD = /^[A-Za-z0-9_-]{24}$/;
/** Passwords the policy takes: long, and not made of common ones. */
const FIRST = 'violet-anchor-ledger-41';
const SECOND = 'quartz-meadow-bicycle-77';

/** The code an authenticator app shows for `secret`, `steps` steps from now. */
function codeFor(secret: string, steps = 0): string {
  return Totp.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

function tokenOf(outcome: LoginOutcome): string {
  if (!('token' in outcome)) throw new Error('expected a token, got a second step');
  return outcome.token;
}

describe('AuthService', () => {
  let testModule: TestModule;
  let moduleRef: TestingModule;
  let auth: AuthService;
  let jwt: JwtService;
  let admins: Repository<AdminEntity>;
  let dataSource: DataSource;
  let audit: AuditLog;

  beforeAll(async () => {
    testModule = await startAuth(options);
    moduleRef = testModule.moduleRef;
    auth = moduleRef.get(AuthService);
    jwt = moduleRef.get(JwtService, { strict: false });
    admins = moduleRef.get(getRepositoryToken(AdminEntity), { strict: false });
    dataSource = moduleRef.get(DataSource);
    audit = moduleRef.get(AuditLog, { strict: false });
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM admins');
    await dataSource.query('DELETE FROM login_failures');
  });

  /** What the bff does with a bearer token: verify the signature, then resolve the session. */
  async function sessionFor(token: string): Promise<AdminSession> {
    return auth.resolveSession(await jwt.verifyAsync<TokenPayload>(token));
  }

  async function loginToken(username: string, password: string, client = CLIENT) {
    return tokenOf(await auth.login(username, password, client));
  }

  async function theAdmin(): Promise<AdminEntity> {
    const rows = await admins.find();
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  async function lastEvents(count: number) {
    return (await audit.page({ page: 1, pageSize: count })).items;
  }

  describe('provisionAdmin without a password', () => {
    it('creates "admin" with a generated 24-character password that logs in', async () => {
      const result = await auth.provisionAdmin('admin');

      expect(result.generatedPassword).toMatch(GENERATED_PASSWORD);
      const admin = await theAdmin();
      expect(admin.username).toBe('admin');
      const token = await loginToken('admin', result.generatedPassword!);
      await expect(sessionFor(token)).resolves.toMatchObject({
        adminId: admin.id,
        username: 'admin',
      });
    });

    it('returns nothing and changes nothing once an admin exists', async () => {
      const { generatedPassword } = await auth.provisionAdmin('admin');
      const before = await theAdmin();

      await expect(auth.provisionAdmin('admin')).resolves.toEqual({});
      await expect(auth.provisionAdmin('someone-else')).resolves.toEqual({});

      expect(await theAdmin()).toEqual(before);
      await expect(loginToken('admin', generatedPassword!)).resolves.toEqual(expect.any(String));
    });

    it('generates a different password each time', async () => {
      const first = await auth.provisionAdmin('admin');
      await dataSource.query('DELETE FROM admins');
      const second = await auth.provisionAdmin('admin');
      expect(second.generatedPassword).toMatch(GENERATED_PASSWORD);
      expect(second.generatedPassword).not.toBe(first.generatedPassword);
    });
  });

  describe('provisionAdmin with a password (ADMIN_PASSWORD at every start)', () => {
    it('creates the admin with that password and returns no generated one', async () => {
      await expect(auth.provisionAdmin('owner', FIRST)).resolves.toEqual({ passwordApplied: true });

      expect((await theAdmin()).username).toBe('owner');
      await expect(loginToken('owner', FIRST)).resolves.toEqual(expect.any(String));
    });

    it('keeps the password, and open sessions, when the value is unchanged', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const token = await loginToken('owner', FIRST);
      const before = await theAdmin();

      await expect(auth.provisionAdmin('owner', FIRST)).resolves.toEqual({});

      const after = await theAdmin();
      expect(after.passwordHash).toBe(before.passwordHash);
      await expect(sessionFor(token)).resolves.toMatchObject({
        adminId: after.id,
        username: 'owner',
      });
    });

    it('keeps a password changed in the admin area across starts with the same ADMIN_PASSWORD', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const session = await sessionFor(await loginToken('owner', FIRST));
      await auth.changePassword(session, FIRST, SECOND, CLIENT);

      await auth.provisionAdmin('owner', FIRST); // the next start, .env unchanged

      await expect(loginToken('owner', SECOND)).resolves.toEqual(expect.any(String));
      await expect(auth.login('owner', FIRST, CLIENT)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('signs every session out and swaps the password when the value changed', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const oldToken = await loginToken('owner', FIRST);
      const before = await theAdmin();

      await expect(auth.provisionAdmin('owner', SECOND)).resolves.toEqual({
        passwordApplied: true,
      });

      const after = await theAdmin();
      expect(after.id).toBe(before.id);
      await expect(sessionFor(oldToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      const newToken = await loginToken('owner', SECOND);
      await expect(sessionFor(newToken)).resolves.toMatchObject({ adminId: after.id });
      await expect(auth.login('owner', FIRST, CLIENT)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('applies a changed username', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const before = await theAdmin();

      await auth.provisionAdmin('boss', FIRST);

      const after = await theAdmin();
      expect(after.id).toBe(before.id);
      expect(after.username).toBe('boss');
      await expect(loginToken('boss', FIRST)).resolves.toEqual(expect.any(String));
      await expect(auth.login('owner', FIRST, CLIENT)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });
  });

  describe('the admins table', () => {
    it('refuses a second row, through the repository and through SQL', async () => {
      await auth.provisionAdmin('owner', FIRST);

      await expect(
        admins.insert({ username: 'second', passwordHash: 'not-a-real-hash' }),
      ).rejects.toThrow(/admins_single_row/);
      await expect(
        dataSource.query(`INSERT INTO admins (username, password_hash) VALUES ('third', 'x')`),
      ).rejects.toThrow(/duplicate key/);
      expect((await theAdmin()).username).toBe('owner');
    });

    it('stores an argon2id hash (7 MiB, 5 passes, 1 lane), never the password', async () => {
      await auth.provisionAdmin('owner', 'a password to hide');
      const rows: { password_hash: string }[] = await dataSource.query(
        'SELECT password_hash FROM admins',
      );

      expect(rows).toHaveLength(1);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=7168,p=1,t=5\$/);
      expect(rows[0]!.password_hash).not.toContain('a password to hide');
    });
  });

  describe('login', () => {
    it('takes a hash made with older parameters, and stores the password hashed anew', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const older = await argon2.hash(FIRST, {
        type: argon2.argon2id,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
      await admins.update({ username: 'owner' }, { passwordHash: older });

      await loginToken('owner', FIRST);

      const rehashed = (await theAdmin()).passwordHash;
      expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=7168,p=1,t=5\$/);
      expect(await argon2.verify(rehashed, FIRST)).toBe(true);
      // And the next login keeps it.
      await loginToken('owner', FIRST);
      expect((await theAdmin()).passwordHash).toBe(rehashed);
    });

    it('issues an HS256 JWT naming the admin and a new session, for the configured lifetime', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const admin = await theAdmin();

      const token = await loginToken('owner', FIRST);

      const decoded = jwt.decode<TokenPayload & { iat: number; exp: number }>(token, {
        complete: true,
      });
      expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(decoded.payload.sub).toBe(admin.id);
      expect(decoded.payload.exp - decoded.payload.iat).toBe(options.jwtExpiresInSeconds);
      expect(Math.abs(decoded.payload.iat - Date.now() / 1000)).toBeLessThan(10);
      const [session] = await dataSource.query<Record<string, unknown>[]>(
        `SELECT id, admin_id, method, device, ip_address, ended_at,
                extract(epoch FROM expires_at - created_at)::int AS lifetime
           FROM admin_sessions`,
      );
      expect(session).toEqual({
        id: decoded.payload.sid,
        admin_id: admin.id,
        method: 'password',
        device: 'Chrome 156 on Linux',
        ip_address: IP,
        ended_at: null,
        lifetime: options.jwtExpiresInSeconds,
      });
      // Signed with the configured secret, and only with it.
      await expect(
        new JwtService({ secret: options.jwtSecret }).verifyAsync(token),
      ).resolves.toMatchObject({
        sub: admin.id,
      });
      await expect(new JwtService({ secret: 'another secret' }).verifyAsync(token)).rejects.toThrow(
        /invalid signature/,
      );
    });

    it('answers a wrong password and an unknown username alike, and audits both', async () => {
      await auth.provisionAdmin('owner', FIRST);

      for (const [username, password] of [
        ['owner', 'wrong password'],
        ['nobody', FIRST],
      ] as const) {
        const error = await auth.login(username, password, CLIENT).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid username or password',
          retryAfterSeconds: undefined,
        });
      }
      const events = await lastEvents(2);
      expect(events.map((e) => [e.action, e.outcome, e.subject, e.ipAddress])).toEqual([
        ['login.password', 'failure', 'nobody', IP],
        ['login.password', 'failure', 'owner', IP],
      ]);
      expect(JSON.stringify(events)).not.toContain('wrong password');
    });

    it('refuses every login while no admin exists', async () => {
      await expect(auth.login('admin', 'anything', CLIENT)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });
    });
  });

  describe('resolveSession: what a correctly signed token must also be', () => {
    let admin: AdminEntity;
    let current: TokenPayload & { iat: number; exp: number };

    beforeEach(async () => {
      await auth.provisionAdmin('owner', FIRST);
      admin = await theAdmin();
      current = jwt.decode(await loginToken('owner', FIRST));
    });

    it('returns the admin and the session for a current payload', async () => {
      await expect(auth.resolveSession(current)).resolves.toEqual({
        adminId: admin.id,
        username: 'owner',
        sessionId: current.sid,
      });
    });

    const now = () => Math.floor(Date.now() / 1000);
    it.each<[string, () => Partial<TokenPayload>]>([
      ['no exp', () => ({ ...current, exp: undefined })],
      ['no iat', () => ({ ...current, iat: undefined })],
      [
        'a lifetime longer than JWT_EXPIRES_IN',
        () => ({ ...current, exp: current.iat + options.jwtExpiresInSeconds + 1 }),
      ],
      ['an iat a minute in the future', () => ({ ...current, iat: now() + 60, exp: now() + 120 })],
      ['an exp that has passed', () => ({ ...current, iat: now() - 120, exp: now() - 60 })],
      ['no session id', () => ({ ...current, sid: undefined })],
      ['an unknown session', () => ({ ...current, sid: randomUUID() })],
      ['another admin id', () => ({ ...current, sub: randomUUID() })],
      ['a sub that is not a uuid', () => ({ ...current, sub: 'owner' })],
      ['a string iat', () => ({ ...current, iat: String(current.iat) as unknown as number })],
      ['an empty payload', () => ({})],
    ])('refuses %s with INVALID_TOKEN', async (_case, payload) => {
      const error = await auth.resolveSession(payload()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'INVALID_TOKEN',
        message: 'Your session has ended. Please log in again.',
      });
    });
  });

  describe('sessions', () => {
    beforeEach(() => auth.provisionAdmin('owner', FIRST));

    it('logout ends only its own session', async () => {
      const first = await loginToken('owner', FIRST);
      const second = await loginToken('owner', FIRST, clientAt('198.51.100.7'));
      await auth.logout(await sessionFor(first), CLIENT);

      await expect(sessionFor(first)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(sessionFor(second)).resolves.toMatchObject({ username: 'owner' });
      expect((await lastEvents(1))[0]).toMatchObject({ action: 'logout', ipAddress: IP });
    });

    it('lists the open sessions newest first, marks the caller, and signs one out', async () => {
      const first = await loginToken('owner', FIRST);
      const second = await loginToken('owner', FIRST, clientAt('198.51.100.7'));
      const me = await sessionFor(second);

      const listed = await auth.listSessions(me);
      expect(listed.map((s) => [s.ipAddress, s.current, s.method])).toEqual([
        ['198.51.100.7', true, 'password'],
        [IP, false, 'password'],
      ]);
      await auth.endSession(me, listed[1]!.id, CLIENT);
      await expect(sessionFor(first)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      expect(await auth.listSessions(me)).toHaveLength(1);
      await expect(auth.endSession(me, listed[1]!.id, CLIENT)).rejects.toMatchObject({
        code: 'SESSION_NOT_FOUND',
        message: ACCOUNT_MESSAGES.sessionNotFound,
      });
      await expect(auth.endSession(me, 'not-a-uuid', CLIENT)).rejects.toMatchObject({
        code: 'SESSION_NOT_FOUND',
      });
    });

    it('signs out every other session', async () => {
      const others = [await loginToken('owner', FIRST), await loginToken('owner', FIRST)];
      const mine = await loginToken('owner', FIRST);

      await expect(auth.endOtherSessions(await sessionFor(mine), CLIENT)).resolves.toBe(2);
      for (const token of others)
        await expect(sessionFor(token)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(sessionFor(mine)).resolves.toMatchObject({ username: 'owner' });
    });

    it('writes the last-seen time at most once a minute', async () => {
      const token = await loginToken('owner', FIRST);
      const { sid } = jwt.decode<TokenPayload>(token);
      await dataSource.query(
        `UPDATE admin_sessions SET last_seen_at = now() - interval '10 minutes'`,
      );
      await sessionFor(token);
      const seen = async () =>
        (
          await dataSource.query<{ age: number }[]>(
            `SELECT extract(epoch FROM now() - last_seen_at)::int AS age FROM admin_sessions WHERE id = $1`,
            [sid],
          )
        )[0]!.age;
      expect(await seen()).toBeLessThan(5);
      await dataSource.query(
        `UPDATE admin_sessions SET last_seen_at = now() - interval '30 seconds'`,
      );
      await sessionFor(token);
      expect(await seen()).toBeGreaterThanOrEqual(29);
    });
  });

  describe('changePassword', () => {
    let session: AdminSession;

    beforeEach(async () => {
      await auth.provisionAdmin('owner', FIRST);
      session = await sessionFor(await loginToken('owner', FIRST));
    });

    it('needs the current password, and signs every other session out', async () => {
      const other = await loginToken('owner', FIRST, clientAt('198.51.100.7'));
      await auth.changePassword(session, FIRST, SECOND, CLIENT);

      await expect(sessionFor(await loginToken('owner', SECOND))).resolves.toBeDefined();
      await expect(sessionFor(other)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      expect(
        (await lastEvents(3)).some(
          (e) => e.action === 'password.change' && e.outcome === 'success',
        ),
      ).toBe(true);
    });

    it('keeps the session that made the change', async () => {
      await auth.changePassword(session, FIRST, SECOND, CLIENT);
      await expect(
        auth.resolveSession({ sub: session.adminId, sid: session.sessionId, ...timesNow() }),
      ).resolves.toMatchObject({ sessionId: session.sessionId });
    });

    it.each([
      [
        'a wrong current password',
        'not the password',
        SECOND,
        'WRONG_PASSWORD',
        ACCOUNT_MESSAGES.wrongPassword,
      ],
      [
        'a short new password',
        FIRST,
        'short-1',
        'PASSWORD_REJECTED',
        ACCOUNT_MESSAGES.passwordTooShort,
      ],
      [
        'a common new password',
        FIRST,
        'password123456',
        'PASSWORD_REJECTED',
        ACCOUNT_MESSAGES.passwordCommon,
      ],
      [
        'a new password made of the username',
        FIRST,
        'owner12345678',
        'PASSWORD_REJECTED',
        ACCOUNT_MESSAGES.passwordCommon,
      ],
      ['the same password', FIRST, FIRST, 'PASSWORD_REJECTED', ACCOUNT_MESSAGES.passwordUnchanged],
    ])('refuses %s and changes nothing', async (_case, current, next, code, message) => {
      const before = (await theAdmin()).passwordHash;
      await expect(auth.changePassword(session, current, next, CLIENT)).rejects.toMatchObject({
        code,
        message,
      });
      expect((await theAdmin()).passwordHash).toBe(before);
    });

    it('counts wrong current passwords toward the lockout', async () => {
      for (let i = 0; i < options.lockout.maxFailuresPerUser; i += 1) {
        await expect(
          auth.changePassword(session, `guess ${i}`, SECOND, CLIENT),
        ).rejects.toMatchObject({
          code: 'WRONG_PASSWORD',
        });
      }
      await expect(auth.changePassword(session, FIRST, SECOND, CLIENT)).rejects.toMatchObject({
        code: 'LOGIN_LOCKED',
      });
    });
  });

  describe('two-factor authentication (TOTP)', () => {
    let session: AdminSession;

    beforeEach(async () => {
      await auth.provisionAdmin('owner', FIRST);
      session = await sessionFor(await loginToken('owner', FIRST));
    });

    /** Sets TOTP up and turns it on with the current step's code (so later codes in the test
     * use the next step); answers the key and the recovery codes. */
    async function enable(): Promise<{ secret: string; codes: string[] }> {
      const setup = await auth.setUpTotp(session);
      const codes = await auth.enableTotp(session, codeFor(setup.secret), CLIENT);
      return { secret: setup.secret, codes };
    }

    /** The first step's second-factor challenge. */
    async function secondStep(): Promise<string> {
      const outcome = await auth.login('owner', FIRST, CLIENT);
      if (!('secondFactor' in outcome)) throw new Error('expected a second step');
      return outcome.secondFactor.challenge;
    }

    it('sets up a key with its otpauth URI and a QR code drawn as SVG', async () => {
      const setup = await auth.setUpTotp(session);
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.uri).toMatch(
        new RegExp(
          `^otpauth://totp/Rawalpindi%20IT%20Website:owner\\?issuer=Rawalpindi%20IT%20Website&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30$`,
        ),
      );
      expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
      expect((await theAdmin()).totpSecret).toBeNull(); // not on until a code confirms it
    });

    it('is confirmed by a first code; answers ten recovery codes, stored only as hashes', async () => {
      const setup = await auth.setUpTotp(session);
      await expect(
        auth.enableTotp(session, codeFor(setup.secret, 5), CLIENT),
      ).rejects.toMatchObject({
        code: 'VERIFICATION_FAILED',
        message: ACCOUNT_MESSAGES.wrongCode,
      });
      const codes = await auth.enableTotp(session, codeFor(setup.secret), CLIENT);
      expect(codes).toHaveLength(RECOVERY_CODES.count);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(new Set(codes).size).toBe(codes.length);
      const stored = JSON.stringify(await dataSource.query('SELECT * FROM recovery_codes'));
      for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
      expect((await auth.account(session)).twoFactor).toMatchObject({
        enabled: true,
        recoveryCodesLeft: 10,
      });
      await expect(auth.setUpTotp(session)).rejects.toMatchObject({ code: 'TWO_FACTOR_STATE' });
    });

    it('refuses to turn on without a set-up', async () => {
      await expect(auth.enableTotp(session, '123456', CLIENT)).rejects.toMatchObject({
        code: 'TWO_FACTOR_STATE',
        message: ACCOUNT_MESSAGES.totpNotStarted,
      });
    });

    it('makes the login ask for a code after the password, and accepts the step before and after', async () => {
      const { secret } = await enable();
      for (const steps of [-1, 0, 1]) {
        const challenge = await secondStep();
        // A code is good once: move to a step not used yet.
        await dataSource.query(`UPDATE admins SET totp_last_step = 0`);
        const token = await auth.completeSecondStep(challenge, codeFor(secret, steps), CLIENT);
        await expect(sessionFor(token)).resolves.toMatchObject({ username: 'owner' });
      }
      const [row] = await dataSource.query<{ method: string }[]>(
        `SELECT method FROM admin_sessions ORDER BY created_at DESC LIMIT 1`,
      );
      expect(row!.method).toBe('password+totp');
    });

    it('answers the second step with the methods it takes, and no token', async () => {
      await enable();
      const outcome = await auth.login('owner', FIRST, CLIENT);
      expect(outcome).toEqual({
        secondFactor: {
          challenge: expect.stringMatching(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/),
          methods: ['totp', 'recovery-code'],
          expiresAt: expect.any(Date),
        },
      });
    });

    it('refuses a code two steps away, a code of another key, and a used code', async () => {
      const { secret } = await enable();
      const challenge = await secondStep();
      const other = new Secret({ size: 20 }).base32;
      for (const code of [codeFor(secret, 2), codeFor(secret, -2), codeFor(other), '12345']) {
        await expect(auth.completeSecondStep(challenge, code, CLIENT)).rejects.toMatchObject({
          code: 'SECOND_FACTOR_REJECTED',
          message: ACCOUNT_MESSAGES.wrongCode,
        });
      }
      await dataSource.query('DELETE FROM login_failures');
      const code = codeFor(secret, 1);
      await auth.completeSecondStep(challenge, code, CLIENT);
      // The same code again (replayed), on a new second step.
      await expect(auth.completeSecondStep(await secondStep(), code, CLIENT)).rejects.toMatchObject(
        {
          code: 'SECOND_FACTOR_REJECTED',
          message: ACCOUNT_MESSAGES.usedCode,
        },
      );
    });

    it('lets one second step open one session', async () => {
      const { secret, codes } = await enable();
      const challenge = await secondStep();
      await auth.completeSecondStep(challenge, codeFor(secret, 1), CLIENT);
      await expect(auth.completeSecondStep(challenge, codes[0]!, CLIENT)).rejects.toMatchObject({
        code: 'SECOND_FACTOR_REJECTED',
        message: ACCOUNT_MESSAGES.secondStepExpired,
      });
    });

    it('refuses an expired or forged second step', async () => {
      const { secret } = await enable();
      const challenge = await secondStep();
      const [id] = challenge.split('.');
      for (const forged of [`${id}.${'A'.repeat(43)}`, 'not-a-challenge', `${randomUUID()}.x`]) {
        await expect(
          auth.completeSecondStep(forged, codeFor(secret, 1), CLIENT),
        ).rejects.toMatchObject({
          message: ACCOUNT_MESSAGES.secondStepExpired,
        });
      }
      await dataSource.query(`UPDATE auth_challenges SET expires_at = now() - interval '1 second'`);
      await expect(
        auth.completeSecondStep(challenge, codeFor(secret, 1), CLIENT),
      ).rejects.toMatchObject({
        code: 'SECOND_FACTOR_REJECTED',
        message: ACCOUNT_MESSAGES.secondStepExpired,
      });
    });

    it('locks the username out after wrong codes, even with the password right each time', async () => {
      const { secret } = await enable();
      // A login with the second step pending counts as an attempt until that step succeeds, so
      // knowing the password does not reset the count: at most maxFailuresPerUser guesses.
      let guesses = 0;
      for (;;) {
        const outcome = await auth.login('owner', FIRST, CLIENT).catch((e: unknown) => e);
        if (outcome instanceof DomainError) {
          expect(outcome.code).toBe('LOGIN_LOCKED');
          break;
        }
        const { challenge } = (outcome as { secondFactor: { challenge: string } }).secondFactor;
        const answer = await auth
          .completeSecondStep(challenge, '000000', CLIENT)
          .catch((e: unknown) => e);
        expect(answer).toBeInstanceOf(DomainError);
        if ((answer as DomainError).code === 'LOGIN_LOCKED') break;
        expect(answer).toMatchObject({ code: 'SECOND_FACTOR_REJECTED' });
        guesses += 1;
        expect(guesses).toBeLessThan(options.lockout.maxFailuresPerUser);
      }
      expect(guesses).toBeGreaterThan(0);
      // Locked: the right password and the right code do not get in either.
      await expect(auth.login('owner', FIRST, CLIENT)).rejects.toMatchObject({
        code: 'LOGIN_LOCKED',
      });
      await dataSource.query(`UPDATE login_failures SET locked_until = NULL, failures = 0`);
      const challenge = await secondStep();
      await dataSource.query(
        `UPDATE login_failures SET locked_until = now() + interval '1 minute' WHERE key LIKE 'user:%'`,
      );
      await expect(
        auth.completeSecondStep(challenge, codeFor(secret, 1), CLIENT),
      ).rejects.toMatchObject({
        code: 'LOGIN_LOCKED',
      });
      expect((await lastEvents(1))[0]).toMatchObject({
        action: 'login.lockout',
        outcome: 'failure',
      });
    });

    it('takes each recovery code once, in any case and spacing', async () => {
      const { codes } = await enable();
      const typed = ` ${codes[0]!.toUpperCase().replace('-', ' ')} `;
      const token = await auth.completeSecondStep(await secondStep(), typed, CLIENT);
      await expect(sessionFor(token)).resolves.toBeDefined();
      await expect(
        auth.completeSecondStep(await secondStep(), codes[0]!, CLIENT),
      ).rejects.toMatchObject({
        code: 'SECOND_FACTOR_REJECTED',
        message: ACCOUNT_MESSAGES.usedRecoveryCode,
      });
      expect((await auth.account(session)).twoFactor.recoveryCodesLeft).toBe(9);
      const [row] = await dataSource.query<{ method: string }[]>(
        `SELECT method FROM admin_sessions ORDER BY created_at DESC LIMIT 1`,
      );
      expect(row!.method).toBe('password+recovery-code');
    });

    it('renews the recovery codes for a current code; the old ones stop working', async () => {
      const { secret, codes } = await enable();
      const renewed = await auth.renewRecoveryCodes(session, codeFor(secret, 1), CLIENT);
      expect(renewed).toHaveLength(10);
      expect(renewed).not.toContain(codes[1]);
      await expect(
        auth.completeSecondStep(await secondStep(), codes[1]!, CLIENT),
      ).rejects.toMatchObject({
        message: ACCOUNT_MESSAGES.wrongCode,
      });
      await expect(
        auth.completeSecondStep(await secondStep(), renewed[1]!, CLIENT),
      ).resolves.toEqual(expect.any(String));
    });

    it('turns off with the password and a code, not with either alone', async () => {
      const { secret } = await enable();
      await expect(
        auth.disableTotp(session, 'wrong password', codeFor(secret, 1), CLIENT),
      ).rejects.toMatchObject({
        code: 'WRONG_PASSWORD',
      });
      await expect(auth.disableTotp(session, FIRST, '000000', CLIENT)).rejects.toMatchObject({
        code: 'VERIFICATION_FAILED',
        message: ACCOUNT_MESSAGES.wrongCode,
      });
      await auth.disableTotp(session, FIRST, codeFor(secret, 1), CLIENT);
      expect((await auth.account(session)).twoFactor).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      });
      await expect(auth.login('owner', FIRST, CLIENT)).resolves.toEqual({
        token: expect.any(String),
      });
      await expect(
        auth.disableTotp(session, FIRST, codeFor(secret, 1), CLIENT),
      ).rejects.toMatchObject({
        code: 'TWO_FACTOR_STATE',
        message: ACCOUNT_MESSAGES.totpOff,
      });
    });

    it('is reset on the server with the password (make admin-password RESET_SECOND_FACTOR)', async () => {
      await enable();
      const { password } = await auth.resetPassword(undefined, undefined, {
        resetSecondFactor: true,
      });
      await expect(auth.login('owner', password, CLIENT)).resolves.toEqual({
        token: expect.any(String),
      });
      const events = (await lastEvents(3)).map((e) => e.action);
      expect(events).toEqual(expect.arrayContaining(['password.reset', 'second-factor.reset']));
    });

    it('audits enrolment, second steps and their failures, never a code', async () => {
      const { secret, codes } = await enable();
      const challenge = await secondStep();
      await expect(auth.completeSecondStep(challenge, '000000', CLIENT)).rejects.toBeDefined();
      await auth.completeSecondStep(challenge, codeFor(secret, 1), CLIENT);
      const events = await lastEvents(5);
      expect(events.map((e) => [e.action, e.outcome])).toEqual([
        ['login.second-factor', 'success'],
        ['login.second-factor', 'failure'],
        ['login.password', 'success'],
        ['totp.enable', 'success'],
        ['login.password', 'success'],
      ]);
      const text = JSON.stringify(events);
      expect(text).not.toContain(secret);
      for (const code of codes) expect(text).not.toContain(code);
    });
  });

  describe('resetPassword', () => {
    it('without a password generates a 24-character one that logs in and ends every session', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const oldToken = await loginToken('owner', FIRST);

      const result = await auth.resetPassword();

      expect(result.username).toBe('owner');
      expect(result.password).toMatch(GENERATED_PASSWORD);
      await expect(sessionFor(oldToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(sessionFor(await loginToken('owner', result.password))).resolves.toMatchObject({
        username: 'owner',
      });
      await expect(auth.login('owner', FIRST, CLIENT)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('with a password sets that password', async () => {
      await auth.provisionAdmin('owner', FIRST);
      const oldToken = await loginToken('owner', FIRST);

      await expect(auth.resetPassword(SECOND)).resolves.toEqual({
        username: 'owner',
        password: SECOND,
      });

      await expect(sessionFor(oldToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(loginToken('owner', SECOND)).resolves.toEqual(expect.any(String));
    });

    it('with a username renames the admin', async () => {
      await auth.provisionAdmin('owner', FIRST);
      await auth.resetPassword(SECOND, 'boss');
      expect((await theAdmin()).username).toBe('boss');
      await expect(loginToken('boss', SECOND)).resolves.toEqual(expect.any(String));
    });

    it('creates the admin, named "admin" by default, when the table is empty', async () => {
      const result = await auth.resetPassword();

      expect(result).toEqual({
        username: 'admin',
        password: expect.stringMatching(GENERATED_PASSWORD),
      });
      const admin = await theAdmin();
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
      await expect(loginToken('admin', result.password)).resolves.toEqual(expect.any(String));
    });
  });
});

/** `iat` and `exp` of a token issued now. */
function timesNow(): { iat: number; exp: number } {
  const iat = Math.floor(Date.now() / 1000);
  return { iat, exp: iat + options.jwtExpiresInSeconds };
}
