import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Nodemailer from 'nodemailer';
import { DataSource, In } from 'typeorm';
import { loadOnUse } from '@site/common';
import { MessageEntity } from '../message.entity.js';
import { composeAcknowledgement, composeCompanyEmail, type ComposedEmail } from './compose.js';
import {
  DEFAULT_DELIVERY,
  type DeliveryTimings,
  type MailSettings,
  retryDelayMs,
} from './mail-settings.js';
import { type NotificationKind } from './notification.entity.js';

/** The sender's settings, provided by ContactModule from its `mail` option; null without it:
 * this process sends nothing (the rows wait for a process that has the settings). */
export const NOTIFICATION_OPTIONS = Symbol('NotificationOptions');

export interface NotificationOptions {
  mail: MailSettings;
  /** The site's public origin, for the link to the message in the admin. */
  siteUrl: string;
}

/** A claimed outbox row, as the claim returns it. */
interface ClaimedRow {
  id: string;
  message_id: string;
  kind: NotificationKind;
  email_message_id: string;
  attempts: number;
}

/** What one pass did. */
export interface DeliveryPass {
  sent: number;
  retried: number;
  failed: number;
  disabled: number;
}

type Transport = ReturnType<typeof Nodemailer.createTransport>;

/** The event loop's busy share above which the bff counts as busy answering requests. */
const BUSY_SHARE = 0.5;
/** The shortest stretch the busy share is judged over, and how often a held sender looks. */
const BUSY_LOOK_MS = 250;

/** nodemailer: only a bff with SMTP_URL loads it. */
const nodemailer = loadOnUse<typeof Nodemailer>('nodemailer');

/**
 * Sends the outbox's emails, in every bff replica. A pass claims due rows in one statement
 * (FOR UPDATE SKIP LOCKED, then a lease in locked_until and attempts + 1), so two replicas never
 * send one row at the same time; sends each through one pooled SMTP transport; and records sent,
 * or the error with the next attempt (exponential backoff with jitter) or `failed` after the
 * last attempt. A sender that dies mid-send leaves its lease to run out: the row is sent again,
 * with the same Message-ID. Without SMTP_URL a due row becomes `disabled` once no replica with
 * SMTP has taken it for busyDelayMs + 2 × pollMs (40 s by default): in a rolling change that adds
 * SMTP_URL, the old replicas leave the new ones every email.
 *
 * Visitors come first: while the bff's event loop is busy (more than BUSY_SHARE of the time
 * since the sender last looked), due emails wait, at most busyDelayMs; then they are sent
 * whatever the load. An email costs the bff about as much CPU as the message that queued it.
 */
@Injectable()
export class NotificationSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationSender');
  private readonly timings: DeliveryTimings;
  /** A send is cut off at half the lease: no other replica claims an email still being sent. */
  private readonly sendTimeoutMs: number;
  /** How long a due email waits for a replica with SMTP before one without marks it disabled. */
  private readonly disableAfterMs: number;
  private readonly transport: Transport | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private planned = false;
  private started = false;
  private stopped = false;
  /** The event loop's counters when the sender last looked (or ended a pass). */
  private lookedAt: EventLoopUtilization = performance.eventLoopUtilization();
  private lookedAtMs = Date.now();
  /** Since when due emails have been held back by a busy event loop. */
  private heldSinceMs: number | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional()
    @Inject(NOTIFICATION_OPTIONS)
    private readonly options: NotificationOptions | null = null,
  ) {
    this.timings = { ...DEFAULT_DELIVERY, ...options?.mail.delivery };
    this.sendTimeoutMs = Math.max(1_000, Math.floor(this.timings.leaseMs / 2));
    this.disableAfterMs = this.timings.busyDelayMs + 2 * this.timings.pollMs;
    const cutOff = this.sendTimeoutMs;
    const smtpUrl = options?.mail.smtpUrl;
    if (smtpUrl) {
      // Pooled: connects on the first send, keeps a few connections open while busy.
      this.transport = nodemailer().createTransport({
        url: smtpUrl,
        pool: true,
        connectionTimeout: Math.min(10_000, cutOff),
        greetingTimeout: Math.min(10_000, cutOff),
        socketTimeout: Math.min(60_000, cutOff),
      });
    }
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  /** Starts polling: looks for due emails now, then every pollMs at most. */
  start(): void {
    if (!this.options || this.started || this.stopped) return;
    this.started = true;
    this.plan(0);
  }

  /** Waits for the sends in flight, then closes the SMTP connections. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Looks for due emails now (after a message is stored: this replica sends it at once). */
  wake(): void {
    if (this.started) this.plan(0);
  }

  /**
   * Puts a message's failed (or disabled) emails back in the queue with a fresh count of
   * attempts, and looks at once. Returns how many were queued.
   */
  async retry(messageId: string): Promise<number> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `UPDATE message_notifications
          SET state = 'pending', attempts = 0, next_attempt_at = now(), locked_until = NULL,
              last_error = NULL
        WHERE message_id = $1 AND state IN ('failed', 'disabled')`,
      [messageId],
    );
    if (affected > 0) this.wake();
    return affected;
  }

  /** One pass: every due email claimed and sent (or disabled), batch after batch. */
  async deliverDue(): Promise<DeliveryPass> {
    const pass: DeliveryPass = { sent: 0, retried: 0, failed: 0, disabled: 0 };
    if (!this.transport) {
      // Only what no replica with SMTP took in time: one is held at most busyDelayMs on a busy
      // bff and found within pollMs after that; one claimed (leased) is being sent.
      const [, disabled] = await this.dataSource.query<[unknown, number]>(
        `UPDATE message_notifications SET state = 'disabled', locked_until = NULL
          WHERE state = 'pending'
            AND next_attempt_at <= now() - $1 * interval '1 millisecond'
            AND (locked_until IS NULL OR locked_until < now())`,
        [this.disableAfterMs],
      );
      pass.disabled = disabled;
      return pass;
    }
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return pass;
      const messages = await this.dataSource.getRepository(MessageEntity).findBy({
        id: In([...new Set(claimed.map((row) => row.message_id))]),
      });
      const byId = new Map(messages.map((message) => [message.id, message]));
      const outcomes = await Promise.all(
        claimed.map((row) => this.deliver(row, byId.get(row.message_id))),
      );
      await this.recordSent(claimed.filter((_, i) => outcomes[i] === 'sent'));
      for (const outcome of outcomes) pass[outcome] += 1;
      if (claimed.length < this.timings.batchSize || this.stopped) return pass;
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const [rows] = await this.dataSource.query<[ClaimedRow[], number]>(
      `UPDATE message_notifications
          SET attempts = attempts + 1,
              locked_until = now() + $2 * interval '1 millisecond'
        WHERE id IN (
          SELECT id FROM message_notifications
           WHERE state = 'pending' AND next_attempt_at <= now()
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, message_id, kind, email_message_id, attempts`,
      [this.timings.batchSize, this.timings.leaseMs],
    );
    return rows;
  }

  private async deliver(
    row: ClaimedRow,
    message: MessageEntity | undefined,
  ): Promise<keyof DeliveryPass> {
    // Deleted since it was claimed: its row went with it.
    if (!message) return 'sent';
    const email = this.compose(row, message);
    try {
      if (!email) throw new Error('The visitor’s email address cannot be used.');
      await this.transport!.sendMail({
        ...email,
        messageId: row.email_message_id,
        signal: AbortSignal.timeout(this.sendTimeoutMs),
      });
    } catch (error) {
      return this.recordFailure(row, error);
    }
    return 'sent';
  }

  /** Records a claim's sent emails, in one statement once every send of the claim is over. */
  private async recordSent(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      await this.dataSource.query(
        `UPDATE message_notifications
            SET state = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
          WHERE id = ANY($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
    } catch (error) {
      // Sent but not recorded: the lease runs out and they are sent once more, same Message-IDs.
      this.logger.error(
        `Notifications ${rows.map((row) => row.id).join(', ')} were sent but could not be ` +
          `recorded; they will be sent again: ${String(error)}`,
      );
    }
  }

  private compose(row: ClaimedRow, message: MessageEntity): ComposedEmail | null {
    const { mail, siteUrl } = this.options!;
    return row.kind === 'acknowledgement'
      ? composeAcknowledgement(message, mail)
      : composeCompanyEmail(message, mail, siteUrl);
  }

  private async recordFailure(row: ClaimedRow, error: unknown): Promise<'retried' | 'failed'> {
    const reason = readableError(error, this.options?.mail.smtpUrl);
    const last = row.attempts >= this.timings.maxAttempts;
    const delayMs = retryDelayMs(row.attempts, this.timings);
    this.logger.warn(
      `Notification ${row.id} (${row.kind}, message ${row.message_id}) failed, attempt ` +
        `${row.attempts} of ${this.timings.maxAttempts}` +
        (last ? ', giving up' : `, retrying in ${Math.ceil(delayMs / 1000)} s`) +
        `: ${reason}`,
    );
    await this.dataSource.query(
      `UPDATE message_notifications
          SET state = $2, next_attempt_at = now() + $3 * interval '1 millisecond',
              locked_until = NULL, last_error = $4
        WHERE id = $1`,
      [row.id, last ? 'failed' : 'pending', last ? 0 : delayMs, reason],
    );
    return last ? 'failed' : 'retried';
  }

  /** Looks for due emails after `delayMs`, replacing any look planned later. */
  private plan(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // A pass running now looks again when it ends; never two passes at once.
      if (this.planned) return;
      this.planned = true;
      this.running = this.running.then(() => this.tick());
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.planned = false;
    if (this.stopped) return;
    const holdMs = this.busyHoldMs();
    if (holdMs > 0) {
      this.plan(holdMs);
      return;
    }
    try {
      await this.deliverDue();
    } catch (error) {
      this.logger.error(`Sending notifications failed; trying again soon: ${String(error)}`);
    }
    this.heldSinceMs = undefined;
    this.look();
    this.plan(await this.nextWaitMs());
  }

  /** How long to wait before sending because requests keep the event loop busy; 0: send now. */
  private busyHoldMs(now = Date.now()): number {
    if (!this.transport || this.timings.busyDelayMs === 0) return 0;
    const judgedMs = now - this.lookedAtMs;
    // Too short a stretch to judge (a pass has just ended): look again once it is long enough.
    if (judgedMs < BUSY_LOOK_MS) return BUSY_LOOK_MS - judgedMs;
    const busy = performance.eventLoopUtilization(this.lookedAt).utilization > BUSY_SHARE;
    this.look(now);
    if (!busy) return 0;
    this.heldSinceMs ??= now;
    const leftMs = this.heldSinceMs + this.timings.busyDelayMs - now;
    return leftMs > 0 ? Math.min(BUSY_LOOK_MS, leftMs) : 0;
  }

  private look(now = Date.now()): void {
    this.lookedAt = performance.eventLoopUtilization();
    this.lookedAtMs = now;
  }

  /** Until the next due email, at most pollMs. */
  private async nextWaitMs(): Promise<number> {
    if (!this.transport) return this.timings.pollMs;
    try {
      const [next] = await this.dataSource.query<{ ms: number | null }[]>(
        `SELECT (extract(epoch FROM min(greatest(next_attempt_at, locked_until)) - now())
                 * 1000)::float8 AS ms
           FROM message_notifications WHERE state = 'pending'`,
      );
      if (next?.ms === null || next?.ms === undefined) return this.timings.pollMs;
      return Math.min(this.timings.pollMs, Math.max(0, Math.ceil(next.ms)) + 10);
    } catch {
      return this.timings.pollMs;
    }
  }
}

/** The error as the inbox shows it: one line, the SMTP reply when there is one, and never the
 * credentials of SMTP_URL. */
export function readableError(error: unknown, smtpUrl?: string): string {
  let text =
    error instanceof Error
      ? error.name === 'AbortError' || error.name === 'TimeoutError'
        ? 'The SMTP server did not finish the send in time.'
        : error.message
      : String(error);
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    for (const secret of [url.password, decodeURIComponent(url.password), url.username]) {
      if (secret) text = text.split(secret).join('***');
    }
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
