import type { InboxPage } from '@site/contract';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { download, exportFileName } from '../../features/admin/inbox/export-csv.js';
import { exportInbox } from '../../features/admin/inbox/inbox-api.js';
import { InboxFilters } from '../../features/admin/inbox/InboxFilters.js';
import { InboxSearch } from '../../features/admin/inbox/InboxSearch.js';
import {
  type InboxView,
  paramsOf,
  searchOf,
  viewOf,
} from '../../features/admin/inbox/inbox-view.js';
import { MessageRow } from '../../features/admin/inbox/MessageRow.js';
import { useInbox } from '../../features/admin/inbox/useInbox.js';
import { Pager } from '../../features/admin/post-list/Pager.js';
import { useAdminCall } from '../../features/admin/useAdminCall.js';
import { type PageMeta } from '../../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Messages',
  description: 'Contact messages sent through the website.',
};

const EMPTY: Record<NonNullable<InboxView['status']>, string> = {
  new: 'No new messages.',
  read: 'No read messages.',
  replied: 'No replied messages.',
  archived: 'No archived messages.',
  spam: 'No spam.',
};

/** What an empty list says: nothing matches the search, nothing has this status, or none. */
function emptyText({ status, q, from, to }: InboxView): string {
  if (q) return `No messages match “${q}”.`;
  if (from || to) return 'No messages in these dates.';
  return status ? EMPTY[status] : 'No messages yet.';
}

export default function AdminMessagesPage() {
  const call = useAdminCall();
  // The address is read with useLocation: useSearchParams would add router code to the
  // framework chunk every public page loads.
  const navigate = useNavigate();
  const view = viewOf(useLocation().search);
  const { list, loading } = useInbox(view);
  const [exporting, setExporting] = useState(false);
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  /** The address of the view with `change` applied; a new filter or search starts at page 1. */
  const viewLink = (change: Partial<InboxView>) => searchOf({ ...view, page: 1, ...change });

  async function exportCsv() {
    setExporting(true);
    try {
      const { blob, fileName } = await call(() => exportInbox(paramsOf(view)));
      download(blob, fileName ?? exportFileName());
    } catch (error) {
      console.error(error);
      toast.error('The messages could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="messages-title">
      <div className="admin-dashboard__head">
        <h1 id="messages-title">Messages</h1>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      <InboxFilters
        status={view.status}
        counts={list?.counts}
        linkTo={(status) => viewLink({ status })}
      />
      <InboxSearch
        q={view.q}
        from={view.from}
        to={view.to}
        onSearch={(search) => void navigate(viewLink(search))}
      />
      {list && !loading && view.page > pageCount && (
        <Navigate replace to={viewLink({ page: pageCount })} />
      )}
      {list === undefined ? (
        <p role="status">Loading messages...</p>
      ) : list === null || list.total === 0 ? (
        <p role="status">
          {list === null ? 'The messages could not be loaded. Please try again.' : emptyText(view)}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {loading ? 'Loading messages...' : foundText(list, view)}
          </p>
          <ul className="admin-messages" aria-busy={loading}>
            {list.items.map((message) => (
              <MessageRow key={message._id} message={message} />
            ))}
          </ul>
          <Pager
            page={view.page}
            pageCount={pageCount}
            linkTo={(page) => searchOf({ ...view, page })}
          />
        </>
      )}
    </section>
  );
}

/** "12 messages found for “website”"; past the count's cap, "1000+ messages …" and how to see
 * the rest. */
function foundText(list: InboxPage, view: InboxView): string {
  const count = `${list.total}${list.totalCapped ? '+' : ''}`;
  const noun = list.total === 1 && !list.totalCapped ? 'message' : 'messages';
  const found = `${count} ${noun}${view.q ? ` found for “${view.q}”` : ''}`;
  return list.totalCapped
    ? `${found}: the newest are listed; narrow the search or the dates to see the others.`
    : found;
}
