import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin account beyond a password: sessions (every token names one), TOTP and its recovery
 * codes, passkeys, and the challenges of a login's second step and of passkey prompts. A token
 * no longer carries a version: sessions replace it, so tokens issued before this migration stop
 * working (the admin logs in once more).
 */
export class AdminAccount1764500000200 implements MigrationInterface {
  name = 'AdminAccount1764500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admins
        DROP COLUMN token_version,
        ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now(),
        -- argon2id of the ADMIN_PASSWORD applied last: a start with the same value leaves a
        -- password changed in the admin area alone
        ADD COLUMN provisioned_password_hash text,
        ADD COLUMN totp_secret varchar(64),
        ADD COLUMN totp_pending_secret varchar(64),
        ADD COLUMN totp_enabled_at timestamptz,
        -- the newest 30-second step a code was accepted for: a code is good once
        ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE TABLE admin_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        method varchar(30) NOT NULL,
        device varchar(200) NOT NULL,
        ip_address varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE INDEX admin_sessions_open_idx ON admin_sessions (admin_id, created_at DESC)
        WHERE ended_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX admin_sessions_expires_at_idx ON admin_sessions (expires_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL, -- SHA-256 (hex) of the code: 50 random bits, never stored
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX recovery_codes_code_idx ON recovery_codes (admin_id, code_hash)`,
    );
    await queryRunner.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        credential_id varchar(1400) NOT NULL CONSTRAINT passkeys_credential_id_key UNIQUE,
        public_key bytea NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        backed_up boolean NOT NULL DEFAULT false,
        name varchar(60) NOT NULL, -- ACCOUNT_FIELDS.passkeyName.maxLength
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE auth_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(30) NOT NULL,
        admin_id uuid REFERENCES admins (id) ON DELETE CASCADE,
        -- the second step: SHA-256 (hex) of the secret half the browser holds
        secret_hash char(64),
        -- a passkey prompt: the WebAuthn challenge (base64url), signed by the authenticator
        webauthn_challenge varchar(200),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX auth_challenges_expires_at_idx ON auth_challenges (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth_challenges`);
    await queryRunner.query(`DROP TABLE passkeys`);
    await queryRunner.query(`DROP TABLE recovery_codes`);
    await queryRunner.query(`DROP TABLE admin_sessions`);
    await queryRunner.query(`
      ALTER TABLE admins
        ADD COLUMN token_version integer NOT NULL DEFAULT 0,
        DROP COLUMN password_changed_at,
        DROP COLUMN provisioned_password_hash,
        DROP COLUMN totp_secret,
        DROP COLUMN totp_pending_secret,
        DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_last_step`);
  }
}
