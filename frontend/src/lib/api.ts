import type { ErrorBody } from '@site/contract';
import { clearToken, readToken } from './session.js';

/**
 * The one client for the bff. Every call, and every URL the site takes from the API (post
 * images), goes through here: the base URL, the bearer token, reading the answer and its error
 * body, what a 401 means, and upload progress. Pages never build URLs or parse errors themselves.
 */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';

/** Where `path` ('/api/…', '/uploads/…') lives: on VITE_API_BASE, or on this origin. */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** The server could not be reached (network down, server not running, request aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

/** The server refused the call. `serverMessage` is its own words, when its body had them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `The server answered ${status}.`);
    this.name = 'ApiError';
  }
}

/** An authenticated call answered 401: the token is missing, expired or revoked. The stored
 * token is already cleared when this is thrown. */
export class UnauthorizedError extends ApiError {
  constructor(serverMessage: string | undefined) {
    super(401, serverMessage);
    this.name = 'UnauthorizedError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** Sends the stored bearer token; a 401 then ends the session (UnauthorizedError). */
  auth?: boolean;
  /** More request headers, such as If-Match. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reports the upload in percent (0 to 100); such a call goes by XMLHttpRequest, as fetch
   * cannot report it. */
  onUploadProgress?: (percent: number) => void;
}

interface Answer {
  status: number;
  text: string;
}

interface Outgoing {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
}

/** Sends one call; resolves with the answer's JSON body (undefined when empty), or rejects with
 * ApiError (the server refused), UnauthorizedError or NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = options.auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const outgoing: Outgoing = {
    url: apiUrl(path),
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  };

  const { onUploadProgress } = options;
  const answer = onUploadProgress
    ? await sendWithProgress(outgoing, onUploadProgress)
    : await sendWithFetch(outgoing);
  const parsed = parseJson(answer.text);
  if (answer.status >= 200 && answer.status < 300) {
    onUploadProgress?.(100);
    return parsed as T;
  }
  const message = (parsed as Partial<ErrorBody> | undefined)?.message;
  const serverMessage = typeof message === 'string' ? message : undefined;
  if (answer.status === 401 && options.auth) {
    clearToken();
    throw new UnauthorizedError(serverMessage);
  }
  throw new ApiError(answer.status, serverMessage);
}

async function sendWithFetch({ url, method, headers, body, signal }: Outgoing): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal });
  } catch (error) {
    throw new NetworkError(error);
  }
  const text = response.status === 204 ? '' : await response.text().catch(() => '');
  return { status: response.status, text };
}

function sendWithProgress(
  { url, method, headers, body, signal }: Outgoing,
  onProgress: (percent: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    // Every byte is sent: what remains is the server's work.
    request.upload.onload = () => onProgress(100);
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new NetworkError(new Error(`${method} ${url} failed`)));
    request.onabort = () => reject(new NetworkError(new Error(`${method} ${url} aborted`)));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body ?? null);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
