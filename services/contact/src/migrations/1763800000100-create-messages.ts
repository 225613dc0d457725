import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateMessages1763800000100 implements MigrationInterface {
  name = 'CreateMessages1763800000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each varchar length is the field limit in @site/contract named beside the column.
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL, -- MESSAGE_FIELDS.name.maxLength
        email varchar(254) NOT NULL, -- MESSAGE_FIELDS.email.maxLength
        company varchar(120), -- MESSAGE_FIELDS.company.maxLength
        phone varchar(30), -- MESSAGE_FIELDS.phone.maxLength
        message varchar(5000) NOT NULL, -- MESSAGE_FIELDS.message.maxLength
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX messages_created_at_idx ON messages (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messages`);
  }
}
