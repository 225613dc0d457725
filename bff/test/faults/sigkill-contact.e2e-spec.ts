/**
 * The bff killed with SIGKILL in the middle of a burst of contact messages: after a restart,
 * every message that was answered 201 is in PostgreSQL. A 201 is only sent once the row is
 * committed, so a hard kill can lose the answer, never an accepted message.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type RunningBff,
  type RunningPostgresServer,
  startBff,
  startPostgres,
} from '@site/testkit';
import { call, CONTACT, postJson, query } from './fault-kit.js';

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
            ...CONTACT,
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
