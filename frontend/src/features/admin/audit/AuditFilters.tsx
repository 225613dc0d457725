import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  type AuditOutcome,
} from '@site/contract';
import { type FormEvent } from 'react';
import { FilterLinks } from '../../../components/FilterLinks.js';
import { oneOf } from '../list-address.js';
import type { AuditView } from './audit-view.js';

export const OUTCOME_LABELS: Record<AuditOutcome, string> = {
  success: 'Succeeded',
  failure: 'Failed',
};

type Search = Pick<AuditView, 'action' | 'from' | 'to'>;

interface Props extends Search {
  outcome: AuditOutcome | undefined;
  /** The link to an outcome's events (its search string). */
  outcomeLink: (outcome: AuditOutcome | undefined) => string;
  onSearch: (search: Search) => void;
}

/** "All · Succeeded · Failed" as links, then the action and the days (from and to, inclusive,
 * in Pakistan time). */
export function AuditFilters({ outcome, outcomeLink, action, from, to, onSearch }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    onSearch({
      action: oneOf(AUDIT_ACTION_NAMES, text('action')),
      from: text('from'),
      to: text('to'),
    });
  }
  const filtered = Boolean(action || from || to);
  return (
    <>
      <FilterLinks
        name="Filter by outcome"
        filters={[
          { value: undefined, label: 'All', count: undefined },
          ...AUDIT_OUTCOMES.map((value) => ({
            value,
            label: OUTCOME_LABELS[value],
            count: undefined,
          })),
        ]}
        current={outcome}
        linkTo={outcomeLink}
      />
      {/* Keyed by the filters in force, so going back and forth in history shows their values. */}
      <form
        key={`${action ?? ''}|${from}|${to}`}
        className="admin-filter-form"
        aria-label="Filter events"
        onSubmit={submit}
      >
        <div className="admin-filter-form__field admin-filter-form__field--wide">
          <label htmlFor="audit-action">Action</label>
          <select
            id="audit-action"
            className="text-input"
            name="action"
            defaultValue={action ?? ''}
          >
            <option value="">All actions</option>
            {AUDIT_ACTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {AUDIT_ACTIONS[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filter-form__field">
          <label htmlFor="audit-from">From</label>
          <input
            id="audit-from"
            className="text-input"
            name="from"
            type="date"
            defaultValue={from}
          />
        </div>
        <div className="admin-filter-form__field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" className="text-input" name="to" type="date" defaultValue={to} />
        </div>
        <div className="admin-filter-form__actions">
          <button type="submit" className="button button--ghost">
            Filter
          </button>
          {filtered && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onSearch({ action: undefined, from: '', to: '' })}
            >
              Clear filters
            </button>
          )}
        </div>
      </form>
    </>
  );
}
