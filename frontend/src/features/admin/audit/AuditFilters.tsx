import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  type AuditOutcome,
} from '@site/contract';
import { type FormEvent } from 'react';
import { FilterLinks } from '../../../components/FilterLinks.js';
import { DayRangeFields, FilterFormActions } from '../FilterFormParts.js';
import { formTexts } from '../form-text.js';
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
    const typed = formTexts(event.currentTarget, ['action', 'from', 'to']);
    onSearch({ action: oneOf(AUDIT_ACTION_NAMES, typed.action), from: typed.from, to: typed.to });
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
        <DayRangeFields idPrefix="audit" from={from} to={to} />
        <FilterFormActions
          submitLabel="Filter"
          clearLabel="Clear filters"
          filtered={filtered}
          onClear={() => onSearch({ action: undefined, from: '', to: '' })}
        />
      </form>
    </>
  );
}
