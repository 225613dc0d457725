import { INBOX } from '@site/contract';
import { type FormEvent } from 'react';
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
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onSearch({ q: text('q'), from: text('from'), to: text('to') });
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
      <div className="admin-filter-form__field">
        <label htmlFor="inbox-from">From</label>
        <input id="inbox-from" className="text-input" name="from" type="date" defaultValue={from} />
      </div>
      <div className="admin-filter-form__field">
        <label htmlFor="inbox-to">To</label>
        <input id="inbox-to" className="text-input" name="to" type="date" defaultValue={to} />
      </div>
      <div className="admin-filter-form__actions">
        <button type="submit" className="button button--ghost">
          Search
        </button>
        {filtered && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onSearch({ q: '', from: '', to: '' })}
          >
            Clear search
          </button>
        )}
      </div>
    </form>
  );
}
