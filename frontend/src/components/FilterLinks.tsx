import { Link } from 'react-router-dom';

/** One filter: its value (undefined: the default view), its name, its count once known. */
export interface FilterLink<T extends string> {
  value: T | undefined;
  label: string;
  count: number | undefined;
}

interface Props<T extends string> {
  /** The navigation's accessible name, such as "Filter posts". */
  name: string;
  filters: FilterLink<T>[];
  /** The filter in force. */
  current: T | undefined;
  /** The link to a filter (its search string). */
  linkTo: (value: T | undefined) => string;
}

/** "All (n) · Drafts (n) · …": links, so that each filter is an address of its own; the one in
 * force is the current page. */
export function FilterLinks<T extends string>({ name, filters, current, linkTo }: Props<T>) {
  return (
    <nav className="admin-filters" aria-label={name}>
      <ul>
        {filters.map(({ value, label, count }) => (
          <li key={label}>
            <Link
              to={linkTo(value)}
              className="admin-filters__link"
              aria-current={value === current ? 'page' : undefined}
            >
              {label}
              {count !== undefined && ` (${count})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
