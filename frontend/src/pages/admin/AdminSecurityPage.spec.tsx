import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  PASSWORD_RULES,
  TOTP_CODE_PATTERN,
} from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  answerAccount,
  answerJson,
  PASSKEY,
  RECOVERY_CODES,
  SESSIONS,
} from '../../../test/admin-account.js';
import { fakeToken } from '../../../test/admin-token.js';
import { renderRoute } from '../../../test/render-route.js';
import { errorAnswer, gate, requests, server } from '../../../test/server.js';
import {
  ATTESTATION,
  ATTESTATION_JSON,
  cancelled,
  REGISTRATION_OPTIONS,
  removePasskeys,
  stubPasskeys,
} from '../../../test/webauthn.js';
import type { PasskeyView, TotpSetup } from '@site/contract';
import { PASSKEY_PROMPT_MESSAGES } from '../../features/admin/account/passkeys.js';
import { PASSWORD_MISMATCH } from '../../features/admin/account/PasswordSection.js';

const SETUP: TotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  uri: 'otpauth://totp/Rawalpindi%20IT%20Website:site-admin?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};

const section = (name: string) => screen.getByRole('region', { name });

/** The page, loaded. */
async function open() {
  const user = userEvent.setup();
  renderRoute('/admin/security');
  await screen.findByRole('heading', { level: 2, name: 'Password' });
  return user;
}

function stubClipboard() {
  const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  removePasskeys();
});

describe('/admin/security', () => {
  it('reads the account and the sessions with the bearer token, and shows four sections in order', async () => {
    answerAccount();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Password',
      'Two-factor authentication',
      'Passkeys',
      'Sessions',
    ]);
    expect(screen.getByText('Logged in as site-admin.')).toBeInTheDocument();
    expect(section('Password')).toHaveTextContent('Last changed 1 Feb 2026, 09:00 (PKT).');
    expect(requests().sort()).toEqual(['GET /api/auth/account', 'GET /api/auth/sessions']);
    expect(document.title).toMatch(/^Security \| /);
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('tells when the account cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerAccount();
    server.use(http.get('/api/auth/account', () => errorAnswer(500, 'Down')));
    renderRoute('/admin/security');
    expect(
      await screen.findByText('Your account could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('/admin/security: the password', () => {
  it('has the rules as attributes and a hint', async () => {
    answerAccount();
    await open();
    const next = screen.getByLabelText('New password');
    expect(next).toHaveAttribute('type', 'password');
    expect(next).toHaveAttribute('minLength', String(PASSWORD_RULES.minLength));
    expect(next).toHaveAttribute('maxLength', String(PASSWORD_RULES.maxLength));
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(next).toHaveAccessibleDescription(/12 to 200 characters/);
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('Confirm new password')).toBeRequired();
  });

  it('refuses a confirmation that differs, without asking the server', async () => {
    answerAccount();
    const sent = answerJson(
      'put',
      '/api/auth/password',
      () => new HttpResponse(null, { status: 204 }),
    );
    const user = await open();
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await within(section('Password')).findByRole('alert');
    expect(alert).toHaveTextContent(PASSWORD_MISMATCH);
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("reads 'Changing...', then says the other sessions were signed out and reads them again", async () => {
    const state = answerAccount();
    const answer = gate();
    const sent = answerJson('put', '/api/auth/password', async () => {
      await answer.wait;
      state.sessions = state.sessions.filter((session) => session.current);
      return new HttpResponse(null, { status: 204 });
    });
    const user = await open();
    expect(within(section('Sessions')).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    answer.open();
    expect(
      await screen.findByText('Password changed. Every other session was signed out.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { currentPassword: 'the old password', newPassword: 'a brand new password' },
    ]);
    expect(screen.getByLabelText('New password')).toHaveValue('');
    await waitFor(() => expect(within(section('Sessions')).getAllByRole('row')).toHaveLength(2));
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it.each([
    [403, ACCOUNT_MESSAGES.wrongPassword],
    [400, ACCOUNT_MESSAGES.passwordCommon],
    [400, ACCOUNT_MESSAGES.passwordUnchanged],
    [429, 'Too many failed attempts. Please try again in 30 seconds.'],
  ])('shows the server’s message for a %i: %s', async (status, message) => {
    answerAccount();
    answerJson('put', '/api/auth/password', () => errorAnswer(status, message));
    const user = await open();
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    await user.type(screen.getByLabelText('New password'), 'password password');
    await user.type(screen.getByLabelText('Confirm new password'), 'password password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await within(section('Password')).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New password')).toHaveValue('password password');
    expect(localStorage.getItem('token')).not.toBeNull(); // a refusal, not the end of the session
  });
});

describe('/admin/security: two-factor authentication', () => {
  it('sets it up: QR code, grouped key with Copy, a wrong code, then the recovery codes shown once', async () => {
    const state = answerAccount();
    answerJson('post', '/api/auth/totp/setup', () => HttpResponse.json(SETUP));
    const enable = answerJson('post', '/api/auth/totp/enable', (body) => {
      if ((body as { code: string }).code !== '654321')
        return errorAnswer(400, ACCOUNT_MESSAGES.wrongCode);
      state.account = {
        ...state.account,
        twoFactor: { enabled: true, enabledAt: '2026-03-06T05:00:00.000Z', recoveryCodesLeft: 10 },
      };
      return HttpResponse.json({ recoveryCodes: RECOVERY_CODES });
    });
    const user = await open();
    const writeText = stubClipboard(); // after user-event's own
    const twoFactor = section('Two-factor authentication');
    expect(twoFactor).toHaveTextContent(/Off\./);
    await user.click(within(twoFactor).getByRole('button', { name: 'Set up' }));

    const setup = await within(twoFactor).findByRole('group', {
      name: 'Add this site to your authenticator app',
    });
    expect(within(setup).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(within(setup).getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      SETUP.qrCode,
    );
    expect(setup).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(within(setup).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(SETUP.secret);
    expect(await within(setup).findByText('Key copied.')).toBeInTheDocument();
    const code = within(setup).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('pattern', TOTP_CODE_PATTERN);

    await user.type(code, '111111');
    await user.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(await within(setup).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCode);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(setup).getByRole('button', { name: 'Turn on' }));
    const codes = await within(twoFactor).findByRole('group', { name: 'Your recovery codes' });
    expect(enable).toEqual([{ code: '111111' }, { code: '654321' }]);
    expect(within(codes).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(codes).toHaveTextContent('They are shown only now');

    await user.click(within(codes).getByRole('button', { name: 'Copy the recovery codes' }));
    expect(writeText).toHaveBeenLastCalledWith(RECOVERY_CODES.join('\n'));
    expect(await within(codes).findByText('Codes copied.')).toBeInTheDocument();

    let saved: Blob | null = null;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:recovery-codes';
    });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await user.click(within(codes).getByRole('button', { name: 'Download the recovery codes' }));
    expect(clicked).toEqual(['recovery-codes.txt']);
    const text = await saved!.text();
    expect(saved!.type).toMatch(/^text\/plain/);
    expect(text).toContain('Recovery codes of site-admin for Rawalpindi IT Website');
    expect(text.split('\n')).toEqual(expect.arrayContaining(RECOVERY_CODES));

    await user.click(within(codes).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    expect(twoFactor).toHaveTextContent('On since 6 Mar 2026, 10:00 (PKT).');
    expect(twoFactor).toHaveTextContent('Recovery codes left: 10');
    expect(within(twoFactor).getByText(/since 6 Mar/)).toHaveFocus();
  });

  it('tells when a set-up cannot start (the server’s words)', async () => {
    answerAccount();
    answerJson('post', '/api/auth/totp/setup', () =>
      errorAnswer(409, ACCOUNT_MESSAGES.totpAlreadyOn),
    );
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.totpAlreadyOn);
  });

  const ON = { enabled: true, enabledAt: '2026-03-01T04:00:00.000Z', recoveryCodesLeft: 2 };

  it('makes new recovery codes with a current code, shown once like the first', async () => {
    const state = answerAccount({ twoFactor: ON });
    const renewed = RECOVERY_CODES.map((code) => `new-${code}`);
    const sent = answerJson('post', '/api/auth/recovery-codes', () => {
      state.account = { ...state.account, twoFactor: { ...ON, recoveryCodesLeft: 10 } };
      return HttpResponse.json({ recoveryCodes: renewed });
    });
    const user = await open();
    const twoFactor = section('Two-factor authentication');
    expect(twoFactor).toHaveTextContent('On since 1 Mar 2026, 09:00 (PKT).');
    expect(twoFactor).toHaveTextContent(
      'Recovery codes left: 2 (make new ones before they run out)',
    );
    await user.click(within(twoFactor).getByRole('button', { name: 'Make new recovery codes' }));
    const code = within(twoFactor).getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.click(within(twoFactor).getByRole('button', { name: 'Make new codes' }));
    const codes = await within(twoFactor).findByRole('group', { name: 'Your recovery codes' });
    expect(sent).toEqual([{ code: '123456' }]);
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(codes).toHaveTextContent(renewed[0]!);
    await user.click(within(codes).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(twoFactor).toHaveTextContent('Recovery codes left: 10');
  });

  it('turns it off with the password and a code; a wrong password is said', async () => {
    const state = answerAccount({ twoFactor: ON });
    const sent = answerJson('post', '/api/auth/totp/disable', (body) => {
      if ((body as { password: string }).password !== 'the password')
        return errorAnswer(403, ACCOUNT_MESSAGES.wrongPassword);
      state.account = {
        ...state.account,
        twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      };
      return new HttpResponse(null, { status: 204 });
    });
    const user = await open();
    const twoFactor = section('Two-factor authentication');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    const password = within(twoFactor).getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.type(password, 'not it');
    await user.type(within(twoFactor).getByLabelText('Authentication or recovery code'), '123456');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoFactor).findByRole('alert')).toHaveTextContent(
      ACCOUNT_MESSAGES.wrongPassword,
    );
    await user.clear(password);
    await user.type(password, 'the password');
    // A recovery code is taken too (the app may be the thing that was lost).
    const code = within(twoFactor).getByLabelText('Authentication or recovery code');
    await user.clear(code);
    await user.type(code, 'abcde-fghjk');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    await waitFor(() => expect(twoFactor).toHaveTextContent(/Off\./));
    expect(within(twoFactor).getByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(sent).toEqual([
      { password: 'not it', code: '123456' },
      { password: 'the password', code: 'abcde-fghjk' },
    ]);
  });

  it('Cancel closes a form without asking the server', async () => {
    answerAccount({ twoFactor: ON });
    const user = await open();
    const twoFactor = section('Two-factor authentication');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    await user.click(within(twoFactor).getByRole('button', { name: 'Cancel' }));
    expect(within(twoFactor).queryByLabelText('Password')).toBeNull();
    expect(within(twoFactor).getByText(/since 1 Mar/)).toHaveFocus();
    expect(requests().sort()).toEqual(['GET /api/auth/account', 'GET /api/auth/sessions']);
  });
});

describe('/admin/security: passkeys', () => {
  it('lists each passkey: name, added, last used, synced', async () => {
    const used: PasskeyView = {
      id: 'pk2',
      name: 'Phone',
      createdAt: '2026-03-02T04:00:00.000Z',
      lastUsedAt: '2026-03-03T04:00:00.000Z',
      backedUp: false,
    };
    answerAccount({ passkeys: [PASSKEY, used] });
    await open();
    const items = within(section('Passkeys')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Laptop synced'),
      expect.stringContaining('Phone'),
    ]);
    expect(items[0]).toHaveTextContent('Added 1 Mar 2026, 09:00 (PKT); last used never');
    expect(items[1]).toHaveTextContent(
      'Added 2 Mar 2026, 09:00 (PKT); last used 3 Mar 2026, 09:00 (PKT)',
    );
    expect(items[1]).not.toHaveTextContent('synced');
  });

  it('removes a passkey after a confirmation; a refused confirmation sends nothing', async () => {
    const state = answerAccount();
    const removed = answerJson('delete', '/api/auth/passkeys/:id', (_body, params) => {
      state.account = { ...state.account, passkeys: [] };
      return new HttpResponse(params.id === 'pk1' ? null : 'x', { status: 204 });
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = await open();
    const passkeys = section('Passkeys');
    await user.click(within(passkeys).getByRole('button', { name: 'Remove the passkey Laptop' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('“Laptop”'));
    expect(removed).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(passkeys).getByRole('button', { name: 'Remove the passkey Laptop' }));
    expect(await screen.findByText('Passkey “Laptop” removed.')).toBeInTheDocument();
    expect(await within(passkeys).findByText('No passkeys yet.')).toBeInTheDocument();
    expect(requests()).toContain('DELETE /api/auth/passkeys/pk1');
  });

  it('a passkey removed meanwhile is said, and the list catches up', async () => {
    const state = answerAccount();
    answerJson('delete', '/api/auth/passkeys/:id', () => {
      state.account = { ...state.account, passkeys: [] };
      return errorAnswer(404, ACCOUNT_MESSAGES.passkeyNotFound);
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = await open();
    const passkeys = section('Passkeys');
    await user.click(within(passkeys).getByRole('button', { name: 'Remove the passkey Laptop' }));
    expect(await within(passkeys).findByRole('alert')).toHaveTextContent(
      ACCOUNT_MESSAGES.passkeyNotFound,
    );
    expect(await within(passkeys).findByText('No passkeys yet.')).toBeInTheDocument();
  });

  it('adds a passkey: a name, the server’s options, the browser’s prompt, its credential sent', async () => {
    const passkeys = stubPasskeys();
    passkeys.create.mockResolvedValue(ATTESTATION);
    const state = answerAccount();
    answerJson('post', '/api/auth/passkeys/options', () =>
      HttpResponse.json({ ceremony: 'ceremony-2', options: REGISTRATION_OPTIONS }),
    );
    const added: PasskeyView = {
      id: 'pk2',
      name: 'Security key',
      createdAt: '2026-03-06T04:00:00.000Z',
      lastUsedAt: null,
      backedUp: false,
    };
    const sent = answerJson('post', '/api/auth/passkeys', () => {
      state.account = { ...state.account, passkeys: [PASSKEY, added] };
      return HttpResponse.json(added, { status: 201 });
    });
    const user = await open();
    const section_ = section('Passkeys');
    const name = within(section_).getByLabelText('Name');
    expect(name).toHaveAttribute('maxLength', String(ACCOUNT_FIELDS.passkeyName.maxLength));
    expect(name).toBeRequired();
    await user.type(name, ' Security key ');
    await user.click(within(section_).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey “Security key” added.')).toBeInTheDocument();
    expect(sent).toEqual([
      { ceremony: 'ceremony-2', name: 'Security key', credential: ATTESTATION_JSON },
    ]);
    const publicKey = passkeys.create.mock.calls[0]![0].publicKey!;
    expect(new TextDecoder().decode(publicKey.challenge as ArrayBuffer)).toBe(
      'registration challenge',
    );
    expect(await within(section_).findByText('Security key')).toBeInTheDocument();
    expect(name).toHaveValue('');
  });

  it('a closed prompt is said in a sentence and adds nothing', async () => {
    stubPasskeys().create.mockRejectedValue(cancelled());
    answerAccount();
    answerJson('post', '/api/auth/passkeys/options', () =>
      HttpResponse.json({ ceremony: 'ceremony-2', options: REGISTRATION_OPTIONS }),
    );
    const user = await open();
    const passkeys = section('Passkeys');
    await user.type(within(passkeys).getByLabelText('Name'), 'Phone');
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(passkeys).findByRole('alert')).toHaveTextContent(
      PASSKEY_PROMPT_MESSAGES.cancelled,
    );
    expect(requests()).not.toContain('POST /api/auth/passkeys');
    expect(within(passkeys).getByLabelText('Name')).toHaveValue('Phone');
  });

  it('without WebAuthn the browser says it cannot make one', async () => {
    answerAccount();
    await open();
    expect(section('Passkeys')).toHaveTextContent('This browser cannot make passkeys');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});

describe('/admin/security: sessions', () => {
  it('lists each session: device, address, times in Pakistan, how, this device', async () => {
    answerAccount();
    await open();
    const table = within(section('Sessions')).getByRole('table', {
      name: 'Your sessions, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '203.0.113.5',
        '5 Mar 2026, 15:00 (PKT)',
        '5 Mar 2026, 16:30 (PKT)',
        'Password and authenticator code',
        'Sign out',
      ],
      ['198.51.100.7', '4 Mar 2026, 09:00 (PKT)', '4 Mar 2026, 10:00 (PKT)', 'Passkey', 'Sign out'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      'Firefox 140 on Linux This device',
    );
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Chrome 156 on Android$/);
  });

  it('signs out another session; the list is read again', async () => {
    const state = answerAccount();
    answerJson('delete', '/api/auth/sessions/:id', (_body, params) => {
      state.sessions = state.sessions.filter((session) => session.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    });
    const user = await open();
    const sessions = section('Sessions');
    await user.click(
      within(sessions).getByRole('button', {
        name: 'Sign out Chrome 156 on Android, signed in 4 Mar 2026, 09:00 (PKT)',
      }),
    );
    expect(await screen.findByText('Signed out: Chrome 156 on Android.')).toBeInTheDocument();
    await waitFor(() => expect(within(sessions).getAllByRole('row')).toHaveLength(2));
    expect(requests()).toContain('DELETE /api/auth/sessions/s2-other-session');
    expect(
      within(sessions).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('a session ended meanwhile is said', async () => {
    answerAccount();
    answerJson('delete', '/api/auth/sessions/:id', () =>
      errorAnswer(404, ACCOUNT_MESSAGES.sessionNotFound),
    );
    const user = await open();
    const sessions = section('Sessions');
    await user.click(within(sessions).getByRole('button', { name: /^Sign out Chrome/ }));
    expect(await within(sessions).findByRole('alert')).toHaveTextContent(
      ACCOUNT_MESSAGES.sessionNotFound,
    );
  });

  it('signs out all other sessions at once', async () => {
    const state = answerAccount({}, [
      ...SESSIONS,
      { ...SESSIONS[1]!, id: 's3', device: 'Safari 20 on iOS' },
    ]);
    answerJson('post', '/api/auth/sessions/sign-out-others', () => {
      state.sessions = state.sessions.filter((session) => session.current);
      return HttpResponse.json({ signedOut: 2 });
    });
    const user = await open();
    const sessions = section('Sessions');
    await user.click(within(sessions).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('2 other sessions were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(sessions).getAllByRole('row')).toHaveLength(2));
    expect(within(sessions).getByRole('rowheader')).toHaveTextContent('This device');
  });

  it('signing out this device’s session is a logout', async () => {
    answerAccount();
    answerJson('delete', '/api/auth/sessions/:id', () => new HttpResponse(null, { status: 204 }));
    answerJson('delete', '/api/auth/preview-cookie', () => new HttpResponse(null, { status: 204 }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Sign out this device' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(requests()).toEqual(
      expect.arrayContaining([
        'DELETE /api/auth/preview-cookie',
        'DELETE /api/auth/sessions/s1-current-session',
      ]),
    );
    expect(requests()).not.toContain('POST /api/auth/logout');
  });
});
