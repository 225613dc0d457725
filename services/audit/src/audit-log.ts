import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { dayRangeClauses, type DayRange } from '@site/common';
import { AUDIT, type AuditAction, type AuditOutcome, COMPANY_TIME_ZONE } from '@site/contract';
import { type AuditContext, currentAuditContext } from './audit-context.js';
import { AuditEventEntity } from './audit-event.entity.js';
import { AUDIT_OPTIONS, type AuditModuleOptions } from './audit-options.js';

export interface AuditRecord extends AuditContext {
  action: AuditAction;
  /** Default success. */
  outcome?: AuditOutcome;
  /** What it was done to: a post's title, a message's sender, a username tried. */
  subject?: string | null;
  /** A short note: why it failed, which method, which device. Never a secret. */
  detail?: string | null;
}

/** A page of the log; the days of `from` and `to` are in COMPANY_TIME_ZONE. */
export interface AuditQuery extends DayRange {
  /** From 1. */
  page: number;
  pageSize?: number;
  action?: AuditAction;
  outcome?: AuditOutcome;
}

/** An event as the audit log lists it. */
export type AuditEvent = Pick<
  AuditEventEntity,
  'id' | 'at' | 'action' | 'outcome' | 'ipAddress' | 'sessionId' | 'subject' | 'detail'
>;

interface AuditEventRow {
  id: string;
  at: Date;
  action: AuditAction;
  outcome: AuditOutcome;
  ip_address: string | null;
  session_id: string | null;
  subject: string | null;
  detail: string | null;
}

export interface AuditPage {
  items: AuditEvent[];
  total: number;
}

const SUBJECT_MAX = 300;
const DETAIL_MAX = 500;

/** Writes and reads the audit log. Rows are never changed; AuditRetention deletes old ones. */
@Injectable()
export class AuditLog {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(AUDIT_OPTIONS) private readonly options?: AuditModuleOptions,
  ) {}

  /** Appends one event, in `manager`'s transaction when given (so it commits with the change).
   * The address and session are the event's own, else those of the request being handled. */
  async record(event: AuditRecord, manager?: EntityManager): Promise<void> {
    const context = currentAuditContext();
    const outcome = event.outcome ?? 'success';
    await (manager ?? this.dataSource.manager).insert(AuditEventEntity, {
      action: event.action,
      outcome,
      ipAddress: event.ipAddress ?? context.ipAddress ?? null,
      sessionId: event.sessionId ?? context.sessionId ?? null,
      subject: cap(event.subject, SUBJECT_MAX),
      detail: cap(event.detail, DETAIL_MAX),
    });
    this.options?.onRecorded?.(event.action, outcome);
  }

  /** One page, newest first, with the number of matching events. */
  async page(query: AuditQuery): Promise<AuditPage> {
    const pageSize = query.pageSize ?? AUDIT.pageSize;
    const params: unknown[] = [];
    const value = (param: unknown) => {
      params.push(param);
      return `$${params.length}`;
    };
    const clauses: string[] = [];
    if (query.action) clauses.push(`action = ${value(query.action)}`);
    if (query.outcome) clauses.push(`outcome = ${value(query.outcome)}`);
    clauses.push(...dayRangeClauses('at', query, COMPANY_TIME_ZONE, value));
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const n = params.length;
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query<AuditEventRow[]>(
        `SELECT id, at, action, outcome, ip_address, session_id, subject, detail
           FROM audit_events ${where}
          ORDER BY at DESC, id DESC
          LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, pageSize, (query.page - 1) * pageSize],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM audit_events ${where}`,
        params,
      ),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      outcome: row.outcome,
      ipAddress: row.ip_address,
      sessionId: row.session_id,
      subject: row.subject,
      detail: row.detail,
    }));
    return { items, total: counted?.total ?? 0 };
  }
}

function cap(text: string | null | undefined, max: number): string | null {
  if (text === undefined || text === null) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
