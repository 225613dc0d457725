// Gzipped JavaScript each prerendered page (and each kind of server-rendered blog page) makes the browser download on its first load,
// measured in Debian's Chromium against the production path (nginx with the project's config,
// serving the build's precompressed .gz files, in front of the bff): the encoded body bytes of
// every script response until the network is idle, summed. This counts what a visitor really
// gets, including chunks a page loads at run time (one service's text, say).
// `make bench-js` builds the frontend, runs this, and writes the table to docs/benchmarks.md.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, REPO_ROOT, startBff, startNginx } from '@site/testkit';
import { machine, table, writeSection } from './report.mjs';

const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 90);
const dist = path.join(REPO_ROOT, 'frontend', 'dist');

/** Every prerendered page of the build, as its path. */
function prerenderedRoutes(dir = dist) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return prerenderedRoutes(full);
    if (name !== 'index.html') return [];
    return [`/${path.relative(dist, dir).split(path.sep).join('/')}`];
  });
}

/** The blog's server-rendered pages, one of each kind, on the three sample posts. */
const BLOG_ROUTES = [
  '/blog',
  '/blog/tag/web-development',
  '/blog/search?q=security',
  '/blog/website-builder-or-custom-development',
];

const bff = await startBff({ env: { SEED_SAMPLE_POSTS: 'true' } });
const site = await startNginx({ upstreams: [`127.0.0.1:${bff.port}`], accessLog: false });
const browser = await chromium.launch(chromiumLaunchOptions());
const rows = [];
try {
  for (const route of [...prerenderedRoutes().sort(), ...BLOG_ROUTES]) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response
          .finished()
          .then(() => response.request().sizes())
          .then((sizes) => sizes.responseBodySize),
      );
    });
    await page.goto(site.url + route, { waitUntil: 'networkidle' });
    const sizes = new Map();
    for (const [url, size] of scripts) sizes.set(new URL(url).pathname, await size);
    await page.close();
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    rows.push({ route, kb: total / 1024, files: sizes.size });
  }
} finally {
  await browser.close();
  await site.stop();
  await bff.stop();
}

const worst = rows.reduce((a, b) => (b.kb > a.kb ? b : a));
const over = rows.filter((row) => row.kb > BUDGET_KB);
for (const row of rows)
  console.log(`${row.kb.toFixed(1).padStart(6)} KB  ${row.files} files  ${row.route}`);
const summary = `largest first load ${worst.kb.toFixed(1)} KB gzipped JS (\`${worst.route}\`); budget ${BUDGET_KB} KB; ${over.length} of ${rows.length} pages over`;
console.log(summary);

await writeSection(
  'js-budget',
  [
    '## JavaScript per public page (first load, gzipped)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`make bench-js\` (${machine()}).`,
    'The blog pages are rendered by the bff on the three sample posts (a list, a tag, a search, a post).',
    "Each figure is the encoded (gzipped) body bytes of every script the page made Chromium download until the network was idle, through nginx with the project's config (the build's Zopfli-made .gz files), summed.",
    '',
    `**${summary}.**`,
    '',
    table(
      ['Page', 'Scripts', 'KB'],
      rows.map((row) => [`\`${row.route}\``, String(row.files), row.kb.toFixed(1)]),
      ['left', 'right', 'right'],
    ),
  ].join('\n'),
);
