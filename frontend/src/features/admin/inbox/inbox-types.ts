import type {
  ContactServiceId,
  MessageStatus,
  NotificationState,
  PreferredChannel,
  SpamReason,
  UtmTag,
} from '@site/contract';

/** GET /api/admin/messages/counts, and the counts of every list page. */
export type InboxCounts = Record<MessageStatus, number>;

/** A message in the inbox's list. */
export interface InboxItem {
  _id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: ContactServiceId | null;
  preferredChannel: PreferredChannel | null;
  status: MessageStatus;
  date: string | null;
  excerpt: string;
  notification: NotificationState | null;
}

/** GET /api/admin/messages. */
export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: InboxCounts;
}

/** The query of GET /api/admin/messages and of the CSV export (page aside). */
export interface InboxParams {
  /** Absent: the inbox (INBOX_DEFAULT_STATUSES). */
  status?: MessageStatus;
  q?: string;
  /** YYYY-MM-DD, Asia/Karachi, inclusive. */
  from?: string;
  to?: string;
  page?: number;
}

export interface InboxNote {
  _id: string;
  text: string;
  date: string;
}

export interface InboxNotification {
  kind: string;
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** GET /api/admin/messages/:id (and the answer to its PATCH). */
export interface InboxMessage extends Omit<InboxItem, 'excerpt' | 'notification'> {
  message: string;
  context: {
    page: string | null;
    landingPage: string | null;
    referrer: string | null;
    utm: Record<UtmTag, string | null>;
  };
  spamReason: SpamReason | null;
  notes: InboxNote[];
  notifications: InboxNotification[];
  /** The email the company gets (or would get, with no mail server set up). */
  emailPreview: { to: string[]; subject: string; text: string } | null;
  /** When it was first read; null while new. */
  readAt: string | null;
}
