import '../../features/admin/audit/audit.css';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { listAudit } from '../../features/admin/audit/audit-api.js';
import {
  type AuditView,
  paramsOf,
  searchOf,
  viewOf,
} from '../../features/admin/audit/audit-view.js';
import { AuditFilters } from '../../features/admin/audit/AuditFilters.js';
import { AuditTable } from '../../features/admin/audit/AuditTable.js';
import { Pager } from '../../features/admin/post-list/Pager.js';
import { useListAnswer } from '../../features/admin/useListAnswer.js';
import { type PageMeta } from '../../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Audit log',
  description: 'Every login attempt and every change made in the admin area.',
};

const count = (total: number) => `${total} ${total === 1 ? 'event' : 'events'}`;

export default function AdminAuditPage() {
  // The address is read with useLocation: useSearchParams would add router code to the
  // framework chunk every public page loads.
  const navigate = useNavigate();
  const view = viewOf(useLocation().search);
  const { list, loading } = useListAnswer(paramsOf(view), listAudit);
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  /** The address of the view with `change` applied; a new filter starts at page 1. */
  const viewLink = (change: Partial<AuditView>) => searchOf({ ...view, page: 1, ...change });
  const filtered = Boolean(view.action || view.outcome || view.from || view.to);

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p className="muted">
        Every login attempt and every change made in the admin area, newest first, in Pakistan time.
      </p>
      <AuditFilters
        outcome={view.outcome}
        outcomeLink={(outcome) => viewLink({ outcome })}
        action={view.action}
        from={view.from}
        to={view.to}
        onSearch={(search) => void navigate(viewLink(search))}
      />
      {list && !loading && view.page > pageCount && (
        <Navigate replace to={viewLink({ page: pageCount })} />
      )}
      {list === undefined ? (
        <p role="status">Loading the audit log...</p>
      ) : list === null || list.total === 0 ? (
        <p role="status">
          {list === null
            ? 'The audit log could not be loaded. Please try again.'
            : filtered
              ? 'No events match these filters.'
              : 'No events recorded yet.'}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {loading ? 'Loading the audit log...' : count(list.total)}
          </p>
          <AuditTable events={list.items} busy={loading} />
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
