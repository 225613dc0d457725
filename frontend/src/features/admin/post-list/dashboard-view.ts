import {
  POST_FILTERS,
  POST_LIST,
  POST_SORTS,
  type PostFilter,
  type PostSort,
} from '@site/contract';

/** What the dashboard shows, as its address holds it (?status=&sort=&q=&page=). */
export interface DashboardView {
  /** A status or the trash; undefined for every post outside the trash. */
  status: PostFilter | undefined;
  sort: PostSort;
  /** The search in force, '' for none. */
  q: string;
  page: number;
}

export const DEFAULT_SORT: PostSort = 'updated';

const isFilter = (text: string | null): text is PostFilter =>
  (POST_FILTERS as readonly (string | null)[]).includes(text);
const isSort = (text: string | null): text is PostSort =>
  (POST_SORTS as readonly (string | null)[]).includes(text);

/** The view an address's search string asks for; what is missing or unknown takes its default. */
export function viewOf(search: string): DashboardView {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const sort = params.get('sort');
  const pageText = params.get('page') ?? '';
  const page = /^[1-9][0-9]*$/.test(pageText) ? Number(pageText) : 1;
  return {
    status: isFilter(status) ? status : undefined,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    q: (params.get('q') ?? '').trim(),
    page: page <= POST_LIST.maxPage ? page : 1,
  };
}

/** The search string of `view`, its defaults left out ('?' when everything is default). */
export function searchOf({ status, sort, q, page }: DashboardView): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}
