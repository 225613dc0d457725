import type { AuditAction, AuditOutcome, SecondFactorMethod, SignInMethod } from '@site/contract';

/**
 * The account API's shapes (issue 16, /api/auth/… and /api/admin/audit), each named as the
 * OpenAPI schema the bff publishes, until @site/contract exports them as generated types.
 */

/** WebAuthn JSON passed through untouched: @simplewebauthn/server's options to the browser, and
 * @simplewebauthn/browser's answer back to the server. */
type WebAuthnJson = { [name: string]: unknown };

/** The challenge of a login's second step. */
export type SecondFactorChallenge = {
  challenge: string;
  methods: SecondFactorMethod[];
  expiresAt: string;
};

/** POST /api/auth/login: a token, or, with two-factor authentication on, the second step. */
export type LoginResult = {
  token?: string;
  secondFactor?: SecondFactorChallenge;
};

/** The body of POST /api/auth/login/second-factor. */
export type SecondFactorLogin = { challenge: string; code: string };

/** POST /api/auth/passkey/options. */
export type PasskeyLoginOptions = { ceremony: string; options: WebAuthnJson };

/** The body of POST /api/auth/passkey/login. */
export type PasskeyLogin = { ceremony: string; credential: WebAuthnJson };

export type TwoFactorView = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
};

export type PasskeyView = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider (another device may hold it too). */
  backedUp: boolean;
};

/** GET /api/auth/account. */
export type AccountView = {
  username: string;
  passwordChangedAt: string;
  twoFactor: TwoFactorView;
  passkeys: PasskeyView[];
};

/** The body of PUT /api/auth/password. */
export type PasswordChange = { currentPassword: string; newPassword: string };

/** POST /api/auth/totp/setup: the key waiting for its first code. */
export type TotpSetup = {
  /** The manual key (base32). */
  secret: string;
  /** The otpauth:// URI. */
  uri: string;
  /** A data: URL of the URI's QR code (SVG). */
  qrCode: string;
};

/** The body of POST /api/auth/totp/enable and POST /api/auth/recovery-codes. */
export type TotpCode = { code: string };

/** The body of POST /api/auth/totp/disable. */
export type TotpDisable = { password: string; code: string };

/** A new set of recovery codes, shown once. */
export type RecoveryCodes = { recoveryCodes: string[] };

/** POST /api/auth/passkeys/options. */
export type PasskeyRegistrationOptions = { ceremony: string; options: WebAuthnJson };

/** The body of POST /api/auth/passkeys. */
export type NewPasskey = { ceremony: string; name: string; credential: WebAuthnJson };

/** GET /api/auth/sessions, newest first. */
export type SessionView = {
  id: string;
  /** Such as "Chrome 156 on Linux". */
  device: string;
  ipAddress: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session making the call. */
  current: boolean;
  signedInWith: SignInMethod;
};

/** POST /api/auth/sessions/sign-out-others. */
export type SignedOut = { signedOut: number };

export type AuditEventView = {
  id: string;
  at: string;
  action: AuditAction;
  outcome: AuditOutcome;
  ipAddress: string | null;
  sessionId: string | null;
  /** Such as a post's title or a message's sender. */
  subject: string | null;
  /** Such as "wrong code". */
  detail: string | null;
};

/** GET /api/admin/audit, newest first. */
export type AuditPage = {
  items: AuditEventView[];
  total: number;
  page: number;
  pageSize: number;
};

/** The query parameters of GET /api/admin/audit (days are YYYY-MM-DD in Pakistan, inclusive). */
export type AuditListParams = {
  page?: number;
  action?: AuditAction;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
};
