/**
 * The bff, and then PostgreSQL itself, killed with SIGKILL in the middle of a burst of contact
 * messages: after a restart, every message that was answered 201 is in PostgreSQL. A 201 is only
 * sent once the row is committed (and PostgreSQL has flushed the commit to its WAL), so a hard
 * kill can lose the answer, never an accepted message.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type RunningBff,
  type RunningPostgresServer,
  startBff,
  startPostgres,
  VALID_MESSAGE,
  waitFor,
} from '@site/testkit';
import {
  call,
  postJson,
  query,
  serverProcesses,
  signal,
  startDatabaseAndBff,
} from './fault-kit.js';

const BURST = 400;
const CONCURRENCY = 16;
const KILL_AFTER_ACCEPTED = 120;

describe('SIGKILL during a burst of contact messages', () => {
  let pg: RunningPostgresServer;
  let bff: RunningBff | undefined;

  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);

  afterAll(async () => {
    await bff?.stop();
    await pg?.stop();
  });

  it('keeps every message that got a 201', async () => {
    const env = { CONTACT_RATE_LIMIT: '0' };
    const first = await startBff({ databaseUrl: pg.url, env });
    const accepted = new Set<number>();
    const failed: string[] = [];
    let next = 0;
    let killed: Promise<number | null> | undefined;

    const sender = async () => {
      while (next < BURST) {
        const index = next++;
        try {
          const answer = await postJson(`${first.url}/api/contact`, {
            ...VALID_MESSAGE,
            name: `burst-${index}`,
          });
          if (answer.status === 201) accepted.add(index);
          else failed.push(`${index}: ${answer.status}`);
        } catch (error) {
          failed.push(`${index}: ${String((error as Error).cause ?? error)}`);
        }
        if (accepted.size >= KILL_AFTER_ACCEPTED && !killed) {
          first.child.kill('SIGKILL');
          killed = first.exited;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    await killed;
    await first.stop(); // already dead: only removes its temporary folder
    expect(first.child.signalCode).toBe('SIGKILL');
    // The kill landed mid-burst: some messages were accepted, later ones found no server.
    expect(accepted.size).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    expect(accepted.size).toBeLessThan(BURST);
    expect(failed.length).toBeGreaterThan(0);
    // Only the kill made requests fail: no status other than 201 was ever answered.
    expect(failed.filter((line) => /: \d+$/.test(line))).toEqual([]);

    bff = await startBff({ databaseUrl: pg.url, env });
    expect((await call(`${bff.url}/api/health`)).status).toBe(200);
    const stored = new Set(
      (
        await query<{ name: string }>(pg.url, "SELECT name FROM messages WHERE name LIKE 'burst-%'")
      ).map((row) => Number(row.name.slice('burst-'.length))),
    );
    const lost = [...accepted].filter((index) => !stored.has(index));
    expect(lost).toEqual([]);
    // A message may be stored whose 201 the kill swallowed; never one that was not sent.
    expect(stored.size).toBeGreaterThanOrEqual(accepted.size);
    expect(stored.size).toBeLessThanOrEqual(accepted.size + CONCURRENCY);
    process.stdout.write(
      `sigkill figures: ${BURST} attempted, ` +
        `${accepted.size} answered 201, ${failed.length} cut off, ${stored.size} rows after restart\n`,
    );
  }, 120_000);
});

describe('SIGKILL to PostgreSQL during a burst of contact messages', () => {
  let pg: RunningPostgresServer;
  let bff: RunningBff;

  beforeAll(async () => {
    ({ pg, bff } = await startDatabaseAndBff());
  }, 120_000);

  afterAll(async () => {
    await bff?.stop();
    await pg?.stop();
  });

  it('keeps every message that got a 201 through PostgreSQL’s crash recovery', async () => {
    const accepted = new Set<number>();
    const refused: number[] = [];
    let next = 0;
    let killed = false;

    const sender = async () => {
      while (next < BURST) {
        const index = next++;
        const answer = await postJson(`${bff.url}/api/contact`, {
          ...VALID_MESSAGE,
          name: `crash-${index}`,
        });
        if (answer.status === 201) accepted.add(index);
        else refused.push(answer.status);
        if (accepted.size >= KILL_AFTER_ACCEPTED && !killed) {
          killed = true;
          // Every process of the server at once: no shutdown, no checkpoint.
          signal(serverProcesses(pg.port), 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    expect(killed).toBe(true);
    // The bff stayed up and refused what it could not store, with 503 only.
    expect(accepted.size).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set([503]));
    expect(bff.child.exitCode).toBeNull();

    await pg.start(); // crash recovery replays the WAL
    await waitFor(async () => (await call(`${bff.url}/api/health`)).status === 200, {
      timeoutMs: 30_000,
    });
    const stored = new Set(
      (
        await query<{ name: string }>(pg.url, "SELECT name FROM messages WHERE name LIKE 'crash-%'")
      ).map((row) => Number(row.name.slice('crash-'.length))),
    );
    expect([...accepted].filter((index) => !stored.has(index))).toEqual([]);
    expect(stored.size).toBeLessThanOrEqual(accepted.size + CONCURRENCY);
    // And the bff writes again without a restart.
    expect((await postJson(`${bff.url}/api/contact`, VALID_MESSAGE)).status).toBe(201);
    process.stdout.write(
      `postgres sigkill figures: ${BURST} attempted, ${accepted.size} answered 201, ` +
        `${refused.length} answered 503, ${stored.size} rows after crash recovery\n`,
    );
  }, 120_000);
});
