import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The counter's shards, as message_status_counts has them: concurrent writes do not queue. */
const SHARDS = 16;

/**
 * A generation of the messages: the sum of `message_changes.n` grows with every statement that
 * writes `messages` (insert, update, delete, truncate), in the statement's own transaction, so a
 * reader that sees a generation sees every change before it. The inbox keeps a search's count
 * for one generation, in each bff replica, and counts again when it moves.
 */
export class MessageChanges1764300000400 implements MigrationInterface {
  name = 'MessageChanges1764300000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_changes (shard smallint PRIMARY KEY, n bigint NOT NULL)`);
    await queryRunner.query(`
      CREATE FUNCTION message_changes_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO message_changes (shard, n) VALUES (floor(random() * ${SHARDS})::int, 1)
        ON CONFLICT (shard) DO UPDATE SET n = message_changes.n + 1;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER messages_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
        ON messages FOR EACH STATEMENT EXECUTE FUNCTION message_changes_count()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER messages_count_changes ON messages`);
    await queryRunner.query(`DROP FUNCTION message_changes_count()`);
    await queryRunner.query(`DROP TABLE message_changes`);
  }
}
