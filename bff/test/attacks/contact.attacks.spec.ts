/**
 * Attack and bad-input table for POST /api/contact: one row per case, each checking the status,
 * the message, and what ended up in the messages table. No row may answer 500.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp, VALID_MESSAGE } from '../support/test-app.js';
import { rawRequest } from './raw-request.js';

const VALID = VALID_MESSAGE;
type Body = Record<string, unknown>;

const XSS = [
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">click</a>',
];
const SQL = [
  "Robert'); DROP TABLE messages;--",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)--',
  "admin'/*",
  '\\x27 UNION SELECT password_hash FROM admins--',
];

/** Rows refused with 400 (and nothing stored): [case, body, message]. */
const refused: [string, Body, string][] = [
  // wrong types
  ['a name that is a number', { ...VALID, name: 42 }, 'Name must be text.'],
  ['a name that is a boolean', { ...VALID, name: true }, 'Name must be text.'],
  ['a name that is null', { ...VALID, name: null }, 'Name is required.'],
  ['a name that is an array', { ...VALID, name: ['Ayesha'] }, 'Name must be text.'],
  ['an email that is a number', { ...VALID, email: 123 }, 'Email must be text.'],
  ['a company that is an object', { ...VALID, company: { a: 1 } }, 'Company must be text.'],
  ['a phone that is a number', { ...VALID, phone: 5112345 }, 'Phone must be text.'],
  [
    'a message that is a query operator',
    { ...VALID, message: { $ne: null } },
    'Message must be text.',
  ],
  // missing fields
  ['an empty object', {}, 'Name is required. Email is required. Message is required.'],
  ['no email', { ...VALID, email: undefined }, 'Email is required.'],
  ['a message of spaces', { ...VALID, message: '   \n\t ' }, 'Message is required.'],
  // unknown and prototype-polluting fields
  ['an unknown field', { ...VALID, isAdmin: true }, 'property isAdmin should not exist'],
  // over-long strings
  [
    'a name of 101 characters',
    { ...VALID, name: 'n'.repeat(101) },
    'Name must be at most 100 characters.',
  ],
  [
    'an email of 255 characters',
    { ...VALID, email: `${'e'.repeat(243)}@example.com` },
    'Email must be at most 254 characters.',
  ],
  [
    'a company of 121 characters',
    { ...VALID, company: 'c'.repeat(121) },
    'Company must be at most 120 characters.',
  ],
  [
    'a phone of 31 characters',
    { ...VALID, phone: '1'.repeat(31) },
    'Phone must be at most 30 characters.',
  ],
  [
    'a message of 90,000 characters',
    { ...VALID, message: 'm'.repeat(90_000) },
    'Message must be at most 5000 characters.',
  ],
  [
    'a message of 5001 emoji (counted as characters, not UTF-16 units)',
    { ...VALID, message: '🚀'.repeat(5001) },
    'Message must be at most 5000 characters.',
  ],
  // null bytes and control characters
  [
    'a null byte in the name',
    { ...VALID, name: 'Ay\u0000esha' },
    'Name contains characters that are not allowed.',
  ],
  [
    'a null byte in the email',
    { ...VALID, email: 'ayesha\u0000@example.com' },
    'Email contains characters that are not allowed.',
  ],
  [
    'a null byte in the company',
    { ...VALID, company: '\u0000' },
    'Company contains characters that are not allowed.',
  ],
  [
    'a null byte in the phone',
    { ...VALID, phone: '0300\u0000' },
    'Phone contains characters that are not allowed.',
  ],
  [
    'a null byte in the message',
    { ...VALID, message: 'hi\u0000there' },
    'Message contains characters that are not allowed.',
  ],
  [
    'a terminal escape sequence in the message',
    { ...VALID, message: 'hi \u001b[2J there' },
    'Message contains characters that are not allowed.',
  ],
  // injection where the field has a shape
  ...XSS.map((payload): [string, Body, string] => [
    `XSS ${JSON.stringify(payload)} as the email`,
    { ...VALID, email: payload },
    'Email must be a valid email address.',
  ]),
  ...XSS.map((payload): [string, Body, string] => [
    `XSS ${JSON.stringify(payload)} as the phone`,
    { ...VALID, phone: payload },
    payload.length > 30
      ? 'Phone must be at most 30 characters.'
      : 'Phone may contain only digits, spaces and + - ( ).',
  ]),
  ['SQL as the email', { ...VALID, email: "' OR 1=1 --" }, 'Email must be a valid email address.'],
  [
    'SQL as the phone',
    { ...VALID, phone: "1' OR '1'='1" },
    'Phone may contain only digits, spaces and + - ( ).',
  ],
];

/** Text that is odd but legitimate: stored exactly as sent (the site shows it as text). */
const kept: [string, Body][] = [
  ...XSS.flatMap((payload): [string, Body][] => [
    [`XSS ${JSON.stringify(payload)} as the name`, { ...VALID, name: payload }],
    [`XSS ${JSON.stringify(payload)} as the company`, { ...VALID, company: payload }],
    [`XSS ${JSON.stringify(payload)} as the message`, { ...VALID, message: payload }],
  ]),
  ...SQL.flatMap((payload): [string, Body][] => [
    [`SQL ${JSON.stringify(payload)} as the name`, { ...VALID, name: payload }],
    [`SQL ${JSON.stringify(payload)} as the message`, { ...VALID, message: payload }],
  ]),
  ['an apostrophe in the email', { ...VALID, email: "o'brien@example.com" }],
  ['Urdu text', { ...VALID, name: 'عائشہ خان', message: 'ہمیں ایک ویب سائٹ چاہیے۔' }],
  ['emoji and skin tones', { ...VALID, message: 'Great work 🚀👍🏽👩‍💻' }],
  ['combining marks', { ...VALID, name: 'Zoe\u0301 Zalgo z\u0351\u0360\u0358' }],
  ['a right-to-left override', { ...VALID, message: 'file\u202Egnp.exe' }],
  ['zero-width characters', { ...VALID, company: 'Khan\u200B\u200D\uFEFFTraders' }],
  ['exactly the maximum lengths', { ...VALID, name: 'n'.repeat(100), message: '🚀'.repeat(5000) }],
];

describe('POST /api/contact under attack', () => {
  let t: TestApp;
  let db: DataSource;
  const rows = async () => Number((await db.query('SELECT count(*) AS n FROM messages'))[0].n);

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '0' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it.each(refused)('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await rows();
    const answer = await t.http().post('/api/contact').send(body);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { statusCode: 400, message, error: 'Bad Request' },
    });
    expect(await rows()).toBe(before);
  });

  it.each(kept)('stores %s exactly as sent, as inert JSON text', async (_case, body) => {
    const before = await rows();
    const answer = await t.http().post('/api/contact').send(body);
    expect(answer.status).toBe(201);
    expect(await rows()).toBe(before + 1);
    const [stored] = await db.query(
      'SELECT name, email, company, phone, message FROM messages ORDER BY created_at DESC, id DESC LIMIT 1',
    );
    expect(stored).toEqual(body);
  });

  it.each([
    ['__proto__', '{"__proto__": {"isAdmin": true}}'],
    ['constructor', '{"constructor": {"prototype": {"isAdmin": true}}}'],
  ])('refuses a %s field without polluting any prototype', async (name, extra) => {
    const before = await rows();
    const body = `${JSON.stringify(VALID).slice(0, -1)}, ${extra.slice(1)}`;
    const answer = await t
      .http()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(body);
    // An unknown field like any other: refused, nothing stored, no other object touched.
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`property ${name} should not exist`);
    expect(await rows()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('still has its tables after every SQL string above', async () => {
    const tables: { table_name: string }[] = await db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['admins', 'login_failures', 'messages', 'posts']),
    );
  });

  it('serves stored payloads back to the admin as JSON that no browser runs', async () => {
    const token = await t.login();
    const answer = await t
      .http()
      .get('/api/messages')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const names = (answer.body as { name: string }[]).map((m) => m.name);
    expect(names).toContain('<script>alert(document.cookie)</script>');
  });

  /** Bodies that are not a JSON object: [case, content type, raw body, status, message]. */
  const raw: [string, string, string | Buffer, number, string][] = [
    [
      'truncated JSON',
      'application/json',
      '{"name": "Ayesha",',
      400,
      'The request body is not valid JSON.',
    ],
    [
      'JSON with single quotes',
      'application/json',
      "{'name': 'Ayesha'}",
      400,
      'The request body is not valid JSON.',
    ],
    [
      'JSON with a trailing comma',
      'application/json',
      '{"name": "A",}',
      400,
      'The request body is not valid JSON.',
    ],
    [
      'a bare JSON null',
      'application/json',
      'null',
      400,
      'The request body must be a JSON object.',
    ],
    [
      'a bare JSON number',
      'application/json',
      '42',
      400,
      'The request body must be a JSON object.',
    ],
    [
      'a JSON string',
      'application/json',
      '"hello"',
      400,
      'The request body must be a JSON object.',
    ],
    [
      'an empty JSON body',
      'application/json',
      '',
      400,
      'Name is required. Email is required. Message is required.',
    ],
    [
      'an empty JSON body',
      'application/json',
      '',
      400,
      'Name is required. Email is required. Message is required.',
    ],
    ['a JSON array', 'application/json', '[]', 400, 'The request body must be a JSON object.'],
    [
      'an array of messages',
      'application/json',
      JSON.stringify([VALID, VALID]),
      400,
      'The request body must be a JSON object.',
    ],
    [
      'invalid UTF-8',
      'application/json',
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      400,
      'The request body is not valid JSON.',
    ],
    [
      'a charset that is not UTF-8',
      'application/json; charset=ibm500',
      '{}',
      415,
      'The request body must be UTF-8.',
    ],
    [
      'a gzip body that is not gzip',
      'application/json',
      '{}',
      400,
      'The request body could not be decompressed.',
    ],
    [
      'JSON nested 15,000 deep',
      'application/json',
      `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`,
      400,
      'The request body is nested too deeply.',
    ],
    [
      'JSON nested 9 deep in a field',
      'application/json',
      JSON.stringify({ ...VALID, message: JSON.parse(`${'{"a":'.repeat(8)}1${'}'.repeat(8)}`) }),
      400,
      'The request body is nested too deeply.',
    ],
    [
      'plain text',
      'text/plain',
      JSON.stringify(VALID),
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
    [
      'XML',
      'application/xml',
      '<message><name>A</name></message>',
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
    [
      'a URL-encoded form',
      'application/x-www-form-urlencoded',
      new URLSearchParams(VALID).toString(),
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
    [
      'a multipart form',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
    [
      'no content type',
      '',
      JSON.stringify(VALID),
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
    [
      'a 10 MB JSON body',
      'application/json',
      JSON.stringify({ ...VALID, message: 'x'.repeat(10 * 1024 * 1024) }),
      413,
      'The request body is too large.',
    ],
  ];

  it.each(raw)(
    'answers %s with a readable 4xx and stores nothing',
    async (_case, type, body, status, message) => {
      const before = await rows();
      const answer = await rawRequest(t, 'POST', '/api/contact', body, {
        ...(type ? { 'Content-Type': type } : {}),
        ...(_case.startsWith('a gzip') ? { 'Content-Encoding': 'gzip' } : {}),
      });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: { statusCode: status, message, error: expect.any(String) },
      });
      expect(await rows()).toBe(before);
    },
  );
});
