// `make bench-images`: images made for the web, measured on the real stack (nginx → bff →
// embedded PostgreSQL, disk storage) in one run, with camera-like 4000 × 3000 JPEGs made by sharp
// (@site/common/testing's cameraPhoto, a different photo each):
//   - the time the bff takes to process one photo (POST /api/uploads, three photos one after
//     another: every variant, the social card and the placeholder, stored);
//   - the bff's peak memory (VmHWM, reset just before) while ten photos are uploaded at once,
//     against its 200 MB budget; every one must be answered 201. The bff makes each image's
//     variants in a short-lived worker process: their peaks, and the peak of bff and workers
//     together (what a container's memory limit must allow), are sampled every 25 ms;
//   - the weight of /blog with twelve posts, each with its own photo, through nginx in Chromium
//     at 375 px and 1280 px wide, scrolled to the bottom so every lazy image loads;
//   - Lighthouse (mobile) on that /blog and on one of those posts (raw reports: bench/results/images/).
// Figures go to docs/benchmarks.md (between the images-bench markers); the previous run's stay
// beside them.
/* global document, window -- page.evaluate callbacks run in the browser */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { cameraPhoto } from '@site/common/testing';
import {
  chromiumLaunchOptions,
  freePort,
  REPO_ROOT,
  startBff,
  startNginx,
  startPostgres,
  TEST_ADMIN,
} from '@site/testkit';
import { audit, rowOf } from './lighthouse-audit.mjs';
import {
  bffCommand,
  machine,
  median,
  memoryKb,
  memoryMb,
  REPORT,
  table,
  writeSection,
} from './report.mjs';

const PHOTO = { width: 4000, height: 3000 };
const POSTS = 12;
const PARALLEL = 10;
const SINGLE_RUNS = 3;
const MEMORY_BUDGET_MB = 200;
/** Viewports the weight of /blog is measured at, with its target (null: for information). */
const VIEWPORTS = [
  { width: 375, height: 812, scale: 1, targetKb: 500 },
  { width: 1280, height: 800, scale: 1, targetKb: 1024 },
  { width: 375, height: 812, scale: 2, targetKb: null },
];
const LIGHTHOUSE_TARGET = { performance: 100, accessibility: 100, lcpSeconds: 1.5 };
/** Lighthouse's raw reports (ignored by git). */
const RAW = path.join(REPO_ROOT, 'bench', 'results', 'images');

const startedAt = Date.now();
const step = (text) =>
  console.log(`[${String(Math.round((Date.now() - startedAt) / 1000)).padStart(4)} s] ${text}`);

const stops = [];
const figures = {};
try {
  step(`making ${POSTS} photos of ${PHOTO.width} × ${PHOTO.height} (sharp)`);
  const photos = [];
  for (let i = 0; i < POSTS; i++) {
    photos.push(await cameraPhoto({ ...PHOTO, orientation: 1 }));
    process.stdout.write(`  ${i + 1}/${POSTS} (${(photos[i].length / 2 ** 20).toFixed(1)} MB)\r`);
  }
  figures.photoMb = round(average(photos.map((photo) => photo.length)) / 2 ** 20, 1);
  console.log(`  ${POSTS} photos, ${figures.photoMb} MB each on average`);

  step('starting PostgreSQL, the bff and nginx');
  const postgres = await startPostgres();
  stops.push(() => postgres.stop());
  const bff = await startBff({ databaseUrl: postgres.url });
  stops.push(() => bff.stop());
  const nginx = await startNginx({
    upstreams: [`127.0.0.1:${bff.port}`],
    copyRoot: true,
    accessLog: false,
  });
  stops.push(() => nginx.stop());
  const token = await login(bff.url);

  step(`processing time: ${SINGLE_RUNS} photos, one after another (POST /api/uploads)`);
  const single = [];
  for (let i = 0; i < SINGLE_RUNS; i++) {
    const { status, ms, body } = await upload(bff.url, token, photos[i]);
    if (status !== 201) throw new Error(`upload ${i + 1}: ${status} ${JSON.stringify(body)}`);
    single.push(ms);
    console.log(`  ${i + 1}: ${(ms / 1000).toFixed(2)} s, ${body.variants.length} variants`);
  }
  figures.processSeconds = single.map((ms) => round(ms / 1000, 2));
  figures.processMedianSeconds = round(median(single) / 1000, 2);

  step(`peak memory: ${PARALLEL} photos at once`);
  const resetPeak = resetPeakMemory(bff.child.pid);
  const before = memoryMb(bff.child.pid, 'VmRSS');
  const parallelStart = performance.now();
  const sampler = sampleTree(bff.child.pid);
  const answers = await Promise.all(
    photos.slice(0, PARALLEL).map(async (photo, i) => {
      const answer = await upload(bff.url, token, photo);
      console.log(`  ${i + 1}: ${answer.status} after ${(answer.ms / 1000).toFixed(1)} s`);
      return answer;
    }),
  );
  figures.parallel = {
    statuses: answers.map((answer) => answer.status),
    seconds: round((performance.now() - parallelStart) / 1000, 1),
    slowestSeconds: round(Math.max(...answers.map((answer) => answer.ms)) / 1000, 1),
    rssBeforeMb: before,
    peakMb: memoryMb(bff.child.pid, 'VmHWM'),
    peakReset: resetPeak,
    ...sampler.stop(),
  };
  console.log(
    `  ${figures.parallel.statuses.filter((status) => status === 201).length} of ${PARALLEL} answered 201 in ` +
      `${figures.parallel.seconds} s; bff peak ${figures.parallel.peakMb} MB (RSS before: ${before} MB); ` +
      `${figures.parallel.workers} workers, the largest ${figures.parallel.workerPeakMb} MB, at most ` +
      `${figures.parallel.workersAtOnce} at once; bff and workers together ${figures.parallel.treePeakMb} MB`,
  );

  step(`${POSTS} posts, each with its own photo (POST /api/blogs)`);
  const slugs = [];
  for (let i = 0; i < POSTS; i++) {
    const slug = await createPost(bff.url, token, i, photos[i]);
    slugs.push(slug);
    process.stdout.write(`  ${i + 1}/${POSTS}\r`);
  }
  console.log(`  ${POSTS} posts`);
  const audited = slugs.at(-1);

  step('weight of /blog in Chromium, through nginx, scrolled to the bottom');
  const browser = await chromium.launch(chromiumLaunchOptions());
  stops.push(() => browser.close());
  figures.weight = [];
  for (const viewport of VIEWPORTS) {
    const weight = await pageWeight(browser, `${nginx.url}/blog`, viewport);
    figures.weight.push({ ...viewport, ...weight });
    console.log(
      `  ${viewport.width} px ×${viewport.scale}: ${weight.totalKb} KB (images ${weight.imageKb} KB in ` +
        `${weight.images} files, scripts ${weight.scriptKb} KB, HTML ${weight.documentKb} KB); ` +
        `${weight.imagesShown} of ${weight.imagesOnPage} images shown`,
    );
  }
  await browser.close();
  stops.pop();

  step('Lighthouse (mobile) on /blog and on a post');
  const port = await freePort();
  const lighthouseBrowser = await chromium.launch(
    chromiumLaunchOptions([`--remote-debugging-port=${port}`]),
  );
  stops.push(() => lighthouseBrowser.close());
  figures.lighthouse = [];
  mkdirSync(RAW, { recursive: true });
  for (const route of ['/blog', `/blog/${audited}`]) {
    const lhr = await audit(`${nginx.url}${route}`, port);
    writeFileSync(
      path.join(RAW, `${route === '/blog' ? 'blog' : 'post'}.json`),
      JSON.stringify(lhr),
    );
    const row = rowOf(route, lhr, 100);
    figures.lighthouse.push({
      route: route === '/blog' ? route : '/blog/<post>',
      performance: row.scores.performance,
      accessibility: row.scores.accessibility,
      lcpSeconds: round(row.lcp / 1000, 2),
      tbtMs: Math.round(row.tbt),
      cls: round(row.cls, 3),
      below: row.below,
    });
    console.log(
      `  ${route}: performance ${row.scores.performance}, accessibility ${row.scores.accessibility}, ` +
        `LCP ${(row.lcp / 1000).toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`,
    );
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
}

await report(figures);
step(`written to ${path.relative(REPO_ROOT, REPORT)}`);

async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status}`);
  return (await response.json()).token;
}

/** POST /api/uploads with one photo: the status, the time to the answer and its body. */
async function upload(baseUrl, token, photo) {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  form.set('alt', 'A photo taken for the benchmark');
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - start;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, ms, body };
}

/** A post with a cover photo and its description; returns its slug. */
async function createPost(baseUrl, token, index, photo) {
  const form = new FormData();
  const slug = `photo-post-${index + 1}`;
  form.set('title', `Photo post ${index + 1}: what a good cover photo does for a small business`);
  form.set('slug', slug);
  form.set(
    'excerpt',
    'Why a real photo of the shop, the team or the work beats a stock picture, and how to take one.',
  );
  form.set(
    'content',
    `<h2>Part ${index + 1}</h2>${'<p>A clear photo of the real place tells a visitor more than a paragraph does. </p>'.repeat(12)}`,
  );
  form.set('readTime', '3 min read');
  form.set('tags', 'photos, small business');
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cover.jpg');
  form.set('imageAlt', `The shop front photographed for post ${index + 1}`);
  const response = await fetch(`${baseUrl}/api/blogs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`post ${index + 1}: ${response.status} ${await response.text()}`);
  return (await response.json()).slug;
}

/**
 * Everything Chromium transferred (headers and encoded bodies) for one fresh visit of `url` at
 * the viewport, scrolled to the bottom a screen at a time so lazy images load, until the
 * network is idle.
 */
async function pageWeight(browser, url, { width, height, scale }) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
  });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) =>
    finished.push(
      request.sizes().then((sizes) => ({
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    ),
  );
  await page.goto(url, { waitUntil: 'load' });
  for (let guard = 0; guard < 100; guard++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() =>
    [...document.images].map((image) => image.complete && image.naturalWidth > 0),
  );
  const responses = await Promise.all(finished);
  await context.close();
  const kb = (filter) =>
    round(responses.filter(filter).reduce((sum, response) => sum + response.bytes, 0) / 1024, 1);
  return {
    totalKb: kb(() => true),
    imageKb: kb((response) => response.type === 'image'),
    images: responses.filter((response) => response.type === 'image').length,
    scriptKb: kb((response) => response.type === 'script'),
    documentKb: kb((response) => response.type === 'document'),
    imagesOnPage: shown.length,
    imagesShown: shown.filter(Boolean).length,
  };
}

/** Resets the process's peak resident memory (VmHWM) to its current size; false if not allowed. */
function resetPeakMemory(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Every process whose parent is `pid`, at this moment. */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // pid (comm) state ppid …; comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Samples `pid` and its child processes every 25 ms until stop(): how many children there were,
 * the largest peak (VmHWM) one reached, how many ran at once, and the largest resident total
 * of the process and its children at one moment, in MB.
 */
function sampleTree(pid) {
  const workerPeaks = new Map();
  let treePeakKb = 0;
  let atOnce = 0;
  const timer = setInterval(() => {
    const children = childrenOf(pid);
    atOnce = Math.max(atOnce, children.length);
    let total = memoryKb(pid, 'VmRSS');
    for (const child of children) {
      const rss = memoryKb(child, 'VmRSS');
      const peak = memoryKb(child, 'VmHWM');
      if (Number.isFinite(rss)) total += rss;
      if (Number.isFinite(peak))
        workerPeaks.set(child, Math.max(workerPeaks.get(child) ?? 0, peak));
    }
    treePeakKb = Math.max(treePeakKb, total);
  }, 25);
  return {
    stop() {
      clearInterval(timer);
      return {
        workers: workerPeaks.size,
        workersAtOnce: atOnce,
        workerPeakMb: Math.round(Math.max(0, ...workerPeaks.values()) / 1024),
        treePeakMb: Math.round(treePeakKb / 1024),
      };
    },
  };
}

function average(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function readPrevious() {
  try {
    const match = /<!-- images-bench:data (\{.*\}) -->/.exec(readFileSync(REPORT, 'utf8'));
    return match ? JSON.parse(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function report(now) {
  const previous = readPrevious();
  const was = (value, before, unit = '') =>
    before === undefined || before === value
      ? `${value}${unit}`
      : `${value}${unit} (was ${before}${unit})`;
  const met = (ok) => (ok ? 'met' : '**NOT met**');
  const parallelOk = now.parallel.statuses.every((status) => status === 201);
  const memoryOk = now.parallel.peakMb < MEMORY_BUDGET_MB;
  const viewportName = (v) =>
    `${v.width} px${v.scale === 1 ? '' : ` at ${v.scale}× pixel density`}`;
  const previousWeight = (v) =>
    previous?.weight?.find((p) => p.width === v.width && p.scale === v.scale);
  const previousAudit = (route) => previous?.lighthouse?.find((p) => p.route === route);
  const body = [
    '## Images (`make bench-images`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; bff run as \`${bffCommand()}\`, ` +
      `nginx with infra/nginx's template, disk storage, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at the end (the machine is shared). ` +
      `Photos: camera-like ${PHOTO.width} × ${PHOTO.height} JPEGs made by sharp (quality 92, ${now.photoMb} MB on average, GPS EXIF), a different one each. ` +
      `${Math.round((Date.now() - startedAt) / 1000)} s for the run. "was" is the previous run recorded here.`,
    '',
    table(
      ['Measure', 'Figure', 'Target'],
      [
        [
          `Processing one photo (\`POST /api/uploads\` to the bff, median of ${SINGLE_RUNS} one after another)`,
          `${was(now.processMedianSeconds, previous?.processMedianSeconds, ' s')} (${now.processSeconds.map((s) => `${s} s`).join(', ')})`,
          '',
        ],
        [
          `${PARALLEL} photos uploaded at once: answers`,
          `${now.parallel.statuses.filter((status) => status === 201).length} of ${PARALLEL} answered 201, the last after ${was(now.parallel.slowestSeconds, previous?.parallel?.slowestSeconds, ' s')}`,
          `all 201: ${met(parallelOk)}`,
        ],
        [
          `${PARALLEL} photos uploaded at once: bff peak memory (VmHWM of its process${now.parallel.peakReset ? ', reset just before' : ' over its life'})`,
          `${was(now.parallel.peakMb, previous?.parallel?.peakMb, ' MB')} (${now.parallel.rssBeforeMb} MB before)`,
          `under ${MEMORY_BUDGET_MB} MB: ${met(memoryOk)}`,
        ],
        [
          `${PARALLEL} photos uploaded at once: the image workers (one process per image)`,
          `${now.parallel.workers} workers, at most ${now.parallel.workersAtOnce} at once, the largest peak ${was(now.parallel.workerPeakMb, previous?.parallel?.workerPeakMb, ' MB')}`,
          '',
        ],
        [
          `${PARALLEL} photos uploaded at once: bff and workers together (largest sampled total)`,
          was(now.parallel.treePeakMb, previous?.parallel?.treePeakMb, ' MB'),
          `what a container's memory limit must allow`,
        ],
      ],
      ['left', 'right', 'left'],
    ),
    '',
    `Weight of \`/blog\` with ${POSTS} posts, each with its own photo: everything Chromium transferred (headers and encoded bodies) on a first visit through nginx, scrolled to the bottom a screen at a time so every lazy image loads, until the network was idle.`,
    '',
    table(
      [
        'Viewport',
        'Total KB',
        'Images KB (files)',
        'Scripts KB',
        'HTML KB',
        'Images shown',
        'Target',
      ],
      now.weight.map((w) => [
        viewportName(w),
        was(w.totalKb, previousWeight(w)?.totalKb),
        `${w.imageKb} (${w.images})`,
        String(w.scriptKb),
        String(w.documentKb),
        `${w.imagesShown} of ${w.imagesOnPage}`,
        w.targetKb === null
          ? 'for information'
          : `≤ ${w.targetKb === 1024 ? '1 MB' : `${w.targetKb} KB`}: ${met(w.totalKb <= w.targetKb)}`,
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    '',
    `Lighthouse 12.8.2 (mobile preset: simulated slow 4G, 4× CPU slow-down) through nginx, on that \`/blog\` and on the newest of those posts. Targets: performance ${LIGHTHOUSE_TARGET.performance}, accessibility ${LIGHTHOUSE_TARGET.accessibility}, LCP ≤ ${LIGHTHOUSE_TARGET.lcpSeconds} s.`,
    '',
    table(
      ['Page', 'Perf.', 'A11y', 'LCP s', 'TBT ms', 'CLS', 'Targets'],
      now.lighthouse.map((row) => {
        const p = previousAudit(row.route);
        const ok =
          row.performance >= LIGHTHOUSE_TARGET.performance &&
          row.accessibility >= LIGHTHOUSE_TARGET.accessibility &&
          row.lcpSeconds <= LIGHTHOUSE_TARGET.lcpSeconds;
        return [
          `\`${row.route}\``,
          was(row.performance, p?.performance),
          was(row.accessibility, p?.accessibility),
          was(row.lcpSeconds, p?.lcpSeconds),
          String(row.tbtMs),
          String(row.cls),
          met(ok),
        ];
      }),
      ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    ...(now.lighthouse.some((row) => row.below.length)
      ? [
          '',
          'What cost the points (heaviest first):',
          '',
          ...now.lighthouse
            .filter((row) => row.below.length)
            .map((row) => `- \`${row.route}\`: ${row.below.join('; ')}`),
        ]
      : []),
    '',
    `<!-- images-bench:data ${JSON.stringify(now)} -->`,
  ].join('\n');
  await writeSection('images-bench', body);
}
