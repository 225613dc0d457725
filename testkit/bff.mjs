import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './net.mjs';
import { REPO_ROOT } from './paths.mjs';

/**
 * The V8 options the bff runs with everywhere (`make start`, bff/Dockerfile): caps on the old
 * space and the young generation keep its peak memory under the 200 MB budget
 * (docs/benchmarks.md; about 177 MB at 1,400 contact messages a second, against 290 MB without
 * them); V8 otherwise lets garbage pile up under load before it collects.
 */
export const BFF_NODE_ARGS = ['--max-old-space-size=128', '--max-semi-space-size=8'];

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };

/**
 * The built bff (bff/dist/main.js, run `make build` first) as its own process, exactly as
 * `make start` runs it. Without `databaseUrl` it starts its own embedded PostgreSQL in its
 * data folder; with it, it uses that database (several bff processes can share one).
 *
 * @param {{ databaseUrl?: string, env?: Record<string, string>, frontendDist?: string, nodeArgs?: string[] }} [options]
 * @returns {Promise<{ url: string, port: number, dataDir: string, child: import('node:child_process').ChildProcess,
 *   output(): string, exited: Promise<number | null>, stop(signal?: NodeJS.Signals): Promise<number | null> }>}
 */
export async function startBff({
  databaseUrl,
  env = {},
  frontendDist,
  nodeArgs = BFF_NODE_ARGS,
} = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-bff-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const childEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    SEED_SAMPLE_POSTS: 'false',
    FRONTEND_DIST: frontendDist ?? path.join(REPO_ROOT, 'frontend', 'dist'),
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
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the bff exited during start-up:\n${output}`);
      return (await fetch(`${url}/api/health`)).ok;
    },
    { timeoutMs: 90_000, describe: () => `the bff did not become healthy in 90 s:\n${output}` },
  ).catch((error) => {
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
    /** Sends the signal (SIGTERM: a clean stop) and waits for the exit; removes the data folder. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
