import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { startTestModule, type TestModule } from '@site/common/testing';
import { ContactModule } from '../contact.module.js';
import { contactEntities, contactMigrations } from '../index.js';
import { InboxService } from './inbox.service.js';
import { MessagesCsv, neutralise } from './messages-csv.js';

const HEADER = [
  'ID',
  'Date (Pakistan time)',
  'Status',
  'Spam reason',
  'Name',
  'Email',
  'Company',
  'Phone',
  'Service',
  'Preferred channel',
  'Message',
  'Page',
  'Landing page',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
  'Notification',
  'Read at (Pakistan time)',
  'Notes',
];

describe('MessagesCsv against PostgreSQL', () => {
  let testModule: TestModule;
  let csv: MessagesCsv;
  let inbox: InboxService;
  let dataSource: DataSource;

  beforeAll(async () => {
    testModule = await startTestModule({
      entities: contactEntities,
      migrations: contactMigrations,
      imports: [
        ContactModule.forRoot({ siteUrl: 'https://www.example.com', retentionIntervalMs: null }),
      ],
    });
    csv = testModule.moduleRef.get(MessagesCsv);
    inbox = testModule.moduleRef.get(InboxService);
    dataSource = testModule.dataSource;
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM messages');
  });

  /** Inserts a message with every column given, and a company notification. */
  async function insert(values: Record<string, unknown>): Promise<string> {
    const columns = Object.keys(values);
    const [row] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO messages (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(values),
    );
    await dataSource.query(
      `INSERT INTO message_notifications (message_id, kind, state, email_message_id)
       VALUES ($1, 'company', 'pending', $2)`,
      [row!.id, `<${row!.id}@x>`],
    );
    return row!.id;
  }

  async function exported(filter = {}): Promise<{ raw: string; rows: string[][] }> {
    // As bytes: a TextDecoder would drop the byte-order mark.
    const raw = (await buffer(await csv.export(filter))).toString('utf8');
    return { raw, rows: parseCsv(raw) };
  }

  it('starts with a UTF-8 byte-order mark and a header row; CRLF between records', async () => {
    await insert({ name: 'Zoë Ünal', email: 'zoe@example.com', message: 'Salam 👋 — اردو' });
    const { raw, rows } = await exported();
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    expect(raw).toContain('\r\n');
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]).toContain('Zoë Ünal');
    expect(rows[1]).toContain('Salam 👋 — اردو');
  });

  it('writes every column of the message, its context and its notes', async () => {
    const id = await insert({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      company: 'Khan Traders',
      phone: '0300 1234567',
      message: 'Line one, with a comma\nand "quotes" on line two',
      status: 'spam',
      spam_reason: 'tooFast',
      service: 'website-development',
      preferred_channel: 'whatsapp',
      page_path: '/services/website-development',
      landing_page: '/blog/x?utm_source=google',
      referrer: 'https://www.google.com/',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring', term: 'web', content: 'ad1' },
      created_at: '2025-06-01T19:30:00Z',
      read_at: '2025-06-02T04:00:00Z',
    });
    await dataSource.query(
      `INSERT INTO message_notes (message_id, text, created_at) VALUES
         ($1, 'Called, no answer', '2025-06-02T05:00:00Z'),
         ($1, 'Sent a quote', '2025-06-02T06:15:00Z')`,
      [id],
    );

    const { rows } = await exported({ status: 'spam' });

    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(HEADER.map((header, i) => [header, rows[1]![i]]))).toEqual({
      ID: id,
      'Date (Pakistan time)': '2025-06-02 00:30:00',
      Status: 'spam',
      'Spam reason': 'The form was sent less than 3 seconds after it was opened.',
      Name: 'Ayesha Khan',
      Email: 'ayesha@example.com',
      Company: 'Khan Traders',
      Phone: '0300 1234567',
      Service: 'Website Development',
      'Preferred channel': 'whatsapp',
      Message: 'Line one, with a comma\nand "quotes" on line two',
      Page: '/services/website-development',
      'Landing page': '/blog/x?utm_source=google',
      Referrer: 'https://www.google.com/',
      'UTM source': 'google',
      'UTM medium': 'cpc',
      'UTM campaign': 'spring',
      'UTM term': 'web',
      'UTM content': 'ad1',
      Notification: 'pending',
      'Read at (Pakistan time)': '2025-06-02 09:00:00',
      Notes: '2025-06-02 10:00 Called, no answer\n2025-06-02 11:15 Sent a quote',
    });
  });

  const FORMULAS = ['=HYPERLINK("http://x.pk")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];

  it.each(FORMULAS)('neutralises %j at the start of EVERY text field', async (formula) => {
    const columns = {
      name: formula,
      email: formula,
      company: formula,
      phone: formula,
      message: formula,
      page_path: formula,
      landing_page: formula,
      referrer: formula,
      service: formula,
      preferred_channel: null,
      utm: { source: formula, medium: formula, campaign: formula, term: formula, content: formula },
    };
    const id = await insert(columns);
    await dataSource.query(`INSERT INTO message_notes (message_id, text) VALUES ($1, $2)`, [
      id,
      formula,
    ]);

    const { rows } = await exported();

    const row = Object.fromEntries(HEADER.map((header, i) => [header, rows[1]![i]]));
    const fields = [
      'Name',
      'Email',
      'Company',
      'Phone',
      'Message',
      'Page',
      'Landing page',
      'Referrer',
      'Service',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'UTM term',
      'UTM content',
    ];
    for (const field of fields) expect([field, row[field]]).toEqual([field, `'${formula}`]);
    // A note's cell starts with its date, then the text as typed.
    expect(row.Notes).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${escape(formula)}$`),
    );
    // No cell of the file starts with a formula character.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('neutralise() leaves other text alone', () => {
    expect(neutralise('Ayesha')).toBe('Ayesha');
    expect(neutralise('a=b')).toBe('a=b');
    expect(neutralise('')).toBe('');
    expect(neutralise('=1')).toBe("'=1");
  });

  it('exports what the inbox filter holds, newest first, across many batches without a gap', async () => {
    await dataSource.query(
      `INSERT INTO messages (name, email, message, created_at)
       SELECT 'Visitor ' || i, 'v' || i || '@example.com', 'Text ' || i,
              timestamptz '2025-06-01 00:00:00+00' + (i / 3) * interval '1 second'
         FROM generate_series(1, 1234) AS i`,
    );
    await insert({
      name: 'Archived one',
      email: 'a@example.com',
      message: 'x',
      status: 'archived',
    });

    const { rows } = await exported();
    const names = rows.slice(1).map((row) => row[4]);
    expect(names).toHaveLength(1234);
    expect(new Set(names).size).toBe(1234);
    expect(names).not.toContain('Archived one');
    // Newest first: the seconds never go up.
    const dates = rows.slice(1).map((row) => row[1]!);
    expect([...dates].sort().reverse()).toEqual(dates);

    const archived = await exported({ status: 'archived' });
    expect(archived.rows.slice(1).map((row) => row[4])).toEqual(['Archived one']);
    const searched = await exported({ q: 'v17@example.com' });
    expect(searched.rows.slice(1).map((row) => row[4])).toEqual(['Visitor 17']);
  });

  it('exports only the header when nothing matches', async () => {
    const { rows } = await exported({ q: 'nothing' });
    expect(rows).toEqual([HEADER]);
    expect((await inbox.page({ page: 1, pageSize: 25, q: 'nothing' })).total).toBe(0);
  });
});

/** The records of a CSV file, each a list of its cells (every record the header's length). */
function parseCsv(raw: string): string[][] {
  const records: unknown = parse(raw, { bom: true, relax_column_count: false });
  return records as string[][];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
