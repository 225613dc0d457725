import { POST_LIST } from '@site/contract';
import { type FormEvent } from 'react';

interface Props {
  /** The search in force ('' for none). */
  q: string;
  onSearch: (q: string) => void;
}

/** The dashboard's search box: title, excerpt and content, as the API searches them. */
export function PostSearch({ q, onSearch }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  }
  return (
    // Keyed by the search in force, so going back and forth in history shows its text.
    <form key={q} role="search" className="admin-search" onSubmit={submit}>
      <label htmlFor="post-search" className="visually-hidden">
        Search posts
      </label>
      <input
        id="post-search"
        className="text-input"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={POST_LIST.maxQueryLength}
        placeholder="Search posts"
      />
      <button type="submit" className="button button--ghost">
        Search
      </button>
      {q && (
        <button type="button" className="button button--ghost" onClick={() => onSearch('')}>
          Clear search
        </button>
      )}
    </form>
  );
}
