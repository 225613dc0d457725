import { dayRangeClauses, type DayRange } from '@site/common';
import {
  COMPANY_TIME_ZONE,
  INBOX,
  INBOX_DEFAULT_STATUSES,
  type MessageStatus,
} from '@site/contract';

/** Which messages an inbox page or export holds; the days of `from` and `to` are in
 * COMPANY_TIME_ZONE. */
export interface InboxFilter extends DayRange {
  /** One status; absent: the inbox (INBOX_DEFAULT_STATUSES). */
  status?: MessageStatus;
  /** Full-text search (web-search syntax) over name, email, its domain, company and text. */
  q?: string;
}

/** A filter as SQL over `messages m`, its values numbered from `$first`. */
export interface FilterSql {
  where: string;
  params: unknown[];
}

const INBOX_STATUSES = INBOX_DEFAULT_STATUSES.map((status) => `'${status}'`).join(', ');

export function filterSql({ status, q, from, to }: InboxFilter, first = 1): FilterSql {
  const params: unknown[] = [];
  const value = (param: unknown) => {
    params.push(param);
    return `$${first + params.length - 1}`;
  };
  const clauses = [status ? `m.status = ${value(status)}` : `m.status IN (${INBOX_STATUSES})`];
  if (q !== undefined) clauses.push(`m.search @@ websearch_to_tsquery('english', ${value(q)})`);
  clauses.push(...dayRangeClauses('m.created_at', { from, to }, COMPANY_TIME_ZONE, value));
  return { where: clauses.join(' AND '), params };
}

/**
 * How many messages match, counted up to INBOX.countCap + 1 (one more says "more than the cap").
 * Left to the planner, from the statistics of the search column: a rare term is looked up in the
 * GIN index, and a common one read from the table until the cap is reached, which is cheaper than
 * the index's bitmap of every match (0.9 ms against 3.2 ms for a word in all 10,000 messages).
 */
export function cappedCountSql({ where, params }: FilterSql): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT count(*)::int AS total
              FROM (SELECT 1 FROM messages m WHERE ${where} LIMIT $${params.length + 1}) matches`,
    params: [...params, INBOX.countCap + 1],
  };
}

/** Whether the filter is a status (or the inbox) alone, whose total the counts already hold. */
export function isStatusOnly({ q, from, to }: InboxFilter): boolean {
  return q === undefined && from === undefined && to === undefined;
}
