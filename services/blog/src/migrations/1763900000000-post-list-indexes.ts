import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { slugify } from '@site/contract';

/**
 * What the paged list needs: newest first by (created_at, id), the tag filter on the tags'
 * slugs, and full-text search over title (weight A), excerpt (B) and content without its HTML
 * tags (C).
 */
export class PostListIndexes1763900000000 implements MigrationInterface {
  name = 'PostListIndexes1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN tag_slugs text[] NOT NULL DEFAULT '{}'`);
    const rows = (await queryRunner.query(`SELECT id, tags FROM posts`)) as {
      id: string;
      tags: string[];
    }[];
    for (const { id, tags } of rows) {
      await queryRunner.query(`UPDATE posts SET tag_slugs = $2 WHERE id = $1`, [
        id,
        [...new Set(tags.map(slugify).filter(Boolean))],
      ]);
    }
    await queryRunner.query(`
      ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', excerpt), 'B') ||
        setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
      ) STORED`);
    await queryRunner.query(`DROP INDEX posts_created_at_idx`);
    await queryRunner.query(
      `CREATE INDEX posts_created_at_id_idx ON posts (created_at DESC, id DESC)`,
    );
    // Posts are written rarely and read often: each write goes straight into the GIN indexes
    // rather than into a pending list that every search would scan until the next vacuum.
    await queryRunner.query(
      `CREATE INDEX posts_tag_slugs_idx ON posts USING gin (tag_slugs) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX posts_search_idx ON posts USING gin (search) WITH (fastupdate = off)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_search_idx`);
    await queryRunner.query(`DROP INDEX posts_tag_slugs_idx`);
    await queryRunner.query(`DROP INDEX posts_created_at_id_idx`);
    await queryRunner.query(`CREATE INDEX posts_created_at_idx ON posts (created_at DESC)`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN search`);
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN tag_slugs`);
  }
}
