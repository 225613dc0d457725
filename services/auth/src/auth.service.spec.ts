import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { type TestingModule } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { DomainError } from '@site/common';
import { startTestModule, type TestModule } from '@site/common/testing';
import { AdminEntity } from './admin.entity.js';
import { AuthModule } from './auth.module.js';
import { type AuthModuleOptions } from './auth.options.js';
import { AuthService, type TokenPayload } from './auth.service.js';
import { authEntities, authMigrations } from './index.js';

const options: AuthModuleOptions = {
  jwtSecret: 'auth-service-spec-secret',
  jwtExpiresInSeconds: 3600,
  // Generous limits: lockout has its own spec (login-throttle.service.spec.ts).
  lockout: {
    maxFailuresPerUser: 5,
    maxFailuresPerIp: 20,
    lockoutSeconds: 60,
    maxLockoutSeconds: 3600,
  },
};
const IP = '192.0.2.10';
const GENERATED_PASSWORD = /^[A-Za-z0-9_-]{24}$/;

describe('AuthService', () => {
  let testModule: TestModule;
  let moduleRef: TestingModule;
  let auth: AuthService;
  let jwt: JwtService;
  let admins: Repository<AdminEntity>;
  let dataSource: DataSource;

  beforeAll(async () => {
    testModule = await startTestModule({
      entities: authEntities,
      migrations: authMigrations,
      imports: [AuthModule.forRoot(options)],
    });
    moduleRef = testModule.moduleRef;
    auth = moduleRef.get(AuthService);
    jwt = moduleRef.get(JwtService, { strict: false });
    admins = moduleRef.get(getRepositoryToken(AdminEntity), { strict: false });
    dataSource = moduleRef.get(DataSource);
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM admins');
    await dataSource.query('DELETE FROM login_failures');
  });

  /** What the bff does with a bearer token: verify the signature, then resolve the session. */
  async function sessionFor(token: string) {
    return auth.resolveSession(await jwt.verifyAsync<TokenPayload>(token));
  }

  async function theAdmin(): Promise<AdminEntity> {
    const rows = await admins.find();
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  describe('provisionAdmin without a password', () => {
    it('creates "admin" with a generated 24-character password that logs in', async () => {
      const result = await auth.provisionAdmin('admin');

      expect(result.generatedPassword).toMatch(GENERATED_PASSWORD);
      const admin = await theAdmin();
      expect(admin.username).toBe('admin');
      expect(admin.tokenVersion).toBe(0);
      const token = await auth.login('admin', result.generatedPassword!, IP);
      await expect(sessionFor(token)).resolves.toEqual({ adminId: admin.id, username: 'admin' });
    });

    it('returns nothing and changes nothing once an admin exists', async () => {
      const { generatedPassword } = await auth.provisionAdmin('admin');
      const before = await theAdmin();

      await expect(auth.provisionAdmin('admin')).resolves.toEqual({});
      await expect(auth.provisionAdmin('someone-else')).resolves.toEqual({});

      expect(await theAdmin()).toEqual(before);
      await expect(auth.login('admin', generatedPassword!, IP)).resolves.toEqual(
        expect.any(String),
      );
    });

    it('generates a different password each time', async () => {
      const first = await auth.provisionAdmin('admin');
      await dataSource.query('DELETE FROM admins');
      const second = await auth.provisionAdmin('admin');
      expect(second.generatedPassword).toMatch(GENERATED_PASSWORD);
      expect(second.generatedPassword).not.toBe(first.generatedPassword);
    });
  });

  describe('provisionAdmin with a password', () => {
    it('creates the admin with that password and returns no generated one', async () => {
      await expect(auth.provisionAdmin('owner', 'first password')).resolves.toEqual({});

      const admin = await theAdmin();
      expect(admin.username).toBe('owner');
      await expect(auth.login('owner', 'first password', IP)).resolves.toEqual(expect.any(String));
    });

    it('keeps the token version, and issued tokens, when the password is unchanged', async () => {
      await auth.provisionAdmin('owner', 'first password');
      const token = await auth.login('owner', 'first password', IP);
      const before = await theAdmin();

      await auth.provisionAdmin('owner', 'first password');

      const after = await theAdmin();
      expect(after.tokenVersion).toBe(before.tokenVersion);
      expect(after.passwordHash).toBe(before.passwordHash);
      await expect(sessionFor(token)).resolves.toEqual({ adminId: after.id, username: 'owner' });
    });

    it('revokes issued tokens and swaps the password when it changed', async () => {
      await auth.provisionAdmin('owner', 'first password');
      const oldToken = await auth.login('owner', 'first password', IP);
      const before = await theAdmin();

      await auth.provisionAdmin('owner', 'second password');

      const after = await theAdmin();
      expect(after.id).toBe(before.id);
      expect(after.tokenVersion).toBe(before.tokenVersion + 1);
      await expect(sessionFor(oldToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      const newToken = await auth.login('owner', 'second password', IP);
      await expect(sessionFor(newToken)).resolves.toEqual({ adminId: after.id, username: 'owner' });
      await expect(auth.login('owner', 'first password', IP)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('applies a changed username', async () => {
      await auth.provisionAdmin('owner', 'first password');
      const before = await theAdmin();

      await auth.provisionAdmin('boss', 'first password');

      const after = await theAdmin();
      expect(after.id).toBe(before.id);
      expect(after.username).toBe('boss');
      const token = await auth.login('boss', 'first password', IP);
      await expect(sessionFor(token)).resolves.toEqual({ adminId: after.id, username: 'boss' });
      await expect(auth.login('owner', 'first password', IP)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });
  });

  describe('the admins table', () => {
    it('refuses a second row, through the repository and through SQL', async () => {
      await auth.provisionAdmin('owner', 'first password');

      await expect(
        admins.insert({ username: 'second', passwordHash: 'not-a-real-hash' }),
      ).rejects.toThrow(/admins_single_row/);
      await expect(
        dataSource.query(`INSERT INTO admins (username, password_hash) VALUES ('third', 'x')`),
      ).rejects.toThrow(/duplicate key/);
      expect((await theAdmin()).username).toBe('owner');
    });

    it('stores an argon2id hash, never the password', async () => {
      await auth.provisionAdmin('owner', 'a password to hide');
      const rows: { password_hash: string }[] = await dataSource.query(
        'SELECT password_hash FROM admins',
      );

      expect(rows).toHaveLength(1);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.password_hash).not.toContain('a password to hide');
    });
  });

  describe('login', () => {
    it('issues an HS256 JWT with the admin id, token version and configured lifetime', async () => {
      await auth.provisionAdmin('owner', 'right password');
      await dataSource.query('UPDATE admins SET token_version = 7');
      const admin = await theAdmin();

      const token = await auth.login('owner', 'right password', IP);

      const decoded = jwt.decode<TokenPayload & { iat: number; exp: number }>(token, {
        complete: true,
      });
      expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(decoded.payload.sub).toBe(admin.id);
      expect(decoded.payload.ver).toBe(7);
      expect(decoded.payload.exp - decoded.payload.iat).toBe(options.jwtExpiresInSeconds);
      expect(Math.abs(decoded.payload.iat - Date.now() / 1000)).toBeLessThan(10);
      // Signed with the configured secret, and only with it.
      await expect(
        new JwtService({ secret: options.jwtSecret }).verifyAsync(token),
      ).resolves.toMatchObject({ sub: admin.id, ver: 7 });
      await expect(new JwtService({ secret: 'another secret' }).verifyAsync(token)).rejects.toThrow(
        /invalid signature/,
      );
    });

    it('answers a wrong password and an unknown username alike', async () => {
      await auth.provisionAdmin('owner', 'right password');

      const attempts: [string, string][] = [
        ['owner', 'wrong password'],
        ['nobody', 'right password'],
      ];

      for (const [username, password] of attempts) {
        const error = await auth.login(username, password, IP).then(
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
    });

    it('refuses every login while no admin exists', async () => {
      await expect(auth.login('admin', 'anything', IP)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });
    });

    it('refuses an empty password', async () => {
      await auth.provisionAdmin('owner', 'right password');
      await expect(auth.login('owner', '', IP)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });
  });

  describe('resolveSession', () => {
    let admin: AdminEntity;

    beforeEach(async () => {
      await auth.provisionAdmin('owner', 'right password');
      admin = await theAdmin();
    });

    it('returns the admin id and username for a current payload', async () => {
      await expect(
        auth.resolveSession({ sub: admin.id, ver: admin.tokenVersion }),
      ).resolves.toEqual({ adminId: admin.id, username: 'owner' });
    });

    it.each<[string, () => Partial<TokenPayload>]>([
      ['a different token version', () => ({ sub: admin.id, ver: admin.tokenVersion + 1 })],
      ['an unknown admin id', () => ({ sub: randomUUID(), ver: 0 })],
      ['a sub that is not a uuid', () => ({ sub: 'owner', ver: 0 })],
      ['no sub', () => ({ ver: 0 })],
      ['no ver', () => ({ sub: admin.id })],
      ['an empty payload', () => ({})],
      ['a numeric sub', () => ({ sub: 42 as unknown as string, ver: 0 })],
      ['a string ver', () => ({ sub: admin.id, ver: '0' as unknown as number })],
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

  describe('logout', () => {
    it('revokes tokens issued before it; a later login gives a working token', async () => {
      await auth.provisionAdmin('owner', 'right password');
      const before = await auth.login('owner', 'right password', IP);
      const { adminId } = await sessionFor(before);

      await auth.logout(adminId);

      expect((await theAdmin()).tokenVersion).toBe(1);
      await expect(sessionFor(before)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      const after = await auth.login('owner', 'right password', IP);
      await expect(sessionFor(after)).resolves.toEqual({ adminId, username: 'owner' });
    });
  });

  describe('resetPassword', () => {
    it('without a password generates a 24-character one that logs in and revokes old tokens', async () => {
      await auth.provisionAdmin('owner', 'old password');
      const oldToken = await auth.login('owner', 'old password', IP);

      const result = await auth.resetPassword();

      expect(result.username).toBe('owner');
      expect(result.password).toMatch(GENERATED_PASSWORD);
      await expect(sessionFor(oldToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      const newToken = await auth.login('owner', result.password, IP);
      await expect(sessionFor(newToken)).resolves.toMatchObject({ username: 'owner' });
      await expect(auth.login('owner', 'old password', IP)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('with a password sets that password', async () => {
      await auth.provisionAdmin('owner', 'old password');
      const oldToken = await auth.login('owner', 'old password', IP);

      await expect(auth.resetPassword('chosen password')).resolves.toEqual({
        username: 'owner',
        password: 'chosen password',
      });

      await expect(sessionFor(oldToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(auth.login('owner', 'chosen password', IP)).resolves.toEqual(expect.any(String));
      await expect(auth.login('owner', 'old password', IP)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('with a username renames the admin', async () => {
      await auth.provisionAdmin('owner', 'old password');

      await auth.resetPassword('chosen password', 'boss');

      expect((await theAdmin()).username).toBe('boss');
      await expect(auth.login('boss', 'chosen password', IP)).resolves.toEqual(expect.any(String));
    });

    it('creates the admin, named "admin" by default, when the table is empty', async () => {
      const result = await auth.resetPassword();

      expect(result).toEqual({
        username: 'admin',
        password: expect.stringMatching(GENERATED_PASSWORD),
      });
      const admin = await theAdmin();
      expect(admin.username).toBe('admin');
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
      await expect(auth.login('admin', result.password, IP)).resolves.toEqual(expect.any(String));
    });
  });
});
