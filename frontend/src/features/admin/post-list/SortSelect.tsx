import { POST_SORTS, type PostSort } from '@site/contract';

const SORTS: Record<PostSort, string> = {
  updated: 'Last edited',
  published: 'Publish date',
  title: 'Title',
};

interface Props {
  sort: PostSort;
  onSort: (sort: PostSort) => void;
}

/** The dashboard's order: last edited first, newest publish date first (drafts last), or A to Z. */
export function SortSelect({ sort, onSort }: Props) {
  return (
    <label className="admin-sort">
      Sort by
      <select
        className="text-input"
        value={sort}
        onChange={(event) => onSort(POST_SORTS.find((one) => one === event.target.value) ?? sort)}
      >
        {POST_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORTS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
