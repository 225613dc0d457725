import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { SLUG_MAX_LENGTH } from '@site/contract';

/**
 * Writing and publishing: a status (draft, scheduled, published) with the publish time, a
 * version for concurrent edits, the trash (deleted_at), the revisions of each post, the old
 * slugs that redirect to a post, and the share links of unpublished posts. Existing posts are
 * published at their creation time; a row inserted without a status (an older bff, psql) is
 * published at once, as before.
 */
export class PostPublishing1764200000000 implements MigrationInterface {
  name = 'PostPublishing1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE posts
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'published'
          CONSTRAINT posts_status_check CHECK (status IN ('draft', 'scheduled', 'published')),
        ADD COLUMN published_at timestamptz DEFAULT now(),
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN deleted_at timestamptz`);
    await queryRunner.query(`UPDATE posts SET published_at = created_at`);
    await queryRunner.query(`
      ALTER TABLE posts ADD CONSTRAINT posts_publish_time_check
        CHECK (status = 'draft' OR published_at IS NOT NULL)`);
    // The public list, newest publication first; the scheduler's due posts; the trash's purge.
    await queryRunner.query(`
      CREATE INDEX posts_public_idx ON posts (published_at DESC, id DESC)
        WHERE status = 'published' AND deleted_at IS NULL`);
    await queryRunner.query(`
      CREATE INDEX posts_scheduled_idx ON posts (published_at)
        WHERE status = 'scheduled' AND deleted_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX posts_trashed_idx ON posts (deleted_at) WHERE deleted_at IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX posts_updated_idx ON posts (updated_at DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE post_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        version integer NOT NULL,
        kind varchar(20) NOT NULL,
        summary text NOT NULL,
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX post_revisions_post_idx ON post_revisions (post_id, created_at DESC, id DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE post_slug_redirects (
        slug varchar(${SLUG_MAX_LENGTH}) PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX post_slug_redirects_post_idx ON post_slug_redirects (post_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE post_preview_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX post_preview_links_post_idx ON post_preview_links (post_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE post_preview_links`);
    await queryRunner.query(`DROP TABLE post_slug_redirects`);
    await queryRunner.query(`DROP TABLE post_revisions`);
    await queryRunner.query(`DROP INDEX posts_updated_idx`);
    await queryRunner.query(`DROP INDEX posts_trashed_idx`);
    await queryRunner.query(`DROP INDEX posts_scheduled_idx`);
    await queryRunner.query(`DROP INDEX posts_public_idx`);
    await queryRunner.query(`
      ALTER TABLE posts
        DROP CONSTRAINT posts_publish_time_check,
        DROP COLUMN deleted_at,
        DROP COLUMN version,
        DROP COLUMN published_at,
        DROP COLUMN status`);
  }
}
