import { INBOX, type InboxListParams, MESSAGE_STATUSES, type MessageStatus } from '@site/contract';
import { dayOf, oneOf, pageOf, searchString } from '../list-address.js';

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

/** The view an address's search string asks for; what is missing or malformed takes its
 * default. */
export function viewOf(search: string): InboxView {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(MESSAGE_STATUSES, params.get('status')),
    q: (params.get('q') ?? '').trim(),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageOf(params.get('page'), INBOX.maxPage),
  };
}

/** The search string of `view`, its defaults left out ('?' when everything is default). */
export const searchOf = ({ status, q, from, to, page }: InboxView): string =>
  searchString({ status, q, from, to, page: page > 1 ? page : undefined });

/** The API's query for `view`. */
export const paramsOf = ({ status, q, from, to, page }: InboxView): InboxListParams => ({
  ...(status ? { status } : {}),
  ...(q ? { q } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  page,
});
