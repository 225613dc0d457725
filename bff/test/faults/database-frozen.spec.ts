/**
 * PostgreSQL frozen (SIGSTOP: connections stay open but nothing answers, as with a hung server
 * or a network that drops packets) under a running bff: health says so within a second, API
 * calls end with a readable 503 at the query timeout instead of hanging, and everything
 * recovers by itself once PostgreSQL runs again.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type RunningBff, type RunningPostgresServer, VALID_MESSAGE, waitFor } from '@site/testkit';
import {
  call,
  countRows,
  DATABASE_DOWN,
  postJson,
  serverProcesses,
  signal,
  startDatabaseAndBff,
} from './fault-kit.js';

describe('PostgreSQL frozen while the bff runs', () => {
  let pg: RunningPostgresServer;
  let bff: RunningBff;
  let frozen: number[] = [];
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    ({ pg, bff } = await startDatabaseAndBff());
  }, 120_000);

  afterAll(async () => {
    if (frozen.length) signal(frozen, 'SIGCONT');
    await bff?.stop();
    await pg?.stop();
    process.stdout.write(`database-frozen figures (ms): ${JSON.stringify(figures)}\n`);
  });

  it('works normally first, with connections open in the pool', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(`${bff.url}/api/blogs`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await postJson(`${bff.url}/api/contact`, VALID_MESSAGE)).status).toBe(201);
  });

  it('answers /api/health with 503 naming the database within a second', async () => {
    frozen = serverProcesses(pg.port);
    signal(frozen, 'SIGSTOP');
    const health = await call(`${bff.url}/api/health`);
    figures.health503 = Math.round(health.ms);
    expect({ status: health.status, body: health.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'Unavailable: database not answering.',
        error: 'Service Unavailable',
      },
    });
    expect(health.ms).toBeLessThan(1000);
  });

  it('ends API calls with a readable 503 instead of hanging', async () => {
    // A read answered before the freeze is still answered from the bff's memory (no change to the
    // posts can commit meanwhile); a read it has not kept needs the database.
    expect((await call(`${bff.url}/api/blogs`)).status).toBe(200);
    const [list, contact] = await Promise.all([
      call(`${bff.url}/api/blogs?q=frozen`),
      postJson(`${bff.url}/api/contact`, { ...VALID_MESSAGE, name: 'sent while frozen' }),
    ]);
    figures.blogs503 = Math.round(list.ms);
    figures.contact503 = Math.round(contact.ms);
    expect({ status: list.status, body: list.body }).toEqual({ status: 503, body: DATABASE_DOWN });
    expect({ status: contact.status, body: contact.body }).toEqual({
      status: 503,
      body: DATABASE_DOWN,
    });
    expect(bff.child.exitCode).toBeNull();
  }, 60_000);

  it('recovers by itself once PostgreSQL runs again', async () => {
    signal(frozen, 'SIGCONT');
    frozen = [];
    const back = performance.now();
    await waitFor(async () => (await call(`${bff.url}/api/health`)).status === 200, {
      timeoutMs: 30_000,
      intervalMs: 50,
    });
    figures.recovery = Math.round(performance.now() - back);
    // Every pooled connection works again, not only the one health used (reads not kept yet).
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(`${bff.url}/api/blogs?q=recovered${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect((await postJson(`${bff.url}/api/contact`, VALID_MESSAGE)).status).toBe(201);
    // The first message and the last are stored; the one answered 503 may or may not be (its
    // INSERT was waiting in the frozen server's socket), never one the visitor was told was sent.
    const rows = await countRows(pg.url, 'messages');
    expect(rows).toBeGreaterThanOrEqual(2);
    expect(rows).toBeLessThanOrEqual(3);
  }, 60_000);
});
