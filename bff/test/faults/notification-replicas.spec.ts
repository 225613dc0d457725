/**
 * Two bff replicas on one database and one SMTP server, both sending: every email (the company's
 * and the visitor's acknowledgement) is received exactly once. And a replica without SMTP_URL
 * beside one with it (a rolling change that adds SMTP_URL): it leaves every email to the other.
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

const MESSAGES = 30;

describe('Two bff replicas sending notifications', () => {
  let pg: RunningPostgresServer;
  let smtp: RunningSmtp;
  let replicas: RunningBff[] = [];

  beforeAll(async () => {
    pg = await startPostgres();
    smtp = await startSmtp();
    // Both poll often, so each also finds the other's messages.
    const env = mailEnv(smtp, { CONTACT_ACKNOWLEDGE: 'true', MAIL_POLL_MS: '100' });
    replicas = [
      await startBff({ databaseUrl: pg.url, env }),
      await startBff({ databaseUrl: pg.url, env }),
    ];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await smtp?.stop();
    await pg?.stop();
  });

  it('sends each email exactly once', async () => {
    // Each answer waits a little, so sends of both replicas overlap.
    smtp.setAnswerDelay(30);
    const tokens = await Promise.all(
      replicas.map((replica) => readyTokens(replica.url, MESSAGES / 2)),
    );
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, index) => {
        const replica = index % 2;
        return sendEnquiry(
          replicas[replica]!.url,
          tokens[replica]![Math.floor(index / 2)]!,
          `replica-${replica}-${String(index).padStart(2, '0')}`,
        );
      }),
    );

    await smtp.waitForReceived(MESSAGES * 2, 30_000);
    await waitFor(async () => (await outbox(pg.url)).every((row) => row.state === 'sent'), {
      timeoutMs: 10_000,
    });
    await sleep(1_000); // ten more polls of each replica: nothing more arrives

    const rows = await outbox(pg.url);
    expect(rows).toHaveLength(MESSAGES * 2);
    expect(rows.filter((row) => row.kind === 'acknowledgement')).toHaveLength(MESSAGES);
    const { received } = deliveries(smtp);
    expect(smtp.received).toHaveLength(MESSAGES * 2);
    expect([...received.keys()].sort()).toEqual(rows.map((row) => row.email_message_id).sort());
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const recipients = smtp.received.map((email) => email.envelope.to.join(','));
    expect(recipients.filter((to) => to === 'sales@example.com')).toHaveLength(MESSAGES);
    expect(recipients.filter((to) => to === 'ayesha@example.com')).toHaveLength(MESSAGES);
  }, 90_000);
});

describe('A replica without SMTP_URL beside one with it', () => {
  const ACCEPTED = 10;
  let pg: RunningPostgresServer;
  let smtp: RunningSmtp;
  let withoutSmtp: RunningBff | undefined;
  let withSmtp: RunningBff | undefined;

  beforeAll(async () => {
    pg = await startPostgres();
    smtp = await startSmtp();
    const timings = { MAIL_POLL_MS: '100', MAIL_BUSY_DELAY_MS: '1000' };
    const noSmtp: Record<string, string> = mailEnv(smtp, timings);
    delete noSmtp.SMTP_URL;
    withoutSmtp = await startBff({ databaseUrl: pg.url, env: noSmtp });
    withSmtp = await startBff({ databaseUrl: pg.url, env: mailEnv(smtp, timings) });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([withoutSmtp?.stop(), withSmtp?.stop()]);
    await smtp?.stop();
    await pg?.stop();
  });

  it('marks none of the messages it accepts disabled: the other replica sends them all', async () => {
    const tokens = await readyTokens(withoutSmtp!.url, ACCEPTED);
    await Promise.all(
      tokens.map((token, index) =>
        sendEnquiry(withoutSmtp!.url, token, `no-smtp-${String(index).padStart(2, '0')}`),
      ),
    );

    await smtp.waitForReceived(ACCEPTED, 30_000);
    // Past the time after which the replica without SMTP would disable what is left (1.2 s).
    await sleep(2_000);
    const rows = await outbox(pg.url);
    expect(rows).toHaveLength(ACCEPTED);
    expect(rows.map((row) => row.state)).toEqual(rows.map(() => 'sent'));
    expect(smtp.received).toHaveLength(ACCEPTED);
  }, 90_000);

  it('disables what no replica with SMTP takes, once that time has passed', async () => {
    await withSmtp!.stop();
    withSmtp = undefined;
    const [token] = await readyTokens(withoutSmtp!.url, 1);
    await sendEnquiry(withoutSmtp!.url, token!, 'left-alone');
    const state = async () =>
      (await outbox(pg.url)).find((row) => row.name === 'left-alone')?.state;
    expect(await state()).toBe('pending');
    await waitFor(async () => (await state()) === 'disabled', { timeoutMs: 10_000 });
  }, 60_000);
});
