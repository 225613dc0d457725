/**
 * Attacks on the lead inbox through HTTP: header injection into the notification, the honeypot
 * and timing token forged, replayed and omitted, and formula injection into the CSV export.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { FormTokens } from '@site/contact';
import { TEST_JWT_SECRET } from '@site/testkit';
import { startTestApp, type TestApp, VALID_MESSAGE } from '../support/test-app.js';

const tokens = new FormTokens(TEST_JWT_SECRET);
const minuteAgo = () => new Date(Date.now() - 60_000);
let counter = 0;
const lead = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    ...VALID_MESSAGE,
    message: `A genuine enquiry, number ${counter}.`,
    formToken: tokens.issue(minuteAgo()),
    ...overrides,
  };
};

describe('lead inbox attacks', () => {
  let t: TestApp;
  let db: DataSource;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    token = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db.query('DELETE FROM messages');
  });

  const stored = async () =>
    db.query<{ status: string; spam_reason: string | null; state: string }[]>(
      `SELECT m.status, m.spam_reason, n.state FROM messages m
         JOIN message_notifications n ON n.message_id = m.id AND n.kind = 'company'`,
    );

  describe('header injection into the notification', () => {
    it.each<[string, Record<string, unknown>, string]>([
      [
        'CR/LF and a Bcc in the name',
        { name: 'Ayesha\r\nBcc: all@example.com' },
        'Name must be on one line.',
      ],
      ['a bare LF in the name', { name: 'Ayesha\nX-Spam: no' }, 'Name must be on one line.'],
      [
        'a line separator in the name',
        { name: 'Ayesha\u2028Bcc: x@example.com' },
        'Name must be on one line.',
      ],
      [
        'CR/LF in the company',
        { company: 'Acme\r\nBcc: x@example.com' },
        'Company must be on one line.',
      ],
      [
        'CR/LF and a Bcc in the email',
        { email: 'a@example.com\r\nBcc: all@example.com' },
        'Email must be a valid email address.',
      ],
      [
        'two addresses as the email',
        { email: 'a@example.com, b@example.com' },
        'Email must be a valid email address.',
      ],
      [
        'a display name in the email',
        { email: 'Boss <boss@example.com>' },
        'Email must be a valid email address.',
      ],
      [
        'CR/LF in a UTM tag',
        { context: { utm: { source: 'x\r\nBcc: y' } } },
        // The label names the field: no path before it.
        'UTM source must be on one line.',
      ],
      [
        'an unknown field inside the context',
        { context: { page: '/', admin: true } },
        // A message without a label keeps the path.
        'context.property admin should not exist',
      ],
    ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
      const answer = await t.http().post('/api/contact').send(lead(change)).expect(400);
      expect(answer.body.message).toBe(message);
      expect(await stored()).toEqual([]);
    });
  });

  describe('the honeypot and the timing token', () => {
    const forgedTime = () => {
      const [, nonce, signature] = tokens.issue(minuteAgo()).split('.');
      return `${(Date.now() - 3_600_000).toString(36)}.${nonce}.${signature}`;
    };
    const forgedNonce = () => {
      const [issued, , signature] = tokens.issue(minuteAgo()).split('.');
      return `${issued}.${'A'.repeat(22)}.${signature}`;
    };

    it.each<[string, () => Record<string, unknown>, string]>([
      ['the honeypot filled in', () => ({ website: 'http://seo.example' }), 'honeypot'],
      ['no token', () => ({ formToken: undefined }), 'tokenMissing'],
      ['an empty token', () => ({ formToken: '' }), 'tokenMissing'],
      [
        'a token signed with another secret',
        () => ({ formToken: new FormTokens('x'.repeat(40)).issue(minuteAgo()) }),
        'tokenInvalid',
      ],
      ['a token with its time moved back', () => ({ formToken: forgedTime() }), 'tokenInvalid'],
      ['a token with another nonce', () => ({ formToken: forgedNonce() }), 'tokenInvalid'],
      ['a token of random text', () => ({ formToken: 'eyJhbGciOiJub25lIn0.e30.' }), 'tokenInvalid'],
      [
        'an expired token',
        () => ({ formToken: tokens.issue(new Date(Date.now() - 25 * 3_600_000)) }),
        'tokenExpired',
      ],
      ['a token used at once', () => ({ formToken: tokens.issue() }), 'tooFast'],
    ])(
      'keeps a message with %s as spam, its email suppressed, answering as to anyone',
      async (_case, change, reason) => {
        const genuine = await t.http().post('/api/contact').send(lead()).expect(201);
        const spam = await t.http().post('/api/contact').send(lead(change())).expect(201);
        expect(spam.text).toBe(genuine.text);
        expect(spam.text).toBe('');
        expect(spam.headers['content-type']).toBe(genuine.headers['content-type']);
        expect((await stored()).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
          {
            status: 'new',
            spam_reason: null,
            state: expect.stringMatching(/^(pending|disabled|sent)$/),
          },
          { status: 'spam', spam_reason: reason, state: 'suppressed' },
        ]);
      },
    );

    it('takes a token once: a replay is spam, however the rest of the form differs', async () => {
      const formToken = tokens.issue(minuteAgo());
      await t.http().post('/api/contact').send(lead({ formToken })).expect(201);
      await t
        .http()
        .post('/api/contact')
        .send(lead({ formToken, name: 'Someone else' }))
        .expect(201);
      const rows = await db.query<{ name: string; spam_reason: string | null }[]>(
        'SELECT name, spam_reason FROM messages ORDER BY created_at',
      );
      expect(rows).toEqual([
        { name: VALID_MESSAGE.name, spam_reason: null },
        { name: 'Someone else', spam_reason: 'tokenReplayed' },
      ]);
    });
  });

  describe('formula injection into the CSV export', () => {
    const FORMULA_STARTS = ['=', '+', '-', '@'];

    it.each(FORMULA_STARTS)(
      'neutralises %s through every field a visitor or an admin can fill',
      async (start) => {
        const cell = `${start}cmd|' /C calc'!A0`;
        await t
          .http()
          .post('/api/contact')
          .send(
            lead({
              name: cell,
              // An address may start with =, + or -; @ cannot start one.
              email: start === '@' ? 'ok@example.com' : `${start}cmd@example.com`,
              company: cell,
              phone: start === '+' || start === '-' ? `${start}92 51 1234567` : '0300 1234567',
              message: `${cell} and more text`,
              context: {
                utm: { source: cell, medium: cell, campaign: cell, term: cell, content: cell },
              },
            }),
          )
          .expect(201);
        const [row] = await db.query<{ id: string }[]>('SELECT id FROM messages');
        await t
          .http()
          .post(`/api/admin/messages/${row!.id}/notes`)
          .set('Authorization', `Bearer ${token}`)
          .send({ text: cell })
          .expect(201);

        const answer = await t
          .http()
          .get('/api/admin/messages/export.csv')
          .set('Authorization', `Bearer ${token}`)
          .expect(200);

        const records: unknown = parse(answer.text, { bom: true });
        const [header, values] = records as string[][];
        const byColumn = Object.fromEntries(header!.map((name, i) => [name, values![i]]));
        for (const column of [
          'Name',
          'Company',
          'Message',
          'UTM source',
          'UTM medium',
          'UTM campaign',
          'UTM term',
          'UTM content',
        ]) {
          expect([column, byColumn[column]!.startsWith(`'${start}`)]).toEqual([column, true]);
        }
        if (start !== '@') expect(byColumn.Email).toBe(`'${start}cmd@example.com`);
        for (const value of values!) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      },
    );
  });
});
