import { Link } from 'react-router-dom';

interface Props {
  page: number;
  pageCount: number;
  /** The link to a page (its search string, such as '?page=2&q=seo'). */
  linkTo: (page: number) => string;
}

/** Previous and Next around "Page n of m"; nothing when everything fits on one page. */
export function Pager({ page, pageCount, linkTo }: Props) {
  if (pageCount <= 1) return null;
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link className="button button--ghost" to={linkTo(target)} rel={label.toLowerCase()}>
        {label}
      </Link>
    ) : (
      <span className="button button--ghost" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="admin-pager" aria-label="Pages">
      {step('Previous', page - 1, page > 1)}
      <span className="admin-pager__position">
        Page {page} of {pageCount}
      </span>
      {step('Next', page + 1, page < pageCount)}
    </nav>
  );
}
