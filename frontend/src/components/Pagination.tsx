import { Link } from 'react-router-dom';

/** The page numbers shown: the first, the last, and two on each side of the current one, with
 * null where numbers are left out. */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Numbered links to the pages of a list, with previous and next; nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  link,
}: {
  page: number;
  pageCount: number;
  link: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 && (
        <Link className="pagination__step" to={link(page - 1)} rel="prev">
          ← Previous
        </Link>
      )}
      <ol className="pagination__pages">
        {pageNumbers(page, pageCount).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span aria-hidden="true">…</span>
            ) : number === page ? (
              <span className="pagination__current" aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <Link to={link(number)} aria-label={`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link className="pagination__step" to={link(page + 1)} rel="next">
          Next →
        </Link>
      )}
    </nav>
  );
}
