// `make bench`: the real stack (nginx → bff → embedded PostgreSQL, disk storage), 20 posts, and
// wrk against it (one client thread: a C load generator leaves nginx the CPU that a Node one
// would take on this 2-core machine), every figure from the same run so ratios compare:
//   - GET /api/blogs through nginx, from the bff directly, and (the ceiling) the same JSON as a
//     static file served by the same nginx;
//   - GET / (a prerendered page) through nginx;
//   - POST /api/contact through nginx as the form sends it, with the notification outbox and
//     with notifications off, in alternating rounds (bench/contact.mjs), then a count of the
//     rows and emails;
//   - the bff's peak memory (VmHWM of its process);
//   - then the blog at 1,000 posts (bench/blog.mjs): its pages through nginx and rendered by the
//     bff, each against its static ceiling, the paged summary API, /blog's weight against 10 posts.
//     BENCH_PROFILE=1 adds a CPU profile of the bff rendering those pages.
// Figures go to docs/benchmarks.md; the previous run's stay beside them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startBff, startNginx, startPostgres, TEST_ADMIN } from '@site/testkit';
import { blogSection, measureBlog } from './blog.mjs';
import { measureStarts, SECOND_START_TARGET_S } from './start.mjs';
import {
  DATABASE_TARGET,
  INBOX_TARGET,
  INBOX_VIEW_PATHS,
  measureContact,
  OUTBOX_TARGET,
} from './contact.mjs';
import { bffCommand, machine, memoryMb, REPORT, table, writeSection } from './report.mjs';
import { CONNECTIONS, DURATION, load as loadIn } from './wrk.mjs';

const POSTS = 20;
/** Issue 18: the bff's peak resident memory through the run (it was 200 MB before). */
const PEAK_MB_TARGET = 150;

// First, while nothing else runs: how long `make start` takes to answer (bench/start.mjs).
const starts = await measureStarts();
const database = await startPostgres();
const bff = await startBff({ databaseUrl: database.url, env: { CONTACT_RATE_LIMIT: '0' } });
// A copy of the build with the blog list beside it as a plain file: the static ceiling.
const root = await mkdtemp(path.join(os.tmpdir(), 'site-bench-root-'));
// Readable by nginx's workers, so it serves this folder itself and sees the files written later.
await chmod(root, 0o755);
await cp(path.join(REPO_ROOT, 'frontend', 'dist'), root, { recursive: true });
const nginx = await startNginx({ upstreams: [`127.0.0.1:${bff.port}`], root, accessLog: false });

const load = (name, url, options) => loadIn(root, name, url, options);
const figures = { starts };
let blog;
try {
  await seedPosts();
  const json = await (await fetch(`${bff.url}/api/blogs`)).text();
  writeFileSync(path.join(root, 'blogs.json'), json);
  console.log(
    `${POSTS} posts, list ${json.length} bytes; ${DURATION} s per run, ${CONNECTIONS} connections`,
  );

  figures.staticJson = await load('static JSON via nginx (ceiling)', `${nginx.url}/blogs.json`);
  figures.blogsNginx = await load('GET /api/blogs via nginx', `${nginx.url}/api/blogs`);
  figures.blogsBff = await load('GET /api/blogs from the bff', `${bff.url}/api/blogs`);
  figures.home = await load('GET / via nginx', `${nginx.url}/`);

  figures.bffPeakMb = memoryMb(bff.child.pid, 'VmHWM');
  const contact = await measureContact({ serverUrl: database.url, scratch: root });
  figures.contact = {
    ...contact.outbox,
    ratioToOff: contact.ratio,
    roundRatios: contact.ratios.map((r) => Number(r.toFixed(2))),
  };
  figures.contactOff = contact.off;
  figures.database = contact.database;
  figures.inbox = contact.inbox;
  blog = await measureBlog({
    databaseUrl: database.url,
    bff,
    nginx,
    root,
    profile: process.env.BENCH_PROFILE === '1',
  });
} finally {
  await nginx.stop();
  await bff.stop();
  await database.stop();
  await rm(root, { recursive: true, force: true });
}

await report(figures);
await writeSection('blog-bench', blogSection(blog, readPrevious('blog-bench'), measuredOn()));

async function seedPosts() {
  const login = await fetch(`${bff.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = await login.json();
  for (let i = 1; i <= POSTS; i++) {
    const form = new FormData();
    form.set('title', `Benchmark post ${i}: planning a small business website`);
    form.set('slug', `benchmark-post-${i}`);
    form.set(
      'excerpt',
      'What to decide before the first meeting with a web developer, in plain words.',
    );
    form.set(
      'content',
      `<h2>Part ${i}</h2>${'<p>Owners who write down what the site must do get better quotes. </p>'.repeat(20)}`,
    );
    form.set('readTime', '4 min read');
    form.set('tags', 'websites, planning, small business');
    const created = await fetch(`${bff.url}/api/blogs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (created.status !== 201)
      throw new Error(`seeding post ${i}: ${created.status} ${await created.text()}`);
  }
}

async function report(now) {
  const previous = readPrevious('http-bench');
  const cell = (value, before, unit = '') =>
    before === undefined ? `${value}${unit}` : `${value}${unit} (was ${before}${unit})`;
  const ceiling = now.staticJson.rps;
  const ratio = (f) => (f.rps / ceiling).toFixed(2);
  const row = (name, key, target) => {
    const f = now[key];
    const p = previous?.[key];
    return [
      name,
      cell(f.rps, p?.rps),
      cell(f.p50, p?.p50, ' ms'),
      cell(f.p99, p?.p99, ' ms'),
      ratio(f),
      String(f.non2xx + f.errors),
      target,
    ];
  };
  const contactOk =
    now.contact.stored >= now.contact.accepted && now.contactOff.stored >= now.contactOff.accepted;
  const emails = now.contact.notifications;
  const notifiedOk =
    emails.pending === 0 &&
    emails.other === 0 &&
    emails.receivedTwice === 0 &&
    emails.received === emails.sent &&
    emails.sent === emails.rows;
  const outboxOk = now.contact.ratioToOff >= OUTBOX_TARGET && notifiedOk;
  const blogsOk = now.blogsNginx.rps >= ceiling / 2 && now.blogsNginx.p99 < 20;
  const body = [
    '## HTTP throughput and latency (`make bench`)',
    '',
    `${measuredOn()} ${POSTS} posts in the blog. ` + '"was" is the previous run recorded here.',
    '',
    table(
      ['Request', 'req/s', 'p50', 'p99', 'vs ceiling', 'non-2xx + errors', 'target'],
      [
        row('static JSON file via nginx (ceiling)', 'staticJson', ''),
        row(
          '`GET /api/blogs` via nginx (1 s micro-cache)',
          'blogsNginx',
          `≥ 0.50 and p99 < 20 ms: ${blogsOk ? 'met' : 'NOT met'}`,
        ),
        row('`GET /api/blogs` from the bff directly', 'blogsBff', ''),
        row('`GET /` (prerendered) via nginx', 'home', ''),
        row(
          '`POST /api/contact` via nginx, with the notification outbox',
          'contact',
          `≥ 500/s, none lost: ${now.contact.rps >= 500 && contactOk ? 'met' : 'NOT met'}`,
        ),
        row(
          '`POST /api/contact` via nginx, notifications off (no outbox)',
          'contactOff',
          `with the outbox ≥ ${OUTBOX_TARGET} × this: ${outboxOk ? 'met' : 'NOT met'} (${now.contact.ratioToOff}, the median of ${now.contact.roundRatios?.join(', ')})`,
        ),
      ],
      ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    '',
    databaseLine(now, previous),
    '',
    `Contact messages, each with a fresh timing token and a text of its own (the spam defence's real path). Each side (with the outbox, notifications off) has a bff, nginx and database of its own; after a warm-up round, ${now.contact.rounds} rounds load each side once, the sides alternating, and the req/s shown are each side's median run; the ratio is the median of the rounds' ratios. In all runs: with the outbox ${now.contact.accepted} answered 201, ${now.contact.stored} rows stored; notifications off ${now.contactOff.accepted} answered 201, ${now.contactOff.stored} rows (${contactOk ? 'none lost; a few more rows than answers: requests still in flight when wrk stopped were stored too' : 'LOST MESSAGES'}). Spam among them: ${now.contactOff.spam} of all. The emails of the outbox runs: ${emails.rows} queued, ${emails.sent} sent, ${emails.received} received by the SMTP server, ${emails.receivedTwice} twice; the last left at most ${emails.drainSeconds} s after a run's load ended (the sender holds emails while the bff is busy, up to MAIL_BUSY_DELAY_MS: docs/notifications.md) (${notifiedOk ? 'every message notified once' : 'NOT every message notified once'}).`,
    '',
    `The admin's inbox from the bff (with the admin's token, never cached), with ${now.inbox.messages} messages (the newest the contact runs left, made up with seeded ones if fewer, the last ${now.inbox.needles} of them found by the search for a few) and with the newest ${now.inbox.fewMessages} of them (one full page, so the two differ in the scale alone), each in a database and behind a bff of its own: one page of 25, its total and every status's count. Each view is loaded ${now.inbox.rounds} times at each scale, the scales alternating; the req/s shown are the median runs, and "ratio" is the median of the rounds' ratios (req/s with ${now.inbox.messages} over req/s with ${now.inbox.fewMessages}).`,
    '',
    table(
      [
        'Request',
        `${now.inbox.messages} messages: req/s`,
        `${now.inbox.fewMessages} messages: req/s`,
        'ratio',
        'target',
      ],
      Object.keys(now.inbox.many).map((key) => {
        const many = now.inbox.many[key];
        const few = now.inbox.few[key];
        const was = previous?.inbox?.many?.[key]?.rps;
        const ratio = now.inbox.ratios[key];
        return [
          `\`${INBOX_VIEW_PATHS[key]}\``,
          `${cell(many.rps, was)} (${many.total} found), p99 ${many.p99} ms`,
          `${few.rps} (${few.total} found), p99 ${few.p99} ms`,
          ratio.toFixed(2),
          `≥ ${INBOX_TARGET}: ${ratio >= INBOX_TARGET ? 'met' : '**NOT met**'}`,
        ];
      }),
      ['left', 'right', 'right', 'right', 'left'],
    ),
    '',
    `bff peak memory (VmHWM): ${cell(now.bffPeakMb, previous?.bffPeakMb, ' MB')}; target ≤ ${PEAK_MB_TARGET} MB: ${now.bffPeakMb <= PEAK_MB_TARGET ? 'met' : '**NOT met**'}.`,
    '',
    `\`make start\` until \`/api/health\` answers 200, from the command (bench/start.mjs; the build up to date, make's install check included): first start on an empty data folder ${cell(now.starts.firstS, previous?.starts?.firstS, ' s')} (initdb, migrations, the first administrator); second start ${cell(now.starts.secondS, previous?.starts?.secondS, ' s')} (the median of ${now.starts.laterS.length} starts after the first: ${now.starts.laterS.join(', ')} s); target ≤ ${SECOND_START_TARGET_S} s: ${now.starts.secondS <= SECOND_START_TARGET_S ? 'met' : '**NOT met**'}.`,
    '',
    `<!-- http-bench:data ${JSON.stringify(now)} -->`,
  ].join('\n');
  await writeSection('http-bench', body);
  console.log(`written to ${path.relative(REPO_ROOT, REPORT)}`);
}

/** The contact form against PostgreSQL's own ceiling for its write, measured in the same run. */
function databaseLine(now, previous) {
  const { tps, latencyMs, protocol, runs } = now.database;
  const ratio = now.contact.rps / tps;
  const was = previous?.database ? ` (was ${previous.database.tps})` : '';
  const each = Object.entries(runs)
    .map(([name, run]) => `${name} protocol ${run.tps} tps`)
    .join(', ');
  return (
    `PostgreSQL's own ceiling for the contact form's write (pgbench, ${CONNECTIONS} clients, ${DURATION} s, the bff's own statement: the token's nonce, the duplicate check, the message and its outbox row, same database; the faster of its protocols: ${each}): ${tps} tps${was} (${protocol}), ${latencyMs} ms on average. ` +
    `The form through nginx with the outbox: ${now.contact.rps} req/s, ${ratio.toFixed(2)} of it; target ≥ ${DATABASE_TARGET}: ${ratio >= DATABASE_TARGET ? 'met' : '**NOT met**'}.`
  );
}

/** What every figure of the run was measured on, ending with a full stop. */
function measuredOn() {
  return (
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; ${nginxVersion()}; bff run as \`${bffCommand()}\`. ` +
    `${CONNECTIONS} connections, ${DURATION} s per run after a 2 s warm-up, wrk (one thread) on the same machine, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end (the machine is shared: other work moves the p99s most).`
  );
}

function readPrevious(name) {
  try {
    const match = new RegExp(`<!-- ${name}:data (\\{.*\\}) -->`).exec(readFileSync(REPORT, 'utf8'));
    return match ? JSON.parse(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function nginxVersion() {
  const { stderr } = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return stderr.trim().replace('nginx version: ', '') || 'unknown';
}
