import { afterEach, describe, expect, it } from '@jest/globals';
import { startTestModule, type TestModule } from '@site/common/testing';
import { waitFor } from '@site/testkit';
import { ContactModule } from '../contact.module.js';
import { contactEntities, contactMigrations } from '../index.js';
import { MessageRetention } from './message-retention.js';

describe('MessageRetention against PostgreSQL', () => {
  let testModule: TestModule | undefined;

  afterEach(async () => {
    await testModule?.close();
    testModule = undefined;
  });

  async function start(options: {
    messageRetentionDays?: number;
    spamRetentionDays?: number;
    retentionIntervalMs?: number | null;
  }) {
    testModule = await startTestModule({
      entities: contactEntities,
      migrations: contactMigrations,
      imports: [
        ContactModule.forRoot({
          siteUrl: 'https://www.example.com',
          retentionIntervalMs: null,
          ...options,
        }),
      ],
    });
    return testModule;
  }

  /** Messages aged `days` (and a minute), of each status, each with a note and a notification. */
  async function seed({ dataSource }: TestModule, rows: [string, string, number][]) {
    for (const [name, status, days] of rows) {
      const [row] = await dataSource.query<{ id: string }[]>(
        `INSERT INTO messages (name, email, message, status, created_at)
         VALUES ($1, 'a@example.com', $1, $2, now() - make_interval(days => $3) - interval '1 minute')
         RETURNING id`,
        [name, status, days],
      );
      await dataSource.query(`INSERT INTO message_notes (message_id, text) VALUES ($1, 'note')`, [
        row!.id,
      ]);
      await dataSource.query(
        `INSERT INTO message_notifications (message_id, kind, state, email_message_id)
         VALUES ($1, 'company', 'sent', $2)`,
        [row!.id, `<${row!.id}@x>`],
      );
    }
  }

  const left = async ({ dataSource }: TestModule) =>
    (await dataSource.query<{ name: string }[]>(`SELECT name FROM messages ORDER BY name`)).map(
      (row) => row.name,
    );

  it('deletes messages past their retention and spam past its own, with notes and notifications', async () => {
    const t = await start({ messageRetentionDays: 10, spamRetentionDays: 2 });
    await seed(t, [
      ['archived 11 days', 'archived', 11],
      ['new 11 days', 'new', 11],
      ['read 9 days', 'read', 9],
      ['spam 3 days', 'spam', 3],
      ['spam 1 day', 'spam', 1],
    ]);

    const result = await t.moduleRef.get(MessageRetention).run();

    expect(result).toMatchObject({ messages: 2, spam: 1 });
    expect(await left(t)).toEqual(['read 9 days', 'spam 1 day']);
    const [counts] = await t.dataSource.query<{ notes: number; notifications: number }[]>(
      `SELECT (SELECT count(*) FROM message_notes)::int AS notes,
              (SELECT count(*) FROM message_notifications)::int AS notifications`,
    );
    expect(counts).toEqual({ notes: 2, notifications: 2 });
  });

  it('keeps everything when both retentions are 0', async () => {
    const t = await start({ messageRetentionDays: 0, spamRetentionDays: 0 });
    await seed(t, [
      ['new 5000 days', 'new', 5000],
      ['spam 5000 days', 'spam', 5000],
    ]);
    expect(await t.moduleRef.get(MessageRetention).run()).toMatchObject({ messages: 0, spam: 0 });
    expect(await left(t)).toEqual(['new 5000 days', 'spam 5000 days']);
  });

  it('uses RETENTION by default (730 days, spam 30)', async () => {
    const t = await start({});
    await seed(t, [
      ['new 731 days', 'new', 731],
      ['new 729 days', 'new', 729],
      ['spam 31 days', 'spam', 31],
      ['spam 29 days', 'spam', 29],
    ]);
    await t.moduleRef.get(MessageRetention).run();
    expect(await left(t)).toEqual(['new 729 days', 'spam 29 days']);
  });

  it('forgets the form-token nonces no token can use any more (older than 24 hours)', async () => {
    const t = await start({});
    await t.dataSource.query(
      `INSERT INTO contact_form_nonces (nonce, issued_at) VALUES
         ('old', now() - interval '25 hours'), ('recent', now() - interval '23 hours')`,
    );
    expect(await t.moduleRef.get(MessageRetention).run()).toMatchObject({ nonces: 1 });
    const rows = await t.dataSource.query<{ nonce: string }[]>(
      'SELECT nonce FROM contact_form_nonces',
    );
    expect(rows).toEqual([{ nonce: 'recent' }]);
  });

  it('runs when the application starts, then every interval', async () => {
    const t = await start({});
    await seed(t, [['new 2 days', 'new', 2]]);
    const job = new MessageRetention(t.dataSource, {
      siteUrl: 'https://www.example.com',
      messageRetentionDays: 1,
      retentionIntervalMs: 200,
    });
    job.onApplicationBootstrap();
    try {
      await waitFor(async () => (await left(t)).length === 0, { timeoutMs: 5_000 });
      await seed(t, [['new 3 days', 'new', 3]]);
      await waitFor(async () => (await left(t)).length === 0, { timeoutMs: 5_000 });
    } finally {
      await job.beforeApplicationShutdown();
    }
  });
});
