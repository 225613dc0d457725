import { createHmac } from 'node:crypto';

/** The administrator every test bff provisions (ADMIN_USERNAME, ADMIN_PASSWORD). */
export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };

/** The HS256 secret every test bff signs its tokens with (JWT_SECRET). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** The environment that gives a bff the test administrator and the test secret. */
export const TEST_CREDENTIALS_ENV: Record<string, string> = {
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  JWT_SECRET: TEST_JWT_SECRET,
};

/** One part of a JWT: the value as JSON, base64url-encoded. */
export function encodeTokenPart(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export interface ForgeOptions {
  /** The HMAC-SHA256 key (default: TEST_JWT_SECRET). */
  secret?: string;
  header?: Record<string, unknown>;
  /** Used as is instead of the computed signature. */
  signature?: string;
}

/** A JWT built by hand, so tests can make what a library would refuse to sign. */
export function forgeToken(payload: Record<string, unknown>, options: ForgeOptions = {}): string {
  const header = encodeTokenPart(options.header ?? { alg: 'HS256', typ: 'JWT' });
  const body = encodeTokenPart(payload);
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? TEST_JWT_SECRET)
      .update(`${header}.${body}`)
      .digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** The claims of a JWT (its middle part), unverified. */
export function decodeToken(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A copy of a real token with some claims changed (e.g. an `exp` in the past), signed again. */
export function resignToken(token: string, claims: Record<string, unknown>): string {
  const header = JSON.parse(
    Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  return forgeToken({ ...decodeToken(token), ...claims }, { header });
}
