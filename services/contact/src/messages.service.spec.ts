import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { startTestModule, type TestModule } from '@site/common/testing';
import { ContactModule } from './contact.module.js';
import { contactEntities, contactMigrations } from './index.js';
import { MessagesService, type MessageInput } from './messages.service.js';

const SITE = 'https://www.example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function input(overrides: Partial<MessageInput> = {}): MessageInput {
  return {
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    company: 'Khan Traders',
    phone: '+92 51 1234567',
    message: 'We need a new website.',
    ...overrides,
  };
}

describe('MessagesService', () => {
  let testModule: TestModule;
  let moduleRef: TestingModule;
  let messages: MessagesService;
  let dataSource: DataSource;

  beforeAll(async () => {
    testModule = await startTestModule({
      entities: contactEntities,
      migrations: contactMigrations,
      imports: [ContactModule.forRoot({ siteUrl: SITE, retentionIntervalMs: null })],
    });
    moduleRef = testModule.moduleRef;
    messages = moduleRef.get(MessagesService);
    dataSource = moduleRef.get(DataSource);
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM messages');
  });

  async function count(): Promise<number> {
    const [row] = await dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM messages',
    );
    return row!.n;
  }

  describe('create', () => {
    it('runs its insert as a statement PostgreSQL prepared once for the connection', async () => {
      await messages.create(input({ message: 'First question.' }));
      await messages.create(input({ message: 'Second question.' }));

      // One query at a time: pg's pool hands out the connection the inserts just gave back.
      const prepared = await dataSource.query<{ name: string; statement: string }[]>(
        'SELECT name, statement FROM pg_prepared_statements',
      );
      expect(prepared).toEqual([
        {
          name: 'contact-insert-message',
          statement: expect.stringContaining('INSERT INTO messages'),
        },
      ]);
      expect(await count()).toBe(2);
    });

    it('trims every field and returns the stored row with its uuid and creation time', async () => {
      const before = Date.now();
      const created = await messages.create({
        name: '  Ayesha Khan \n',
        email: ' ayesha@example.com ',
        company: '\tKhan Traders ',
        phone: ' +92 51 1234567 ',
        message: '\n  We need a new website.  \n',
      });

      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        company: 'Khan Traders',
        phone: '+92 51 1234567',
        message: 'We need a new website.',
        createdAt: expect.any(Date),
        // No form token: kept, as suspected spam.
        status: 'spam',
        spamReason: 'tokenMissing',
        service: null,
        preferredChannel: null,
        pagePath: null,
        landingPage: null,
        referrer: null,
        utm: null,
        readAt: null,
      });
      expect(Math.abs(created.createdAt.getTime() - before)).toBeLessThan(10_000);
    });

    it('keeps inner whitespace and line breaks of the message', async () => {
      const created = await messages.create(input({ message: ' Line one\n\nLine two ' }));
      expect(created.message).toBe('Line one\n\nLine two');
    });

    it.each<[string, Partial<MessageInput>]>([
      ['empty', { company: '', phone: '' }],
      ['blank', { company: '   ', phone: ' \t\n ' }],
      ['missing', { company: undefined, phone: undefined }],
    ])('stores %s company and phone as null', async (_case, overrides) => {
      const created = await messages.create(input(overrides));

      expect(created.company).toBeNull();
      expect(created.phone).toBeNull();
      const rows = await dataSource.query<{ company: string | null; phone: string | null }[]>(
        'SELECT company, phone FROM messages WHERE id = $1',
        [created.id],
      );
      expect(rows).toEqual([{ company: null, phone: null }]);
    });

    it('commits the row to PostgreSQL before it resolves', async () => {
      const created = await messages.create(input());

      const rows = await dataSource.query<Record<string, unknown>[]>(
        'SELECT id, name, email, company, phone, message, created_at FROM messages',
      );
      expect(rows).toEqual([
        {
          id: created.id,
          name: 'Ayesha Khan',
          email: 'ayesha@example.com',
          company: 'Khan Traders',
          phone: '+92 51 1234567',
          message: 'We need a new website.',
          created_at: created.createdAt,
        },
      ]);
    });

    it('is refused by the database for a name over 100 characters, storing nothing', async () => {
      await expect(messages.create(input({ name: 'x'.repeat(101) }))).rejects.toThrow(
        /value too long for type character varying\(100\)/,
      );
      expect(await count()).toBe(0);

      // 100 characters is still accepted.
      await expect(messages.create(input({ name: 'x'.repeat(100) }))).resolves.toMatchObject({
        name: 'x'.repeat(100),
      });
      expect(await count()).toBe(1);
    });

    it('measures the name limit after trimming', async () => {
      const created = await messages.create(input({ name: `  ${'y'.repeat(100)}  ` }));
      expect(created.name).toHaveLength(100);
    });
  });

  describe('list', () => {
    it('returns nothing when there are no messages', async () => {
      await expect(messages.list()).resolves.toEqual([]);
    });

    it('returns every message, newest first', async () => {
      const first = await messages.create(input({ name: 'First' }));
      const second = await messages.create(input({ name: 'Second' }));
      const third = await messages.create(input({ name: 'Third', company: '' }));

      const listed = await messages.list();

      expect(listed.map((m) => m.name)).toEqual(['Third', 'Second', 'First']);
      expect(listed.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
      expect(listed[0]).toEqual(third);
      expect(listed[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(listed[1]!.createdAt.getTime());
    });

    it('orders by creation time, not by insertion order', async () => {
      await dataSource.query(
        `INSERT INTO messages (name, email, message, created_at) VALUES
           ('Middle', 'm@example.com', 'm', '2025-06-02T10:00:00Z'),
           ('Oldest', 'o@example.com', 'o', '2025-06-01T10:00:00Z'),
           ('Newest', 'n@example.com', 'n', '2025-06-03T10:00:00Z')`,
      );

      const listed = await messages.list();

      expect(listed.map((m) => m.name)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(listed[0]!.createdAt).toEqual(new Date('2025-06-03T10:00:00Z'));
    });
  });
});
