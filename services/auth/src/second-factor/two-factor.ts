import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminEntity } from '../admin.entity.js';
import { hashRecoveryCode, newRecoveryCodes, normalRecoveryCode } from './recovery-codes.js';
import { matchingTotpStep, newTotpSecret, qrCodeDataUrl, totpUri } from './totp.js';

/** What a code typed at the second step turned out to be. */
export type CodeCheck = 'totp' | 'recovery-code' | 'wrong' | 'used' | 'used-recovery-code';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export interface TotpSetup {
  secret: string;
  uri: string;
  qrCode: string;
}

/** TOTP (RFC 6238) and its single-use recovery codes, for the one admin. */
@Injectable()
export class TwoFactor {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async status(admin: AdminEntity): Promise<TwoFactorStatus> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM recovery_codes WHERE admin_id = $1 AND used_at IS NULL`,
      [admin.id],
    );
    return {
      enabled: admin.totpSecret !== null,
      enabledAt: admin.totpEnabledAt,
      recoveryCodesLeft: row?.n ?? 0,
    };
  }

  /** A new key waiting for its first code (it replaces one waiting already). */
  async setUp(admin: AdminEntity): Promise<TotpSetup> {
    const secret = newTotpSecret();
    await this.dataSource.query(`UPDATE admins SET totp_pending_secret = $2 WHERE id = $1`, [
      admin.id,
      secret,
    ]);
    const uri = totpUri(secret, admin.username);
    return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
  }

  /**
   * Turns TOTP on when `code` matches the waiting key: answers the new recovery codes, or null
   * for a wrong code. The code's step counts as used.
   */
  async enable(admin: AdminEntity, code: string): Promise<string[] | null> {
    const secret = admin.totpPendingSecret;
    const step = secret ? matchingTotpStep(secret, code) : null;
    if (!secret || step === null) return null;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE admins SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
                totp_enabled_at = now(), totp_last_step = $2
          WHERE id = $1`,
        [admin.id, step],
      );
      return this.replaceRecoveryCodes(admin.id, manager);
    });
  }

  /** Turns TOTP off, its recovery codes going with it. */
  async disable(adminId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
              totp_last_step = 0
        WHERE id = $1`,
      [adminId],
    );
    await manager.query(`DELETE FROM recovery_codes WHERE admin_id = $1`, [adminId]);
  }

  /** A new set of recovery codes; the old ones stop working. */
  renewRecoveryCodes(adminId: string): Promise<string[]> {
    return this.dataSource.transaction((manager) => this.replaceRecoveryCodes(adminId, manager));
  }

  /**
   * Checks a code of the second step: a TOTP code (within ±1 step, newer than the last one
   * accepted) or an unused recovery code. An accepted code is used up in the same statement, so
   * two requests with one code cannot both pass.
   */
  async check(admin: AdminEntity, code: string): Promise<CodeCheck> {
    if (!admin.totpSecret) return 'wrong';
    if (/^[\d\s]+$/.test(code)) {
      const step = matchingTotpStep(admin.totpSecret, code);
      if (step === null) return 'wrong';
      const [, taken] = await this.dataSource.query<[unknown, number]>(
        `UPDATE admins SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2`,
        [admin.id, step],
      );
      return taken > 0 ? 'totp' : 'used';
    }
    const normal = normalRecoveryCode(code);
    if (!normal) return 'wrong';
    const hash = hashRecoveryCode(normal);
    const [, taken] = await this.dataSource.query<[unknown, number]>(
      `UPDATE recovery_codes SET used_at = now()
        WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [admin.id, hash],
    );
    if (taken > 0) return 'recovery-code';
    const [used] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM recovery_codes WHERE admin_id = $1 AND code_hash = $2`,
      [admin.id, hash],
    );
    return used ? 'used-recovery-code' : 'wrong';
  }

  private async replaceRecoveryCodes(adminId: string, manager: EntityManager): Promise<string[]> {
    const { codes, hashes } = newRecoveryCodes();
    await manager.query(`DELETE FROM recovery_codes WHERE admin_id = $1`, [adminId]);
    await manager.query(
      `INSERT INTO recovery_codes (admin_id, code_hash) SELECT $1, unnest($2::text[])`,
      [adminId, hashes],
    );
    return codes;
  }
}
