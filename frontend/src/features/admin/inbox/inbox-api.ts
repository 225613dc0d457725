import type {
  AdminMessage,
  InboxListParams,
  InboxPage,
  MessageCounts,
  MessageNote,
  MessageStatus,
} from '@site/contract';
import { ApiError, apiRequest, apiUrl, NetworkError, UnauthorizedError } from '../../../lib/api.js';
import { clearToken, readToken } from '../../../lib/session.js';

const MESSAGES = '/api/admin/messages';
const one = (id: string) => `${MESSAGES}/${encodeURIComponent(id)}`;

/** The query string of a view: only what is set. */
function queryOf({ status, q, from, to, page }: InboxListParams): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (q) query.set('q', q);
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const listInbox = (params: InboxListParams) =>
  apiRequest<InboxPage>(`${MESSAGES}${queryOf(params)}`, { auth: true });

export const readInboxCounts = () =>
  apiRequest<MessageCounts>(`${MESSAGES}/counts`, { auth: true });

export const readInboxMessage = (id: string) => apiRequest<AdminMessage>(one(id), { auth: true });

/** Moves a message to `status`; answered with the message as it is now. */
export const setMessageStatus = (id: string, status: MessageStatus) =>
  apiRequest<AdminMessage>(one(id), { method: 'PATCH', json: { status }, auth: true });

/** Queues the message's failed (or disabled) emails again; answered with the message as it is
 * now. */
export const retryNotifications = (id: string) =>
  apiRequest<AdminMessage>(`${one(id)}/notifications/retry`, { method: 'POST', auth: true });

export const addNote = (id: string, text: string) =>
  apiRequest<MessageNote>(`${one(id)}/notes`, { method: 'POST', json: { text }, auth: true });

export const deleteNote = (id: string, noteId: string) =>
  apiRequest<void>(`${one(id)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
    auth: true,
  });

/** Deletes a message for good (a privacy request). */
export const deleteMessage = (id: string) =>
  apiRequest<void>(one(id), { method: 'DELETE', auth: true });

/** The file the server names in Content-Disposition (readable on the same origin). */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

/** GET the CSV of the messages a view matches (every page), with the bearer token: a plain link
 * cannot send it. A 401 ends the session as every admin call does. */
export async function exportInbox(
  params: InboxListParams,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`${MESSAGES}/export.csv${queryOf({ ...params, page: 1 })}`), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.status === 401) {
    clearToken();
    throw new UnauthorizedError(undefined);
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
