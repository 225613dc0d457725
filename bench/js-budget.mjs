// Gzipped JavaScript a visitor downloads to load each prerendered page: the entry with its
// imports, plus the page's own chunk with its imports (Vite's manifest gives the graph).
// `make bench-js` builds the frontend, runs this, and writes the table to docs/benchmarks.md.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const frontend = path.resolve(import.meta.dirname, '..', 'frontend');
const dist = path.join(frontend, 'dist');
const report = path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md');
const BUDGET = Number(process.env.JS_BUDGET_KB ?? 90) * 1024;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const routesSource = readFileSync(path.join(frontend, 'src/app/page-routes.ts'), 'utf8');
const pageOf = new Map(
  [
    ...routesSource.matchAll(
      /path: '([^']+)', load: \(\) => import\('\.\.\/(pages\/[^']+)\.js'\)/g,
    ),
  ].map((m) => [m[1], `src/${m[2]}.tsx`]),
);

const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file))
    gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entry = 'index.html';
const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name === 'index.html' ? [full] : [];
  });

let worst = 0;
const rows = [];
for (const file of htmlFiles(dist).sort()) {
  const route = '/' + path.relative(dist, path.dirname(file)).split(path.sep).join('/');
  const normalised = route === '/.' || route === '/' ? '/' : route;
  const pattern =
    [...pageOf.keys()].find((p) => p === normalised) ??
    [...pageOf.keys()].find(
      (p) => p.includes(':') && new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(normalised),
    );
  const files = collect(entry);
  if (pattern) collect(pageOf.get(pattern), files);
  const bytes = [...files].reduce((sum, f) => sum + sizeOf(f), 0);
  worst = Math.max(worst, bytes);
  rows.push([normalised, (bytes / 1024).toFixed(1)]);
}
const framework = [...collect(entry)].reduce((sum, f) => sum + sizeOf(f), 0);
const over = rows.filter(([, kb]) => Number(kb) * 1024 > BUDGET).length;
for (const [route, kb] of rows) console.log(`${kb.padStart(6)} KB  ${route}`);
const summary =
  `largest first load ${(worst / 1024).toFixed(1)} KB gzipped JS; budget ${BUDGET / 1024} KB; ` +
  `${over} of ${rows.length} pages over; shared entry (React, React DOM, router, layout) ${(framework / 1024).toFixed(1)} KB`;
console.log(summary);

const START = '<!-- js-budget:start -->';
const END = '<!-- js-budget:end -->';
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const section = [
  START,
  '## JavaScript per public page (first load, gzipped)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`make bench-js\` (${os.cpus().length} cores, ${cpu}, Node ${process.version}).`,
  'Each figure is the entry chunk with its imports plus the page chunk with its imports, gzip level 9.',
  '',
  `**${summary}.**`,
  '',
  '| Page | KB |',
  '|---|---:|',
  ...rows.map(([route, kb]) => `| \`${route}\` | ${kb} |`),
  END,
].join('\n');
const current = existsSync(report)
  ? readFileSync(report, 'utf8')
  : '# Benchmarks\n\nFigures written by the benchmarks under bench/. Re-run them to update; git keeps the previous figures.\n';
const next = current.includes(START)
  ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
  : `${current.trimEnd()}\n\n${section}\n`;
writeFileSync(report, next);
