import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES, TOTP_CODE_PATTERN } from '@site/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { dashboardHandlers } from '../../../test/admin-posts.js';
import { renderRoute } from '../../../test/render-route.js';
import { errorAnswer, gate, requests, server } from '../../../test/server.js';
import {
  ASSERTION,
  ASSERTION_JSON,
  cancelled,
  LOGIN_OPTIONS,
  removePasskeys,
  stubPasskeys,
} from '../../../test/webauthn.js';
import type {
  LoginResult,
  PasskeyLogin,
  PasskeyLoginOptions,
  SecondFactorLogin,
} from '@site/contract';
import { PASSKEY_PROMPT_MESSAGES } from '../../features/admin/account/passkeys.js';

const CHALLENGE = 'challenge-1';

/** The first step answered with the second step's challenge. */
function answerPassword(methods: NonNullable<LoginResult['secondFactor']>['methods']) {
  server.use(
    http.post('/api/auth/login', () =>
      HttpResponse.json<LoginResult>({
        secondFactor: {
          challenge: CHALLENGE,
          methods,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        },
      }),
    ),
    ...dashboardHandlers([]),
  );
}

/** Answers the second step with `answer`; every body sent lands in the list. */
function answerCode(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/login/second-factor', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function passPassword(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Username'), 'site-admin');
  await user.type(screen.getByLabelText('Password'), 'secret password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 2, name: 'Two-step verification' });
  return user;
}

const dashboard = () => screen.findByRole('navigation', { name: 'Admin' });

describe('/admin/login, the second step', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the app’s code once the password is right: focused, numeric, one-time-code, six digits', async () => {
    answerPassword(['totp', 'recovery-code']);
    renderRoute('/admin/login');
    await passPassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', TOTP_CODE_PATTERN);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("reads 'Verifying...' while the code is checked, then stores the token and goes to the dashboard", async () => {
    answerPassword(['totp', 'recovery-code']);
    const token = fakeToken(3600);
    const answer = gate();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/login/second-factor', async ({ request }) => {
        sent.push(await request.json());
        await answer.wait;
        return HttpResponse.json({ token });
      }),
    );
    renderRoute('/admin/login');
    const user = await passPassword();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer.open();
    expect(await dashboard()).toBeInTheDocument();
    expect(sent).toEqual([{ challenge: CHALLENGE, code: '123 456' } satisfies SecondFactorLogin]);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('takes a recovery code instead, and switches back to the app', async () => {
    answerPassword(['totp', 'recovery-code']);
    const token = fakeToken(3600);
    const sent = answerCode(() => HttpResponse.json({ token }));
    renderRoute('/admin/login');
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('pattern');
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await dashboard()).toBeInTheDocument();
    expect(sent).toEqual([{ challenge: CHALLENGE, code: 'ABCDE-12345' }]);
  });

  it.each([
    ['a wrong code', 401, ACCOUNT_MESSAGES.wrongCode],
    ['a code used already', 401, ACCOUNT_MESSAGES.usedCode],
    ['a recovery code used already', 401, ACCOUNT_MESSAGES.usedRecoveryCode],
    ['a lockout', 429, 'Too many failed login attempts. Please try again in 60 seconds.'],
  ])(
    'shows the server’s message for %s, focused, and stays on the second step',
    async (_case, status, message) => {
      answerPassword(['totp', 'recovery-code']);
      answerCode(() => errorAnswer(status, message));
      renderRoute('/admin/login');
      const user = await passPassword();
      await user.type(screen.getByLabelText('Authentication code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
      expect(screen.getByLabelText('Authentication code')).toHaveValue('000000');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
      expect(localStorage.getItem('token')).toBeNull();
    },
  );

  it('an expired challenge goes back to the first step with its message; the username stays', async () => {
    answerPassword(['totp', 'recovery-code']);
    answerCode(() => errorAnswer(401, ACCOUNT_MESSAGES.secondStepExpired));
    renderRoute('/admin/login');
    const user = await passPassword();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.secondStepExpired);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Two-step verification' })).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveValue('site-admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('goes back to the username and password on request', async () => {
    answerPassword(['totp']);
    renderRoute('/admin/login');
    const user = await passPassword();
    // Only the app was offered: no switch to a recovery code, no passkey (no WebAuthn here).
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to username and password' }));
    expect(screen.getByLabelText('Username')).toHaveValue('site-admin');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests()).toEqual(['POST /api/auth/login']);
  });
});

describe('/admin/login with a passkey', () => {
  beforeEach(() => localStorage.clear());
  afterEach(removePasskeys);

  /** Answers the passkey calls; the login's bodies land in the list. */
  function answerPasskey(login: () => Response) {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/passkey/options', () =>
        HttpResponse.json<PasskeyLoginOptions>({ ceremony: 'ceremony-1', options: LOGIN_OPTIONS }),
      ),
      http.post('/api/auth/passkey/login', async ({ request }) => {
        sent.push(await request.json());
        return login();
      }),
      ...dashboardHandlers([]),
    );
    return sent;
  }

  it('offers no passkey where the browser has no WebAuthn', async () => {
    renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull();
  });

  it('logs in with a passkey alone: the server’s options, the browser’s prompt, its credential sent back', async () => {
    const passkeys = stubPasskeys();
    const prompt = gate();
    passkeys.get.mockImplementation(async () => {
      await prompt.wait;
      return ASSERTION;
    });
    const token = fakeToken(3600);
    const sent = answerPasskey(() => HttpResponse.json({ token }));
    const user = userEvent.setup();
    renderRoute('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Log in with a passkey' }));
    expect(
      await screen.findByRole('button', { name: 'Waiting for the passkey...' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    prompt.open();
    expect(await dashboard()).toBeInTheDocument();
    const publicKey = passkeys.get.mock.calls[0]![0].publicKey!;
    expect(new TextDecoder().decode(publicKey.challenge as ArrayBuffer)).toBe('login challenge');
    expect(sent).toEqual([
      { ceremony: 'ceremony-1', credential: ASSERTION_JSON } satisfies PasskeyLogin,
    ]);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('a closed prompt says so in a sentence, and sends nothing more', async () => {
    stubPasskeys().get.mockRejectedValue(cancelled());
    answerPasskey(() => HttpResponse.json({ token: fakeToken(3600) }));
    const user = userEvent.setup();
    renderRoute('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Log in with a passkey' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PASSKEY_PROMPT_MESSAGES.cancelled);
    expect(alert.textContent).not.toMatch(/NotAllowedError|at .*\(/);
    expect(alert).toHaveFocus();
    expect(requests()).toEqual(['POST /api/auth/passkey/options']);
    expect(screen.getByRole('button', { name: 'Log in with a passkey' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([ACCOUNT_MESSAGES.passkeyUnknown, ACCOUNT_MESSAGES.passkeyFailed])(
    'shows the server’s refusal: %s',
    async (message) => {
      stubPasskeys().get.mockResolvedValue(ASSERTION);
      answerPasskey(() => errorAnswer(401, message));
      const user = userEvent.setup();
      renderRoute('/admin/login');
      await user.click(await screen.findByRole('button', { name: 'Log in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(localStorage.getItem('token')).toBeNull();
    },
  );

  it('the second step offers the passkey when the server does', async () => {
    stubPasskeys().get.mockResolvedValue(ASSERTION);
    answerPassword(['totp', 'recovery-code', 'passkey']);
    const sent = answerPasskey(() => HttpResponse.json({ token: fakeToken(3600) }));
    renderRoute('/admin/login');
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await dashboard()).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await waitFor(() =>
      expect(requests().slice(0, 3)).toEqual([
        'POST /api/auth/login',
        'POST /api/auth/passkey/options',
        'POST /api/auth/passkey/login',
      ]),
    );
  });
});
