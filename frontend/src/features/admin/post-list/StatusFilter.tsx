import type { AdminPostPage, PostFilter } from '@site/contract';
import { FilterLinks } from '../../../components/FilterLinks.js';

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
 * outside the trash. */
export function StatusFilter({ status, counts, linkTo }: Props) {
  const countOf = (filter: PostFilter | undefined) =>
    counts && (filter ? counts[filter] : counts.draft + counts.scheduled + counts.published);
  return (
    <FilterLinks
      name="Filter posts"
      filters={FILTERS.map(({ status: value, label }) => ({ value, label, count: countOf(value) }))}
      current={status}
      linkTo={linkTo}
    />
  );
}
