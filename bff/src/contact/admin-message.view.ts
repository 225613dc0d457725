import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type ComposedEmail,
  type InboxItem,
  type InboxPage,
  type MessageCounts,
  type MessageDetail,
  type MessageNoteEntity,
  type NotificationEntity,
  type NotificationKind,
} from '@site/contact';
import {
  CONTACT_SERVICE_IDS,
  MESSAGE_STATUSES,
  type MessageStatus,
  NOTIFICATION_STATES,
  type NotificationState,
  PREFERRED_CHANNELS,
  type PreferredChannel,
  SPAM_REASONS,
  type SpamReason,
  type UtmTag,
} from '@site/contract';

const nullableText = (description?: string) =>
  ApiProperty({ type: String, nullable: true, ...(description ? { description } : {}) });
const SERVICE = {
  enum: CONTACT_SERVICE_IDS,
  nullable: true,
  description: 'What the visitor asked about (CONTACT_SERVICES); null when not given.',
} as const;
const CHANNEL = {
  enum: PREFERRED_CHANNELS,
  nullable: true,
  description: 'How the visitor would like to be answered; null when not given.',
} as const;
const NOTIFICATION_KINDS = ['company', 'acknowledgement'] as const satisfies NotificationKind[];
const SPAM_REASON_KEYS = Object.keys(SPAM_REASONS) as SpamReason[];

/** How many messages each status holds (the sidebar's unread count is `new`). */
@ApiSchema({ name: 'MessageCounts' })
export class MessageCountsView implements Record<MessageStatus, number> {
  @ApiProperty({ type: 'integer', minimum: 0 }) new!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) read!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) replied!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) archived!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) spam!: number;

  static of(counts: MessageCounts): MessageCountsView {
    return { ...counts };
  }
}

/** A message in the inbox's list. */
@ApiSchema({ name: 'InboxItem' })
export class InboxItemView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @nullableText() company!: string | null;
  @nullableText() phone!: string | null;
  @ApiProperty(SERVICE) service!: string | null;
  @ApiProperty(CHANNEL) preferredChannel!: PreferredChannel | null;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status!: MessageStatus;
  @ApiProperty({ format: 'date-time', description: 'When it was received.' }) date!: string;
  @ApiProperty({ description: 'The first 160 characters of the message.' }) excerpt!: string;
  @ApiProperty({
    enum: NOTIFICATION_STATES,
    nullable: true,
    description: "The company email's state; null for a message from before the outbox.",
  })
  notification!: NotificationState | null;

  static of(item: InboxItem): InboxItemView {
    return {
      _id: item.id,
      name: item.name,
      email: item.email,
      company: item.company,
      phone: item.phone,
      service: item.service,
      preferredChannel: item.preferredChannel,
      status: item.status,
      date: item.createdAt.toISOString(),
      excerpt: item.excerpt,
      notification: item.notification,
    };
  }
}

/** One page of the inbox. */
@ApiSchema({ name: 'InboxPage' })
export class InboxPageView {
  @ApiProperty({ type: [InboxItemView] }) items!: InboxItemView[];
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'How many messages match. A search or a date filter counts up to INBOX.countCap (1000): past it, this is 1000 and totalCapped is true.',
  })
  total!: number;
  @ApiProperty({
    description: 'More messages match than total (a search or date filter past INBOX.countCap).',
  })
  totalCapped!: boolean;
  @ApiProperty({ type: 'integer', minimum: 1 }) page!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) pageSize!: number;
  @ApiProperty({ type: MessageCountsView, description: 'Every status’s count, whatever is asked.' })
  counts!: MessageCountsView;

  static of(result: InboxPage, page: number, pageSize: number): InboxPageView {
    return {
      items: result.items.map((item) => InboxItemView.of(item)),
      total: result.total,
      totalCapped: result.totalCapped,
      page,
      pageSize,
      counts: MessageCountsView.of(result.counts),
    };
  }
}

/** The UTM tags a message came with; null for a tag it did not have. */
@ApiSchema({ name: 'UtmValues' })
export class UtmView implements Record<UtmTag, string | null> {
  @nullableText() source!: string | null;
  @nullableText() medium!: string | null;
  @nullableText() campaign!: string | null;
  @nullableText() term!: string | null;
  @nullableText() content!: string | null;
}

/** Where the visitor was when they wrote. */
@ApiSchema({ name: 'LeadContextView' })
export class LeadContextView {
  @nullableText('The page they came to the form from.') page!: string | null;
  @nullableText('The first page of their visit.') landingPage!: string | null;
  @nullableText('The other site that sent them.') referrer!: string | null;
  @ApiProperty({ type: UtmView }) utm!: UtmView;
}

/** An internal note. */
@ApiSchema({ name: 'MessageNote' })
export class NoteView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;

  static of(note: MessageNoteEntity): NoteView {
    return { _id: note.id, text: note.text, date: note.createdAt.toISOString() };
  }
}

/** One email of the message's outbox. */
@ApiSchema({ name: 'MessageNotification' })
export class NotificationView {
  @ApiProperty({ enum: NOTIFICATION_KINDS, description: 'To the company, or to the visitor.' })
  kind!: NotificationKind;
  @ApiProperty({ enum: NOTIFICATION_STATES }) state!: NotificationState;
  @ApiProperty({ type: 'integer', minimum: 0 }) attempts!: number;
  @nullableText('The last failure, readable.') lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({
    format: 'date-time',
    description: 'When it is next tried (while pending).',
  })
  nextAttemptAt!: string;
  @ApiProperty({
    description:
      'Whether POST …/notifications/retry would send it again: it is failed or disabled, and ' +
      'the server has a mail server (SMTP_URL).',
  })
  retryable!: boolean;

  static of(row: NotificationEntity, canSend: boolean): NotificationView {
    return {
      kind: row.kind,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      retryable: canSend && (row.state === 'failed' || row.state === 'disabled'),
    };
  }
}

/** The company's email about the message, as it was (or would be) sent. */
@ApiSchema({ name: 'EmailPreview' })
export class EmailPreviewView {
  @ApiProperty({ type: [String] }) to!: string[];
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;

  static of(email: ComposedEmail): EmailPreviewView {
    return {
      to: email.to.map((to) =>
        typeof to === 'string' ? to : to.name ? `${to.name} <${to.address}>` : to.address,
      ),
      subject: email.subject,
      text: email.text,
    };
  }
}

/** A message with everything the inbox shows of it. */
@ApiSchema({ name: 'AdminMessage' })
export class AdminMessageView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @nullableText() company!: string | null;
  @nullableText() phone!: string | null;
  @ApiProperty() message!: string;
  @ApiProperty(SERVICE) service!: string | null;
  @ApiProperty(CHANNEL) preferredChannel!: PreferredChannel | null;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status!: MessageStatus;
  @ApiProperty({
    enum: SPAM_REASON_KEYS,
    nullable: true,
    description:
      'Why it was put in spam (SPAM_REASONS); null when it is not spam or was marked by hand.',
  })
  spamReason!: SpamReason | null;
  @ApiProperty({ format: 'date-time', description: 'When it was received.' }) date!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was first marked read (any status but new); null while unread.',
  })
  readAt!: string | null;
  @ApiProperty({ type: LeadContextView }) context!: LeadContextView;
  @ApiProperty({ type: [NoteView], description: 'Oldest first.' }) notes!: NoteView[];
  @ApiProperty({ type: [NotificationView], description: 'The company email, then any other.' })
  notifications!: NotificationView[];
  @ApiProperty({
    type: EmailPreviewView,
    nullable: true,
    description: 'The company email as composed; null when the server has no mail settings.',
  })
  emailPreview!: EmailPreviewView | null;

  /** `canSend`: the server has a mail server (SMTP_URL), so a failed or disabled email can be
   * sent again. */
  static of(
    { message, notes, notifications, emailPreview }: MessageDetail,
    canSend: boolean,
  ): AdminMessageView {
    return {
      _id: message.id,
      name: message.name,
      email: message.email,
      company: message.company,
      phone: message.phone,
      message: message.message,
      service: message.service,
      preferredChannel: message.preferredChannel,
      status: message.status,
      spamReason: message.spamReason,
      date: message.createdAt.toISOString(),
      readAt: message.readAt?.toISOString() ?? null,
      context: {
        page: message.pagePath,
        landingPage: message.landingPage,
        referrer: message.referrer,
        utm: {
          source: message.utm?.source ?? null,
          medium: message.utm?.medium ?? null,
          campaign: message.utm?.campaign ?? null,
          term: message.utm?.term ?? null,
          content: message.utm?.content ?? null,
        },
      },
      notes: notes.map((note) => NoteView.of(note)),
      notifications: notifications.map((row) => NotificationView.of(row, canSend)),
      emailPreview: emailPreview ? EmailPreviewView.of(emailPreview) : null,
    };
  }
}
