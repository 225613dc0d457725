import type { MessageView } from '@site/contract';
import { useEffect, useState } from 'react';
import { listMessages } from '../../features/admin/admin-api.js';
import { useAdminCall } from '../../features/admin/useAdminCall.js';
import { type PageMeta } from '../../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Messages',
  description: 'Contact messages sent through the website.',
};

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '5 Mar 2026, 10:00', or 'Date unavailable' for a missing or invalid date: the API always
 * sends one, but the list must not break on a row whose date cannot be read. */
export function messageDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_TIME.format(date) : 'Date unavailable';
}

export default function AdminMessagesPage() {
  const call = useAdminCall();
  const [messages, setMessages] = useState<MessageView[] | null>(null);

  useEffect(() => {
    call(listMessages)
      .then(setMessages)
      .catch((error: unknown) => {
        console.error(error);
        setMessages([]);
      });
  }, [call]);

  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      {messages === null ? (
        <p role="status">Loading messages...</p>
      ) : messages.length === 0 ? (
        <p role="status">No messages yet.</p>
      ) : (
        <ul className="admin-messages">
          {messages.map((message) => (
            <li key={message._id} className="card admin-message">
              <div className="admin-message__head">
                <h2>{message.name}</h2>
                <p className="muted">{messageDate(message.date)}</p>
              </div>
              <dl className="admin-message__facts">
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                </dd>
                <dt>Company</dt>
                <dd>{message.company || '—'}</dd>
                <dt>Phone</dt>
                <dd>{message.phone || '—'}</dd>
              </dl>
              <p className="admin-message__text">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
