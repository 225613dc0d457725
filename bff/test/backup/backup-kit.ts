/** Helpers of the backup suite: the built commands as processes, and fingerprints of what a site
 * holds (every table's rows, every image's SHA-256) to compare a source with its restore. */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { GetObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startEmbeddedPostgres } from '@site/common';
import { freePort, REPO_ROOT, TEST_CREDENTIALS_ENV } from '@site/testkit';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs bff/dist/backup/<command>.js as `make backup` / `make restore` do, with a clean
 * environment: the test credentials plus `env`. `stdinFile` is piped to its standard input and
 * `stdoutFile` receives its standard output (FILE=-).
 */
export function runCommand(
  command: 'backup' | 'restore',
  env: Record<string, string>,
  { stdinFile, stdoutFile }: { stdinFile?: string; stdoutFile?: string } = {},
): Promise<CommandResult> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'bff', 'dist', 'backup', `${command}.js`)],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        ...TEST_CREDENTIALS_ENV,
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  if (stdoutFile) child.stdout.pipe(createWriteStream(stdoutFile));
  else child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdinFile) createReadStream(stdinFile).pipe(child.stdin);
  else child.stdin.end();
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) }),
    );
  });
}

/** Every table of the public schema → the MD5 of its rows (all columns, sorted). */
export async function tableFingerprints(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const prints: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const table = pg.escapeIdentifier(name);
      const { rows } = await client.query<{ n: string; md5: string | null }>(
        `SELECT count(*)::text AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5
           FROM ${table} t`,
      );
      prints[name] = `${rows[0]?.n} rows ${rows[0]?.md5 ?? '-'}`;
    }
    return prints;
  } finally {
    await client.end();
  }
}

/** Runs `work` on the embedded PostgreSQL of a `make start` data folder, started for it. */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: await freePort(),
    database: 'site',
  });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every file of a disk storage folder → the SHA-256 of its bytes. */
export async function folderHashes(folder: string): Promise<Record<string, string>> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const hashes: Record<string, string> = {};
  for (const name of names.sort()) hashes[name] = sha256(await readFile(path.join(folder, name)));
  return hashes;
}

/** Every object of a bucket → the SHA-256 of its bytes. */
export async function bucketHashes(
  client: S3Client,
  bucket: string,
): Promise<Record<string, string>> {
  const keys: string[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
  }
  const hashes: Record<string, string> = {};
  for (const key of keys.sort()) {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    hashes[key] = sha256(await readAll(answer.Body as Readable));
  }
  return hashes;
}

/** fetch with the JSON body parsed; throws on a status other than `expected`. */
export async function api<T = unknown>(
  url: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
  expected = 200,
): Promise<T> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, {
    ...init,
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(
      `${init.method ?? 'GET'} ${url}: ${response.status} (expected ${expected}) ${text}`,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
