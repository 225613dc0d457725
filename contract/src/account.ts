/**
 * The admin account's rules: passwords, the second factor, passkeys, sessions and the audit log.
 * No dependencies: this file runs in Node and in the browser.
 */

/** A password the admin chooses (in the admin area or with `make admin-password`). */
export const PASSWORD_RULES = {
  minLength: 12,
  maxLength: 200,
} as const;

/** TOTP as every authenticator app reads it (RFC 6238): SHA-1, 6 digits, 30 seconds; a code of
 * the step before or after is accepted too (clocks drift). */
export const TOTP = {
  digits: 6,
  periodSeconds: 30,
  window: 1,
  /** The name the authenticator app shows beside the account. */
  issuer: 'Rawalpindi IT Website',
} as const;

/** A code of the second step as typed: six digits (spaces allowed between them). */
export const TOTP_CODE_PATTERN = '^\\s*(?:\\d\\s*){6}$';

export const RECOVERY_CODES = {
  /** How many codes one set holds; each works once. */
  count: 10,
  /** The characters of a code, before the hyphen is added in the middle (xxxxx-xxxxx). */
  length: 10,
} as const;

/** How the admin proved who they are when a session began. */
export const SIGN_IN_METHODS = [
  'password',
  'password+totp',
  'password+recovery-code',
  'passkey',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** What the second step of a login accepts. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const ACCOUNT = {
  /** How long the second step of a login may take after the password (seconds). */
  secondFactorSeconds: 300,
  /** How long a passkey prompt may take (seconds). */
  passkeySeconds: 300,
  /** A session's last-seen time is written at most this often (seconds). */
  lastSeenEverySeconds: 60,
  /** A token issued up to this long ahead of the server's clock is still accepted (seconds). */
  clockSkewSeconds: 5,
} as const;

/** The messages of the login's second step and of the account page. */
export const ACCOUNT_MESSAGES = {
  wrongCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  usedCode: 'That code was already used. Wait for the next code in your authenticator app.',
  usedRecoveryCode: 'That recovery code was already used: each one works once.',
  secondStepExpired: 'The login took too long. Please enter your username and password again.',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered for this site. Log in with your password.',
  passkeyExpired: 'The passkey prompt took too long. Please try again.',
  wrongPassword: 'The current password is not right.',
  passwordTooShort: `The new password must be at least ${PASSWORD_RULES.minLength} characters.`,
  passwordTooLong: `The new password must be at most ${PASSWORD_RULES.maxLength} characters.`,
  passwordCommon:
    'This password is common or leaked, or made of common words, names and patterns, so it would be guessed early. Choose another one.',
  passwordUnchanged: 'The new password must differ from the current one.',
  totpAlreadyOn: 'Two-factor authentication is already on. Turn it off first to set it up again.',
  totpNotStarted: 'No set-up is waiting for its first code. Start the set-up again.',
  totpOff: 'Two-factor authentication is off.',
  sessionNotFound: 'Session not found: it has ended already.',
  passkeyNotFound: 'Passkey not found.',
} as const;

/** What the audit log records. */
export const AUDIT_ACTIONS = {
  'login.password': 'Login with the password',
  'login.second-factor': 'Login: second step',
  'login.passkey': 'Login with a passkey',
  'login.lockout': 'Login locked out',
  logout: 'Logout',
  'password.change': 'Password changed',
  'password.reset': 'Password reset on the server',
  'totp.enable': 'Two-factor authentication turned on',
  'totp.disable': 'Two-factor authentication turned off',
  'second-factor.reset': 'Second factor reset on the server',
  'recovery-codes.renew': 'New recovery codes',
  'passkey.add': 'Passkey added',
  'passkey.remove': 'Passkey removed',
  'session.revoke': 'Session signed out',
  'session.revoke-others': 'Other sessions signed out',
  'post.create': 'Post created',
  'post.update': 'Post updated',
  'post.publish': 'Post published',
  'post.delete': 'Post moved to the trash',
  'post.restore': 'Post restored from the trash',
  'post.purge': 'Post deleted for good',
  'message.delete': 'Message deleted',
  'messages.export': 'Messages exported',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT = {
  /** The audit log's page size. */
  pageSize: 50,
  /** The highest page number asked for. */
  maxPage: 10_000,
  /** The default of AUDIT_RETENTION_DAYS, and the floor no setting may go below: the database
   * refuses to delete an audit row younger than `minRetentionDays`. */
  retentionDays: 365,
  minRetentionDays: 30,
} as const;
