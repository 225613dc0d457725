import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { FormTokens } from '@site/contact';
import { INBOX, INBOX_MESSAGES } from '@site/contract';
import { type RunningSmtp, startSmtp, TEST_JWT_SECRET, waitFor } from '@site/testkit';
import { startTestApp, type TestApp, VALID_MESSAGE } from '../support/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOTHING_TO_RETRY = 'This message has no failed notification to send again.';
const tokens = new FormTokens(TEST_JWT_SECRET);
/** A token issued a minute ago: neither too fast nor expired. */
const formToken = () => tokens.issue(new Date(Date.now() - 60_000));

let counter = 0;
/** A message every check accepts (a fresh text, a valid token). */
function lead(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    ...VALID_MESSAGE,
    message: `${VALID_MESSAGE.message} (${counter})`,
    formToken: formToken(),
    ...overrides,
  };
}

describe('the lead inbox over HTTP', () => {
  let t: TestApp;
  let token: string;
  let db: DataSource;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db.query('DELETE FROM messages');
  });

  async function send(body: Record<string, unknown>): Promise<string> {
    await t.http().post('/api/contact').send(body).expect(201);
    const [row] = await db.query<{ id: string }[]>(
      'SELECT id FROM messages ORDER BY created_at DESC LIMIT 1',
    );
    return row!.id;
  }

  describe('GET /api/contact/form-token', () => {
    it('answers a fresh token, not to be cached, that the form can send back once', async () => {
      const first = await t.http().get('/api/contact/form-token').expect(200);
      const second = await t.http().get('/api/contact/form-token').expect(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toEqual({
        token: expect.stringMatching(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/),
      });
      expect(second.body.token).not.toBe(first.body.token);
      // Sent at once, it is too fast: kept as spam with the visitor told the same.
      const id = await send(lead({ formToken: first.body.token }));
      const detail = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
      expect(detail.body).toMatchObject({ status: 'spam', spamReason: 'tooFast' });
    });
  });

  describe('POST /api/contact with the lead context', () => {
    it('stores the service, the channel and the context, shown in the message view', async () => {
      const id = await send(
        lead({
          service: 'website-development',
          preferredChannel: 'whatsapp',
          context: {
            page: '/services/website-development',
            landingPage: '/blog/hosting?utm_source=newsletter',
            referrer: 'https://www.google.com/',
            utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
          },
        }),
      );
      const detail = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
      expect(detail.body).toMatchObject({
        _id: id,
        name: VALID_MESSAGE.name,
        service: 'website-development',
        preferredChannel: 'whatsapp',
        status: 'new',
        spamReason: null,
        readAt: null,
        context: {
          page: '/services/website-development',
          landingPage: '/blog/hosting?utm_source=newsletter',
          referrer: 'https://www.google.com/',
          utm: {
            source: 'newsletter',
            medium: 'email',
            campaign: 'spring',
            term: null,
            content: null,
          },
        },
        notes: [],
        notifications: [
          {
            kind: 'company',
            state: expect.stringMatching(/^(pending|disabled)$/),
            attempts: expect.any(Number),
            lastError: null,
            sentAt: null,
            nextAttemptAt: expect.any(String),
          },
        ],
        emailPreview: {
          to: expect.any(Array),
          subject: expect.stringContaining(VALID_MESSAGE.name),
          text: expect.stringContaining('/services/website-development'),
        },
      });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an unknown service', { service: 'hacking' }, 'service must be one of'],
      ['an unknown channel', { preferredChannel: 'fax' }, 'preferredChannel must be one of'],
      ['a context that is a string', { context: '/x' }, 'context must be an object.'],
      ['a null context', { context: null }, 'context must be an object.'],
      [
        'a page that is not a path',
        { context: { page: 'https://evil.example/' } },
        'Page must be a path on this site',
      ],
      [
        'a page on another host (//)',
        { context: { page: '//evil.example/x' } },
        'Page must be a path on this site',
      ],
      [
        'a landing page over its cap',
        { context: { landingPage: `/${'x'.repeat(300)}` } },
        'Landing page must be at most 300 characters.',
      ],
      [
        'a referrer that is not a URL',
        { context: { referrer: 'javascript:alert(1)' } },
        'Referrer must be an http(s) address.',
      ],
      [
        'a UTM tag over its cap',
        { context: { utm: { source: 'x'.repeat(101) } } },
        'UTM source must be at most 100 characters.',
      ],
      [
        'a UTM tag with a line break',
        { context: { utm: { term: 'a\nb' } } },
        'UTM term must be on one line.',
      ],
      ['an unknown context field', { context: { secret: 1 } }, 'property secret should not exist'],
      ['an unknown UTM tag', { context: { utm: { id: 'x' } } }, 'property id should not exist'],
    ])('refuses %s with a readable 400, storing nothing', async (_case, change, message) => {
      const answer = await t.http().post('/api/contact').send(lead(change)).expect(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        message: expect.stringContaining(message),
        error: 'Bad Request',
      });
      const [row] = await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM messages');
      expect(row!.n).toBe(0);
    });
  });

  describe('GET /api/admin/messages', () => {
    it('answers the inbox page with its items, total, page, page size and counts', async () => {
      const read = await send(lead({ name: 'Read one' }));
      await send(lead({ name: 'New one', company: 'Khan Traders' }));
      await send(lead({ name: 'Spam one', website: 'http://spam.example' }));
      await t
        .http()
        .patch(`/api/admin/messages/${read}`)
        .set(auth())
        .send({ status: 'read' })
        .expect(200);

      const answer = await t.http().get('/api/admin/messages').set(auth()).expect(200);

      expect(answer.body).toEqual({
        items: [
          {
            _id: expect.any(String),
            name: 'New one',
            email: VALID_MESSAGE.email,
            company: 'Khan Traders',
            phone: VALID_MESSAGE.phone,
            service: null,
            preferredChannel: null,
            status: 'new',
            date: expect.any(String),
            excerpt: expect.stringContaining(VALID_MESSAGE.message),
            notification: expect.stringMatching(/^(pending|disabled)$/),
          },
          expect.objectContaining({ _id: read, name: 'Read one', status: 'read' }),
        ],
        total: 2,
        totalCapped: false,
        page: 1,
        pageSize: INBOX.pageSize,
        counts: { new: 1, read: 1, replied: 0, archived: 0, spam: 1 },
      });
    });

    it('takes status, q, from, to and page', async () => {
      await send(lead({ name: 'Zainab Qureshi', email: 'zainab@qureshi.pk' }));
      const ask = (query: Record<string, string>) =>
        t.http().get('/api/admin/messages').query(query).set(auth()).expect(200);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(
        new Date(),
      );
      expect((await ask({ q: 'qureshi.pk' })).body.total).toBe(1);
      expect((await ask({ q: 'nobody' })).body.total).toBe(0);
      expect((await ask({ status: 'archived' })).body.total).toBe(0);
      expect((await ask({ from: today, to: today })).body.total).toBe(1);
      expect((await ask({ to: '2020-01-01' })).body.total).toBe(0);
      const far = await ask({ page: '3' });
      expect(far.body).toMatchObject({ items: [], total: 1, page: 3 });
    });

    it.each<[string, Record<string, string>, string]>([
      [
        'an unknown status',
        { status: 'deleted' },
        'status must be one of new, read, replied, archived, spam.',
      ],
      ['a blank search', { q: '   ' }, 'q must not be blank.'],
      ['a search over its cap', { q: 'x'.repeat(201) }, 'q must be at most 200 characters.'],
      ['a date in another form', { from: '01/06/2025' }, 'from must be a date written YYYY-MM-DD.'],
      [
        'a date that does not exist',
        { to: '2025-02-30' },
        'to must be a date that exists (YYYY-MM-DD).',
      ],
      ['page 0', { page: '0' }, 'page must be a whole number from 1 to 10000.'],
      ['an unknown parameter', { sort: 'name' }, 'property sort should not exist'],
    ])('refuses %s with a readable 400', async (_case, query, message) => {
      const answer = await t.http().get('/api/admin/messages').query(query).set(auth()).expect(400);
      expect(answer.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });
  });

  describe('GET /api/admin/messages/counts', () => {
    it('answers every status’s count', async () => {
      await send(lead());
      await send(lead({ formToken: undefined }));
      const answer = await t.http().get('/api/admin/messages/counts').set(auth()).expect(200);
      expect(answer.body).toEqual({ new: 1, read: 0, replied: 0, archived: 0, spam: 1 });
    });
  });

  describe('PATCH /api/admin/messages/:id', () => {
    it('moves a message out of spam: its company email is queued and the reason cleared', async () => {
      const id = await send(lead({ website: 'filled' }));
      const before = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
      expect(before.body).toMatchObject({
        status: 'spam',
        spamReason: 'honeypot',
        notifications: [{ kind: 'company', state: 'suppressed' }],
      });

      const moved = await t
        .http()
        .patch(`/api/admin/messages/${id}`)
        .set(auth())
        .send({ status: 'read' })
        .expect(200);

      expect(moved.body).toMatchObject({ _id: id, status: 'read', spamReason: null });
      expect(moved.body.readAt).toEqual(expect.any(String));
      // Queued: pending, or `disabled` at once by the sender of a server without SMTP_URL.
      expect(moved.body.notifications[0].state).toMatch(/^(pending|disabled)$/);
    });

    it.each<[string, unknown, string]>([
      [
        'an unknown status',
        { status: 'deleted' },
        'status must be one of new, read, replied, archived, spam.',
      ],
      ['no status', {}, 'status must be one of new, read, replied, archived, spam.'],
      ['another field', { status: 'read', name: 'x' }, 'property name should not exist'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const id = await send(lead());
      const answer = await t
        .http()
        .patch(`/api/admin/messages/${id}`)
        .set(auth())
        .send(body as object)
        .expect(400);
      expect(answer.body.message).toBe(message);
    });
  });

  describe('notes', () => {
    it('adds a note (201, trimmed) and deletes it (204); the message shows it meanwhile', async () => {
      const id = await send(lead());
      const added = await t
        .http()
        .post(`/api/admin/messages/${id}/notes`)
        .set(auth())
        .send({ text: '  Called back.\nNo answer.  ' })
        .expect(201);
      expect(added.body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        text: 'Called back.\nNo answer.',
        date: expect.any(String),
      });
      const detail = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
      expect(detail.body.notes).toEqual([added.body]);

      await t
        .http()
        .delete(`/api/admin/messages/${id}/notes/${added.body._id}`)
        .set(auth())
        .expect(204);
      await t
        .http()
        .delete(`/api/admin/messages/${id}/notes/${added.body._id}`)
        .set(auth())
        .expect(404);
    });

    it.each<[string, unknown, string]>([
      ['a blank note', { text: '  \n ' }, INBOX_MESSAGES.noteBlank],
      [
        'a note over its cap',
        { text: 'n'.repeat(INBOX.noteMaxLength + 1) },
        `Note must be at most ${INBOX.noteMaxLength} characters.`,
      ],
      ['a note that is a number', { text: 5 }, 'Note must be text.'],
      ['a note with a NUL', { text: 'a\u0000b' }, 'Note contains characters that are not allowed.'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const id = await send(lead());
      const answer = await t
        .http()
        .post(`/api/admin/messages/${id}/notes`)
        .set(auth())
        .send(body as object)
        .expect(400);
      expect(answer.body.message).toBe(message);
    });
  });

  describe('DELETE /api/admin/messages/:id', () => {
    it('deletes the message with its notes and emails (204), then 404', async () => {
      const id = await send(lead());
      await t
        .http()
        .post(`/api/admin/messages/${id}/notes`)
        .set(auth())
        .send({ text: 'Privacy request' })
        .expect(201);
      await t.http().delete(`/api/admin/messages/${id}`).set(auth()).expect(204);
      await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(404);
      const [left] = await db.query<{ n: number; o: number }[]>(
        `SELECT (SELECT count(*) FROM message_notifications)::int AS n,
                (SELECT count(*) FROM message_notes)::int AS o`,
      );
      expect(left).toEqual({ n: 0, o: 0 });
    });
  });

  describe('GET /api/admin/messages/export.csv', () => {
    it('answers CSV with a BOM, a dated attachment name, and the filtered messages', async () => {
      await send(lead({ name: 'In the inbox' }));
      await send(lead({ name: 'Spam', website: 'x' }));
      const answer = await t
        .http()
        .get('/api/admin/messages/export.csv')
        .set(auth())
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = answer.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows: unknown = parse(bytes.toString('utf8'), { bom: true });
      expect((rows as string[][]).map((row) => row[4])).toEqual(['Name', 'In the inbox']);
    });

    it('refuses a bad filter with 400', async () => {
      const answer = await t
        .http()
        .get('/api/admin/messages/export.csv?status=gone')
        .set(auth())
        .expect(400);
      expect(answer.body.message).toMatch(/^status must be one of/);
    });
  });

  describe('POST /api/admin/messages/:id/notifications/retry without SMTP_URL', () => {
    const companyEmail = async (id: string) => {
      const [row] = await db.query<{ state: string; attempts: number }[]>(
        `SELECT state, attempts FROM message_notifications WHERE message_id = $1`,
        [id],
      );
      return row!;
    };

    it('answers 409 when no email is failed or disabled, and changes nothing', async () => {
      const id = await send(lead({ website: 'filled' }));
      const answer = await t
        .http()
        .post(`/api/admin/messages/${id}/notifications/retry`)
        .set(auth())
        .expect(409);
      expect(answer.body).toEqual({
        statusCode: 409,
        message: NOTHING_TO_RETRY,
        error: 'Conflict',
      });
      expect(await companyEmail(id)).toEqual({ state: 'suppressed', attempts: 0 });
    });

    it('offers no retry of a disabled email; one asked for anyway is disabled again', async () => {
      const id = await send(lead());
      await waitFor(async () => (await companyEmail(id)).state === 'disabled', {
        timeoutMs: 10_000,
      });
      const before = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
      expect(before.body.notifications).toEqual([
        expect.objectContaining({ kind: 'company', state: 'disabled', retryable: false }),
      ]);

      const answer = await t
        .http()
        .post(`/api/admin/messages/${id}/notifications/retry`)
        .set(auth())
        .expect(200);

      expect(answer.body.notifications).toEqual([
        expect.objectContaining({ state: expect.stringMatching(/^(pending|disabled)$/) }),
      ]);
      await waitFor(async () => (await companyEmail(id)).state === 'disabled', {
        timeoutMs: 10_000,
      });
    });
  });

  describe('every admin operation', () => {
    const operations: [string, string, unknown?][] = [
      ['get', '/api/admin/messages'],
      ['get', '/api/admin/messages/counts'],
      ['get', '/api/admin/messages/export.csv'],
      ['get', `/api/admin/messages/${MISSING}`],
      ['patch', `/api/admin/messages/${MISSING}`, { status: 'read' }],
      ['post', `/api/admin/messages/${MISSING}/notes`, { text: 'x' }],
      ['delete', `/api/admin/messages/${MISSING}/notes/${MISSING}`],
      ['delete', `/api/admin/messages/${MISSING}`],
      ['post', `/api/admin/messages/${MISSING}/notifications/retry`],
    ];

    const cases = operations.map(([method, path, body]) => ({ method, path, body }));

    it.each(cases)('$method $path answers 401 without a token', async ({ method, path, body }) => {
      const request = t.http()[method as 'get'](path);
      const answer = await (body ? request.send(body) : request).expect(401);
      expect(answer.body).toMatchObject({ statusCode: 401 });
    });

    it.each(cases.filter(({ path }) => path.includes(MISSING)))(
      '$method $path answers 404 for an unknown id, and for a malformed one',
      async ({ method, path, body }) => {
        for (const url of [path, path.replaceAll(MISSING, 'not-a-uuid')]) {
          const request = t.http()[method as 'get'](url).set(auth());
          const answer = await (body ? request.send(body) : request).expect(404);
          expect(answer.body).toEqual({
            statusCode: 404,
            message: INBOX_MESSAGES.notFound,
            error: 'Not Found',
          });
        }
      },
    );
  });
});

describe('POST /api/admin/messages/:id/notifications/retry with a mail server', () => {
  let smtp: RunningSmtp;
  let t: TestApp;
  let token: string;
  let db: DataSource;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const retry = (id: string) =>
    t.http().post(`/api/admin/messages/${id}/notifications/retry`).set(auth());

  interface OutboxRow {
    state: string;
    attempts: number;
    last_error: string | null;
    email_message_id: string;
  }
  const companyEmail = async (id: string) => {
    const [row] = await db.query<OutboxRow[]>(
      `SELECT state, attempts, last_error, email_message_id FROM message_notifications
        WHERE message_id = $1 AND kind = 'company'`,
      [id],
    );
    return row!;
  };
  const settled = (id: string, state: string) =>
    waitFor(async () => (await companyEmail(id)).state === state, { timeoutMs: 10_000 });

  beforeAll(async () => {
    smtp = await startSmtp();
    // One attempt: a send the server refuses is `failed` at once.
    t = await startTestApp({
      SMTP_URL: smtp.url,
      CONTACT_NOTIFY_TO: 'sales@example.com',
      MAIL_MAX_ATTEMPTS: '1',
    });
    token = await t.login();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function send(): Promise<string> {
    await t.http().post('/api/contact').send(lead()).expect(201);
    const [row] = await db.query<{ id: string }[]>(
      'SELECT id FROM messages ORDER BY created_at DESC LIMIT 1',
    );
    return row!.id;
  }

  it('sends a failed email again, with its Message-ID, and answers the message as GET does', async () => {
    smtp.setMode('reject');
    const id = await send();
    await settled(id, 'failed');
    smtp.setMode('accept');
    const failed = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
    expect(failed.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'company',
        state: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('451'),
        retryable: true,
      }),
    ]);
    const before = smtp.received.length;

    const answer = await retry(id).expect(200);

    // The message as GET answers it; only its email has changed.
    expect({ ...answer.body, notifications: failed.body.notifications }).toEqual(failed.body);
    expect(answer.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'company',
        state: expect.stringMatching(/^(pending|sent)$/),
        lastError: null,
        retryable: false,
      }),
    ]);
    await smtp.waitForReceived(before + 1, 10_000);
    await settled(id, 'sent');
    const row = await companyEmail(id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    const email = smtp.received.at(-1)!;
    expect(email.messageId).toBe(row.email_message_id);
    expect(email.envelope.to).toEqual(['sales@example.com']);
    expect(email.parsed.replyTo?.text).toContain(VALID_MESSAGE.email);

    // Sent: nothing left to send again.
    const again = await retry(id).expect(409);
    expect(again.body.message).toBe(NOTHING_TO_RETRY);
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('sends a disabled email (queued before SMTP_URL was set) once a mail server is set up', async () => {
    const id = await send();
    await settled(id, 'sent');
    await db.query(
      `UPDATE message_notifications SET state = 'disabled', sent_at = NULL, attempts = 0
        WHERE message_id = $1`,
      [id],
    );
    const disabled = await t.http().get(`/api/admin/messages/${id}`).set(auth()).expect(200);
    expect(disabled.body.notifications).toEqual([
      expect.objectContaining({ state: 'disabled', retryable: true }),
    ]);
    const before = smtp.received.length;

    await retry(id).expect(200);

    await smtp.waitForReceived(before + 1, 10_000);
    await settled(id, 'sent');
    expect(smtp.received.at(-1)!.messageId).toBe((await companyEmail(id)).email_message_id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      const answer = await retry(id).expect(404);
      expect(answer.body.message).toBe(INBOX_MESSAGES.notFound);
    }
  });
});
