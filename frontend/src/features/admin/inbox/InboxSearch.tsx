import { INBOX } from '@site/contract';
import { type FormEvent } from 'react';
import { DayRangeFields, FilterFormActions } from '../FilterFormParts.js';
import { formTexts } from '../form-text.js';
import type { InboxView } from './inbox-view.js';

type Search = Pick<InboxView, 'q' | 'from' | 'to'>;

interface Props extends Search {
  onSearch: (search: Search) => void;
}

/** The inbox's search: name, email, company and text, as the API searches them, and the days
 * received (from and to, inclusive, in Pakistan time). */
export function InboxSearch({ q, from, to, onSearch }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formTexts(event.currentTarget, ['q', 'from', 'to']);
    onSearch({ q: typed.q.trim(), from: typed.from.trim(), to: typed.to.trim() });
  }
  const filtered = Boolean(q || from || to);
  return (
    // Keyed by the search in force, so going back and forth in history shows its values.
    <form key={`${q}|${from}|${to}`} role="search" className="admin-filter-form" onSubmit={submit}>
      <div className="admin-filter-form__field admin-filter-form__field--wide">
        <label htmlFor="inbox-q">Search messages</label>
        <input
          id="inbox-q"
          className="text-input"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={INBOX.searchMaxLength}
          placeholder="Name, email, company or text"
        />
      </div>
      <DayRangeFields idPrefix="inbox" from={from} to={to} />
      <FilterFormActions
        submitLabel="Search"
        clearLabel="Clear search"
        filtered={filtered}
        onClear={() => onSearch({ q: '', from: '', to: '' })}
      />
    </form>
  );
}
