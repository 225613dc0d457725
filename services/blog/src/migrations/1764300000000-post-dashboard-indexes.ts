import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The dashboard's two other orders read from an index, as "last edited" does (posts_updated_idx):
 * a page of a search that matches most posts then stops at its 20th row instead of sorting them
 * all.
 */
export class PostDashboardIndexes1764300000000 implements MigrationInterface {
  name = 'PostDashboardIndexes1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX posts_title_idx ON posts (lower(title), id DESC)`);
    await queryRunner.query(
      `CREATE INDEX posts_published_at_idx ON posts (published_at DESC NULLS LAST, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_published_at_idx`);
    await queryRunner.query(`DROP INDEX posts_title_idx`);
  }
}
