import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { INBOX, type MessageStatus } from '@site/contract';
import { startTestModule, type TestModule } from '@site/common/testing';
import { ContactModule } from '../contact.module.js';
import { contactEntities, contactMigrations } from '../index.js';
import { NotificationSender } from '../notification/notification-sender.js';
import { InboxService, type InboxQuery } from './inbox.service.js';

const SITE = 'https://www.example.com';
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Seed {
  name?: string;
  email?: string;
  company?: string | null;
  message?: string;
  status?: MessageStatus;
  spamReason?: string | null;
  /** ISO time. */
  at?: string;
  notification?: string;
}

describe('InboxService against PostgreSQL', () => {
  let testModule: TestModule;
  let inbox: InboxService;
  let dataSource: DataSource;
  let wakes = 0;

  beforeAll(async () => {
    testModule = await startTestModule({
      entities: contactEntities,
      migrations: contactMigrations,
      imports: [
        ContactModule.forRoot({
          siteUrl: SITE,
          retentionIntervalMs: null,
          mail: {
            notifyTo: ['sales@example.com'],
            from: 'Website <no-reply@www.example.com>',
            acknowledge: false,
          },
        }),
      ],
      override: (builder) =>
        builder.overrideProvider(NotificationSender).useValue({ wake: () => (wakes += 1) }),
    });
    inbox = testModule.moduleRef.get(InboxService);
    dataSource = testModule.dataSource;
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM messages');
    wakes = 0;
  });

  let seq = 0;
  /** A message written straight to the table, with its company notification. */
  async function seed(values: Seed = {}): Promise<string> {
    seq += 1;
    const status = values.status ?? 'new';
    const [row] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO messages (name, email, company, message, status, spam_reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        values.name ?? `Visitor ${seq}`,
        values.email ?? `visitor${seq}@example.com`,
        values.company === undefined ? null : values.company,
        values.message ?? `Message number ${seq}`,
        status,
        values.spamReason ?? (status === 'spam' ? 'honeypot' : null),
        values.at ?? new Date(Date.UTC(2025, 5, 1) + seq * 60_000).toISOString(),
      ],
    );
    await dataSource.query(
      `INSERT INTO message_notifications (message_id, kind, state, email_message_id)
       VALUES ($1, 'company', $2, $3)`,
      [
        row!.id,
        values.notification ?? (status === 'spam' ? 'suppressed' : 'pending'),
        `<${row!.id}@www.example.com>`,
      ],
    );
    return row!.id;
  }

  const query = (q: Partial<InboxQuery> = {}): InboxQuery => ({
    page: 1,
    pageSize: INBOX.pageSize,
    ...q,
  });
  const names = async (q: Partial<InboxQuery>) =>
    (await inbox.page(query(q))).items.map((item) => item.name);

  describe('page', () => {
    it('lists the inbox (new, read, replied) newest first with an excerpt and the notification state', async () => {
      await seed({ name: 'Old', at: '2025-06-01T08:00:00Z' });
      await seed({ name: 'Read', status: 'read', at: '2025-06-02T08:00:00Z' });
      await seed({ name: 'Archived', status: 'archived', at: '2025-06-03T08:00:00Z' });
      await seed({ name: 'Spam', status: 'spam', at: '2025-06-04T08:00:00Z' });
      const longId = await seed({
        name: 'Replied',
        status: 'replied',
        message: `${'é'.repeat(150)}${'x'.repeat(100)}`,
        at: '2025-06-05T08:00:00Z',
        notification: 'sent',
      });

      const page = await inbox.page(query());

      expect(page.items.map((item) => item.name)).toEqual(['Replied', 'Read', 'Old']);
      expect(page.total).toBe(3);
      expect(page.counts).toEqual({ new: 1, read: 1, replied: 1, archived: 1, spam: 1 });
      expect(page.items[0]).toEqual({
        id: longId,
        name: 'Replied',
        email: expect.stringMatching(/@example\.com$/),
        company: null,
        phone: null,
        service: null,
        preferredChannel: null,
        status: 'replied',
        createdAt: new Date('2025-06-05T08:00:00Z'),
        excerpt: `${'é'.repeat(150)}${'x'.repeat(10)}`,
        notification: 'sent',
      });
    });

    it.each<[MessageStatus, string[]]>([
      ['new', ['New']],
      ['archived', ['Archived']],
      ['spam', ['Spam']],
    ])('filters by status %s', async (status, expected) => {
      await seed({ name: 'New' });
      await seed({ name: 'Archived', status: 'archived' });
      await seed({ name: 'Spam', status: 'spam' });
      const page = await inbox.page(query({ status }));
      expect(page.items.map((item) => item.name)).toEqual(expected);
      expect(page.total).toBe(1);
    });

    it('pages by INBOX.pageSize with the total of every page, and an empty page past the end', async () => {
      for (let i = 0; i < 7; i++) await seed({ name: `M${i}` });
      const pageOf = (page: number) => inbox.page(query({ page, pageSize: 3 }));
      const [one, two, three, four] = await Promise.all([1, 2, 3, 4].map(pageOf));
      expect(one!.items.map((i) => i.name)).toEqual(['M6', 'M5', 'M4']);
      expect(two!.items.map((i) => i.name)).toEqual(['M3', 'M2', 'M1']);
      expect(three!.items.map((i) => i.name)).toEqual(['M0']);
      expect(four!.items).toEqual([]);
      for (const page of [one, two, three, four]) expect(page!.total).toBe(7);
    });

    it('orders messages of the same time by id, so pages never repeat or skip one', async () => {
      for (let i = 0; i < 5; i++) await seed({ at: '2025-06-01T08:00:00Z' });
      const ids = [
        ...(await inbox.page(query({ pageSize: 2 }))).items,
        ...(await inbox.page(query({ pageSize: 2, page: 2 }))).items,
        ...(await inbox.page(query({ pageSize: 2, page: 3 }))).items,
      ].map((item) => item.id);
      expect(new Set(ids).size).toBe(5);
      expect(ids).toEqual([...ids].sort().reverse());
    });

    describe('search', () => {
      beforeEach(async () => {
        await seed({
          name: 'Ayesha Khan',
          email: 'ayesha.khan@khantraders.pk',
          company: 'Khan Traders',
          message: 'We need an online shop for our fabrics.',
        });
        await seed({
          name: 'Bilal Ahmed',
          email: 'bilal@gmail.com',
          company: 'Ahmed Printing Press',
          message: 'Do you teach Canva courses on weekends?',
        });
        await seed({
          name: 'Sana Mirza',
          email: 'sana@khantraders.pk',
          message: 'Following up on the shop.',
          status: 'archived',
        });
      });

      it.each<[string, string, string[]]>([
        ['a first name', 'ayesha', ['Ayesha Khan']],
        ['a last name, any case', 'AHMED', ['Bilal Ahmed']],
        ['a whole email address', 'bilal@gmail.com', ['Bilal Ahmed']],
        ['an email domain', 'khantraders.pk', ['Ayesha Khan']],
        ['a company word', 'printing', ['Bilal Ahmed']],
        ['a word of the text, stemmed', 'courses', ['Bilal Ahmed']],
        ['two words from different fields', 'khan fabrics', ['Ayesha Khan']],
        ['a phrase', '"online shop"', ['Ayesha Khan']],
        ['a word no message has', 'blockchain', []],
      ])('finds %s (%s)', async (_case, q, expected) => {
        expect(await names({ q })).toEqual(expected);
        expect((await inbox.page(query({ q }))).total).toBe(expected.length);
      });

      it('searches within a status: the archived match of a domain', async () => {
        expect(await names({ q: 'khantraders.pk', status: 'archived' })).toEqual(['Sana Mirza']);
      });

      it('counts a search once per change of the messages, in each replica', async () => {
        const replica = new InboxService(dataSource);
        const totals = async () => [
          (await inbox.page(query({ q: 'khantraders.pk' }))).total,
          (await replica.page(query({ q: 'khantraders.pk' }))).total,
        ];
        const spy = jest.spyOn(dataSource, 'query');
        const counted = () => spy.mock.calls.filter(([sql]) => sql.includes('AS total')).length;
        try {
          expect(await totals()).toEqual([1, 1]);
          expect(await totals()).toEqual([1, 1]);
          expect(counted()).toBe(2);

          await seed({ name: 'Omar Farooq', email: 'omar@khantraders.pk' });
          expect(await totals()).toEqual([2, 2]);
          await dataSource.query(
            `UPDATE messages SET status = 'archived' WHERE name = 'Omar Farooq'`,
          );
          expect(await totals()).toEqual([1, 1]);
          expect(counted()).toBe(6);
        } finally {
          spy.mockRestore();
        }
      });

      it('keeps the counts of the whole inbox whatever the search', async () => {
        const page = await inbox.page(query({ q: 'blockchain' }));
        expect(page.counts).toEqual({ new: 2, read: 0, replied: 0, archived: 1, spam: 0 });
      });
    });

    describe('dates, in Pakistan time (UTC+5), inclusive', () => {
      beforeEach(async () => {
        // 18:59:59 UTC on 1 June is 23:59:59 on 1 June in Karachi; 19:00 UTC is 2 June there.
        await seed({ name: 'Last second of 1 June', at: '2025-06-01T18:59:59.999Z' });
        await seed({ name: 'First second of 2 June', at: '2025-06-01T19:00:00Z' });
        await seed({ name: 'Late on 2 June', at: '2025-06-02T18:30:00Z' });
        await seed({ name: '3 June', at: '2025-06-02T19:00:00Z' });
      });

      it.each<[string, Partial<InboxQuery>, string[]]>([
        [
          'one day',
          { from: '2025-06-02', to: '2025-06-02' },
          ['Late on 2 June', 'First second of 2 June'],
        ],
        [
          'from a day on',
          { from: '2025-06-02' },
          ['3 June', 'Late on 2 June', 'First second of 2 June'],
        ],
        ['up to a day', { to: '2025-06-01' }, ['Last second of 1 June']],
        ['from after to', { from: '2025-06-03', to: '2025-06-01' }, []],
      ])('%s', async (_case, q, expected) => {
        const page = await inbox.page(query(q));
        expect(page.items.map((item) => item.name)).toEqual(expected);
        expect(page.total).toBe(expected.length);
      });
    });
  });

  describe('counts', () => {
    it('counts every status, zero included', async () => {
      expect(await inbox.counts()).toEqual({ new: 0, read: 0, replied: 0, archived: 0, spam: 0 });
      await seed();
      await seed();
      await seed({ status: 'spam' });
      expect(await inbox.counts()).toEqual({ new: 2, read: 0, replied: 0, archived: 0, spam: 1 });
    });
  });

  describe('detail', () => {
    it('answers the message with its context, notes (oldest first), notifications and email preview', async () => {
      const [row] = await dataSource.query<{ id: string }[]>(
        `INSERT INTO messages (name, email, company, phone, message, service, preferred_channel,
                               page_path, landing_page, referrer, utm)
         VALUES ('Ayesha Khan', 'ayesha@example.com', 'Khan Traders', '0300 1234567',
                 'We need a shop.', 'website-development', 'whatsapp', '/services/website-development',
                 '/blog/x', 'https://www.google.com/', '{"source":"google","medium":"cpc"}')
         RETURNING id`,
      );
      const id = row!.id;
      await dataSource.query(
        `INSERT INTO message_notifications (message_id, kind, state, email_message_id, attempts, last_error)
         VALUES ($1, 'company', 'failed', '<a@x>', 3, 'Connection refused'),
                ($1, 'acknowledgement', 'sent', '<b@x>', 1, NULL)`,
        [id],
      );
      const first = await inbox.addNote(id, '  Called back, no answer. ');
      const second = await inbox.addNote(id, 'Sent a quote.');

      const detail = await inbox.detail(id);

      expect(detail?.message).toMatchObject({
        id,
        name: 'Ayesha Khan',
        service: 'website-development',
        preferredChannel: 'whatsapp',
        pagePath: '/services/website-development',
        landingPage: '/blog/x',
        referrer: 'https://www.google.com/',
        utm: { source: 'google', medium: 'cpc' },
        status: 'new',
        spamReason: null,
      });
      expect(detail?.notes.map((note) => [note.id, note.text])).toEqual([
        [first!.id, 'Called back, no answer.'],
        [second!.id, 'Sent a quote.'],
      ]);
      expect(detail?.notifications.map((n) => [n.kind, n.state, n.attempts, n.lastError])).toEqual([
        ['company', 'failed', 3, 'Connection refused'],
        ['acknowledgement', 'sent', 1, null],
      ]);
      expect(detail?.emailPreview).toMatchObject({
        to: ['sales@example.com'],
        subject: expect.stringContaining('Ayesha Khan'),
        text: expect.stringContaining('We need a shop.'),
      });
    });

    it.each([
      ['an unknown id', MISSING],
      ['a malformed id', 'not-a-uuid'],
    ])('answers null for %s', async (_case, id) => {
      expect(await inbox.detail(id)).toBeNull();
      expect(await inbox.setStatus(id, 'read')).toBeNull();
      expect(await inbox.addNote(id, 'x')).toBeNull();
      expect(await inbox.deleteNote(id, MISSING)).toBe(false);
      expect(await inbox.delete(id)).toBe(false);
    });
  });

  describe('setStatus', () => {
    const stateOf = async (id: string) =>
      (
        await dataSource.query<{ kind: string; state: string }[]>(
          `SELECT kind, state FROM message_notifications WHERE message_id = $1 ORDER BY kind DESC`,
          [id],
        )
      ).map((row) => `${row.kind}:${row.state}`);

    it('marks a message read (read_at set once), and unread again with new', async () => {
      const id = await seed();
      const read = await inbox.setStatus(id, 'read');
      expect(read?.message.status).toBe('read');
      const readAt = read?.message.readAt;
      expect(readAt).toBeInstanceOf(Date);
      const replied = await inbox.setStatus(id, 'replied');
      expect(replied?.message.readAt).toEqual(readAt);
      const unread = await inbox.setStatus(id, 'new');
      expect(unread?.message).toMatchObject({ status: 'new', readAt: null });
      expect(wakes).toBe(0);
    });

    it('out of spam: clears the reason and queues the suppressed company email, waking the sender', async () => {
      const id = await seed({ status: 'spam', spamReason: 'tooFast' });
      await dataSource.query(
        `UPDATE message_notifications SET next_attempt_at = now() + interval '1 day' WHERE message_id = $1`,
        [id],
      );

      const moved = await inbox.setStatus(id, 'read');

      expect(moved?.message).toMatchObject({ status: 'read', spamReason: null });
      expect(await stateOf(id)).toEqual(['company:pending']);
      const [due] = await dataSource.query<{ due: boolean }[]>(
        `SELECT next_attempt_at <= now() AS due FROM message_notifications WHERE message_id = $1`,
        [id],
      );
      expect(due!.due).toBe(true);
      expect(wakes).toBe(1);
    });

    it('into spam: suppresses an email not yet sent, keeps a sent one, keeps no reason', async () => {
      const pending = await seed();
      const sent = await seed({ notification: 'sent' });

      expect((await inbox.setStatus(pending, 'spam'))?.message).toMatchObject({
        status: 'spam',
        spamReason: null,
      });
      await inbox.setStatus(sent, 'spam');

      expect(await stateOf(pending)).toEqual(['company:suppressed']);
      expect(await stateOf(sent)).toEqual(['company:sent']);
    });

    it('leaves a spam message spam with its reason when set to spam again', async () => {
      const id = await seed({ status: 'spam', spamReason: 'duplicate' });
      expect((await inbox.setStatus(id, 'spam'))?.message.spamReason).toBe('duplicate');
      expect(await stateOf(id)).toEqual(['company:suppressed']);
    });
  });

  describe('notes and deletion', () => {
    it('deletes a note of the message only', async () => {
      const a = await seed();
      const b = await seed();
      const note = await inbox.addNote(a, 'Keep this?');
      expect(await inbox.deleteNote(b, note!.id)).toBe(false);
      expect(await inbox.deleteNote(a, note!.id)).toBe(true);
      expect(await inbox.deleteNote(a, note!.id)).toBe(false);
      expect((await inbox.detail(a))?.notes).toEqual([]);
    });

    it('deletes a message with its notes and notifications, and nothing else', async () => {
      const gone = await seed();
      const kept = await seed();
      await inbox.addNote(gone, 'Privacy request received.');
      await inbox.addNote(kept, 'Other note.');

      expect(await inbox.delete(gone)).toBe(true);
      expect(await inbox.delete(gone)).toBe(false);

      const [left] = await dataSource.query<{ m: number; n: number; o: number }[]>(
        `SELECT (SELECT count(*) FROM messages)::int AS m,
                (SELECT count(*) FROM message_notifications)::int AS n,
                (SELECT count(*) FROM message_notes)::int AS o`,
      );
      expect(left).toEqual({ m: 1, n: 1, o: 1 });
      expect(await inbox.detail(gone)).toBeNull();
      expect((await inbox.detail(kept))?.notes).toHaveLength(1);
    });
  });
});
