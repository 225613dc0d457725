import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEST_CREDENTIALS_ENV } from './credentials.js';
import { freePort, waitFor } from './net.js';
import { REPO_ROOT } from './paths.js';

/**
 * The V8 options the bff runs with everywhere (`make start`, bff/Dockerfile): caps on the old
 * space and the young generation. Semi-spaces of 8 MB, not 2: with 50 requests in flight the
 * smaller ones promote most of what a request allocates (about 125 KB), and under the contact
 * form's load the GC took 3.2-3.3 s of every 20 s instead of 1.5 s (538 against 703 messages/s),
 * for 13-16 MB more at rest and under load.
 */
export const BFF_NODE_ARGS = ['--max-old-space-size=128', '--max-semi-space-size=8'];

/**
 * The environment the bff runs with everywhere (`make start`, bff/Dockerfile): glibc's malloc
 * keeps at most two arenas instead of eight per core, so memory freed by the threads that read
 * uploads and image headers goes back to one pool (peak with ten uploads: about 180 MB instead of
 * 176-202 MB; the image workers, which inherit it, 187 MB instead of 223-242 MB). And a fixed
 * mmap threshold: a block over 128 KiB is mapped on its own and returned when freed. Otherwise
 * glibc raises the threshold after the first large free (argon2's memory for a password hash), and
 * later blocks of that size stay in the heap for good (idle after the first login: 29 MB of
 * malloc heap instead of 11).
 */
export const BFF_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

export interface StartBffOptions {
  /** The database to use; without it the bff starts its own embedded PostgreSQL. */
  databaseUrl?: string;
  /** Variables added to (or replacing) the test environment. */
  env?: Record<string, string>;
  /** The frontend build to serve (default: frontend/dist). */
  frontendDist?: string;
  /** The blog's server renderer (default: frontend/dist-ssr). */
  frontendSsrDist?: string;
  /** Node options before the script (default: BFF_NODE_ARGS). */
  nodeArgs?: string[];
}

export interface RunningBff {
  url: string;
  port: number;
  /** A fresh temporary folder, its DATA_DIR unless `env` sets another; stop() removes it. */
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
  /** Sends the signal (default SIGTERM: a clean stop), waits for the exit, removes the data
   * folder. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The built bff (bff/dist/main.js; run `make build` first) as its own process, as `make start`
 * runs it, with the test administrator and secret. Without `databaseUrl` it starts its own
 * embedded PostgreSQL in its data folder; several bff processes can share one database.
 */
export async function startBff({
  databaseUrl,
  env = {},
  frontendDist,
  frontendSsrDist,
  nodeArgs = BFF_NODE_ARGS,
}: StartBffOptions = {}): Promise<RunningBff> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-bff-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'test',
    ...BFF_ENV,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    ...TEST_CREDENTIALS_ENV,
    SEED_SAMPLE_POSTS: 'false',
    FRONTEND_DIST: frontendDist ?? path.join(REPO_ROOT, 'frontend', 'dist'),
    FRONTEND_SSR_DIST: frontendSsrDist ?? path.join(REPO_ROOT, 'frontend', 'dist-ssr'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(REPO_ROOT, 'bff', 'dist', 'main.js')],
    {
      cwd: REPO_ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, {
    timeoutMs: 90_000,
    describe: () => `the bff did not become healthy in 90 s:\n${output}`,
    giveUp: () =>
      child.exitCode === null ? undefined : `the bff exited during start-up:\n${output}`,
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
