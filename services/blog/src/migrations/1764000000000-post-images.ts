import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A post's image made for the web (contract ResponsiveImage: variants, social card, placeholder
 * and alt text). Null for a post without an image, and for an image uploaded before the image
 * pipeline until the backfill has made its variants.
 */
export class PostImages1764000000000 implements MigrationInterface {
  name = 'PostImages1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN images jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN images`);
  }
}
