import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';

export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

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

  /** The keys an attempt for a username from a client address counts against. */
  keysFor(username: string, clientIp: string): ThrottleKey[] {
    return [
      { key: usernameKey(username), maxFailures: this.options.lockout.maxFailuresPerUser },
      ...this.addressKeys(clientIp),
    ];
  }

  /** The key of an attempt that names no username (a passkey). */
  addressKeys(clientIp: string): ThrottleKey[] {
    return [{ key: `ip:${clientIp}`, maxFailures: this.options.lockout.maxFailuresPerIp }];
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

  /**
   * Claims one login attempt for the key, atomically, before the password is checked: answers
   * the seconds the key is locked for (the attempt is refused), or 0 (it may go on). A claimed
   * attempt counts as a failure until `clear()` says otherwise, and the attempt that reaches
   * `maxFailures` locks the key at once, so parallel guesses cannot all pass the lock check.
   */
  async claimAttempt(key: string, maxFailures: number): Promise<number> {
    const { lockoutSeconds, maxLockoutSeconds } = this.options.lockout;
    return this.db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO login_failures (key, failures, locked_until, updated_at)
         VALUES ($1, 0, NULL, now()) ON CONFLICT (key) DO NOTHING`,
        [key],
      );
      // The row lock makes parallel attempts on one key take their turn here (not during the
      // password check, which runs after the commit).
      const rows: { seconds: string | null }[] = await manager.query(
        `SELECT ceil(extract(epoch FROM locked_until - now())) AS seconds
           FROM login_failures WHERE key = $1 FOR UPDATE`,
        [key],
      );
      const locked = Number(rows[0]?.seconds ?? 0);
      if (locked > 0) return locked;
      await manager.query(
        `UPDATE login_failures
            SET failures = failures + 1, locked_until = ${lockAfter('failures + 1')}, updated_at = now()
          WHERE key = $1`,
        [key, maxFailures, lockoutSeconds, maxLockoutSeconds],
      );
      return 0;
    });
  }

  /** Forgets addresses and names that stopped failing a day ago, so the table stays small. */
  async forgetStale(): Promise<void> {
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

/**
 * The lock after the n-th failure: $2 failures allowed, then $3 * 2^(n - $2) seconds, at most
 * $4. The exponent is clamped: 2^1024 overflows float8, which would fail every further failure
 * (and with it the lockout) for a key with a very long history.
 */
function lockAfter(failures: string): string {
  return `CASE WHEN ${failures} >= $2 THEN now() + LEAST($4::float8, $3::float8 * power(2, LEAST(${failures} - $2, 64))) * interval '1 second' END`;
}

function usernameKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}
