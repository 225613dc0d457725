import {
  type AdminMessage,
  type MessageNotification,
  SPAM_REASONS,
  UTM_TAGS,
} from '@site/contract';
import { Fragment } from 'react';
import { messageDate, replyMailto, telHref, whatsappHref } from './message-facts.js';

/** Email (a mailto link), company and phone, as terms of a description list (a dash for none):
 * the start of a message's facts in the list and on its page. */
export function ContactFactItems({
  message,
}: {
  message: Pick<AdminMessage, 'email' | 'company' | 'phone'>;
}) {
  return (
    <>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${message.email}`}>{message.email}</a>
      </dd>
      <dt>Company</dt>
      <dd>{message.company || '—'}</dd>
      <dt>Phone</dt>
      <dd>{message.phone || '—'}</dd>
    </>
  );
}

/** Email with "Re: your enquiry", and a call or WhatsApp when there is a phone number. */
export function ReplyLinks({ message }: { message: AdminMessage }) {
  return (
    <ul className="inbox-replies">
      <li>
        <a className="button" href={replyMailto(message.email)}>
          Reply by email
        </a>
      </li>
      {message.phone && (
        <>
          <li>
            <a className="button button--ghost" href={telHref(message.phone)}>
              Call {message.phone}
            </a>
          </li>
          <li>
            <a
              className="button button--ghost"
              href={whatsappHref(message.phone)}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp {message.phone}
              <span className="visually-hidden"> (opens WhatsApp)</span>
            </a>
          </li>
        </>
      )}
    </ul>
  );
}

const UTM_LABELS = UTM_TAGS.map((tag) => [tag, `Campaign ${tag} (utm_${tag})`] as const);

/** Where the visitor came from: the page before the form, the landing page, the referrer and
 * the landing page's UTM tags. */
export function LeadContextFacts({ context }: { context: AdminMessage['context'] }) {
  const facts: [string, string][] = [];
  if (context.page) facts.push(['Page before the form', context.page]);
  if (context.landingPage) facts.push(['Landing page', context.landingPage]);
  if (context.referrer) facts.push(['Referrer', context.referrer]);
  for (const [tag, label] of UTM_LABELS) {
    const value = context.utm[tag];
    if (value) facts.push([label, value]);
  }
  if (facts.length === 0) return <p className="muted">No visit details were sent.</p>;
  return (
    <dl className="admin-message__facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const KIND_LABELS: Record<MessageNotification['kind'], string> = {
  company: 'Email to the company',
  acknowledgement: 'Acknowledgement to the visitor',
};

/** What happened to one notification, in words. */
export function notificationText({
  state,
  attempts,
  sentAt,
  nextAttemptAt,
  retryable,
}: MessageNotification) {
  switch (state) {
    case 'sent':
      return `Sent ${messageDate(sentAt)}.`;
    case 'pending':
      return attempts > 0
        ? `Not sent yet: ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} failed; next try ${messageDate(nextAttemptAt)}.`
        : 'Waiting to be sent.';
    case 'failed':
      return `Failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}.`;
    case 'disabled':
      return retryable
        ? 'Not sent: there was no mail server (SMTP_URL) when it was due.'
        : 'Not sent: no mail server is set up (SMTP_URL).';
    case 'suppressed':
      return 'Not sent: the message is in spam.';
  }
}

interface NotificationListProps {
  notifications: MessageNotification[];
  /** Sends the message's failed (or disabled) emails again; offered beside each that can be. */
  onRetry: () => void;
  busy: boolean;
}

export function NotificationList({ notifications, onRetry, busy }: NotificationListProps) {
  if (notifications.length === 0) return <p className="muted">No notification.</p>;
  return (
    <ul className="inbox-notifications">
      {notifications.map((notification) => (
        <li key={notification.kind}>
          <strong>{KIND_LABELS[notification.kind]}:</strong>{' '}
          <span className={`inbox-notification inbox-notification--${notification.state}`}>
            {notificationText(notification)}
          </span>
          {notification.retryable && (
            <>
              {' '}
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={onRetry}
              >
                Send the notification again
              </button>
            </>
          )}
          {notification.lastError && (
            <p className="admin-error inbox-notification__error">
              Last error: {notification.lastError}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function EmailPreview({ preview }: { preview: NonNullable<AdminMessage['emailPreview']> }) {
  return (
    <>
      <dl className="admin-message__facts">
        <dt>To</dt>
        <dd>{preview.to.join(', ')}</dd>
        <dt>Subject</dt>
        <dd>{preview.subject}</dd>
      </dl>
      <pre className="inbox-preview">{preview.text}</pre>
    </>
  );
}

/** Why the message was put in spam, as SPAM_REASONS words it. */
export const spamReasonText = (reason: AdminMessage['spamReason']) =>
  reason ? (SPAM_REASONS[reason] ?? reason) : null;
