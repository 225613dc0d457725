import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@site/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The admin sidebar's unread count, asked on every admin page: answered (none unread) on any
// API base unless a spec answers it, and left out of `requests()`.
const UNREAD_COUNT = '/api/admin/messages/counts';

/**
 * The API as the specs see it: each spec answers the routes and methods it expects with MSW
 * handlers (`server.use(http.get('/api/blogs', ...))`); any other request fails the test (see
 * setup.ts). `requests()` lists what reached the network, in order.
 */
export const server = setupServer(
  http.get(`*${UNREAD_COUNT}`, () =>
    HttpResponse.json({ new: 0, read: 0, replied: 0, archived: 0, spam: 0 }),
  ),
);

const seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname !== UNREAD_COUNT) seen.push(`${request.method} ${pathname}`);
});

/** 'GET /api/blogs', … for every request since the test began. */
export function requests(): string[] {
  return [...seen];
}

export function forgetRequests(): void {
  seen.length = 0;
}

/** An error answer as the bff sends it. */
export function errorAnswer(status: number, message: string) {
  const body: ErrorBody = { statusCode: status, message, error: STATUS_CODES[status] ?? 'Error' };
  return HttpResponse.json(body, { status });
}

/** A promise the test settles: a handler awaits `wait` to hold its answer back. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** A request as its handler received it. */
export interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  form: FormData;
}

/** Answers `method path` with `reply()` once the test opens `answer`; what was sent lands in
 * `sent` (a multipart form, as the admin's saves and uploads are). */
export function holdRequest(method: 'post' | 'put', path: string, reply: () => Response) {
  const answer = gate();
  const sent: SentRequest[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        form: await request.formData(),
      });
      await answer.wait;
      return reply();
    }),
  );
  return { sent, answer };
}
