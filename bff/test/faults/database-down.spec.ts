/**
 * PostgreSQL stopped under a running bff (the built dist/main.js, a real process): health
 * says so within a second, API calls fail fast with a readable 503, and everything recovers
 * by itself once PostgreSQL is back, without restarting the bff.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type RunningBff, type RunningPostgresServer, VALID_MESSAGE, waitFor } from '@site/testkit';
import { call, countRows, DATABASE_DOWN, postJson, startDatabaseAndBff } from './fault-kit.js';

describe('PostgreSQL stopped while the bff runs', () => {
  let pg: RunningPostgresServer;
  let bff: RunningBff;
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    ({ pg, bff } = await startDatabaseAndBff());
  }, 120_000);

  afterAll(async () => {
    await bff?.stop();
    await pg?.stop();
    process.stdout.write(`database-down figures (ms): ${JSON.stringify(figures)}\n`);
  });

  it('works normally while PostgreSQL runs', async () => {
    expect((await call(`${bff.url}/api/health`)).status).toBe(200);
    expect((await call(`${bff.url}/api/blogs`)).status).toBe(200);
    expect((await postJson(`${bff.url}/api/contact`, VALID_MESSAGE)).status).toBe(201);
    expect(await countRows(pg.url, 'messages')).toBe(1);
  });

  it('answers /api/health with 503 naming the database within a second', async () => {
    await pg.pause();
    const health = await call(`${bff.url}/api/health`);
    figures.health503 = Math.round(health.ms);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      statusCode: 503,
      message: 'Unavailable: database not answering.',
      error: 'Service Unavailable',
    });
    expect(health.ms).toBeLessThan(1000);
  });

  it('fails GET /api/blogs and POST /api/contact fast with a readable 503, never a 500', async () => {
    // Twice each: the first call meets the pool's broken connections, the second a cold connect.
    for (let round = 0; round < 2; round++) {
      const list = await call(`${bff.url}/api/blogs`);
      expect({ status: list.status, body: list.body }).toEqual({
        status: 503,
        body: DATABASE_DOWN,
      });
      const contact = await postJson(`${bff.url}/api/contact`, VALID_MESSAGE);
      expect({ status: contact.status, body: contact.body }).toEqual({
        status: 503,
        body: DATABASE_DOWN,
      });
      figures[`blogs503_${round}`] = Math.round(list.ms);
      figures[`contact503_${round}`] = Math.round(contact.ms);
      expect(list.ms).toBeLessThan(1000);
      expect(contact.ms).toBeLessThan(1000);
    }
    expect(bff.child.exitCode).toBeNull();
  });

  it('recovers by itself once PostgreSQL is back, without a restart', async () => {
    const pid = bff.child.pid;
    await pg.start();
    const back = performance.now();
    await waitFor(async () => (await call(`${bff.url}/api/health`)).status === 200, {
      timeoutMs: 30_000,
      intervalMs: 50,
    });
    figures.recovery = Math.round(performance.now() - back);

    expect((await call(`${bff.url}/api/blogs`)).status).toBe(200);
    expect((await postJson(`${bff.url}/api/contact`, VALID_MESSAGE)).status).toBe(201);
    // The first message survived the outage; the refused ones were never stored.
    expect(await countRows(pg.url, 'messages')).toBe(2);
    expect(bff.child.pid).toBe(pid);
    expect(bff.child.exitCode).toBeNull();
  });
});
