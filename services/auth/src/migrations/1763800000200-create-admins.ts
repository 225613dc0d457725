import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAdmins1763800000200 implements MigrationInterface {
  name = 'CreateAdmins1763800000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The username's length is the login field limit in @site/contract named beside it.
    await queryRunner.query(`
      CREATE TABLE admins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL CONSTRAINT admins_username_key UNIQUE, -- LOGIN_FIELDS.username.maxLength
        password_hash text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The product has exactly one administrator: a second row cannot be inserted.
    await queryRunner.query(`CREATE UNIQUE INDEX admins_single_row ON admins ((true))`);
    // Failed logins per username and per client address, shared by every bff replica.
    await queryRunner.query(`
      CREATE TABLE login_failures (
        key varchar(200) PRIMARY KEY,
        failures integer NOT NULL,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX login_failures_updated_at_idx ON login_failures (updated_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE login_failures`);
    await queryRunner.query(`DROP TABLE admins`);
  }
}
