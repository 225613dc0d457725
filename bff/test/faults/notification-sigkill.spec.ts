/**
 * The bff killed with SIGKILL in the middle of a send (the SMTP server has the whole email but
 * has not answered), then started again: no message goes un-notified, and only the emails that
 * were in flight reach the server twice, with the same Message-ID.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type RunningBff,
  type RunningPostgresServer,
  type RunningSmtp,
  startBff,
  startPostgres,
  startSmtp,
  waitFor,
} from '@site/testkit';
import { deliveries, mailEnv, outbox, readyTokens, sendEnquiry } from './notification-kit.js';

const BEFORE = 3;
const IN_FLIGHT = 4;
const AFTER = 2;

describe('SIGKILL to the bff during a send', () => {
  let pg: RunningPostgresServer;
  let smtp: RunningSmtp;
  let bff: RunningBff | undefined;

  beforeAll(async () => {
    pg = await startPostgres();
    smtp = await startSmtp();
  }, 60_000);

  afterAll(async () => {
    await bff?.stop();
    await smtp?.stop();
    await pg?.stop();
  });

  it('loses no notification; only the sends in flight are repeated, with their Message-ID', async () => {
    // A lease of 6 s: a send is cut off after 3 s, so the kill lands well inside it.
    const env = mailEnv(smtp, { MAIL_LEASE_MS: '6000' });
    const first = await startBff({ databaseUrl: pg.url, env });
    const tokens = await readyTokens(first.url, BEFORE + IN_FLIGHT);

    for (let index = 0; index < BEFORE; index += 1) {
      await sendEnquiry(first.url, tokens[index]!, `before-${index}`);
    }
    await smtp.waitForReceived(BEFORE, 15_000);

    // The server now reads each email and never answers: the sends hang in DATA.
    smtp.setMode('stall');
    for (let index = 0; index < IN_FLIGHT; index += 1) {
      await sendEnquiry(first.url, tokens[BEFORE + index]!, `flight-${index}`);
    }
    await waitFor(() => smtp.stalled.length >= 1, { timeoutMs: 10_000 });
    first.child.kill('SIGKILL');
    await first.stop(); // removes its folder once it has exited
    expect(first.child.signalCode).toBe('SIGKILL');
    const stalledIds = new Set(smtp.stalled.map((email) => email.messageId));
    const killedAt = await outbox(pg.url);
    // The kill left those sends unrecorded: still pending, their attempt counted.
    for (const row of killedAt.filter((row) => stalledIds.has(row.email_message_id))) {
      expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    }

    smtp.setMode('accept');
    bff = await startBff({ databaseUrl: pg.url, env });
    const later = await readyTokens(bff.url, AFTER);
    for (let index = 0; index < AFTER; index += 1) {
      await sendEnquiry(bff.url, later[index]!, `after-${index}`);
    }
    const total = BEFORE + IN_FLIGHT + AFTER;
    await waitFor(
      async () => {
        const rows = await outbox(pg.url);
        return rows.length === total && rows.every((row) => row.state === 'sent');
      },
      { timeoutMs: 30_000, describe: () => 'not every notification was sent after the restart' },
    );

    const rows = await outbox(pg.url);
    const { received, stalled } = deliveries(smtp);
    // Every message reached the company exactly once with an answer from the server...
    expect([...received.keys()].sort()).toEqual(rows.map((row) => row.email_message_id).sort());
    expect([...received.values()].every((times) => times === 1)).toBe(true);
    // ...and the ones in flight at the kill had reached it once more, with the same Message-ID.
    expect(stalled.size).toBeGreaterThanOrEqual(1);
    expect([...stalled.values()].every((times) => times === 1)).toBe(true);
    for (const messageId of stalled.keys()) {
      expect(received.get(messageId)).toBe(1);
      const row = rows.find((candidate) => candidate.email_message_id === messageId);
      expect(row?.name).toMatch(/^flight-/);
      expect(row?.attempts).toBe(2);
    }
    // Nothing sent before the kill or after the restart was repeated.
    for (const row of rows.filter((candidate) => !/^flight-/.test(candidate.name))) {
      expect(stalled.has(row.email_message_id)).toBe(false);
    }
    process.stdout.write(
      `notification sigkill figures: ${total} messages, ${stalled.size} in flight at the kill ` +
        `(sent again after the lease), ${smtp.received.length} emails answered\n`,
    );
  }, 120_000);
});
