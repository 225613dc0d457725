/**
 * The SMTP server down while enquiries arrive, then back: every message is notified, none twice.
 * The outage lasts NOTIFY_FAULT_DOWN_MS (default 15 s; the minute is 60000).
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
import {
  deliveries,
  mailEnv,
  outbox,
  readyTokens,
  sendEnquiry,
  sleep,
} from './notification-kit.js';

const MESSAGES = 20;
const DOWN_MS = Number(process.env.NOTIFY_FAULT_DOWN_MS ?? 15_000);

describe('SMTP server down while enquiries arrive', () => {
  let pg: RunningPostgresServer;
  let smtp: RunningSmtp;
  let bff: RunningBff;

  beforeAll(async () => {
    pg = await startPostgres();
    smtp = await startSmtp();
    bff = await startBff({ databaseUrl: pg.url, env: mailEnv(smtp) });
  }, 120_000);

  afterAll(async () => {
    await bff?.stop();
    await smtp?.stop();
    await pg?.stop();
  });

  it(
    'notifies every message once the server is back, each exactly once',
    async () => {
      const tokens = await readyTokens(bff.url, MESSAGES);
      await smtp.down();
      const outageStarted = Date.now();
      for (let index = 0; index < MESSAGES; index += 1) {
        await sendEnquiry(bff.url, tokens[index]!, `down-${String(index).padStart(2, '0')}`);
        await sleep(DOWN_MS / MESSAGES);
      }

      // Meanwhile: all waiting, tried and failed with the reason, none given up.
      const during = await outbox(pg.url);
      expect(during).toHaveLength(MESSAGES);
      expect(during.every((row) => row.kind === 'company' && row.state === 'pending')).toBe(true);
      const tried = during.filter((row) => row.attempts > 0);
      expect(tried.length).toBeGreaterThan(MESSAGES / 2);
      for (const row of tried) expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(smtp.received).toHaveLength(0);
      expect(bff.output()).toMatch(
        /Notification [0-9a-f-]{36} \(company, message [0-9a-f-]{36}\) failed, attempt 1 of 100, retrying in \d+ s: .*ECONNREFUSED/,
      );
      expect(Date.now() - outageStarted).toBeGreaterThanOrEqual(DOWN_MS);

      await smtp.up();
      await smtp.waitForReceived(MESSAGES, 30_000);
      await waitFor(async () => (await outbox(pg.url)).every((row) => row.state === 'sent'), {
        timeoutMs: 10_000,
      });
      // Two more polls: nothing is sent again.
      await sleep(1_500);

      const after = await outbox(pg.url);
      const { received } = deliveries(smtp);
      expect(smtp.received).toHaveLength(MESSAGES);
      expect([...received.keys()].sort()).toEqual(after.map((row) => row.email_message_id).sort());
      expect([...received.values()].every((times) => times === 1)).toBe(true);
      // Each email names its own sender, and the retries kept each row's Message-ID.
      for (const row of after) {
        const email = smtp.received.find((sent) => sent.messageId === row.email_message_id);
        expect(email?.parsed.subject).toBe(`New enquiry: ${row.name}`);
      }
      const attempts = after.map((row) => row.attempts);
      process.stdout.write(
        `smtp-down figures: ${MESSAGES} messages over ${DOWN_MS} ms of outage, ` +
          `attempts per email ${Math.min(...attempts)}-${Math.max(...attempts)}, all sent once\n`,
      );
    },
    DOWN_MS + 120_000,
  );
});
