import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '@site/audit';
import { isUuid } from '@site/common';
import {
  INBOX,
  INBOX_DEFAULT_STATUSES,
  MESSAGE_STATUSES,
  type MessageStatus,
  type NotificationState,
  type PreferredChannel,
} from '@site/contract';
import { MessageEntity } from '../message.entity.js';
import { MessageNoteEntity } from '../message-note.entity.js';
import { NOTIFICATION_WAKE, type NotificationWake } from '../notification-wake.js';
import { composeCompanyEmail, type ComposedEmail } from '../notification/compose.js';
import { NotificationEntity } from '../notification/notification.entity.js';
import {
  NOTIFICATION_OPTIONS,
  type NotificationOptions,
} from '../notification/notification-sender.js';
import {
  cappedCountSql,
  filterSql,
  type FilterSql,
  type InboxFilter,
  isStatusOnly,
} from './inbox-filter.js';

export interface InboxQuery extends InboxFilter {
  /** From 1. */
  page: number;
  pageSize: number;
}

/** A message as the inbox's list shows it: no full text, its company notification's state. */
export interface InboxItem {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  preferredChannel: PreferredChannel | null;
  status: MessageStatus;
  createdAt: Date;
  /** The first INBOX.excerptLength characters of the text. */
  excerpt: string;
  notification: NotificationState | null;
}

/** How many messages each status holds. */
export type MessageCounts = Record<MessageStatus, number>;

export interface InboxPage {
  items: InboxItem[];
  /** How many messages match; at most INBOX.countCap for a search or a date filter. */
  total: number;
  /** More messages than `total` match (the count stopped at INBOX.countCap). */
  totalCapped: boolean;
  counts: MessageCounts;
}

/** A message with everything the inbox shows of it. */
export interface MessageDetail {
  message: MessageEntity;
  notes: MessageNoteEntity[];
  /** Company first, then the acknowledgement. */
  notifications: NotificationEntity[];
  /** The company's email about it, as it was (or would be) sent; null without the notification
   * module (NotificationModule.forRoot). */
  emailPreview: ComposedEmail | null;
}

interface ItemRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  preferred_channel: PreferredChannel | null;
  status: MessageStatus;
  created_at: Date;
  excerpt: string;
  notification: NotificationState | null;
}

/** Search totals kept per generation: the filters an admin has open at once, and some. */
const KEPT_TOTALS = 100;

/** The admin's inbox: pages, counts, one message, status moves, notes, deletion. Every method
 * taking an id answers null (or false) for an id no message has, a malformed one included. */
@Injectable()
export class InboxService {
  /** Search totals of one generation of the messages, by filter (the newest KEPT_TOTALS). */
  private totals = { generation: -1, byFilter: new Map<string, number>() };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(NOTIFICATION_WAKE) private readonly sender?: NotificationWake | null,
    @Optional()
    @Inject(NOTIFICATION_OPTIONS)
    private readonly notification?: NotificationOptions | null,
    @Optional() @Inject(AuditLog) private readonly audit?: AuditLog | null,
  ) {}

  /** One page, newest first, with its total and the count of every status. */
  async page(query: InboxQuery): Promise<InboxPage> {
    const filter = filterSql(query);
    const n = filter.params.length;
    const list = this.dataSource.query<ItemRow[]>(
      `SELECT m.id, m.name, m.email, m.company, m.phone, m.service, m.preferred_channel,
              m.status, m.created_at, left(m.message, ${INBOX.excerptLength}) AS excerpt,
              (SELECT n.state FROM message_notifications n
                WHERE n.message_id = m.id AND n.kind = 'company') AS notification
         FROM messages m
        WHERE ${filter.where}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...filter.params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const state = this.countsAndGeneration();
    const counted = isStatusOnly(query)
      ? undefined
      : state.then(({ generation }) => this.total(filter, generation));
    const [rows, { counts }, total] = await Promise.all([list, state, counted]);
    const statuses = query.status ? [query.status] : INBOX_DEFAULT_STATUSES;
    return {
      items: rows.map(itemOf),
      total:
        total === undefined
          ? statuses.reduce((sum, status) => sum + counts[status], 0)
          : Math.min(total, INBOX.countCap),
      totalCapped: total !== undefined && total > INBOX.countCap,
      counts,
    };
  }

  /** How many messages match, up to INBOX.countCap + 1 (cappedCountSql); counted once per
   * filter and generation of the messages. */
  private async total(filter: FilterSql, generation: number): Promise<number> {
    const key = JSON.stringify([filter.where, filter.params]);
    if (this.totals.generation !== generation) {
      this.totals = { generation, byFilter: new Map() };
    }
    const known = this.totals.byFilter.get(key);
    if (known !== undefined) return known;
    const { sql, params } = cappedCountSql(filter);
    const [row] = await this.dataSource.query<{ total: number }[]>(sql, params);
    const total = row?.total ?? 0;
    // Counted after the generation was read: never older than the generation it is kept for.
    const { byFilter } = this.totals;
    if (this.totals.generation === generation) {
      if (byFilter.size >= KEPT_TOTALS) byFilter.delete(byFilter.keys().next().value!);
      byFilter.set(key, total);
    }
    return total;
  }

  /** How many messages each status holds (the sidebar's unread count is `new`). */
  async counts(): Promise<MessageCounts> {
    return (await this.countsAndGeneration()).counts;
  }

  /** The counts the triggers keep (migration MessageStatusCounts1764300000300) and the
   * messages' generation (MessageChanges1764300000400), in one statement. */
  private async countsAndGeneration(): Promise<{ counts: MessageCounts; generation: number }> {
    const rows = await this.dataSource.query<{ status: MessageStatus | null; n: number }[]>(
      `SELECT status, sum(n)::float8 AS n FROM message_status_counts GROUP BY status
       UNION ALL
       SELECT NULL, coalesce(sum(n), 0)::float8 FROM message_changes`,
    );
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0]));
    let generation = 0;
    for (const row of rows) {
      if (row.status === null) generation = row.n;
      else counts[row.status] = row.n;
    }
    return { counts: counts as MessageCounts, generation };
  }

  /** The message with its notes (oldest first) and its notifications. */
  async detail(id: string): Promise<MessageDetail | null> {
    if (!isUuid(id)) return null;
    const [message, notes, notifications] = await Promise.all([
      this.dataSource.getRepository(MessageEntity).findOneBy({ id }),
      this.dataSource
        .getRepository(MessageNoteEntity)
        .find({ where: { messageId: id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.dataSource
        .getRepository(NotificationEntity)
        .find({ where: { messageId: id }, order: { kind: 'DESC' } }),
    ]);
    if (!message) return null;
    const emailPreview = this.notification
      ? composeCompanyEmail(message, this.notification.mail, this.notification.siteUrl)
      : null;
    return { message, notes, notifications, emailPreview };
  }

  /**
   * Moves the message to `status`. Out of spam, its suppressed company notification is queued
   * (and then sent) and the spam reason cleared; into spam, notifications not yet sent or being
   * sent are suppressed. Back to `new` marks it unread; any other status marks it read.
   */
  async setStatus(id: string, status: MessageStatus): Promise<MessageDetail | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.dataSource.query<{ id: string; requeued: number }[]>(
      `WITH updated AS (
         UPDATE messages m
            SET status = $2::text,
                spam_reason = CASE WHEN $2::text = 'spam' THEN m.spam_reason END,
                read_at = CASE WHEN $2::text = 'new' THEN NULL ELSE coalesce(m.read_at, now()) END
          WHERE m.id = $1
          RETURNING m.id
       ), requeued AS (
         UPDATE message_notifications n
            SET state = 'pending', next_attempt_at = now(), last_error = NULL
           FROM updated
          WHERE $2::text <> 'spam' AND n.message_id = updated.id AND n.kind = 'company'
            AND n.state = 'suppressed'
          RETURNING n.id
       ), suppressed AS (
         UPDATE message_notifications n
            SET state = 'suppressed'
           FROM updated
          WHERE $2::text = 'spam' AND n.message_id = updated.id AND n.state = 'pending'
            AND (n.locked_until IS NULL OR n.locked_until < now())
          RETURNING n.id
       )
       SELECT id, (SELECT count(*) FROM requeued)::int AS requeued FROM updated`,
      [id, status],
    );
    if (!row) return null;
    if (row.requeued > 0) this.sender?.wake();
    return this.detail(id);
  }

  /** Adds a note (trimmed) to the message. */
  async addNote(messageId: string, text: string): Promise<MessageNoteEntity | null> {
    if (!isUuid(messageId)) return null;
    const notes = this.dataSource.getRepository(MessageNoteEntity);
    try {
      const [row] = await this.dataSource.query<{ id: string; created_at: Date }[]>(
        `INSERT INTO message_notes (message_id, text)
         SELECT id, $2 FROM messages WHERE id = $1
         RETURNING id, created_at`,
        [messageId, text.trim()],
      );
      return row
        ? notes.create({ id: row.id, messageId, text: text.trim(), createdAt: row.created_at })
        : null;
    } catch (error) {
      // The message was deleted between the look-up and the insert.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23503') {
        return null;
      }
      throw error;
    }
  }

  /** Deletes one note of the message; false when the message has no such note. */
  async deleteNote(messageId: string, noteId: string): Promise<boolean> {
    if (!isUuid(messageId) || !isUuid(noteId)) return false;
    const rows = await this.dataSource.query<unknown[]>(
      `WITH gone AS (DELETE FROM message_notes WHERE id = $1 AND message_id = $2 RETURNING id)
       SELECT id FROM gone`,
      [noteId, messageId],
    );
    return rows.length > 0;
  }

  /** Deletes the message with its notes and notifications (for good: a privacy request). */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<unknown[]>(
        `WITH gone AS (DELETE FROM messages WHERE id = $1 RETURNING id) SELECT id FROM gone`,
        [id],
      );
      // Audited by id only: a deletion for a privacy request keeps no name or address.
      if (rows.length > 0)
        await this.audit?.record({ action: 'message.delete', subject: id }, manager);
      return rows.length > 0;
    });
  }
}

function itemOf(row: ItemRow): InboxItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    service: row.service,
    preferredChannel: row.preferred_channel,
    status: row.status,
    createdAt: row.created_at,
    excerpt: row.excerpt,
    notification: row.notification,
  };
}
