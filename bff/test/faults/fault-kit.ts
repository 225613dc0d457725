/** Small helpers shared by the fault tests, which talk to real bff processes over HTTP. */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import {
  type RunningBff,
  type RunningPostgresServer,
  startBff,
  startPostgres,
  TEST_ADMIN,
} from '@site/testkit';

export interface Answer {
  status: number;
  body: unknown;
  /** Milliseconds from sending the request to having the whole answer. */
  ms: number;
}

/** fetch, measured, with the JSON body parsed when there is one. A request that gets no answer
 * in `limitMs` rejects, so a hang fails the test instead of stalling it. */
export async function call(url: string, init: RequestInit = {}, limitMs = 20_000): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, ms };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return call(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function login(base: string): Promise<string> {
  const answer = await postJson(`${base}/api/auth/login`, TEST_ADMIN);
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return (answer.body as { token: string }).token;
}

/** Runs one query on its own connection, so it never depends on the bff's pool. */
export async function query<T = Record<string, unknown>>(
  databaseUrl: string,
  sql: string,
  parameters: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function countRows(databaseUrl: string, table: 'posts' | 'messages'): Promise<number> {
  const [row] = await query<{ n: string }>(databaseUrl, `SELECT count(*) AS n FROM ${table}`);
  return Number(row?.n);
}

/** The admin's post form as multipart/form-data, optionally with an image file (described,
 * as the dashboard sends it, unless the fields describe it). */
export function postFormData(fields: Record<string, string>, image?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) {
    if (!('imageAlt' in fields || 'imageDecorative' in fields)) form.append('imageAlt', 'A cover');
    form.append('image', new Blob([image], { type: 'image/png' }), 'cover.png');
  }
  return form;
}

/** The processes of the one PostgreSQL server listening on `port`: its postmaster and the
 * postmaster's children (backends and helpers). Throws unless exactly one postmaster matches. */
export function serverProcesses(port: number): number[] {
  const pgrep = (args: string[]) => {
    try {
      return execFileSync('pgrep', args, { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const postmaster = pgrep(['-f', `postgres -D .* -p ${port}( |$)`]);
  if (postmaster.length !== 1) {
    throw new Error(`expected one postmaster on port ${port}, found ${postmaster.length}`);
  }
  return [...postmaster, ...pgrep(['-P', String(postmaster[0])])];
}

export function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/** What every API call answers while PostgreSQL cannot be reached. */
export const DATABASE_DOWN = {
  statusCode: 503,
  message: 'The database is unavailable. Please try again in a moment.',
  error: 'Service Unavailable',
};

/** A PostgreSQL of its own and one bff process on it, with the contact rate limit lifted. */
export async function startDatabaseAndBff(): Promise<{
  pg: RunningPostgresServer;
  bff: RunningBff;
}> {
  const pg = await startPostgres();
  const bff = await startBff({ databaseUrl: pg.url, env: { CONTACT_RATE_LIMIT: '0' } });
  return { pg, bff };
}

/** Whether a process with this id is alive (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
