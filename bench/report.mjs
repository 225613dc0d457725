// Writes one benchmark's section of docs/benchmarks.md between its markers, keeping every other
// section, so git shows a change of figures as a diff. Shared by every script in bench/.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { BFF_ENV, BFF_NODE_ARGS } from '@site/testkit';

export const REPORT = path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md');

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "2 cores, Intel(R) Xeon(R) …, Node v20.20.2": what the figures were measured on. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** How the benchmarks run the bff, as `make start` and the image do: its environment and V8 options. */
export function bffCommand() {
  const env = Object.entries(BFF_ENV).map(([name, value]) => `${name}=${value}`);
  return [...env, 'node', ...BFF_NODE_ARGS].join(' ');
}

/** Markdown table from a header row and rows of cells. */
export function table(header, rows, align = header.map(() => 'left')) {
  const rule = align.map((a) => (a === 'right' ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->`, and
 * formats the file as the repository's Prettier does (so `make lint` stays clean).
 * @param {string} name
 * @param {string} body markdown, without the markers
 */
export async function writeSection(name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const current = existsSync(REPORT)
    ? readFileSync(REPORT, 'utf8')
    : '# Benchmarks\n\nFigures written by the benchmarks under bench/. Re-run them to update; git keeps the previous figures.\n';
  const at = current.indexOf(start);
  const next =
    at >= 0
      ? current.slice(0, at) + section + current.slice(current.indexOf(end, at) + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(REPORT)) ?? {};
  writeFileSync(REPORT, await prettier.format(next, { ...options, filepath: REPORT }));
}

/** A memory figure of /proc/<pid>/status (VmRSS, VmHWM), in MB. */
export function memoryMb(pid, field) {
  return Math.round(memoryKb(pid, field) / 1024);
}

/** A memory figure of /proc/<pid>/status in kB; NaN once the process is gone. */
export function memoryKb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}
