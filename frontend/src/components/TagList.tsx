import { Link } from 'react-router-dom';

/** Short labels (categories, services used) as a list of pills; links where `link` gives an
 * address. */
export function TagList({
  tags,
  label,
  link,
}: {
  tags: readonly string[];
  label: string;
  link?: (tag: string) => string | undefined;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => {
        const to = link?.(tag);
        return (
          <li key={tag} className="tag">
            {to ? <Link to={to}>{tag}</Link> : tag}
          </li>
        );
      })}
    </ul>
  );
}
