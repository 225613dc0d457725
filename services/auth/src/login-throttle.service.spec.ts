import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { DomainError } from '@site/common';
import { type TestModule } from '@site/common/testing';
import { clientAt, startAuth } from './auth.fixtures.js';
import { type AuthModuleOptions } from './auth.options.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';

// Small numbers so the suite can wait a lock out: 3 failures per name, 4 per address, a lock of
// 2 s doubling up to 10 s.
const options: AuthModuleOptions = {
  jwtSecret: 'login-throttle-spec-secret',
  jwtExpiresInSeconds: 600,
  siteUrl: 'http://localhost:5000',
  lockout: { maxFailuresPerUser: 3, maxFailuresPerIp: 4, lockoutSeconds: 2, maxLockoutSeconds: 10 },
};
const PASSWORD = 'the right password';
const IP = '192.0.2.20';
const OTHER_IP = '198.51.100.30';

interface FailureRow {
  key: string;
  failures: number;
  /** locked_until - updated_at in seconds: the length of the lock set by the last failure. */
  lock_seconds: number | null;
}

describe('login lockout', () => {
  let testModule: TestModule;
  let moduleRef: TestingModule;
  let auth: AuthService;
  let throttle: LoginThrottleService;
  let dataSource: DataSource;

  beforeAll(async () => {
    testModule = await startAuth(options);
    moduleRef = testModule.moduleRef;
    auth = moduleRef.get(AuthService);
    throttle = moduleRef.get(LoginThrottleService, { strict: false });
    dataSource = moduleRef.get(DataSource);
    await auth.provisionAdmin('admin', PASSWORD);
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM login_failures');
  });

  async function failureRows(): Promise<FailureRow[]> {
    return dataSource.query(
      `SELECT key, failures, extract(epoch FROM locked_until - updated_at)::float8 AS lock_seconds
         FROM login_failures ORDER BY key`,
    );
  }

  async function failLogin(username: string, clientIp = IP): Promise<void> {
    await expect(
      auth.login(username, 'a wrong password', clientAt(clientIp)),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
  }

  async function lockedError(username: string, clientIp = IP): Promise<DomainError> {
    const error = await auth.login(username, PASSWORD, clientAt(clientIp)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'LOGIN_LOCKED' });
    return error as DomainError;
  }

  it('locks the username after the third failure, even for the right password', async () => {
    for (let i = 0; i < 3; i++) await failLogin('admin');

    const error = await lockedError('admin');

    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(2);
    expect(error.message).toBe(
      `Too many failed login attempts. Please try again in ${error.retryAfterSeconds} second${
        error.retryAfterSeconds === 1 ? '' : 's'
      }.`,
    );
    // The lock is per name: from another address the name is still locked.
    await lockedError('admin', OTHER_IP);
  });

  it('does not count an attempt refused by the lock as another failure', async () => {
    for (let i = 0; i < 3; i++) await failLogin('admin');
    await lockedError('admin');
    await lockedError('admin');

    expect(await failureRows()).toEqual([
      { key: `ip:${IP}`, failures: 3, lock_seconds: null },
      { key: 'user:admin', failures: 3, lock_seconds: 2 },
    ]);
  });

  it('lets no more than the allowed guesses reach the password check when they arrive at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        auth.login('admin', `parallel guess ${i}`, clientAt(`203.0.113.${i}`)).then(
          () => 'logged in',
          (error: DomainError) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(3);
    expect(outcomes.filter((code) => code === 'LOGIN_LOCKED')).toHaveLength(9);
    expect((await failureRows()).find((row) => row.key === 'user:admin')).toMatchObject({
      failures: 3,
      lock_seconds: 2,
    });
  });

  it('lets the right password in on the last allowed attempt, and clears the counts', async () => {
    for (let i = 0; i < 2; i++) await failLogin('admin');
    await expect(auth.login('admin', PASSWORD, clientAt(IP))).resolves.toEqual({
      token: expect.any(String),
    });
    expect(await failureRows()).toEqual([]);
  });

  it('counts failures for a username case-insensitively', async () => {
    await failLogin('Admin');
    await failLogin('ADMIN', OTHER_IP);
    await failLogin('admin');

    await lockedError('admin', '203.0.113.40');
    expect((await failureRows()).filter((row) => row.key.startsWith('user:'))).toEqual([
      { key: 'user:admin', failures: 3, lock_seconds: 2 },
    ]);
  });

  it('lets the right password in once the lock has passed, and clears the counters', async () => {
    for (let i = 0; i < 3; i++) await failLogin('admin');
    await lockedError('admin');

    await sleep(2_100);

    await expect(auth.login('admin', PASSWORD, clientAt(IP))).resolves.toEqual({
      token: expect.any(String),
    });
    expect(await failureRows()).toEqual([]);
    // Counting starts again from zero: two more failures do not lock.
    await failLogin('admin');
    await failLogin('admin');
    await expect(auth.login('admin', PASSWORD, clientAt(IP))).resolves.toEqual({
      token: expect.any(String),
    });
  });

  it('doubles the lock with every further failure, up to maxLockoutSeconds', async () => {
    const lengths: (number | null)[] = [];
    for (let i = 0; i < 7; i++) {
      // As if the last lock had passed, so the next attempt reaches the password check.
      await dataSource.query(`UPDATE login_failures SET locked_until = now() - interval '1 second'
                               WHERE locked_until IS NOT NULL`);
      await failLogin('growing', `203.0.113.${i}`);
      const row = (await failureRows()).find((r) => r.key === 'user:growing');
      expect(row?.failures).toBe(i + 1);
      lengths.push(row!.lock_seconds);
    }

    expect(lengths).toEqual([null, null, 2, 4, 8, 10, 10]);
  });

  it('keeps the lock at maxLockoutSeconds after a very long run of failures', async () => {
    await dataSource.query(
      `INSERT INTO login_failures (key, failures, locked_until) VALUES ('ip:${IP}', 5000, NULL)`,
    );

    await failLogin('admin');

    expect(await failureRows()).toEqual([
      { key: `ip:${IP}`, failures: 5001, lock_seconds: 10 },
      { key: 'user:admin', failures: 1, lock_seconds: null },
    ]);
  });

  it('reports the time left on the longest lock of a name and an address', async () => {
    await dataSource.query(
      `INSERT INTO login_failures (key, failures, locked_until) VALUES
         ('user:admin', 3, now() + interval '5 seconds'),
         ('ip:${IP}', 9, now() + interval '125 seconds')`,
    );

    expect(await throttle.secondsLocked(['user:admin'])).toBe(5);
    expect(await throttle.secondsLocked(['user:admin', `ip:${IP}`])).toBe(125);
    expect(await throttle.secondsLocked(['user:nobody', `ip:${OTHER_IP}`])).toBe(0);
    const error = await lockedError('admin');
    expect(error.retryAfterSeconds).toBe(125);
    expect(error.message).toBe('Too many failed login attempts. Please try again in 3 minutes.');
  });

  it('forgets keys that stopped failing a day ago', async () => {
    await dataSource.query(
      `INSERT INTO login_failures (key, failures, locked_until, updated_at) VALUES
         ('user:stale', 2, NULL, now() - interval '25 hours'),
         ('user:recent', 2, NULL, now() - interval '23 hours')`,
    );

    await failLogin('someone');

    expect((await failureRows()).map((row) => row.key)).toEqual([
      `ip:${IP}`,
      'user:recent',
      'user:someone',
    ]);
  });

  it('locks an address after four failures for different names, for any name', async () => {
    for (const name of ['alice', 'bob', 'carol', 'dave']) await failLogin(name);

    const error = await lockedError('admin');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(2);
    await lockedError('erin');
    // Another address is not locked, and none of the names reached their own limit.
    await expect(auth.login('admin', PASSWORD, clientAt(OTHER_IP))).resolves.toEqual({
      token: expect.any(String),
    });
    await failLogin('alice', OTHER_IP);
  });

  it('counts unknown usernames like known ones, so a lock does not reveal which names exist', async () => {
    for (let i = 0; i < 3; i++) await failLogin('ghost');

    const known = await auth.login('admin', PASSWORD, clientAt(OTHER_IP)).then(() => 'logged in');
    const unknown = await lockedError('ghost', OTHER_IP);

    expect(known).toBe('logged in');
    expect(unknown.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(unknown.message).toMatch(/^Too many failed login attempts\. Please try again in /);
    expect(await failureRows()).toContainEqual({ key: 'user:ghost', failures: 3, lock_seconds: 2 });
  });

  it('lifts a lock on the username when the password is reset, but not a lock on the address', async () => {
    for (let i = 0; i < 3; i++) await failLogin('admin', `203.0.113.${i}`);
    for (const name of ['a', 'b', 'c', 'd']) await failLogin(name, OTHER_IP);
    await expect(auth.login('admin', PASSWORD, clientAt(IP))).rejects.toMatchObject({
      code: 'LOGIN_LOCKED',
    });

    await auth.resetPassword('a brand new password');

    await expect(auth.login('admin', 'a brand new password', clientAt(IP))).resolves.toEqual({
      token: expect.any(String),
    });
    await expect(
      auth.login('admin', 'a brand new password', clientAt(OTHER_IP)),
    ).rejects.toMatchObject({
      code: 'LOGIN_LOCKED',
    });
    await auth.resetPassword(PASSWORD);
  });
});
