import { AUDIT_ACTIONS } from '@site/contract';
import type { AuditEventView } from '@site/contract';
import { companyDateTime } from '../company-time.js';
import { ScrollTable } from '../ScrollTable.js';
import { OUTCOME_LABELS } from './AuditFilters.js';

/** How many characters of a session's id tell sessions apart in the log. */
const SESSION_ID_SHOWN = 8;

const orDash = (text: string | null) => text || '—';

/** The events of one page of the audit log, newest first. */
export function AuditTable({ events, busy }: { events: AuditEventView[]; busy: boolean }) {
  return (
    <ScrollTable caption="Events, newest first">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Action</th>
          <th scope="col">Outcome</th>
          <th scope="col">Address</th>
          <th scope="col">Session</th>
          <th scope="col">Subject</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody aria-busy={busy}>
        {events.map((event) => (
          <tr key={event.id}>
            <td>{companyDateTime(event.at) ?? '—'}</td>
            <th scope="row">{AUDIT_ACTIONS[event.action] ?? event.action}</th>
            <td>
              <span className={`audit-outcome audit-outcome--${event.outcome}`}>
                {OUTCOME_LABELS[event.outcome] ?? event.outcome}
              </span>
            </td>
            <td>{orDash(event.ipAddress)}</td>
            <td>
              {event.sessionId ? (
                <code title={event.sessionId}>{event.sessionId.slice(0, SESSION_ID_SHOWN)}</code>
              ) : (
                '—'
              )}
            </td>
            <td>{orDash(event.subject)}</td>
            <td>{orDash(event.detail)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
