import { INBOX, type InboxListParams, MESSAGE_STATUSES, type MessageStatus } from '@site/contract';

/** What the inbox shows, as its address holds it (?status=&q=&from=&to=&page=). */
export interface InboxView {
  /** A status; undefined for the inbox itself (new, read and replied). */
  status: MessageStatus | undefined;
  /** The search in force, '' for none. */
  q: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
}

const isStatus = (text: string | null): text is MessageStatus =>
  (MESSAGE_STATUSES as readonly (string | null)[]).includes(text);

const dayOf = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

/** The view an address's search string asks for; what is missing or malformed takes its
 * default. */
export function viewOf(search: string): InboxView {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const pageText = params.get('page') ?? '';
  const page = /^[1-9][0-9]*$/.test(pageText) ? Number(pageText) : 1;
  return {
    status: isStatus(status) ? status : undefined,
    q: (params.get('q') ?? '').trim(),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: page <= INBOX.maxPage ? page : 1,
  };
}

/** The search string of `view`, its defaults left out ('?' when everything is default). */
export function searchOf({ status, q, from, to, page }: InboxView): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** The API's query for `view`. */
export const paramsOf = ({ status, q, from, to, page }: InboxView): InboxListParams => ({
  ...(status ? { status } : {}),
  ...(q ? { q } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  page,
});
