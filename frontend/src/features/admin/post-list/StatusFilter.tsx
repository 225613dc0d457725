import type { AdminPostPage, PostFilter } from '@site/contract';
import { Link } from 'react-router-dom';

const FILTERS: { status: PostFilter | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'draft', label: 'Drafts' },
  { status: 'scheduled', label: 'Scheduled' },
  { status: 'published', label: 'Published' },
  { status: 'trash', label: 'Trash' },
];

interface Props {
  /** The filter in force. */
  status: PostFilter | undefined;
  /** Each filter's count, once the list has answered. */
  counts: AdminPostPage['counts'] | undefined;
  /** The link to a filter (its search string). */
  linkTo: (status: PostFilter | undefined) => string;
}

/** "All (n) · Drafts (n) · Scheduled (n) · Published (n) · Trash (n)"; All counts the posts
 * outside the trash. Links, so that each filter is an address of its own. */
export function StatusFilter({ status, counts, linkTo }: Props) {
  const countOf = (filter: PostFilter | undefined) =>
    counts && (filter ? counts[filter] : counts.draft + counts.scheduled + counts.published);
  return (
    <nav className="admin-filters" aria-label="Filter posts">
      <ul>
        {FILTERS.map(({ status: filter, label }) => {
          const count = countOf(filter);
          return (
            <li key={label}>
              <Link
                to={linkTo(filter)}
                className="admin-filters__link"
                aria-current={filter === status ? 'page' : undefined}
              >
                {label}
                {count !== undefined && ` (${count})`}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
