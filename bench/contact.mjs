// The contact form's write path, part of `make bench`: POST /api/contact through nginx as the
// form sends it (a timing token issued seconds before, a text of its own each time: the spam
// defence's real path), in alternating rounds, each side on a bff and nginx of its own over one
// PostgreSQL database of its own:
//   - with the notification outbox: each message writes its email's row in the same statement,
//     and the sender drains them to an SMTP server (in this process) while the load runs;
//   - with notifications switched off (CONTACT_NOTIFICATIONS=false): no outbox row, no sender.
// Then: every 201 a row, and (with the outbox) every message's email received, none twice.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { FormTokens, INSERT_MESSAGE } from '@site/contact';
import { INBOX, SPAM_RULES } from '@site/contract';
import {
  startBff,
  startNginx,
  startSmtp,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  waitFor,
} from '@site/testkit';
import { median } from './report.mjs';
import { CONNECTIONS, DURATION, load } from './wrk.mjs';

/** Tokens written for each phase of a run: more than the requests wrk can send in it. */
const TOKENS = { warmup: 10_000, measure: 60_000 };
/** Target: the outbox costs at most 10% of the contact throughput. */
export const OUTBOX_TARGET = 0.9;
/** Target: the inbox answers at 10,000 messages at least 0.8× as fast as with one page of them. */
export const INBOX_TARGET = 0.8;
export const INBOX_MESSAGES = 10_000;
/** The few: one full page, so the two runs differ in the scale alone, not in the page's size. */
const FEW_MESSAGES = INBOX.pageSize;

/** The admin inbox's views measured: its default, a search for a few messages (NEEDLES, among
 * the newest, so both scales find the same ones) and a search matching every message. */
export const INBOX_VIEW_PATHS = {
  default: '/api/admin/messages',
  fewFound: '/api/admin/messages?q=shopify',
  allFound: '/api/admin/messages?q=website',
};
/** Messages written last, found by the fewFound view. */
const NEEDLES = 5;

/** The form's body (a Lua format: RUN becomes the run and phase, %d the request's number, %s
 * its token). */
const BODY = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  company: 'Load Test Ltd',
  phone: '+92 300 0000000',
  message: 'RUN message %d: a question about a website, sent by the benchmark.',
  service: 'website-development',
  preferredChannel: 'email',
  context: { page: '/web-development', landingPage: '/', referrer: 'https://www.example.org/' },
  formToken: '%s',
});

/** Rounds of the outbox's cost: each round loads the form once with the outbox and once
 * without, in alternating order; the ratio is the median of the rounds' ratios (two 10 s runs
 * on this shared host differed by more than the 10% the target allows). */
export const CONTACT_ROUNDS = 5;

/**
 * @param {{ serverUrl: string, scratch: string }} options serverUrl: a PostgreSQL server's URL
 *   (a database of its own is created on it); scratch: a folder nginx serves (wrk's scripts).
 */
export async function measureContact({ serverUrl, scratch }) {
  const databaseUrl = await freshDatabase(serverUrl, 'contact_bench');
  const offUrl = await freshDatabase(serverUrl, 'contact_bench_off');
  const { outbox, off, ratio, ratios } = await measureOutboxCost(databaseUrl, offUrl, scratch);
  const database = await databaseCeiling(databaseUrl, scratch);
  const inbox = await measureInbox(serverUrl, databaseUrl, scratch);
  return { outbox, off, ratio, ratios, database, inbox };
}

/**
 * The form with the outbox and with notifications off, each on a bff, nginx and database of its
 * own (a bff without SMTP marks every due email of its database `disabled`): a warm-up round,
 * then CONTACT_ROUNDS rounds, the sides alternating. After each outbox run its sender drains
 * the outbox before the next run starts, so its sends weigh on its own run alone; after every
 * run its database is vacuumed. Reported:
 * each side's median run, the answers and rows of every run summed, and (with the outbox) every
 * email queued, sent and received.
 */
export async function measureOutboxCost(databaseUrl, offUrl, scratch) {
  // A sink that keeps only Message-IDs: parsing 20,000 emails would take the bff's CPU.
  const smtp = await startSmtp({ credentials: null, parse: false });
  const sides = [
    {
      key: 'outbox',
      name: 'with the outbox',
      databaseUrl,
      env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: 'office@example.com' },
      afterRun: async (figure) => {
        const drainStarted = Date.now();
        await waitFor(async () => (await notifications(databaseUrl)).pending === 0, {
          timeoutMs: 300_000,
          describe: () => 'the outbox did not drain in 300 s',
        });
        figure.drainSeconds = Math.round((Date.now() - drainStarted) / 100) / 10;
      },
    },
    {
      key: 'off',
      name: 'notifications off',
      databaseUrl: offUrl,
      env: { CONTACT_NOTIFICATIONS: 'false' },
    },
  ];
  try {
    for (const side of sides) {
      side.bff = await startBff({
        databaseUrl: side.databaseUrl,
        env: { CONTACT_RATE_LIMIT: '0', CONTACT_ATTEMPT_LIMIT: '0', ...side.env },
      });
      side.nginx = await startNginx({ upstreams: [`127.0.0.1:${side.bff.port}`], root: scratch });
      side.runs = [];
    }
    // Round 0 warms both up (the first run on a fresh bff and database was the slowest by far,
    // whichever side it was): its messages are counted, its speed is not.
    for (let round = 0; round <= CONTACT_ROUNDS; round++) {
      const order = round % 2 === 1 ? sides : [...sides].reverse();
      for (const side of order) {
        const figure = await loadForm(scratch, side, round);
        await side.afterRun?.(figure);
        // Vacuumed, as autovacuum soon would be after the run's inserts (and the sender's
        // updates): otherwise its catch-up lands in the next run, of either side.
        await query(side.databaseUrl, 'VACUUM ANALYZE messages, message_notifications');
        side.runs.push(figure);
      }
    }
    const measured = (runs) => runs.slice(1);
    const [outbox, off] = sides.map(({ runs }) => ({
      ...[...measured(runs)].sort((a, b) => a.rps - b.rps)[(CONTACT_ROUNDS - 1) / 2],
      accepted: runs.reduce((sum, run) => sum + run.accepted, 0),
      stored: runs.reduce((sum, run) => sum + run.stored, 0),
      rounds: CONTACT_ROUNDS,
    }));
    off.spam = (await messages(offUrl)).spam;
    const ids = smtp.receivedIds;
    outbox.notifications = {
      ...(await notifications(databaseUrl)),
      received: ids.length,
      receivedTwice: ids.length - new Set(ids).size,
      drainSeconds: Math.max(...sides[0].runs.map((run) => run.drainSeconds)),
    };
    console.log(`contact with the outbox: ${JSON.stringify(outbox.notifications)}`);
    const offRuns = measured(sides[1].runs);
    const ratios = measured(sides[0].runs).map((run, i) => run.rps / offRuns[i].rps);
    console.log(`contact, outbox over off: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
    return { outbox, off, ratio: Number(median(ratios).toFixed(2)), ratios };
  } finally {
    for (const side of sides) {
      await side.nginx?.stop();
      await side.bff?.stop();
    }
    await smtp.stop();
  }
}

/** One wrk run of the form through a side's nginx: fresh tokens (each is good for one message),
 * then the answers and the rows it stored. */
async function loadForm(scratch, { name, nginx, databaseUrl }, round) {
  // Issued 5 s ago: past SPAM_RULES.minFillSeconds, as a person's form would be.
  const tokens = new FormTokens(TEST_JWT_SECRET);
  const issuedAt = new Date(Date.now() - 5_000);
  for (const [phase, count] of Object.entries(TOKENS)) {
    const lines = Array.from({ length: count }, () => tokens.issue(issuedAt));
    await writeFile(path.join(scratch, `tokens-${phase}.txt`), `${lines.join('\n')}\n`);
  }
  // Each run's texts differ (the duplicate check looks at every message of the last day).
  const body = BODY.replace('RUN', `${randomUUID().slice(0, 8)}-%s`);
  const lua = `
local tokens, phase, i = {}, "", 0
function init(args)
  phase = args[1]
  for line in io.lines("${path.join(scratch, 'tokens-')}" .. phase .. ".txt") do
    tokens[#tokens + 1] = line
  end
end
request = function()
  i = i + 1
  return wrk.format(nil, nil, nil, string.format([[${body}]], phase, i, tokens[i] or ""))
end`;
  let before = 0;
  const figure = await load(
    scratch,
    `POST /api/contact via nginx, ${name}, round ${round}`,
    `${nginx.url}/api/contact`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      lua,
      beforeRun: async () => (before = (await messages(databaseUrl)).all),
    },
  );
  // Requests still in flight when wrk stopped commit in a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  figure.accepted = figure.ok;
  figure.stored = (await messages(databaseUrl)).all - before;
  console.log(`${name}, round ${round}: ${figure.accepted} answered 201, ${figure.stored} rows`);
  return figure;
}

/** Target (issue 18): the contact form through nginx, with the outbox, at least this share of
 * what PostgreSQL itself takes of the same write. */
export const DATABASE_TARGET = 0.5;

/** The values of the form's statement ($1, $2, ...) as pgbench sends them: a message like the
 * benchmark's form (its own text each time, :n), with a timing token's nonce to record, its
 * duplicate looked up, and its company email queued (notifications on, no acknowledgement). */
const PGBENCH_VALUES = [
  "'Bench Mark'",
  "'bench@example.com'",
  "'Load Test Ltd'",
  "'+92 300 0000000'",
  "'pgbench message ' || :n || ': a question about a website, sent by the benchmark.'",
  "'website-development'",
  "'email'",
  "'/web-development'",
  "'/'",
  "'https://www.example.org/'",
  'NULL',
  "sha256(('pgbench message ' || :n)::bytea)",
  'NULL',
  "'pgbench-' || :n",
  'now()',
  'NULL',
  String(SPAM_RULES.duplicateWindowHours),
  "'<pgbench-' || :n || '@bench.invalid>'",
  'NULL',
  'false',
  'true',
];

/** The contact form's write as pgbench sends it: the bff's own statement (INSERT_MESSAGE), the
 * nonce, the duplicate check, the message and its outbox row, with PGBENCH_VALUES in place of its
 * parameters. */
const PGBENCH_INSERT = `\\set n random(1, 1000000000000000000)
${INSERT_MESSAGE.text.replace(/\$(\d+)/g, (_, index) => `(${PGBENCH_VALUES[Number(index) - 1]})`)};
`;

/** pgbench's protocols: the statement sent as text each time (its default), and prepared once
 * per connection (as the bff sends the form's insert). */
const PGBENCH_PROTOCOLS = ['simple', 'prepared'];

/**
 * PostgreSQL's own ceiling for the contact form's write: pgbench (a C client, as wrk is for
 * HTTP) with as many clients as wrk has connections, for as long, on the same database, once
 * per protocol; the ceiling is the faster. Its rows are deleted afterwards.
 */
export async function databaseCeiling(databaseUrl, scratch) {
  const script = path.join(scratch, 'pgbench-contact.sql');
  await writeFile(script, PGBENCH_INSERT);
  const runs = {};
  for (const protocol of PGBENCH_PROTOCOLS) {
    const output = execFileSync(
      'pgbench',
      [
        ...['-n', '-M', protocol, '-c', String(CONNECTIONS), '-j', '2'],
        ...['-T', String(DURATION), '-f', script, databaseUrl],
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${output}`);
    await query(databaseUrl, `DELETE FROM messages WHERE message LIKE 'pgbench message %'`);
    runs[protocol] = { tps: Math.round(tps), latencyMs: latency };
    console.log(`pgbench (${protocol}), the same write: ${runs[protocol].tps} tps, ${latency} ms`);
  }
  const protocol = PGBENCH_PROTOCOLS.reduce((a, b) => (runs[b].tps > runs[a].tps ? b : a));
  return { ...runs[protocol], protocol, runs };
}

/** Rounds of the inbox's measurement: each view is loaded at both scales in every round, one
 * scale after the other, and the median round's figures are reported (the host's noise between
 * two 10 s runs was larger than the gap the target sets). */
export const INBOX_ROUNDS = 3;

/**
 * The inbox from the bff with the admin's token, at two scales side by side: the messages the
 * contact runs left (made up to INBOX_MESSAGES), and a copy of that database trimmed to the
 * newest FEW_MESSAGES, each behind a bff of its own. Runs alternate between the two, so a slow
 * spell of the host weighs on both; a view's ratio is the median of its rounds' ratios.
 */
async function measureInbox(serverUrl, databaseUrl, scratch) {
  // Exactly INBOX_MESSAGES: the contact runs' messages, made up or trimmed to the newest, of
  // which the last NEEDLES mention a Shopify website.
  await query(
    databaseUrl,
    `INSERT INTO messages (name, email, message, message_hash)
     SELECT 'Seeded Lead', 'lead' || n || '@example.com', 'Seeded message ' || n || ' about a website.',
            sha256(('seeded ' || n)::bytea)
       FROM generate_series(1, greatest(0, ${INBOX_MESSAGES - NEEDLES} - (SELECT count(*) FROM messages))) AS n`,
  );
  await query(
    databaseUrl,
    `DELETE FROM messages WHERE id NOT IN
       (SELECT id FROM messages ORDER BY created_at DESC, id DESC LIMIT ${INBOX_MESSAGES - NEEDLES})`,
  );
  await query(
    databaseUrl,
    `INSERT INTO messages (name, email, message, message_hash)
     SELECT 'Needle Lead', 'needle' || n || '@example.com',
            'Needle ' || n || ': can you move our Shopify store to a new website?',
            sha256(('needle ' || n)::bytea)
       FROM generate_series(1, ${NEEDLES}) AS n`,
  );
  const fewUrl = await freshDatabase(serverUrl, 'contact_bench_few', databaseNameOf(databaseUrl));
  await query(
    fewUrl,
    `DELETE FROM messages WHERE id NOT IN
       (SELECT id FROM messages ORDER BY created_at DESC, id DESC LIMIT ${FEW_MESSAGES})`,
  );
  // Vacuumed as autovacuum would soon do after the inserts and the trim: otherwise its catch-up
  // competes with the measured runs.
  for (const url of [databaseUrl, fewUrl]) {
    await query(url, 'VACUUM ANALYZE messages, message_notifications');
  }
  const messages = (await query(databaseUrl, 'SELECT count(*)::int AS n FROM messages')).n;
  const scales = [
    { key: 'many', label: `with ${messages} messages`, databaseUrl },
    { key: 'few', label: `with ${FEW_MESSAGES} messages`, databaseUrl: fewUrl },
  ];
  const bffs = [];
  try {
    for (const scale of scales) {
      const bff = await startBff({
        databaseUrl: scale.databaseUrl,
        env: { CONTACT_NOTIFICATIONS: 'false' },
      });
      bffs.push(bff);
      const login = await fetch(`${bff.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      const { token } = await login.json();
      Object.assign(scale, { bff, headers: { authorization: `Bearer ${token}` } });
    }
    const figures = { messages, fewMessages: FEW_MESSAGES, needles: NEEDLES, rounds: INBOX_ROUNDS };
    for (const scale of scales) figures[scale.key] = {};
    figures.ratios = {};
    for (const [view, url] of Object.entries(INBOX_VIEW_PATHS)) {
      const runs = { many: [], few: [] };
      for (let round = 1; round <= INBOX_ROUNDS; round++) {
        // Alternating which scale goes first, so neither always follows the other.
        const order = round % 2 === 1 ? scales : [...scales].reverse();
        for (const { key, label, bff, headers } of order) {
          const { total, totalCapped } = await getJson(`${bff.url}${url}`, headers);
          runs[key].push({
            // A search counts up to INBOX.countCap: "1000+" past it.
            total: totalCapped ? `${total}+` : total,
            ...(await load(scratch, `${url} ${label}, round ${round}`, `${bff.url}${url}`, {
              headers,
            })),
          });
        }
      }
      const ratios = runs.many.map((many, i) => many.rps / runs.few[i].rps);
      figures.ratios[view] = Number(median(ratios).toFixed(2));
      for (const key of ['many', 'few']) {
        figures[key][view] = [...runs[key]].sort((a, b) => a.rps - b.rps)[(INBOX_ROUNDS - 1) / 2];
      }
      console.log(`${url}: ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
    }
    return figures;
  } finally {
    await Promise.all(bffs.map((bff) => bff.stop()));
  }
}

const databaseNameOf = (url) => new URL(url).pathname.slice(1);

/** GET and parse JSON on a connection of its own (a kept-alive one may have been closed by the
 * server while a load run kept it idle). */
function getJson(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        else resolve(JSON.parse(Buffer.concat(chunks).toString()));
      });
    }).on('error', reject);
  });
}

async function query(databaseUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end();
  }
}

const messages = (databaseUrl) =>
  query(
    databaseUrl,
    `SELECT count(*)::int AS all, count(*) FILTER (WHERE status = 'spam')::int AS spam FROM messages`,
  );

const notifications = (databaseUrl) =>
  query(
    databaseUrl,
    `SELECT count(*)::int AS rows,
            count(*) FILTER (WHERE state = 'sent')::int AS sent,
            count(*) FILTER (WHERE state = 'pending')::int AS pending,
            count(*) FILTER (WHERE state NOT IN ('sent', 'pending'))::int AS other
       FROM message_notifications`,
  );

/** A new database on the server, empty or a copy of `template` (which no one may be connected
 * to); its URL. */
async function freshDatabase(serverUrl, name, template) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
