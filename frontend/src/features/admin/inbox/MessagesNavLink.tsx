import './inbox.css';
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { adminRoutes } from '../../../lib/routes.js';
import { useAdminCall } from '../useAdminCall.js';
import { readInboxCounts } from './inbox-api.js';
import { setUnreadCount, useUnreadCount } from './unread-count.js';

/** The sidebar's Messages link with the number of new messages ("Messages, 3 unread"), read
 * again on every admin page. */
export function MessagesNavLink() {
  const call = useAdminCall();
  const { pathname } = useLocation();
  const unread = useUnreadCount();

  useEffect(() => {
    call(readInboxCounts).then(
      (counts) => setUnreadCount(counts.new),
      (error: unknown) => console.error(error), // the link works without its count
    );
  }, [call, pathname]);

  return (
    <NavLink
      to={adminRoutes.messages.link()}
      aria-label={unread ? `Messages, ${unread} unread` : undefined}
    >
      Messages
      {unread ? (
        <span className="admin-unread" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </NavLink>
  );
}
