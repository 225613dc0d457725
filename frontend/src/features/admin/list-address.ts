/** Reading a list's view from its address: what is missing or malformed takes its default. */

/** A day (YYYY-MM-DD), or '' for none. */
export const dayOf = (text: string | null): string =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '';

/** A page number: 1 for none, or above `maxPage`. */
export function pageOf(text: string | null, maxPage: number): number {
  const page = text && /^[1-9][0-9]*$/.test(text) ? Number(text) : 1;
  return page <= maxPage ? page : 1;
}

/** `text` when it is one of `values`, else undefined. */
export const oneOf = <T extends string>(
  values: readonly T[],
  text: string | null,
): T | undefined =>
  (values as readonly (string | null)[]).includes(text) ? (text as T) : undefined;

/** The search string of a view, in the order given, without what is undefined or '' ('?' when
 * nothing is left, so that a link to it still clears the address's search). */
export function searchString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '?';
}
