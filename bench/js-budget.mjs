// Gzipped JavaScript each prerendered page (and each kind of server-rendered blog page) makes the
// browser download on its first load, measured in Debian's Chromium against the production path
// (nginx with the project's config, serving the build's precompressed .gz files, in front of the
// bff): the encoded body bytes of every script response, summed, twice: until the network is idle
// after the page loaded (the app waits for the visitor: src/main.tsx), and until it is idle again
// after the visitor's first sign (the mouse moved) started the app. This counts what a visitor
// really gets, including chunks a page loads at run time (one service's text, say).
// `make bench-js` builds the frontend, runs this, and writes the table to docs/benchmarks.md.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  chromiumLaunchOptions,
  reactTookOver,
  REPO_ROOT,
  startBff,
  startNginx,
} from '@site/testkit';
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
    const atLoad = await downloaded(scripts);
    await page.mouse.move(1, 1);
    // Then the chunks the page loads as it runs.
    await reactTookOver(page);
    await settled(scripts);
    const started = await downloaded(scripts);
    await page.close();
    rows.push({
      route,
      loadKb: atLoad.bytes / 1024,
      kb: started.bytes / 1024,
      files: started.files,
    });
  }
} finally {
  await browser.close();
  await site.stop();
  await bff.stop();
}

/** Until every script requested has arrived and none more was asked for in half a second. */
async function settled(scripts) {
  for (;;) {
    const count = scripts.size;
    await Promise.all(scripts.values());
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (scripts.size === count) return;
  }
}

/** The scripts downloaded so far: how many, and their encoded bytes. */
async function downloaded(scripts) {
  const sizes = new Map();
  for (const [url, size] of scripts) sizes.set(new URL(url).pathname, await size);
  return { files: sizes.size, bytes: [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) };
}

const worst = rows.reduce((a, b) => (b.kb > a.kb ? b : a));
const over = rows.filter((row) => row.kb > BUDGET_KB);
for (const row of rows)
  console.log(
    `${row.loadKb.toFixed(1).padStart(6)} KB at load, ${row.kb.toFixed(1).padStart(6)} KB with the app  ${row.files} files  ${row.route}`,
  );
const loaded = rows.reduce((a, b) => (b.loadKb > a.loadKb ? b : a));
const summary = `largest first load with the app ${worst.kb.toFixed(1)} KB gzipped JS (\`${worst.route}\`); budget ${BUDGET_KB} KB; ${over.length} of ${rows.length} pages over; before the visitor's first sign at most ${loaded.loadKb.toFixed(1)} KB`;
console.log(summary);

await writeSection(
  'js-budget',
  [
    '## JavaScript per public page (first load, gzipped)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`make bench-js\` (${machine()}).`,
    'The blog pages are rendered by the bff on the three sample posts (a list, a tag, a search, a post).',
    "Each figure is the encoded (gzipped) body bytes of every script the page made Chromium download, through nginx with the project's config (the build's Zopfli-made .gz files), summed: until the network was idle after the load (the page's first script is inside its HTML, about 1 KB, and starts the app at the visitor's first touch, key, scroll or mouse move), and until it was idle again after the mouse moved (the app started).",
    '',
    `**${summary}.**`,
    '',
    table(
      ['Page', 'KB at load', 'Scripts with the app', 'KB with the app'],
      rows.map((row) => [
        `\`${row.route}\``,
        row.loadKb.toFixed(1),
        String(row.files),
        row.kb.toFixed(1),
      ]),
      ['left', 'right', 'right', 'right'],
    ),
  ].join('\n'),
);
