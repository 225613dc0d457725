import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { type NamedStatement, queryNamed } from '@site/common';
import {
  type ContactServiceId,
  type MessageStatus,
  type PreferredChannel,
  SPAM_RULES,
  type SpamReason,
} from '@site/contract';
import { CONTACT_OPTIONS, type ContactModuleOptions } from './contact-options.js';
import { MessageEntity, type UtmValues } from './message.entity.js';
import { emailMessageId } from './notification/email-message-id.js';
import {
  NOTIFICATION_OPTIONS,
  type NotificationOptions,
} from './notification/notification-sender.js';
import { NOTIFICATION_WAKE, type NotificationWake } from './notification-wake.js';
import { FormTokens } from './spam/form-tokens.js';
import { countLinks, messageHash } from './spam/message-text.js';

/** Where the visitor was: the page they sent the form from, their first page, the referrer,
 * and the UTM tags of that first page. */
export interface LeadContext {
  page?: string | null;
  landingPage?: string | null;
  referrer?: string | null;
  utm?: UtmValues;
}

export interface MessageInput {
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  message: string;
  service?: ContactServiceId;
  preferredChannel?: PreferredChannel;
  context?: LeadContext;
  /** The token of GET /api/contact/form-token (null: not given). */
  formToken?: string | null;
  /** The honeypot (SPAM_RULES.honeypotField): empty unless a bot filled it. */
  website?: string | null;
}

interface Inserted {
  id: string;
  created_at: Date;
  status: MessageStatus;
  spam_reason: SpamReason | null;
}

/**
 * The message, the spam verdict and the outbox rows in ONE statement (one round trip, one
 * commit, planned once per connection): the nonce is recorded (a used one is a replay), the
 * duplicate looked up, the message inserted with its status, and its notifications written from
 * it. Parameters: $1-$5 the five fields, $6-$11 service, channel, page, landing page, referrer,
 * utm; $12 the text's hash; $13 a verdict decided before the database (honeypot, token missing,
 * forged, expired); $14/$15 the token's nonce and issue time; $16 a verdict after the replay check
 * (too fast, links); $17 the duplicate window in hours; $18/$19 the Message-IDs; $20 whether to
 * acknowledge; $21 whether to notify at all (no outbox row when notifications are switched off).
 * Exported for the benchmark, whose pgbench runs this same statement as PostgreSQL's ceiling.
 */
export const INSERT_MESSAGE: NamedStatement = {
  name: 'contact-insert-message',
  text: `
  WITH nonce AS (
    INSERT INTO contact_form_nonces (nonce, issued_at)
    SELECT $14::text, $15::timestamptz WHERE $14::text IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING nonce
  ), verdict AS (
    SELECT CASE
      WHEN $13::text IS NOT NULL THEN $13::text
      WHEN $14::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM nonce) THEN 'tokenReplayed'
      WHEN $16::text IS NOT NULL THEN $16::text
      WHEN EXISTS (
        SELECT 1 FROM messages
         WHERE message_hash = $12 AND created_at > now() - make_interval(hours => $17::int)
      ) THEN 'duplicate'
    END AS reason
  ), message AS (
    INSERT INTO messages (name, email, company, phone, message, service, preferred_channel,
                          page_path, landing_page, referrer, utm, message_hash, status, spam_reason)
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12,
           CASE WHEN reason IS NULL THEN 'new' ELSE 'spam' END, reason
      FROM verdict
    RETURNING id, created_at, status, spam_reason
  ), notifications AS (
    INSERT INTO message_notifications (message_id, kind, state, email_message_id)
    SELECT id, 'company', CASE WHEN status = 'spam' THEN 'suppressed' ELSE 'pending' END, $18
      FROM message WHERE $21
    UNION ALL
    SELECT id, 'acknowledgement', 'pending', $19 FROM message
     WHERE $21 AND $20 AND status <> 'spam'
  )
  SELECT id, created_at, status, spam_reason FROM message`,
};

@Injectable()
export class MessagesService {
  private readonly tokens: FormTokens;
  private readonly siteUrl: string;
  private readonly acknowledge: boolean;
  private readonly notify: boolean;

  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    @Inject(CONTACT_OPTIONS) options: ContactModuleOptions,
    @Optional() @Inject(NOTIFICATION_WAKE) private readonly sender?: NotificationWake | null,
    @Optional() @Inject(NOTIFICATION_OPTIONS) notification?: NotificationOptions | null,
  ) {
    this.tokens = new FormTokens(options.formTokenSecret ?? randomBytes(32).toString('hex'));
    this.siteUrl = options.siteUrl;
    this.notify = options.notifications ?? true;
    // The acknowledgement is an email setting (NotificationModule's mail.acknowledge).
    this.acknowledge = notification?.mail.acknowledge ?? false;
  }

  /** A new form token, issued now (or at `at`). */
  formToken(at?: Date): string {
    return this.tokens.issue(at);
  }

  /**
   * Stores the message, as spam when it looks like spam (SPAM_REASONS), with its outbox rows.
   * Resolves only once it is committed: a message the visitor was told was sent is kept.
   */
  async create(input: MessageInput, now: Date = new Date()): Promise<MessageEntity> {
    const context = input.context ?? {};
    const values = {
      name: input.name.trim(),
      email: input.email.trim(),
      company: emptyToNull(input.company),
      phone: emptyToNull(input.phone),
      message: input.message.trim(),
      service: input.service ?? null,
      preferredChannel: input.preferredChannel ?? null,
      pagePath: emptyToNull(context.page),
      landingPage: emptyToNull(context.landingPage),
      referrer: emptyToNull(context.referrer),
      utm: utmOf(context.utm),
      readAt: null,
    };
    const token = this.tokens.verify(input.formToken, now);
    const before: SpamReason | null = emptyToNull(input.website)
      ? 'honeypot'
      : token.ok
        ? null
        : token.reason;
    const accepted = before === null && token.ok ? token.token : undefined;
    const after: SpamReason | null = accepted?.tooFast
      ? 'tooFast'
      : countLinks(values.message, values.name, values.company) > SPAM_RULES.maxLinks
        ? 'tooManyLinks'
        : null;
    const rows = await queryNamed<Inserted[]>(this.messages, INSERT_MESSAGE, [
      values.name,
      values.email,
      values.company,
      values.phone,
      values.message,
      values.service,
      values.preferredChannel,
      values.pagePath,
      values.landingPage,
      values.referrer,
      values.utm && JSON.stringify(values.utm),
      messageHash(values.message),
      before,
      accepted?.nonce ?? null,
      accepted?.issuedAt ?? null,
      after,
      SPAM_RULES.duplicateWindowHours,
      emailMessageId(this.siteUrl),
      this.acknowledge ? emailMessageId(this.siteUrl) : null,
      this.acknowledge,
      this.notify,
    ]);
    const [row] = rows;
    if (!row) throw new Error('The message was not stored.');
    if (row.status !== 'spam' && this.notify) this.sender?.wake();
    return this.messages.create({
      ...values,
      id: row.id,
      createdAt: row.created_at,
      status: row.status,
      spamReason: row.spam_reason,
    });
  }

  /** Every message, newest first. */
  list(): Promise<MessageEntity[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The tags given, trimmed; null when none is. */
function utmOf(utm: UtmValues | undefined): UtmValues | null {
  const kept = Object.entries(utm ?? {})
    .map(([tag, value]) => [tag, value?.trim()] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  return kept.length ? Object.fromEntries(kept) : null;
}
