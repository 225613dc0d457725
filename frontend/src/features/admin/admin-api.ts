import { apiRequest, type ApiResult, NetworkError } from '../../lib/api.js';
import { type BlogPost } from '../blog/blog-api.js';
import { readToken } from './session.js';

/** An admin call answered 401: the token is missing, expired or revoked. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Your session has ended. Please log in again.');
    this.name = 'UnauthorizedError';
  }
}

/** An admin call the server refused (other than 401), with the server's message. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string | undefined,
  ) {
    super(message ?? `The server answered ${status}.`);
    this.name = 'AdminApiError';
  }
}

export interface ContactMessageRow {
  _id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  date: string | null;
}

function refusal(status: number, message: string | undefined): Error {
  return status === 401 ? new UnauthorizedError() : new AdminApiError(status, message);
}

function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw refusal(result.status, result.message);
}

const authed = <T>(path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
  apiRequest<T>(path, { method, token: readToken() }).then(unwrap);

export const listPosts = () => authed<BlogPost[]>('/api/blogs');
export const listMessages = () => authed<ContactMessageRow[]>('/api/messages');
export const deletePost = (id: string) =>
  authed<void>(`/api/blogs/${encodeURIComponent(id)}`, 'DELETE');
export const logout = () => authed<void>('/api/auth/logout', 'POST');

/** POST /api/blogs or PUT /api/blogs/:id with the multipart form, reporting upload progress
 * (fetch cannot), as a percentage from 0 to 100. */
export function savePost(
  form: FormData,
  id: string | null,
  onProgress: (percent: number) => void,
): Promise<BlogPost> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(id ? 'PUT' : 'POST', id ? `/api/blogs/${encodeURIComponent(id)}` : '/api/blogs');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as BlogPost);
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(refusal(request.status, typeof message === 'string' ? message : undefined));
    };
    request.send(form);
  });
}
