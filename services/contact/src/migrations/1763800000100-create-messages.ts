import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateMessages1763800000100 implements MigrationInterface {
  name = 'CreateMessages1763800000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        company varchar(120),
        phone varchar(30),
        message varchar(5000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX messages_created_at_idx ON messages (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messages`);
  }
}
