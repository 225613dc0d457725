/**
 * The one client for the bff's /api. Pages never build URLs or parse errors themselves.
 * A call that reaches the server resolves with its status; one that cannot (network down,
 * server not running) rejects with NetworkError.
 */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; message?: string };

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: options.signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const message = (body as { message?: unknown } | undefined)?.message;
  return {
    ok: false,
    status: response.status,
    message: typeof message === 'string' ? message : undefined,
  };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
