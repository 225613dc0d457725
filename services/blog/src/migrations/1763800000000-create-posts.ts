import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreatePosts1763800000000 implements MigrationInterface {
  name = 'CreatePosts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each varchar length is the field limit in @site/contract named beside the column.
    await queryRunner.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL, -- POST_FIELDS.title.maxLength
        slug varchar(200) NOT NULL CONSTRAINT posts_slug_key UNIQUE, -- POST_FIELDS.slug.maxLength
        excerpt varchar(500) NOT NULL, -- POST_FIELDS.excerpt.maxLength
        content text NOT NULL,
        read_time varchar(50) NOT NULL, -- POST_FIELDS.readTime.maxLength
        tags text[] NOT NULL DEFAULT '{}',
        image_key varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX posts_created_at_idx ON posts (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE posts`);
  }
}
