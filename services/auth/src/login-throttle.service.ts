import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';

/**
 * Counts failed logins per username and per client address in PostgreSQL (so every bff replica
 * sees the same counts). From the `maxFailures`-th failure on, the key is locked for a window
 * that doubles with each further failure, from `lockoutSeconds` up to `maxLockoutSeconds`.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
  ) {}

  keysFor(username: string, clientIp: string): { key: string; maxFailures: number }[] {
    const { maxFailuresPerUser, maxFailuresPerIp } = this.options.lockout;
    return [
      { key: usernameKey(username), maxFailures: maxFailuresPerUser },
      { key: `ip:${clientIp}`, maxFailures: maxFailuresPerIp },
    ];
  }

  /** Seconds until the longest current lock on any of the keys ends; 0 when none is locked. */
  async secondsLocked(keys: string[]): Promise<number> {
    const rows: { seconds: string | null }[] = await this.db.query(
      `SELECT ceil(extract(epoch FROM max(locked_until) - now())) AS seconds
         FROM login_failures WHERE key = ANY($1) AND locked_until > now()`,
      [keys],
    );
    return Number(rows[0]?.seconds ?? 0);
  }

  async recordFailure(key: string, maxFailures: number): Promise<void> {
    const { lockoutSeconds, maxLockoutSeconds } = this.options.lockout;
    // $2 failures allowed; the lock after the n-th failure lasts $3 * 2^(n - $2) seconds, at most $4.
    // The exponent is clamped: 2^1024 overflows float8, which would fail every further failure
    // (and with it the lockout) for a key with a very long history.
    const lockAfter = (failures: string) =>
      `CASE WHEN ${failures} >= $2 THEN now() + LEAST($4::float8, $3::float8 * power(2, LEAST(${failures} - $2, 64))) * interval '1 second' END`;
    await this.db.query(
      `INSERT INTO login_failures AS f (key, failures, locked_until, updated_at)
       VALUES ($1, 1, ${lockAfter('1')}, now())
       ON CONFLICT (key) DO UPDATE
         SET failures = f.failures + 1, locked_until = ${lockAfter('f.failures + 1')}, updated_at = now()`,
      [key, maxFailures, lockoutSeconds, maxLockoutSeconds],
    );
    // Forget addresses and names that stopped failing a day ago, so the table stays small.
    await this.db.query(
      `DELETE FROM login_failures
        WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
    );
  }

  clearUsername(username: string): Promise<void> {
    return this.clear([usernameKey(username)]);
  }

  async clear(keys: string[]): Promise<void> {
    await this.db.query(`DELETE FROM login_failures WHERE key = ANY($1)`, [keys]);
  }
}

function usernameKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}
