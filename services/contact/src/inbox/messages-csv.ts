import { Readable } from 'node:stream';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify';
import { AuditLog } from '@site/audit';
import { DataSource } from 'typeorm';
import {
  COMPANY_TIME_ZONE,
  CONTACT_SERVICES,
  SPAM_REASONS,
  type SpamReason,
  UTM_TAGS,
} from '@site/contract';
import { type UtmValues } from '../message.entity.js';
import { filterSql, type InboxFilter } from './inbox-filter.js';

/** Messages read per query: the export holds at most this many rows at a time. */
const BATCH = 500;

interface CsvRow {
  id: string;
  /** created_at as text: a Date would drop its microseconds, and the keyset needs them. */
  cursor: string;
  date: string;
  status: string;
  spam_reason: SpamReason | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  preferred_channel: string | null;
  message: string;
  page_path: string | null;
  landing_page: string | null;
  referrer: string | null;
  utm: UtmValues | null;
  notification: string | null;
  read_at: string | null;
  notes: string | null;
}

const SERVICE_LABELS = new Map<string, string>(CONTACT_SERVICES.map((s) => [s.id, s.label]));

/** The columns, in order: header and value. */
const COLUMNS: [string, (row: CsvRow) => string | null][] = [
  ['ID', (row) => row.id],
  ['Date (Pakistan time)', (row) => row.date],
  ['Status', (row) => row.status],
  ['Spam reason', (row) => (row.spam_reason ? SPAM_REASONS[row.spam_reason] : null)],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Company', (row) => row.company],
  ['Phone', (row) => row.phone],
  ['Service', (row) => (row.service ? (SERVICE_LABELS.get(row.service) ?? row.service) : null)],
  ['Preferred channel', (row) => row.preferred_channel],
  ['Message', (row) => row.message],
  ['Page', (row) => row.page_path],
  ['Landing page', (row) => row.landing_page],
  ['Referrer', (row) => row.referrer],
  ...UTM_TAGS.map((tag): [string, (row: CsvRow) => string | null] => [
    `UTM ${tag}`,
    (row) => row.utm?.[tag] ?? null,
  ]),
  ['Notification', (row) => row.notification],
  ['Read at (Pakistan time)', (row) => row.read_at],
  ['Notes', (row) => row.notes],
];

/** What a spreadsheet would read as a formula (=, +, -, @) or a cell-changing control
 * character (tab, carriage return) at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's text, made inert for a spreadsheet by a leading apostrophe when needed. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The inbox as CSV: UTF-8 with a byte-order mark (Excel reads it as UTF-8), a header row, one row
 * per message (newest first) with its context and notes. Read in batches of BATCH by keyset, so
 * a large inbox is never in memory at once.
 */
@Injectable()
export class MessagesCsv {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(AuditLog) private readonly audit?: AuditLog | null,
  ) {}

  /** The CSV as a stream. The first batch is read before it resolves, so an unavailable
   * database fails the call, not the stream half way. The export is audited with its filter. */
  async export(filter: InboxFilter): Promise<Readable> {
    const first = await this.batch(filter);
    await this.audit?.record({ action: 'messages.export', detail: describeFilter(filter) });
    const rows = Readable.from(this.rows(filter, first), { objectMode: true });
    const csv = stringify({
      bom: true,
      header: true,
      columns: COLUMNS.map(([header]) => header),
      cast: { string: neutralise },
      record_delimiter: 'windows',
    });
    rows.on('error', (error) => csv.destroy(error));
    return rows.pipe(csv);
  }

  private async *rows(filter: InboxFilter, first: CsvRow[]): AsyncGenerator<(string | null)[]> {
    let batch = first;
    while (batch.length > 0) {
      for (const row of batch) yield COLUMNS.map(([, value]) => value(row));
      if (batch.length < BATCH) return;
      batch = await this.batch(filter, batch.at(-1));
    }
  }

  private batch(filter: InboxFilter, after?: CsvRow): Promise<CsvRow[]> {
    const sql = filterSql(filter, 2);
    const params: unknown[] = [COMPANY_TIME_ZONE, ...sql.params];
    let keyset = '';
    if (after) {
      params.push(after.cursor, after.id);
      keyset = `AND (m.created_at, m.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
    }
    return this.dataSource.query<CsvRow[]>(
      `SELECT m.id, m.created_at::text AS cursor,
              to_char(m.created_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI:SS') AS date,
              m.status, m.spam_reason, m.name, m.email, m.company, m.phone, m.service,
              m.preferred_channel, m.message, m.page_path, m.landing_page, m.referrer, m.utm,
              (SELECT n.state FROM message_notifications n
                WHERE n.message_id = m.id AND n.kind = 'company') AS notification,
              to_char(m.read_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI:SS') AS read_at,
              (SELECT string_agg(
                        to_char(o.created_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI') || ' ' || o.text,
                        E'\\n' ORDER BY o.created_at, o.id)
                 FROM message_notes o WHERE o.message_id = m.id) AS notes
         FROM messages m
        WHERE ${sql.where} ${keyset}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${BATCH}`,
      params,
    );
  }
}

/** A filter in words, for the audit log: "status spam, q \"offer\", from 2026-11-01". */
function describeFilter({ status, q, from, to }: InboxFilter): string {
  const parts = [
    status ? `status ${status}` : 'the inbox',
    q === undefined ? undefined : `q ${JSON.stringify(q)}`,
    from === undefined ? undefined : `from ${from}`,
    to === undefined ? undefined : `to ${to}`,
  ];
  return parts.filter(Boolean).join(', ');
}
