/**
 * `make start` as a process a user or a supervisor signals: SIGINT, SIGTERM or SIGHUP sent to
 * make's own pid (not to its process group, as Ctrl-C would) stops the bff and its embedded
 * PostgreSQL cleanly. make passes only SIGTERM on to its child; on the others it exits, and the
 * bff, left to init, stops by itself. The build is taken as done (`make -o build start`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort, REPO_ROOT, TEST_CREDENTIALS_ENV, waitFor } from '@site/testkit';

interface MakeStart {
  make: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
}

const running: MakeStart[] = [];

async function makeStart(): Promise<MakeStart> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'make-start-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const make = spawn('make', ['-s', '-o', 'build', 'start'], {
    cwd: REPO_ROOT,
    // Its own process group: a signal reaches make alone, never the bff through the group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_SAMPLE_POSTS: 'false',
      ...TEST_CREDENTIALS_ENV,
    },
  });
  let output = '';
  make.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  make.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = { make, url, dataDir, output: () => output };
  running.push(started);
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, {
    timeoutMs: 90_000,
    describe: () => `make start did not serve ${url}/api/health:\n${output}`,
    giveUp: () => (make.exitCode === null ? undefined : `make exited:\n${output}`),
  });
  return started;
}

/** The pids of make's children (the bff). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('make start, signalled on its own pid', () => {
  afterAll(async () => {
    for (const { make, dataDir } of running) {
      if (make.exitCode === null) make.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    '%s stops the bff and its PostgreSQL cleanly',
    async (signal) => {
      const site = await makeStart();
      const [bff] = childrenOf(site.make.pid!);
      expect(bff).toBeDefined();
      const postmasterPid = path.join(site.dataDir, 'postgres', 'postmaster.pid');
      expect(existsSync(postmasterPid)).toBe(true);

      process.kill(site.make.pid!, signal);

      await waitFor(() => !alive(bff!), {
        timeoutMs: 30_000,
        describe: () => `the bff (pid ${bff}) still runs after ${signal}:\n${site.output()}`,
      });
      expect(site.output()).toContain('finishing requests in flight, then stopping');
      // PostgreSQL was shut down, not left running or killed: its pid file is gone.
      expect(existsSync(postmasterPid)).toBe(false);
      await expect(fetch(`${site.url}/api/health`)).rejects.toThrow();
    },
    120_000,
  );
});
