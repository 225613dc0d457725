import {
  type AdminMessage,
  INBOX_MESSAGES,
  type MessageNote,
  type MessageStatus,
} from '@site/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import {
  addNote,
  deleteMessage,
  deleteNote,
  readInboxCounts,
  readInboxMessage,
  retryNotifications,
  setMessageStatus,
} from '../../features/admin/inbox/inbox-api.js';
import { STATUS_LABELS } from '../../features/admin/inbox/InboxFilters.js';
import {
  CHANNEL_LABELS,
  messageDate,
  serviceLabel,
} from '../../features/admin/inbox/message-facts.js';
import {
  EmailPreview,
  LeadContextFacts,
  NotificationList,
  ContactFactItems,
  ReplyLinks,
  spamReasonText,
} from '../../features/admin/inbox/MessageSections.js';
import { NotesPanel } from '../../features/admin/inbox/NotesPanel.js';
import { Section } from '../../features/admin/Section.js';
import { setUnreadCount } from '../../features/admin/inbox/unread-count.js';
import { failureMessage } from '../../features/admin/failure-message.js';
import { useAdminCall } from '../../features/admin/useAdminCall.js';
import { ApiError } from '../../lib/api.js';
import { type PageMeta } from '../../lib/page-meta.js';
import { adminRoutes } from '../../lib/routes.js';

export const meta: PageMeta = {
  title: 'Message',
  description: 'One contact message: its details, replies, status and notes.',
};

/** The status changes offered from each status, with what the change is called. */
const ACTIONS: Record<MessageStatus, { label: string; to: MessageStatus; done: string }[]> = {
  new: [
    { label: 'Mark replied', to: 'replied', done: 'Marked as replied.' },
    { label: 'Archive', to: 'archived', done: 'Archived.' },
    { label: 'Spam', to: 'spam', done: 'Moved to spam.' },
  ],
  read: [
    { label: 'Mark replied', to: 'replied', done: 'Marked as replied.' },
    { label: 'Archive', to: 'archived', done: 'Archived.' },
    { label: 'Spam', to: 'spam', done: 'Moved to spam.' },
  ],
  replied: [
    { label: 'Archive', to: 'archived', done: 'Archived.' },
    { label: 'Spam', to: 'spam', done: 'Moved to spam.' },
  ],
  archived: [
    { label: 'Move to inbox', to: 'read', done: 'Moved to the inbox.' },
    { label: 'Spam', to: 'spam', done: 'Moved to spam.' },
  ],
  spam: [{ label: 'Not spam', to: 'read', done: 'Moved to the inbox.' }],
};

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' | 'failed' }
  | { state: 'ready'; message: AdminMessage };

export default function AdminMessagePage() {
  const { id = '' } = useParams();
  const call = useAdminCall();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const notificationState = useRef<HTMLDivElement>(null);

  /** The sidebar's count, read again after a change of status. */
  const recount = useCallback(
    () =>
      call(readInboxCounts).then(
        (counts) => setUnreadCount(counts.new),
        (error: unknown) => console.error(error),
      ),
    [call],
  );

  const update = (change: Partial<AdminMessage>) =>
    setLoaded((current) =>
      current.state === 'ready'
        ? { ...current, message: { ...current.message, ...change } }
        : current,
    );

  useEffect(() => {
    let current = true;
    call(() => readInboxMessage(id)).then(
      async (message) => {
        if (!current) return;
        setLoaded({ state: 'ready', message });
        // Opening a new message reads it.
        if (message.status !== 'new') return;
        try {
          const read = await call(() => setMessageStatus(id, 'read'));
          if (!current) return;
          setLoaded({
            state: 'ready',
            message: { ...message, status: 'read', readAt: read.readAt },
          });
          void recount();
        } catch (error) {
          console.error(error);
          toast.error(failureMessage(error));
        }
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setLoaded({ state: 'missing' });
        else {
          console.error(error);
          setLoaded({ state: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [call, id, recount]);

  if (loaded.state !== 'ready') {
    return (
      <section aria-labelledby="message-title">
        <p>
          <Link to={adminRoutes.messages.link()}>Back to messages</Link>
        </p>
        {loaded.state === 'loading' ? (
          <p role="status">Loading message...</p>
        ) : (
          <>
            <h1 id="message-title">
              {loaded.state === 'missing' ? INBOX_MESSAGES.notFound : 'Message unavailable'}
            </h1>
            {loaded.state === 'failed' && (
              <p role="status">The message could not be loaded. Please try again.</p>
            )}
          </>
        )}
      </section>
    );
  }

  const { message } = loaded;
  const service = serviceLabel(message.service);
  const spamReason = spamReasonText(message.spamReason);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const changeStatus = (to: MessageStatus, done: string) =>
    act(async () => {
      // The answer is the message as it is now (a notification queued when it leaves spam).
      update(await call(() => setMessageStatus(message._id, to)));
      toast.success(done);
      // The button pressed may be gone: focus goes to the status it changed.
      statusLine.current?.focus();
      void recount();
    });

  const retry = () =>
    act(async () => {
      // The answer is the message with its emails queued again.
      update(await call(() => retryNotifications(message._id)));
      toast.success('The notification will be sent again.');
      // The pressed button is gone: focus goes to the notification's state.
      notificationState.current?.focus();
    });

  const remove = () => {
    if (!window.confirm('Delete this message for good? This cannot be undone.')) return;
    return act(async () => {
      await call(() => deleteMessage(message._id));
      toast.success('Message deleted.');
      void navigate(adminRoutes.messages.link());
    });
  };

  async function noteAction(action: () => Promise<void>): Promise<boolean> {
    try {
      await action();
      return true;
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
      return false;
    }
  }

  const addNoteText = (text: string) =>
    noteAction(async () => {
      const note = await call(() => addNote(message._id, text));
      update({ notes: [...message.notes, note] });
    });

  const removeNote = (note: MessageNote) =>
    noteAction(async () => {
      await call(() => deleteNote(message._id, note._id));
      update({ notes: message.notes.filter((kept) => kept._id !== note._id) });
    });

  return (
    <article className="inbox-message" aria-labelledby="message-title">
      <p>
        <Link to={adminRoutes.messages.link()}>Back to messages</Link>
      </p>
      <div className="admin-dashboard__head">
        <h1 id="message-title">{message.name}</h1>
        <p className="muted">{messageDate(message.date)}</p>
      </div>
      <p className="inbox-message__status" ref={statusLine} tabIndex={-1}>
        Status:{' '}
        <span className={`inbox-status inbox-status--${message.status}`}>
          {STATUS_LABELS[message.status]}
        </span>
      </p>
      {spamReason && <p className="admin-error">Why it is in spam: {spamReason}</p>}
      <div className="inbox-actions" role="group" aria-label="Status">
        {ACTIONS[message.status].map(({ label, to, done }) => (
          <button
            key={label}
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void changeStatus(to, done)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void remove()}
        >
          Delete
        </button>
      </div>

      <Section id="message-details" title="Details">
        <dl className="admin-message__facts">
          <ContactFactItems message={message} />
          <dt>Service</dt>
          <dd>{service ?? '—'}</dd>
          <dt>Preferred reply</dt>
          <dd>{message.preferredChannel ? CHANNEL_LABELS[message.preferredChannel] : '—'}</dd>
          <dt>Received</dt>
          <dd>{messageDate(message.date)}</dd>
        </dl>
      </Section>
      <Section id="message-text" title="Message">
        <p className="admin-message__text">{message.message}</p>
      </Section>
      <Section id="message-reply" title="Reply">
        <ReplyLinks message={message} />
      </Section>
      <Section id="message-context" title="How they found us">
        <LeadContextFacts context={message.context} />
      </Section>
      <Section id="message-notification" title="Notification">
        <div ref={notificationState} tabIndex={-1}>
          <NotificationList
            notifications={message.notifications}
            onRetry={() => void retry()}
            busy={busy}
          />
        </div>
      </Section>
      {message.emailPreview && (
        <Section id="message-email" title="Email preview">
          <EmailPreview preview={message.emailPreview} />
        </Section>
      )}
      <Section id="message-notes" title="Notes">
        <NotesPanel notes={message.notes} onAdd={addNoteText} onDelete={removeNote} />
      </Section>
    </article>
  );
}
