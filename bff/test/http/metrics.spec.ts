/**
 * The Prometheus metrics (docs/observability.md), scraped from the listener of their own after
 * real requests through the real app: pages, a 404, logins that fail and lock out, contact
 * messages, an admin request.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pngBytes } from '@site/common/testing';
import { FormTokens } from '@site/contact';
import { type ResponsiveImage } from '@site/contract';
import { freePort, REPO_ROOT, TEST_ADMIN, TEST_JWT_SECRET } from '@site/testkit';
import { startTestApp, type TestApp, VALID_MESSAGE } from '../support/test-app.js';

type Labels = Record<string, string>;

/** One sample of the exposition text: its name, labels and value. */
interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Labels = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[name!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample with exactly these labels; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Labels = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples.find(
    (sample) =>
      sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  )?.value;
}

describe('the metrics listener', () => {
  let t: TestApp;
  let metricsUrl: string;
  let samples: Sample[];
  const tokens = new FormTokens(TEST_JWT_SECRET);
  const http = (method: string, route: string, status: string): Labels => ({
    method,
    route,
    status,
  });

  beforeAll(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    t = await startTestApp({
      METRICS_PORT: String(port),
      LOGIN_MAX_FAILURES: '2',
      FRONTEND_DIST: path.join(REPO_ROOT, 'frontend', 'dist'),
      FRONTEND_SSR_DIST: path.join(REPO_ROOT, 'frontend', 'dist-ssr'),
    });
    const token = await t.login();
    // Pages: a prerendered one, the blog's (server-rendered), the API's list twice.
    await t.http().get('/about').expect(200);
    await t.http().get('/blog').expect(200);
    for (let i = 0; i < 2; i += 1) {
      await t.http().get('/api/blogs?page=1&pageSize=12&fields=summary').expect(200);
    }
    // 404s: a post that does not exist (its route's pattern, not its slug), unknown addresses.
    await t.http().get('/api/blogs/no-such-post-123').expect(404);
    await t.http().get('/api/no/such/route').expect(404);
    await t.http().get('/no/such/page').expect(404);
    // Two wrong passwords, then the lockout (LOGIN_MAX_FAILURES=2).
    const wrong = { username: TEST_ADMIN.username, password: 'not-the-password-1' };
    await t.http().post('/api/auth/login').send(wrong).expect(401);
    await t.http().post('/api/auth/login').send(wrong).expect(401);
    await t.http().post('/api/auth/login').send(wrong).expect(429);
    // A message for the inbox (a token issued a minute ago) and one without a token (spam).
    const issued = tokens.issue(new Date(Date.now() - 60_000));
    await t
      .http()
      .post('/api/contact')
      .send({ ...VALID_MESSAGE, formToken: issued })
      .expect(201);
    await t
      .http()
      .post('/api/contact')
      .send({ ...VALID_MESSAGE, message: 'Another message, sent without the form.' })
      .expect(201);
    // Admin requests: the inbox, an image uploaded (stored) and read back (from the storage).
    const auth = { Authorization: `Bearer ${token}` };
    await t.http().get('/api/admin/messages').set(auth).expect(200);
    const uploaded = await t
      .http()
      .post('/api/uploads')
      .set(auth)
      .field('alt', 'A test image')
      .attach('image', pngBytes(), { filename: 'dot.png', contentType: 'image/png' })
      .expect(201);
    const [variant] = (uploaded.body as ResponsiveImage).variants;
    await t.http().get(variant!.url).expect(200);
    // The health check pings the storage.
    await t.http().get('/api/health').expect(200);
    const scrape = await fetch(metricsUrl);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    samples = parse(await scrape.text());
  });

  afterAll(async () => {
    await t?.close();
  });

  it('counts requests by method, route pattern and status, with a latency histogram', () => {
    const counted: [Labels, number][] = [
      [http('GET', '(page)', '200'), 1],
      [http('GET', '/blog', '200'), 1],
      [http('GET', '/api/blogs', '200'), 2],
      [http('GET', '/api/blogs/:slug', '404'), 1],
      [http('GET', '(unmatched)', '404'), 1],
      [http('GET', '(not found)', '404'), 1],
      [http('POST', '/api/auth/login', '200'), 1],
      [http('POST', '/api/auth/login', '401'), 2],
      [http('POST', '/api/auth/login', '429'), 1],
      [http('POST', '/api/contact', '201'), 2],
      [http('GET', '/api/admin/messages', '200'), 1],
      [http('POST', '/api/uploads', '201'), 1],
      [http('GET', '/uploads/:key', '200'), 1],
      [http('GET', '/api/health', '200'), 1],
    ];
    for (const [labels, count] of counted) {
      expect([labels, valueOf(samples, 'site_http_requests_total', labels)]).toEqual([
        labels,
        count,
      ]);
      expect(valueOf(samples, 'site_http_request_duration_seconds_count', labels)).toBe(count);
      const sum = valueOf(samples, 'site_http_request_duration_seconds_sum', labels) ?? -1;
      expect(sum).toBeGreaterThan(0);
      expect(sum).toBeLessThan(30);
      expect(
        valueOf(samples, 'site_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
      ).toBe(count);
    }
    // Never a raw address: no slug, no query string, no unknown path becomes a label.
    const routes = samples.filter((s) => s.name === 'site_http_requests_total');
    for (const sample of routes) {
      expect(sample.labels.route).not.toMatch(/no-such|page=|\/no\//);
    }
  });

  it('counts login failures and the lockout from the audit log', () => {
    const audit = (action: string, outcome: string) =>
      valueOf(samples, 'site_audit_events_total', { action, outcome });
    expect(audit('login.password', 'success')).toBe(1);
    expect(audit('login.password', 'failure')).toBe(2);
    expect(audit('login.lockout', 'failure')).toBe(1);
    expect(audit('login.second-factor', 'failure')).toBe(0);
  });

  it('counts contact messages by verdict and spam reason', () => {
    const messages = (verdict: string, reason: string) =>
      valueOf(samples, 'site_contact_messages_total', { verdict, reason });
    expect(messages('inbox', 'none')).toBe(1);
    expect(messages('spam', 'tokenMissing')).toBe(1);
    expect(messages('spam', 'tooFast')).toBe(0);
  });

  it("exports the database's queries and pool, the outbox, and the storage's calls", () => {
    expect(valueOf(samples, 'site_db_query_duration_seconds_count')).toBeGreaterThan(10);
    expect(valueOf(samples, 'site_db_query_errors_total')).toBe(0);
    expect(valueOf(samples, 'site_db_pool_max_connections')).toBe(10);
    const total = valueOf(samples, 'site_db_pool_connections', { state: 'total' }) ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(10);
    expect(valueOf(samples, 'site_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(
      total,
    );
    expect(valueOf(samples, 'site_db_pool_waiting_requests')).toBe(0);
    // One email for the inbox message (none for spam): pending, or already handed on.
    for (const state of ['pending', 'failed']) {
      expect(valueOf(samples, 'site_outbox_emails', { state })).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(samples, 'site_outbox_emails', { state: 'failed' })).toBe(0);
    expect(valueOf(samples, 'site_outbox_due_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'site_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    const storageCalls = (operation: string) =>
      valueOf(samples, 'site_storage_operation_duration_seconds_count', {
        operation,
        outcome: 'ok',
      }) ?? 0;
    expect(storageCalls('ping')).toBeGreaterThanOrEqual(1);
    expect(storageCalls('put')).toBeGreaterThanOrEqual(2); // the image's variants
    expect(storageCalls('get')).toBe(1);
  });

  it("exports the process's own series: event-loop lag, memory, the heap's limit", () => {
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'site_nodejs_heap_size_limit_bytes',
    ]) {
      expect([name, valueOf(samples, name)]).toEqual([name, expect.any(Number)]);
    }
    expect(valueOf(samples, 'site_nodejs_heap_size_limit_bytes')).toBeGreaterThan(
      valueOf(samples, 'nodejs_heap_size_used_bytes') ?? Infinity,
    );
  });

  it('serves nothing else on its port, and nothing of it on the app port', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(`${metricsUrl}/x`)).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
    for (const route of ['/metrics', '/api/metrics']) {
      const answer = await t.http().get(route);
      expect([route, answer.status]).toEqual([route, 404]);
      expect(answer.text).not.toContain('site_http_requests_total');
    }
  });
});
