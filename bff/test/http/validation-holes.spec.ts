import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp, VALID_MESSAGE, VALID_POST } from '../support/test-app.js';

/** Field names that objects inherit or that class-transformer's copy drops. */
const BUILT_IN_NAMES = ['constructor', '__proto__', 'prototype', 'hasOwnProperty'];

const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });

/** A JSON object as raw text with one extra field (an object literal cannot own `__proto__`). */
function withField(body: object, name: string): string {
  return `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(name)}:1}`;
}

describe('validation holes found by an OpenAPI fuzzer', () => {
  let t: TestApp;
  let token: string;
  let count: (table: 'messages' | 'posts') => Promise<number>;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    const db = t.app.get(DataSource);
    count = async (table) =>
      Number((await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  });
  afterAll(() => t.close());

  const postJson = (path: string, raw: string) =>
    t.http().post(path).set('Content-Type', 'application/json').send(raw);

  /** The admin's multipart post form, its fields in the order given. */
  const postForm = (fields: [string, string][]) => {
    const request = t.http().post('/api/blogs').set('Authorization', `Bearer ${token}`);
    for (const [name, value] of fields) void request.field(name, value);
    return request;
  };

  describe.each(BUILT_IN_NAMES)('a field named %s', (name) => {
    const refusal = badRequest(`property ${name} should not exist`);

    it('is refused by POST /api/auth/login before the credentials are checked', async () => {
      const raw = withField({ username: 'a', password: 'b' }, name);
      expect(JSON.parse(raw)).toHaveProperty([name], 1);
      const answer = await postJson('/api/auth/login', raw).expect(400);
      expect(answer.body).toEqual(refusal);
    });

    it('is refused by POST /api/contact, and nothing is stored', async () => {
      const before = await count('messages');
      const answer = await postJson('/api/contact', withField(VALID_MESSAGE, name)).expect(400);
      expect(answer.body).toEqual(refusal);
      expect(await count('messages')).toBe(before);
    });

    it('is refused by the multipart post form, and no post is created', async () => {
      const before = await count('posts');
      const answer = await postForm([...Object.entries(VALID_POST), [name, 'x']]).expect(400);
      expect(answer.body).toEqual(refusal);
      expect(await count('posts')).toBe(before);
    });
  });

  it('names every unknown field, in the order sent', async () => {
    const raw = '{"username":"a","isAdmin":true,"password":"b","toString":1}';
    const answer = await postJson('/api/auth/login', raw).expect(400);
    expect(answer.body).toEqual(
      badRequest('property isAdmin should not exist property toString should not exist'),
    );
  });

  describe.each(['/api/contact', '/api/auth/login'])('a JSON body at %s', (path) => {
    it.each([
      ['a string', '"AAA"'],
      ['a number', '42'],
      ['a boolean', 'true'],
      ['null', 'null'],
      ['a string with white space around it', ' "AAA"\n'],
      ['an array', '[]'],
    ])('that is %s is answered as not an object', async (_case, raw) => {
      const answer = await postJson(path, raw).expect(400);
      expect(answer.body).toEqual(badRequest('The request body must be a JSON object.'));
    });

    it.each([
      ['an unterminated string', '"AAA'],
      ['a bare word', 'AAA'],
      ['truncated JSON', '{"name":'],
      ['a number with garbage after it', '42 x'],
    ])('that is not JSON (%s) keeps its own message', async (_case, raw) => {
      const answer = await postJson(path, raw).expect(400);
      expect(answer.body).toEqual(badRequest('The request body is not valid JSON.'));
    });
  });

  describe('non-ASCII multipart field names', () => {
    it.each(['títle', '名前', 'naïve-field'])(
      'come back in error messages as typed: %s',
      async (name) => {
        const answer = await postForm([...Object.entries(VALID_POST), [name, 'x']]).expect(400);
        expect(answer.body).toEqual(badRequest(`property ${name} should not exist`));
      },
    );

    it('leave non-ASCII values as typed', async () => {
      const title = 'Über naïve cafés: 名前 and ümlauts';
      const answer = await postForm(
        Object.entries({ ...VALID_POST, slug: 'non-ascii-values', title }),
      ).expect(201);
      expect((answer.body as { title: string }).title).toBe(title);
    });
  });
});
