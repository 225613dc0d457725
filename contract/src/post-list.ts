/**
 * The rules of the blog list's query (GET /api/blogs?page=&pageSize=&tag=&q=&fields=) and the
 * tag slug it filters by. No dependencies: this file runs in Node and in the browser.
 */
/** The longest slug (a post's, a tag's). Kept here, not in rules.ts, so that pages needing only
 * the list's rules do not load every form's. */
export const SLUG_MAX_LENGTH = 200;

export const POST_LIST = {
  /** Pages are numbered from 1; past the last page the list is empty. */
  maxPage: 10_000,
  defaultPageSize: 12,
  maxPageSize: 50,
  /** The longest search text (`q`). */
  maxQueryLength: 200,
  /** The longest tag slug (`tag`). */
  maxTagLength: SLUG_MAX_LENGTH,
} as const;

/**
 * The slug of a text: a tag's key in addresses and in `?tag=` ('Web Development' →
 * 'web-development'), and the slug the post form suggests from a title. Accents are dropped,
 * every run of other characters than a-z and 0-9 becomes one hyphen, at most a slug's length.
 * A text with no such letter or digit has the empty slug, which no list filters by.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
