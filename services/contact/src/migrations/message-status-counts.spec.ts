/** The status counts the triggers keep always equal a count over the messages. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import { contactMigrations } from '../index.js';
import { MessageStatusCounts1764300000300 } from './1764300000300-message-status-counts.js';

describe('message_status_counts', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Messages written before the counts existed are counted by the migration.
    db = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: contactMigrations.slice(
        0,
        contactMigrations.indexOf(MessageStatusCounts1764300000300),
      ),
    });
    await db.initialize();
    await db.runMigrations();
    await insert(3, 'new');
    await db.destroy();
    db = new DataSource({ type: 'postgres', url: database.url, migrations: contactMigrations });
    await db.initialize();
    await db.runMigrations();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const insert = (n: number, status: string) =>
    db.query(
      `INSERT INTO messages (name, email, message, status)
       SELECT 'Lead', 'lead@example.com', 'Text ' || i, $2 FROM generate_series(1, $1) AS i`,
      [n, status],
    );

  /** The kept counts and the true ones, by status. */
  async function both() {
    const kept = await db.query<{ status: string; n: number }[]>(
      `SELECT status, sum(n)::int AS n FROM message_status_counts GROUP BY status
        HAVING sum(n) <> 0 ORDER BY status`,
    );
    const real = await db.query<{ status: string; n: number }[]>(
      `SELECT status, count(*)::int AS n FROM messages GROUP BY status ORDER BY status`,
    );
    return { kept, real };
  }

  it('follows inserts, status moves, other updates and bulk deletes', async () => {
    expect(await both()).toEqual({
      kept: [{ status: 'new', n: 3 }],
      real: [{ status: 'new', n: 3 }],
    });
    await insert(40, 'new');
    await insert(5, 'spam');
    await db.query(
      `UPDATE messages SET status = 'read' WHERE id IN (SELECT id FROM messages WHERE status = 'new' LIMIT 10)`,
    );
    await db.query(`UPDATE messages SET read_at = now() WHERE status = 'read'`);
    await db.query(`UPDATE messages SET status = 'archived' WHERE status = 'spam'`);
    await db.query(
      `DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE status = 'new' LIMIT 7)`,
    );
    const { kept, real } = await both();
    expect(real).toEqual([
      { status: 'archived', n: 5 },
      { status: 'new', n: 26 },
      { status: 'read', n: 10 },
    ]);
    expect(kept).toEqual(real);
  });

  it('stays right under concurrent inserts, and a truncate empties it', async () => {
    await Promise.all(Array.from({ length: 40 }, () => insert(1, 'new')));
    const { kept, real } = await both();
    expect(kept).toEqual(real);
    await db.query('TRUNCATE messages CASCADE');
    expect(await both()).toEqual({ kept: [], real: [] });
  });
});
