// One wrk run, as every HTTP figure in docs/benchmarks.md is measured: one client thread (a C
// load generator leaves the server the CPU a Node one would take on a small machine), a 2 s
// warm-up, then the measured run; wrk's own summary comes back as JSON through its `done` hook.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

const REPORT_HOOK = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.status, e.connect + e.read + e.write + e.timeout))
end
`;

/**
 * Loads `url` for DURATION seconds after a 2 s warm-up; non-2xx answers and socket errors are
 * counted, not hidden. `scratch` is a folder for wrk's script. `lua` is added to the script (it
 * may define wrk's `init` and `request`); `init` gets the phase, "warmup" or "measure".
 * @returns {Promise<{rps: number, p50: number, p99: number, ok: number, non2xx: number, errors: number}>}
 */
export async function load(
  scratch,
  name,
  url,
  { method = 'GET', headers = {}, body, beforeRun, lua = '' } = {},
) {
  const script = path.join(scratch, `wrk-${Date.now()}.lua`);
  const request = [
    `wrk.method = ${JSON.stringify(method)}`,
    ...Object.entries(headers).map(
      ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
    ),
    body === undefined ? '' : `wrk.body = ${JSON.stringify(body)}`,
  ].join('\n');
  await writeFile(script, `${request}\n${lua}\n${REPORT_HOOK}`);
  const run = (seconds, phase) =>
    JSON.parse(
      execFileSync(
        'wrk',
        ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, url, '--', phase],
        { encoding: 'utf8' },
      )
        .trim()
        .split('\n')
        .at(-1),
    );
  run(2, 'warmup');
  await beforeRun?.();
  const result = run(DURATION, 'measure');
  const figure = {
    rps: Math.round(result.requests / result.seconds),
    p50: Number(result.p50.toFixed(2)),
    p99: Number(result.p99.toFixed(2)),
    ok: result.requests - result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${name}: ${figure.rps} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, non-2xx ${figure.non2xx}, errors ${figure.errors}`,
  );
  return figure;
}
