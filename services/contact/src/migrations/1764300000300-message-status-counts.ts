import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The counter's shards: concurrent writes add to one of them at random, so the contact form's
 * inserts do not queue behind one row lock. */
const SHARDS = 16;

/**
 * How many messages each status holds, kept by triggers on `messages` so the inbox reads it in
 * constant time (a count over 10,000 rows takes a millisecond on every page). Statement-level
 * triggers with transition tables: one upsert per status a statement touches, a bulk delete
 * (retention) included. A TRUNCATE empties the counts.
 */
export class MessageStatusCounts1764300000300 implements MigrationInterface {
  name = 'MessageStatusCounts1764300000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_status_counts (
        status varchar(20) NOT NULL,
        shard smallint NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (status, shard)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION message_status_counts_add(changes jsonb) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO message_status_counts (status, shard, n)
        SELECT key, floor(random() * ${SHARDS})::int, value::bigint
          FROM jsonb_each_text(changes) WHERE value::bigint <> 0
        ON CONFLICT (status, shard) DO UPDATE SET n = message_status_counts.n + EXCLUDED.n
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION message_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM message_status_counts_add(
            (SELECT jsonb_object_agg(status, n) FROM
              (SELECT status, count(*) AS n FROM new_rows GROUP BY status) AS added));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM message_status_counts_add(
            (SELECT jsonb_object_agg(status, -n) FROM
              (SELECT status, count(*) AS n FROM old_rows GROUP BY status) AS removed));
        ELSE
          PERFORM message_status_counts_add(
            (SELECT jsonb_object_agg(status, n) FROM
              (SELECT status, sum(n) AS n FROM (
                 SELECT o.status, -1 AS n FROM old_rows o JOIN new_rows w USING (id)
                  WHERE o.status <> w.status
                 UNION ALL
                 SELECT w.status, 1 FROM old_rows o JOIN new_rows w USING (id)
                  WHERE o.status <> w.status) AS moves
               GROUP BY status) AS moved));
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER messages_count_inserts AFTER INSERT ON messages
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION message_status_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER messages_count_deletes AFTER DELETE ON messages
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION message_status_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER messages_count_updates AFTER UPDATE ON messages
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION message_status_counts_track()`);
    await queryRunner.query(`
      CREATE FUNCTION message_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM message_status_counts;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER messages_count_truncates AFTER TRUNCATE ON messages
        FOR EACH STATEMENT EXECUTE FUNCTION message_status_counts_clear()`);
    await queryRunner.query(`
      INSERT INTO message_status_counts (status, shard, n)
      SELECT status, 0, count(*) FROM messages GROUP BY status`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER messages_count_truncates ON messages`);
    await queryRunner.query(`DROP TRIGGER messages_count_updates ON messages`);
    await queryRunner.query(`DROP TRIGGER messages_count_deletes ON messages`);
    await queryRunner.query(`DROP TRIGGER messages_count_inserts ON messages`);
    await queryRunner.query(`DROP FUNCTION message_status_counts_clear()`);
    await queryRunner.query(`DROP FUNCTION message_status_counts_track()`);
    await queryRunner.query(`DROP FUNCTION message_status_counts_add(jsonb)`);
    await queryRunner.query(`DROP TABLE message_status_counts`);
  }
}
