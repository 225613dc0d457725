import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INBOX } from '@site/contract';
import { startTestModule, type TestModule } from '@site/common/testing';
import { ContactModule } from '../contact.module.js';
import { contactEntities, contactMigrations } from '../index.js';
import { cappedCountSql, filterSql, type InboxFilter } from './inbox-filter.js';
import { InboxService } from './inbox.service.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The inbox at 10,000 messages (a fifth of them spam, texts up to 3 kB): each page and its
 * total read indexes, never every message. */
describe('the inbox with 10,000 messages', () => {
  let t: TestModule;

  beforeAll(async () => {
    t = await startTestModule({
      entities: contactEntities,
      migrations: contactMigrations,
      imports: [
        ContactModule.forRoot({ siteUrl: 'https://www.example.com', retentionIntervalMs: null }),
      ],
    });
    await t.dataSource.query(`
      INSERT INTO messages (name, email, company, message, status, spam_reason, created_at)
      SELECT 'Visitor ' || i || ' ' || (ARRAY['Khan', 'Ahmed', 'Mirza', 'Butt', 'Qureshi'])[1 + i % 5],
             'v' || i || '@' || (ARRAY['gmail.com', 'yahoo.com', 'khantraders.pk', 'example.org'])[1 + i % 4],
             CASE WHEN i % 3 = 0 THEN 'Company ' || i END,
             repeat('We need a website and an online shop for our business, number ' || i || '. ', 1 + i % 40),
             (ARRAY['new', 'read', 'replied', 'archived', 'spam'])[1 + (i % 10) / 2],
             CASE WHEN (i % 10) / 2 = 4 THEN 'honeypot' END,
             now() - i * interval '7 minutes'
        FROM generate_series(1, 10000) AS i`);
    await t.dataSource.query(`
      INSERT INTO message_notifications (message_id, kind, state, email_message_id)
      SELECT id, 'company', 'sent', '<' || id || '@x>' FROM messages`);
    await t.dataSource.query('VACUUM ANALYZE messages, message_notifications');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  async function plan(filter: InboxFilter): Promise<PlanNode[]> {
    const sql = filterSql(filter);
    const [row] = await t.dataSource.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
      `EXPLAIN (ANALYZE, FORMAT JSON)
       SELECT m.id, left(m.message, ${INBOX.excerptLength}) FROM messages m WHERE ${sql.where}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${INBOX.pageSize}`,
      sql.params,
    );
    return nodesOf(row!['QUERY PLAN'][0].Plan);
  }

  it.each<[string, InboxFilter]>([
    ['the inbox', {}],
    ['a status', { status: 'spam' }],
    ['dates', { from: '2020-01-01', to: '2099-12-31' }],
    ['a search matching a fifth of them', { q: 'khan' }],
  ])(
    'reads the first page of %s from an index, stopping at its last row',
    async (_case, filter) => {
      const nodes = await plan(filter);
      const scans = nodes.filter((node) => node['Relation Name'] === 'messages');
      expect(scans.map((node) => node['Node Type'])).toEqual(['Index Scan']);
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
      // The page's rows and the few skipped for another status, not 10,000.
      expect(scans[0]!['Actual Rows']).toBe(INBOX.pageSize);
    },
  );

  it('answers a page, its total and the counts', async () => {
    const inbox = t.moduleRef.get(InboxService);
    const page = await inbox.page({ page: 3, pageSize: INBOX.pageSize, q: 'khan' });
    expect(page.items).toHaveLength(INBOX.pageSize);
    // Every fifth visitor is a Khan (2,000 in the inbox's statuses): more than the count's cap.
    expect(page.total).toBe(INBOX.countCap);
    expect(page.totalCapped).toBe(true);
    expect(page.counts).toEqual({
      new: 2000,
      read: 2000,
      replied: 2000,
      archived: 2000,
      spam: 2000,
    });
    const last = await inbox.page({ page: 240, pageSize: INBOX.pageSize });
    expect(last.items).toHaveLength(INBOX.pageSize);
    expect(last.total).toBe(6000); // a status alone: counted exactly, from the kept counts
    expect(last.totalCapped).toBe(false);
  });

  it('counts a search under the cap exactly', async () => {
    const inbox = t.moduleRef.get(InboxService);
    const sql = filterSql({ q: '770' });
    const [{ exact }] = await t.dataSource.query<[{ exact: number }]>(
      `SELECT count(*)::int AS exact FROM messages m WHERE ${sql.where}`,
      sql.params,
    );
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(INBOX.countCap);
    const page = await inbox.page({ page: 1, pageSize: INBOX.pageSize, q: '770' });
    expect({ total: page.total, capped: page.totalCapped }).toEqual({
      total: exact,
      capped: false,
    });
  });

  async function countPlan(q: string): Promise<PlanNode[]> {
    const { sql, params } = cappedCountSql(filterSql({ q }));
    const [row] = await t.dataSource.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    return nodesOf(row!['QUERY PLAN'][0].Plan).filter(
      (node) => node['Relation Name'] === 'messages',
    );
  }

  it.each([
    ['every message', 'website'],
    ['a fifth of them', 'khan'],
  ])('stops counting a search that matches %s at the cap', async (_case, q) => {
    const scans = await countPlan(q);
    expect(scans.length).toBeGreaterThan(0);
    for (const node of scans) expect(node['Actual Rows']).toBeLessThanOrEqual(INBOX.countCap + 1);
  });

  it('counts a rare search in the index', async () => {
    const scans = await countPlan('770');
    expect(scans.map((node) => node['Node Type'])).toEqual(['Bitmap Heap Scan']);
    expect(scans[0]!['Actual Rows']).toBeLessThan(INBOX.pageSize);
  });
});
