import { Link } from 'react-router-dom';
import { adminRoutes } from '../../../lib/routes.js';
import { STATUS_LABELS } from './InboxFilters.js';
import type { InboxItem } from '@site/contract';
import { messageDate, serviceLabel } from './message-facts.js';
import { ContactFactItems } from './MessageSections.js';

/** One message in the inbox's list: who, about what, when, its status and the start of it. */
export function MessageRow({ message }: { message: InboxItem }) {
  const service = serviceLabel(message.service);
  return (
    <li className={`card admin-message inbox-row inbox-row--${message.status}`}>
      <div className="admin-message__head">
        <h2>
          <Link to={adminRoutes.message.link(message._id)}>{message.name}</Link>
        </h2>
        <p className="muted">{messageDate(message.date)}</p>
      </div>
      <p className="inbox-row__status">
        <span className={`inbox-status inbox-status--${message.status}`}>
          {STATUS_LABELS[message.status]}
        </span>
        {service && <span className="inbox-row__service">{service}</span>}
      </p>
      <dl className="admin-message__facts">
        <ContactFactItems message={message} />
      </dl>
      <p className="admin-message__text">{message.excerpt}</p>
    </li>
  );
}
