import { http, HttpResponse } from 'msw';
import type { AccountView, PasskeyView, SessionView } from '@site/contract';
import { server } from './server.js';

/** Test data for the security page's specs, typed as the API sends it. */

export const PASSKEY: PasskeyView = {
  id: 'pk1',
  name: 'Laptop',
  // 04:00 UTC is 09:00 in Pakistan.
  createdAt: '2026-03-01T04:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};

export const ACCOUNT_VIEW: AccountView = {
  username: 'site-admin',
  passwordChangedAt: '2026-02-01T04:00:00.000Z',
  twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  passkeys: [PASSKEY],
};

/** This browser's session, and another one. */
export const SESSIONS: SessionView[] = [
  {
    id: 's1-current-session',
    device: 'Firefox 140 on Linux',
    ipAddress: '203.0.113.5',
    createdAt: '2026-03-05T10:00:00.000Z',
    lastSeenAt: '2026-03-05T11:30:00.000Z',
    current: true,
    signedInWith: 'password+totp',
  },
  {
    id: 's2-other-session',
    device: 'Chrome 156 on Android',
    ipAddress: '198.51.100.7',
    createdAt: '2026-03-04T04:00:00.000Z',
    lastSeenAt: '2026-03-04T05:00:00.000Z',
    current: false,
    signedInWith: 'passkey',
  },
];

export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `code${index}-${String(index).repeat(5)}`,
);

/** The account as the server holds it: GET /api/auth/account and /api/auth/sessions answer
 * what `state` says now; a spec's handlers change it as the server would. */
export function answerAccount(account: Partial<AccountView> = {}, sessions = SESSIONS) {
  const state = { account: { ...ACCOUNT_VIEW, ...account }, sessions: [...sessions] };
  server.use(
    http.get('/api/auth/account', () => HttpResponse.json<AccountView>(state.account)),
    http.get('/api/auth/sessions', () => HttpResponse.json<SessionView[]>(state.sessions)),
  );
  return state;
}

/** Answers `method path` with `answer(body)`; each JSON body sent lands in the list. */
export function answerJson(
  method: 'post' | 'put' | 'delete',
  path: string,
  answer: (
    body: unknown,
    params: Record<string, string | readonly string[] | undefined>,
  ) => Response | Promise<Response>,
) {
  const sent: unknown[] = [];
  server.use(
    http[method](path, async ({ request, params }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      sent.push(body);
      return answer(body, params);
    }),
  );
  return sent;
}
