import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp, VALID_MESSAGE } from '../support/test-app.js';

const VALID = VALID_MESSAGE;

describe('POST /api/contact', () => {
  let t: TestApp;
  let rows: () => Promise<number>;

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '1000' });
    const db = t.app.get(DataSource);
    rows = async () => Number((await db.query('SELECT count(*) AS n FROM messages'))[0].n);
  });
  afterAll(() => t.close());

  it('stores a valid message and answers 201', async () => {
    const before = await rows();
    await t.http().post('/api/contact').send(VALID).expect(201);
    expect(await rows()).toBe(before + 1);
    const stored = await t.app
      .get(DataSource)
      .query(
        'SELECT name, email, company, phone, message FROM messages ORDER BY created_at DESC LIMIT 1',
      );
    expect(stored[0]).toEqual(VALID);
  });

  it('accepts a message without company and phone', async () => {
    await t
      .http()
      .post('/api/contact')
      .send({ name: 'Bilal', email: 'bilal@example.org', message: 'Do you teach Canva?' })
      .expect(201);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['a missing name', { ...VALID, name: undefined }, /Name is required/],
    ['a blank name', { ...VALID, name: '   ' }, /Name is required/],
    ['a missing email', { ...VALID, email: undefined }, /Email is required/],
    [
      'an email that is not an address',
      { ...VALID, email: 'not-an-email' },
      /Email must be a valid email address/,
    ],
    [
      'an email with a space',
      { ...VALID, email: 'a b@example.com' },
      /Email must be a valid email address/,
    ],
    ['a missing message', { ...VALID, message: undefined }, /Message is required/],
    [
      'a name over 100 characters',
      { ...VALID, name: 'n'.repeat(101) },
      /Name must be at most 100 characters/,
    ],
    [
      'an email over 254 characters',
      { ...VALID, email: `${'e'.repeat(250)}@example.com` },
      /Email must be at most 254 characters/,
    ],
    [
      'a company over 120 characters',
      { ...VALID, company: 'c'.repeat(121) },
      /Company must be at most 120 characters/,
    ],
    [
      'a phone over 30 characters',
      { ...VALID, phone: '1'.repeat(31) },
      /Phone must be at most 30 characters/,
    ],
    [
      'a phone with letters',
      { ...VALID, phone: '0300-CALL-ME' },
      /Phone may contain only digits, spaces and \+ - \( \)/,
    ],
    [
      'a message over 5000 characters',
      { ...VALID, message: 'm'.repeat(5001) },
      /Message must be at most 5000 characters/,
    ],
    ['a name that is a number', { ...VALID, name: 42 }, /Name must be text/],
    ['a message that is an object', { ...VALID, message: { $gt: '' } }, /Message must be text/],
    [
      'a null byte in the message',
      { ...VALID, message: 'hello\u0000world' },
      /Message contains characters that are not allowed/,
    ],
    [
      'a line break inside the name (a header of the notification)',
      { ...VALID, name: 'Ayesha\r\nBcc: everyone@example.com' },
      /Name must be on one line/,
    ],
    [
      'a line break inside the company',
      { ...VALID, company: 'Acme\nLtd' },
      /Company must be on one line/,
    ],
    ['an unknown field', { ...VALID, isAdmin: true }, /property isAdmin should not exist/],
  ];

  it.each(invalid)('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await rows();
    const answer = await t.http().post('/api/contact').send(body).expect(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      message: expect.stringMatching(message),
      error: 'Bad Request',
    });
    expect(await rows()).toBe(before);
  });

  it('accepts exactly the maximum lengths', async () => {
    await t
      .http()
      .post('/api/contact')
      .send({
        name: 'n'.repeat(100),
        email: `${'e'.repeat(64)}@${'d'.repeat(60)}.example.com`,
        company: 'c'.repeat(120),
        phone: '1'.repeat(30),
        message: 'm'.repeat(5000),
      })
      .expect(201);
  });

  it('refuses malformed JSON with a readable 400', async () => {
    const answer = await t
      .http()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ayesha",')
      .expect(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const answer = await t
      .http()
      .post('/api/contact')
      .send({ ...VALID, message: 'x'.repeat(200_000) })
      .expect(413);
    expect(answer.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large.',
      error: 'Payload Too Large',
    });
  });
});

describe('POST /api/contact rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_SECONDS: '600' });
  });
  afterAll(() => t.close());

  it('answers 429 with a readable message after the limit, per client address', async () => {
    const from = (ip: string) =>
      t.http().post('/api/contact').set('X-Forwarded-For', ip).send(VALID);
    for (let i = 0; i < 3; i++) await from('203.0.113.7').expect(201);
    const limited = await from('203.0.113.7').expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Too many messages from your address. Please wait a few minutes and try again.',
      error: 'Too Many Requests',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    await from('198.51.100.20').expect(201);
  });
});

describe('GET /api/messages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists messages newest first with every field of a message', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await t
        .http()
        .post('/api/contact')
        .send({ ...VALID, name, company: '' })
        .expect(201);
    }
    const token = await t.login();
    const answer = await t
      .http()
      .get('/api/messages')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect((answer.body as { name: string }[]).map((m) => m.name)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect(Object.keys(answer.body[0]).sort()).toEqual(
      ['_id', 'company', 'date', 'email', 'message', 'name', 'phone'].sort(),
    );
    expect(answer.body[0]).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: VALID.email,
      company: null,
      phone: VALID.phone,
      message: VALID.message,
    });
    expect(new Date(answer.body[0].date).toISOString()).toBe(answer.body[0].date);
  });
});
