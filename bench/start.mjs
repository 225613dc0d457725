// How long `make start` takes to answer /api/health with 200, from the command: the first start
// on an empty data folder (initdb, migrations, the first administrator), then later starts on
// the same folder, as a developer runs it every day. Each start is stopped with SIGINT to make.
// Part of `make bench` (bench/http.mjs); run alone: node bench/start.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, REPO_ROOT } from '@site/testkit';
import { median } from './report.mjs';

/** Target (issue 18): a second start answers within this many seconds of the command. */
export const SECOND_START_TARGET_S = 3;

/** Later starts timed: the figure is their median (one start on this shared host ranged from
 * 2.7 to 3.7 s with nothing changed). */
export const LATER_STARTS = 3;

/** @returns {Promise<{ firstS: number, secondS: number, laterS: number[] }>} */
export async function measureStarts() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-start-bench-'));
  try {
    // A free port, and the address the frontend was last built for (as make works it out):
    // both starts find the build up to date, as a developer's second start does.
    const port = await freePort();
    const siteUrl = execFileSync('node', ['bff/dist/config/site-url.js'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    const firstS = await timeStart(dataDir, port, siteUrl, 'first start, empty data folder');
    const laterS = [];
    for (let start = 2; start <= LATER_STARTS + 1; start++) {
      laterS.push(await timeStart(dataDir, port, siteUrl, `start ${start}, same data folder`));
    }
    const secondS = median(laterS);
    return { firstS, secondS, laterS };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function timeStart(dataDir, port, siteUrl, name) {
  const started = performance.now();
  const make = spawn('make', ['-s', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      METRICS_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  make.stdout.on('data', (chunk) => (output += chunk));
  make.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => make.once('exit', resolve));
  let seconds;
  try {
    for (;;) {
      if (make.exitCode !== null) throw new Error(`make start ended early:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer in 120 s:\n${output}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (answer.status === 200) {
          seconds = Number(((performance.now() - started) / 1000).toFixed(2));
          break;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    make.kill('SIGINT');
    await exited;
  }
  console.log(`make start, ${name}: /api/health 200 after ${seconds} s`);
  return seconds;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureStarts());
}
