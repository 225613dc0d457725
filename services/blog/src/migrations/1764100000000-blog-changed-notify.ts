import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Every statement that changes the posts notifies the channel `blog_changed` (once, when its
 * transaction commits), so each bff's read cache forgets what it kept.
 */
export class BlogChangedNotify1764100000000 implements MigrationInterface {
  name = 'BlogChangedNotify1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_blog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('blog_changed', '');
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER posts_notify_blog_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
        FOR EACH STATEMENT EXECUTE FUNCTION notify_blog_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER posts_notify_blog_changed ON posts`);
    await queryRunner.query(`DROP FUNCTION notify_blog_changed()`);
  }
}
