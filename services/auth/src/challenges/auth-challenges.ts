import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ACCOUNT } from '@site/contract';
import { isUuid } from '@site/common';

/** What a challenge is for. */
export type ChallengeKind = 'second-factor' | 'passkey-login' | 'passkey-registration';

/** A passkey prompt's challenge, taken (single use). */
export interface TakenPasskeyChallenge {
  adminId: string | null;
  challenge: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Short-lived challenges in PostgreSQL, so any replica can finish what another began: the second
 * step of a login (the browser holds `<id>.<secret>`, the table only the secret's hash) and
 * passkey prompts (a WebAuthn challenge, taken once, so an assertion cannot be replayed).
 */
@Injectable()
export class AuthChallenges {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A second step for the admin, valid ACCOUNT.secondFactorSeconds. */
  async openSecondStep(adminId: string): Promise<{ token: string; expiresAt: Date }> {
    const secret = randomBytes(32).toString('base64url');
    const [row] = await this.dataSource.query<{ id: string; expires_at: Date }[]>(
      `INSERT INTO auth_challenges (kind, admin_id, secret_hash, expires_at)
       VALUES ('second-factor', $1, $2, now() + make_interval(secs => $3))
       RETURNING id, expires_at`,
      [adminId, sha256(secret), ACCOUNT.secondFactorSeconds],
    );
    return { token: `${row!.id}.${secret}`, expiresAt: row!.expires_at };
  }

  /** The second step a token stands for while it lasts: its id and admin; null otherwise. */
  async secondStep(token: string): Promise<{ id: string; adminId: string } | null> {
    const [id = '', secret = '', ...rest] = token.split('.');
    if (!isUuid(id) || !secret || rest.length) return null;
    const [row] = await this.dataSource.query<{ admin_id: string; secret_hash: string }[]>(
      `SELECT admin_id, secret_hash FROM auth_challenges
        WHERE id = $1 AND kind = 'second-factor' AND expires_at > now()`,
      [id],
    );
    if (!row || row.secret_hash !== sha256(secret)) return null;
    return { id, adminId: row.admin_id };
  }

  /** Stores a passkey prompt's challenge; answers the ceremony id the browser sends back. */
  async openPasskeyPrompt(
    kind: 'passkey-login' | 'passkey-registration',
    challenge: string,
    adminId: string | null,
  ): Promise<string> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO auth_challenges (kind, admin_id, webauthn_challenge, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       RETURNING id`,
      [kind, adminId, challenge, ACCOUNT.passkeySeconds],
    );
    return row!.id;
  }

  /** Takes a passkey prompt's challenge (it is deleted: one answer per prompt); null when it is
   * unknown, of another kind, expired or taken already. */
  async takePasskeyPrompt(
    kind: 'passkey-login' | 'passkey-registration',
    ceremony: string,
  ): Promise<TakenPasskeyChallenge | null> {
    if (!isUuid(ceremony)) return null;
    const [rows] = await this.dataSource.query<
      [{ admin_id: string | null; webauthn_challenge: string; live: boolean }[], number]
    >(
      `DELETE FROM auth_challenges WHERE id = $1 AND kind = $2
        RETURNING admin_id, webauthn_challenge, expires_at > now() AS live`,
      [ceremony, kind],
    );
    const row = rows[0];
    return row?.live ? { adminId: row.admin_id, challenge: row.webauthn_challenge } : null;
  }

  /** Ends a second step that succeeded; false when another request ended it first (or it
   * expired meanwhile), so one second step opens one session. */
  async closeSecondStep(id: string): Promise<boolean> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM auth_challenges WHERE id = $1 AND kind = 'second-factor' AND expires_at > now()`,
      [id],
    );
    return affected > 0;
  }

  /** Forgets expired challenges. */
  async forgetExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_challenges WHERE expires_at < now()`);
  }
}
