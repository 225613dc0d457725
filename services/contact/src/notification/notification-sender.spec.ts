import { setTimeout as sleep } from 'node:timers/promises';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACKNOWLEDGEMENT } from '@site/contract';
import { startTestModule, type TestModule } from '@site/common/testing';
import { type RunningSmtp, SMTP_TEST_CREDENTIALS, startSmtp, waitFor } from '@site/testkit';
import { contactEntities, contactMigrations } from '../index.js';
import { emailMessageId } from './email-message-id.js';
import { type DeliveryTimings, type MailSettings, retryDelayMs } from './mail-settings.js';
import { type NotificationKind } from './notification.entity.js';
import { NOTIFICATION_OPTIONS, NotificationSender, readableError } from './notification-sender.js';

const SITE = 'https://www.example.com';
const NOTIFY_TO = ['sales@example.com', 'owner@example.com'];
/** Short timings: a retry after 100-200 ms, then 200-400 ms, 3 attempts, a 2 s lease; emails
 * held up to 30 s (the default) while the event loop is busy. */
const FAST: DeliveryTimings = {
  pollMs: 60_000,
  retryBaseMs: 200,
  retryMaxMs: 400,
  maxAttempts: 3,
  leaseMs: 2_000,
  batchSize: 4,
  busyDelayMs: 30_000,
};

/** Keeps this process's event loop busy 90 ms of every 100, as a burst of requests keeps a bff's,
 * until the returned function is called. */
function keepEventLoopBusy(): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + 90;
    while (Date.now() < until) {
      // Busy.
    }
  }, 100);
  return () => clearInterval(timer);
}

interface Row {
  id: string;
  message_id: string;
  kind: NotificationKind;
  state: string;
  email_message_id: string;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  sent_at: Date | null;
}

describe('NotificationSender against PostgreSQL and a real SMTP server', () => {
  let testModule: TestModule;
  let dataSource: DataSource;
  let smtp: RunningSmtp;
  const senders: NotificationSender[] = [];
  const warnings: string[] = [];

  function mail(overrides: Partial<MailSettings> = {}): MailSettings {
    return {
      smtpUrl: smtp.url,
      notifyTo: NOTIFY_TO,
      from: 'Website <no-reply@www.example.com>',
      acknowledge: false,
      delivery: FAST,
      ...overrides,
    };
  }

  /** A sender of the test's own on the module's database (as another replica would be). */
  function sender(overrides: Partial<MailSettings> = {}, on: DataSource = dataSource) {
    const made = new NotificationSender(on, { mail: mail(overrides), siteUrl: SITE });
    senders.push(made);
    return made;
  }

  /** A message and its outbox rows, written together as the contact endpoint writes them. */
  async function addMessage(
    fields: { name?: string; email?: string; message?: string } = {},
    kinds: NotificationKind[] = ['company'],
    state = 'pending',
  ): Promise<{ id: string; rows: Row[] }> {
    const [message] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO messages (name, email, company, phone, message)
       VALUES ($1, $2, 'Khan Traders', '+92 51 1234567', $3) RETURNING id`,
      [
        fields.name ?? 'Ayesha Khan',
        fields.email ?? 'ayesha@example.com',
        fields.message ?? 'We need a new website.',
      ],
    );
    for (const kind of kinds) {
      await dataSource.query(
        `INSERT INTO message_notifications (message_id, kind, state, email_message_id)
         VALUES ($1, $2, $3, $4)`,
        [message!.id, kind, state, emailMessageId(SITE)],
      );
    }
    return { id: message!.id, rows: await rowsOf(message!.id) };
  }

  function rowsOf(messageId: string): Promise<Row[]> {
    return dataSource.query<Row[]>(
      'SELECT * FROM message_notifications WHERE message_id = $1 ORDER BY kind',
      [messageId],
    );
  }

  function waitUntilDue(messageId: string): Promise<void> {
    return waitFor(
      async () => {
        const [row] = await dataSource.query<{ due: boolean }[]>(
          'SELECT bool_and(next_attempt_at <= now()) AS due FROM message_notifications WHERE message_id = $1',
          [messageId],
        );
        return row!.due;
      },
      { timeoutMs: 5_000 },
    );
  }

  async function rowOf(messageId: string): Promise<Row> {
    const [row] = await rowsOf(messageId);
    return row!;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    @Module({
      providers: [
        NotificationSender,
        { provide: NOTIFICATION_OPTIONS, useValue: { mail: mail(), siteUrl: SITE } },
      ],
    })
    class SenderModule {}
    testModule = await startTestModule({
      entities: contactEntities,
      migrations: contactMigrations,
      imports: [SenderModule],
    });
    dataSource = testModule.dataSource;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await testModule?.close();
    await smtp?.stop();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM messages');
    smtp.clear();
    smtp.setMode('accept');
    smtp.setAnswerDelay(0);
    await smtp.up();
    warnings.length = 0;
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((made) => made.beforeApplicationShutdown()));
  });

  it('is started with its module and sends at once on wake()', async () => {
    const moduleSender = testModule.moduleRef.get(NotificationSender);
    const { id, rows } = await addMessage();
    moduleSender.wake();
    await smtp.waitForReceived(1, 5_000);
    expect(smtp.received[0]!.messageId).toBe(rows[0]!.email_message_id);
    await waitFor(async () => (await rowOf(id)).state === 'sent', { timeoutMs: 5_000 });
    // The other tests drive senders of their own.
    await moduleSender.beforeApplicationShutdown();
  });

  it('sends the company email with Reply-To, Message-ID, subject and body, and records it', async () => {
    const { id, rows } = await addMessage();
    const before = Date.now();

    await expect(sender().deliverDue()).resolves.toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
      disabled: 0,
    });

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email!.envelope).toEqual({ from: 'no-reply@www.example.com', to: NOTIFY_TO });
    expect(email!.messageId).toBe(rows[0]!.email_message_id);
    expect(email!.messageId).toMatch(/^<[0-9a-f-]{36}@www\.example\.com>$/);
    expect(email!.parsed.from?.value).toEqual([
      { name: 'Website', address: 'no-reply@www.example.com' },
    ]);
    expect(email!.parsed.replyTo?.value).toEqual([
      { name: 'Ayesha Khan', address: 'ayesha@example.com' },
    ]);
    expect(email!.parsed.subject).toBe('New enquiry: Ayesha Khan');
    expect(email!.parsed.text).toContain('Email: ayesha@example.com\n');
    expect(email!.parsed.text).toContain('Company: Khan Traders\n');
    expect(email!.parsed.text).toContain('Phone: +92 51 1234567\n');
    expect(email!.parsed.text).toContain('Message:\nWe need a new website.\n');
    expect(email!.parsed.text).toContain('(Pakistan time)');
    expect(email!.parsed.text).toContain(`${SITE}/admin/messages/${id}\n`);

    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, locked_until: null, last_error: null });
    expect(row.sent_at!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('lets no header in through a name or an address with CR/LF stored in the database', async () => {
    await addMessage({ name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes' });
    await addMessage({ name: 'Mallory', email: 'm@example.com\r\nBcc: victim2@example.com' });

    await expect(sender().deliverDue()).resolves.toMatchObject({ sent: 2 });

    expect(smtp.received).toHaveLength(2);
    for (const email of smtp.received) {
      expect(email.envelope.to).toEqual(NOTIFY_TO);
      expect(email.parsed.headers.has('bcc')).toBe(false);
      expect(email.parsed.headers.has('x-injected')).toBe(false);
      expect(email.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^(Bcc|X-Injected):/im);
    }
    const byName = (name: string) =>
      smtp.received.find((email) => email.parsed.subject === `New enquiry: ${name}`)!;
    expect(byName('Eve Bcc: victim@example.com X-Injected: yes').parsed.replyTo?.value).toEqual([
      { name: 'Eve Bcc: victim@example.com X-Injected: yes', address: 'ayesha@example.com' },
    ]);
    expect(byName('Mallory').parsed.replyTo).toBeUndefined();
  });

  it('retries a failed send later with the same Message-ID', async () => {
    const { id, rows } = await addMessage();
    const mine = sender();
    smtp.setMode('reject');

    const started = Date.now();
    await expect(mine.deliverDue()).resolves.toMatchObject({ sent: 0, retried: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, locked_until: null });
    expect(row.last_error).toMatch(/451 Try again later/);
    // Backoff: between half the base and the base after the first failure.
    const delay = row.next_attempt_at.getTime() - started;
    expect(delay).toBeGreaterThanOrEqual(FAST.retryBaseMs / 2 - 50);
    expect(delay).toBeLessThanOrEqual(FAST.retryBaseMs + 500);
    expect(smtp.received).toHaveLength(0);
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Notification ${row.id} \\(company, message ${id}\\) failed, attempt 1 of 3, retrying in 1 s: .*451 Try again later`,
        ),
      ),
    ]);

    // Not due yet: nothing claimed.
    await expect(mine.deliverDue()).resolves.toMatchObject({ sent: 0, retried: 0 });
    smtp.setMode('accept');
    await waitFor(async () => (await mine.deliverDue()).sent === 1, { timeoutMs: 5_000 });

    expect(smtp.received.map((email) => email.messageId)).toEqual([rows[0]!.email_message_id]);
    row = await rowOf(id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('backs off exponentially with jitter, up to the cap', () => {
    const timings = { retryBaseMs: 10_000, retryMaxMs: 3_600_000 };
    expect(retryDelayMs(1, timings, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, timings, () => 1)).toBe(10_000);
    expect(retryDelayMs(2, timings, () => 1)).toBe(20_000);
    expect(retryDelayMs(5, timings, () => 1)).toBe(160_000);
    expect(retryDelayMs(9, timings, () => 1)).toBe(2_560_000);
    expect(retryDelayMs(10, timings, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, timings, () => 0)).toBe(1_800_000);
    const drawn = Array.from({ length: 50 }, () => retryDelayMs(3, timings));
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(20_000);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(40_000);
    expect(new Set(drawn).size).toBeGreaterThan(1);
  });

  it('marks the email failed after the last attempt; retry() queues it again', async () => {
    const { id, rows } = await addMessage();
    const mine = sender();
    await smtp.down();

    const delays: number[] = [];
    for (let attempt = 1; attempt <= FAST.maxAttempts; attempt += 1) {
      await waitUntilDue(id);
      const pass = await mine.deliverDue();
      const last = attempt === FAST.maxAttempts;
      expect(pass).toMatchObject(last ? { failed: 1, retried: 0 } : { failed: 0, retried: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: attempt, state: last ? 'failed' : 'pending' });
      if (!last) delays.push(row.next_attempt_at.getTime() - Date.now());
    }
    const failed = await rowOf(id);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(warnings.at(-1)).toMatch(/attempt 3 of 3, giving up: .*ECONNREFUSED/);
    // The second wait is drawn from the doubled range: 200-400 ms.
    expect(delays[0]).toBeLessThanOrEqual(FAST.retryBaseMs + 50);
    expect(delays[1]).toBeGreaterThanOrEqual(FAST.retryBaseMs - 100);
    // Nothing more is tried.
    await expect(mine.deliverDue()).resolves.toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      disabled: 0,
    });
    expect((await rowOf(id)).attempts).toBe(FAST.maxAttempts);

    await smtp.up();
    await expect(mine.retry(id)).resolves.toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 0, last_error: null });
    await expect(mine.deliverDue()).resolves.toMatchObject({ sent: 1 });
    expect(smtp.received.map((email) => email.messageId)).toEqual([rows[0]!.email_message_id]);
    await expect(mine.retry(id)).resolves.toBe(0); // a sent email is not sent again
  });

  it('records a readable error without the credentials of SMTP_URL', async () => {
    const { id } = await addMessage();
    const url = new URL(smtp.url);
    url.password = 'wrong-p%40ss-secret';
    await sender({ smtpUrl: url.toString() }).deliverDue();

    const row = await rowOf(id);
    expect(row.last_error).toMatch(/^Invalid login: 535 Invalid username or password/);
    expect(row.last_error).not.toMatch(/wrong-p|ss-secret|site-mailer/);
    expect(warnings.join('\n')).not.toMatch(/wrong-p|ss-secret/);
    expect(
      readableError(new Error('login wrong-p@ss-secret for site-mailer\nrefused'), url.toString()),
    ).toBe('login *** for *** refused');
    expect(SMTP_TEST_CREDENTIALS.pass).not.toBe(url.password);
  });

  /** Makes a message's emails due an hour ago: longer than any replica with SMTP leaves them. */
  async function overdue(messageId: string): Promise<void> {
    await dataSource.query(
      `UPDATE message_notifications SET next_attempt_at = now() - interval '1 hour'
        WHERE message_id = $1`,
      [messageId],
    );
  }

  it('without SMTP_URL sends nothing and marks overdue emails disabled, leaving spam suppressed', async () => {
    const normal = await addMessage({}, ['company', 'acknowledgement']);
    const spam = await addMessage({ name: 'Bot' }, ['company'], 'suppressed');
    await overdue(normal.id);
    await overdue(spam.id);

    const dataBefore = smtp.dataStarted();
    await expect(sender({ smtpUrl: undefined }).deliverDue()).resolves.toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      disabled: 2,
    });

    expect((await rowsOf(normal.id)).map((row) => [row.kind, row.state, row.attempts])).toEqual([
      ['acknowledgement', 'disabled', 0],
      ['company', 'disabled', 0],
    ]);
    expect((await rowOf(spam.id)).state).toBe('suppressed');
    expect(smtp.received).toHaveLength(0);
    expect(smtp.dataStarted()).toBe(dataBefore);
  });

  it('without SMTP_URL leaves a replica with SMTP the emails it may still send', async () => {
    const withoutSmtp = sender({ smtpUrl: undefined });
    // Due now: a replica with SMTP finds it within busyDelayMs + 2 × pollMs.
    const fresh = await addMessage({ name: 'Fresh' });
    // Overdue, but claimed by a replica with SMTP and being sent.
    const claimed = await addMessage({ name: 'Claimed' });
    await overdue(claimed.id);
    await dataSource.query(
      `UPDATE message_notifications SET locked_until = now() + interval '1 minute', attempts = 1
        WHERE message_id = $1`,
      [claimed.id],
    );
    await expect(withoutSmtp.deliverDue()).resolves.toMatchObject({ disabled: 0 });
    expect((await rowOf(fresh.id)).state).toBe('pending');
    expect((await rowOf(claimed.id)).state).toBe('pending');

    // The replica with SMTP sends the fresh one.
    await expect(sender().deliverDue()).resolves.toMatchObject({ sent: 1, disabled: 0 });
    expect(await rowOf(fresh.id)).toMatchObject({ state: 'sent' });
    // Left overdue with its lease run out, the claimed one is disabled.
    await dataSource.query(
      `UPDATE message_notifications SET locked_until = now() - interval '1 second'
        WHERE message_id = $1`,
      [claimed.id],
    );
    await expect(withoutSmtp.deliverDue()).resolves.toMatchObject({ disabled: 1 });
    expect((await rowOf(claimed.id)).state).toBe('disabled');
  });

  it('sends the acknowledgement: the fixed text to the bare address, nothing the visitor typed', async () => {
    const { rows } = await addMessage(
      {
        name: 'Buy cheap pills at http://spam.example',
        message: 'Visit https://spam.example/offer now, best prices!',
      },
      ['acknowledgement'],
    );

    await expect(sender().deliverDue()).resolves.toMatchObject({ sent: 1 });

    const [email] = smtp.received;
    expect(email!.messageId).toBe(rows[0]!.email_message_id);
    expect(email!.envelope.to).toEqual(['ayesha@example.com']);
    expect(email!.parsed.to).toMatchObject({
      value: [{ name: '', address: 'ayesha@example.com' }],
    });
    expect(email!.parsed.replyTo?.value.map((address) => address.address)).toEqual(NOTIFY_TO);
    expect(email!.parsed.subject).toBe(ACKNOWLEDGEMENT.subject);
    expect(email!.parsed.text).toBe(`${ACKNOWLEDGEMENT.text}\n`);
    expect(email!.parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(email!.raw).not.toMatch(/spam\.example|pills|Khan Traders/);
  });

  it('sends a row whose sender died once its lease has run out, with the same Message-ID', async () => {
    const { id, rows } = await addMessage();
    // Claimed by a sender that crashed mid-send: attempts counted, lease still running.
    await dataSource.query(
      `UPDATE message_notifications SET attempts = 1, locked_until = now() + interval '1 second'
        WHERE message_id = $1`,
      [id],
    );
    const mine = sender();
    const dataBefore = smtp.dataStarted();
    await expect(mine.deliverDue()).resolves.toMatchObject({ sent: 0 });
    expect(smtp.dataStarted()).toBe(dataBefore);
    expect(smtp.received).toHaveLength(0);

    await waitFor(async () => (await mine.deliverDue()).sent === 1, { timeoutMs: 5_000 });
    expect(smtp.received.map((email) => email.messageId)).toEqual([rows[0]!.email_message_id]);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('cuts off a send the server stalls before the lease ends, and retries it', async () => {
    const { id } = await addMessage();
    smtp.setMode('stall');
    const started = Date.now();
    await expect(sender().deliverDue()).resolves.toMatchObject({ retried: 1 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(FAST.leaseMs);
    expect(smtp.stalled).toHaveLength(1);
    expect((await rowOf(id)).last_error).toMatch(/did not finish the send in time|timeout/i);
  });

  it('waits for the sends in flight when it stops', async () => {
    const { id } = await addMessage();
    smtp.setAnswerDelay(800);
    const mine = sender({ delivery: { ...FAST, pollMs: 50 } });
    mine.start();
    const dataBefore = smtp.dataStarted();
    await waitFor(() => smtp.dataStarted() > dataBefore, { timeoutMs: 5_000 });

    await mine.beforeApplicationShutdown();

    expect(smtp.received).toHaveLength(1);
    expect((await rowOf(id)).state).toBe('sent');
  });

  it('polls by itself', async () => {
    const { id } = await addMessage();
    sender({ delivery: { ...FAST, pollMs: 100 } }).start();
    await smtp.waitForReceived(1, 5_000);
    await waitFor(async () => (await rowOf(id)).state === 'sent', { timeoutMs: 5_000 });
  });

  it('holds due emails while the event loop is busy, and sends them once it is not', async () => {
    const mine = sender({ delivery: { ...FAST, busyDelayMs: 60_000 } });
    mine.start();
    let stop: (() => void) | undefined = keepEventLoopBusy();
    try {
      await sleep(600);
      const { id } = await addMessage();
      mine.wake();
      await sleep(1_500);
      expect(smtp.received).toHaveLength(0);
      expect((await rowOf(id)).state).toBe('pending');

      stop();
      stop = undefined;
      // Well before the 60 s hold runs out.
      await waitFor(() => smtp.received.length === 1, { timeoutMs: 5_000 });
      await waitFor(async () => (await rowOf(id)).state === 'sent', { timeoutMs: 5_000 });
    } finally {
      stop?.();
    }
  });

  it('sends held emails once busyDelayMs has passed, busy or not', async () => {
    const { id } = await addMessage();
    const mine = sender({ delivery: { ...FAST, busyDelayMs: 1_000 } });
    const stop = keepEventLoopBusy();
    try {
      await sleep(600);
      const started = Date.now();
      mine.start();
      await waitFor(() => smtp.received.length === 1, { timeoutMs: 10_000 });
      // Held while the loop was busy, then sent although it never rested.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      await waitFor(async () => (await rowOf(id)).state === 'sent', { timeoutMs: 5_000 });
    } finally {
      stop();
    }
  });

  it('sends each email once with two senders on one database (SKIP LOCKED)', async () => {
    const other = new DataSource({
      type: 'postgres',
      url: (dataSource.options as { url: string }).url,
      entities: contactEntities,
    });
    await other.initialize();
    try {
      const ids: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        ids.push((await addMessage({ name: `Lead ${index}` })).id);
      }
      smtp.setAnswerDelay(20);
      const delivery = { ...FAST, batchSize: 3, pollMs: 20 };
      const first = sender({ delivery });
      const second = sender({ delivery }, other);
      const passes = await Promise.all([
        first.deliverDue(),
        second.deliverDue(),
        first.deliverDue(),
        second.deliverDue(),
      ]);

      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(30);
      expect(passes[0].sent + passes[2].sent).toBeGreaterThan(0);
      expect(passes[1].sent + passes[3].sent).toBeGreaterThan(0);
      expect(smtp.received).toHaveLength(30);
      expect(new Set(smtp.received.map((email) => email.messageId)).size).toBe(30);
      const states = await dataSource.query<{ state: string; attempts: number; n: number }[]>(
        `SELECT state, attempts, count(*)::int AS n FROM message_notifications
          GROUP BY state, attempts`,
      );
      expect(states).toEqual([{ state: 'sent', attempts: 1, n: 30 }]);
    } finally {
      await Promise.all(senders.splice(0).map((made) => made.beforeApplicationShutdown()));
      await other.destroy();
    }
  });
});
