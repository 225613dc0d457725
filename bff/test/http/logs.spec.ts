/**
 * The log as production writes it (LOG_FORMAT=json, docs/observability.md): one JSON line per
 * request with its id (the one nginx sends), method, route pattern, status and duration; and
 * nothing a client sent that is a secret or personal: no Authorization header, cookie,
 * password, code, message text or email address.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import { type RunningBff, startBff, waitFor } from '@site/testkit';

interface RequestLine {
  time: string;
  level: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  duration: number;
  msg: string;
}

/** Secrets and personal data the requests below carry, none of which may reach the log. */
const SECRET = {
  bearer: 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.c2lnbmF0dXJlLXNlY3JldA',
  cookie: 'preview-cookie-secret-7c1d',
  password: 'Correct-Horse-Battery-9911',
  totp: '481516',
  recoveryCode: 'QWRT-ZXCV-9876',
  message: 'Please call me about the private tender 5531',
  email: 'someone.private@example.org',
  search: 'private-search-words',
};

describe('the request log (JSON lines)', () => {
  let db: TestDatabase;
  let bff: RunningBff;
  /** nginx's $request_id: 32 hex digits. */
  const requestId = randomBytes(16).toString('hex');

  const lines = () =>
    bff
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLine = (id: string) =>
    lines().find((line) => line.requestId === id && 'route' in line) as RequestLine | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    bff = await startBff({
      databaseUrl: db.url,
      env: { LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    });
  }, 120_000);

  afterAll(async () => {
    await bff?.stop();
    await db?.drop();
  });

  it("writes one line per request with nginx's request id, the route pattern, status and duration", async () => {
    const answer = await fetch(`${bff.url}/api/blogs/no-such-post?q=${SECRET.search}`, {
      headers: { 'X-Request-Id': requestId },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    await waitFor(() => Promise.resolve(requestLine(requestId) !== undefined));
    const line = requestLine(requestId)!;
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      pid: bff.child.pid,
      hostname: expect.any(String),
      requestId,
      method: 'GET',
      route: '/api/blogs/:slug',
      status: 404,
      duration: expect.any(Number),
      msg: 'request completed',
    });
    expect(Date.now() - Date.parse(line.time)).toBeLessThan(60_000);
    expect(line.duration).toBeGreaterThanOrEqual(0);
    expect(line.duration).toBeLessThan(10_000);
  });

  it('gives a request without an id one of its own, in the answer and the line alike', async () => {
    const answer = await fetch(`${bff.url}/api/health`);
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => Promise.resolve(requestLine(id) !== undefined));
    expect(requestLine(id)).toMatchObject({ route: '/api/health', status: 200 });
  });

  it('never writes the Authorization header, cookies, passwords, codes, message text or emails', async () => {
    const post = (route: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${bff.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const secretHeaders = {
      Authorization: `Bearer ${SECRET.bearer}`,
      Cookie: `admin_preview=${SECRET.cookie}`,
    };
    const ids: string[] = [];
    const track = (answer: Response) => {
      ids.push(answer.headers.get('x-request-id') ?? '');
      return answer.status;
    };
    expect(
      track(
        await post(
          '/api/auth/login',
          { username: 'admin', password: SECRET.password },
          secretHeaders,
        ),
      ),
    ).toBe(401);
    expect(
      track(
        await post('/api/auth/login/second-factor', {
          challenge: SECRET.bearer,
          code: SECRET.totp,
        }),
      ),
    ).toBe(401);
    expect(
      track(
        await post('/api/auth/login/second-factor', {
          challenge: SECRET.bearer,
          code: SECRET.recoveryCode,
        }),
      ),
    ).toBe(401);
    expect(
      track(
        await post('/api/contact', {
          name: 'Private Person',
          email: SECRET.email,
          message: SECRET.message,
        }),
      ),
    ).toBe(201);
    expect(
      track(
        await fetch(`${bff.url}/api/admin/messages?q=${SECRET.search}`, { headers: secretHeaders }),
      ),
    ).toBe(401);
    await waitFor(() => Promise.resolve(ids.every((id) => requestLine(id) !== undefined)));
    expect(ids.map((id) => requestLine(id)?.route)).toEqual([
      '/api/auth/login',
      '/api/auth/login/second-factor',
      '/api/auth/login/second-factor',
      '/api/contact',
      '/api/admin/messages',
    ]);
    const output = bff.output();
    for (const [what, secret] of Object.entries(SECRET)) {
      expect([what, output.includes(secret)]).toEqual([what, false]);
    }
  });

  it('keeps the start-up summary readable and every other line JSON', () => {
    const output = bff.output();
    expect(output).toContain(`  Site:      http://localhost:${bff.port}`);
    for (const line of output.split('\n')) {
      if (line.trim() === '' || line.startsWith('  ')) continue;
      expect(() => JSON.parse(line) as unknown).not.toThrow();
    }
  });
});
