import { apiRequest } from '../../../lib/api.js';
import type {
  AccountView,
  NewPasskey,
  PasskeyRegistrationOptions,
  PasskeyView,
  PasswordChange,
  RecoveryCodes,
  SessionView,
  SignedOut,
  TotpCode,
  TotpDisable,
  TotpSetup,
} from '@site/contract';

/** The admin's own account (/api/auth/…): each call sends the bearer token, so a 401 ends the
 * session. */

const post = <T>(path: string, json?: unknown) =>
  apiRequest<T>(path, { method: 'POST', auth: true, ...(json === undefined ? {} : { json }) });

const remove = (path: string) => apiRequest<void>(path, { method: 'DELETE', auth: true });

export const readAccount = () => apiRequest<AccountView>('/api/auth/account', { auth: true });

/** Every other session is signed out; this one stays. */
export const changePassword = (body: PasswordChange) =>
  apiRequest<void>('/api/auth/password', { method: 'PUT', json: body, auth: true });

/** A new key waiting for its first code (it replaces one already waiting). */
export const startTotpSetup = () => post<TotpSetup>('/api/auth/totp/setup');

/** Turns two-factor authentication on with the first code: the recovery codes, shown once. */
export const enableTotp = (body: TotpCode) => post<RecoveryCodes>('/api/auth/totp/enable', body);

/** Turns it off; the recovery codes go too. */
export const disableTotp = (body: TotpDisable) => post<void>('/api/auth/totp/disable', body);

/** A new set of recovery codes: the old ones stop working. */
export const renewRecoveryCodes = (body: TotpCode) =>
  post<RecoveryCodes>('/api/auth/recovery-codes', body);

export const passkeyRegistrationOptions = () =>
  post<PasskeyRegistrationOptions>('/api/auth/passkeys/options');

export const addPasskey = (body: NewPasskey) => post<PasskeyView>('/api/auth/passkeys', body);

export const removePasskey = (id: string) => remove(`/api/auth/passkeys/${encodeURIComponent(id)}`);

/** Newest first; `current` is the session making the call. */
export const listSessions = () => apiRequest<SessionView[]>('/api/auth/sessions', { auth: true });

/** Signing out the current session is a logout. */
export const signOutSession = (id: string) =>
  remove(`/api/auth/sessions/${encodeURIComponent(id)}`);

export const signOutOtherSessions = () => post<SignedOut>('/api/auth/sessions/sign-out-others');
