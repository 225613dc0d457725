import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { ACCOUNT_MESSAGES, PASSWORD_RULES, TOTP } from '@site/contract';
import { isCommonInWorker } from './password-check/check-in-worker.js';

/**
 * argon2id at the least memory of OWASP's equally strong settings (7 MiB, 5 passes, 1 lane; the
 * first of them, 19 MiB and 2 passes, takes about as long): each hash is memory the bff holds
 * while it runs, 7 MiB instead of 19 at every login and start. A hash keeps its own parameters,
 * so older hashes still verify, and a login with one stores the password's hash anew.
 */
const PARAMETERS = {
  type: argon2.argon2id,
  memoryCost: 7_168,
  timeCost: 5,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMETERS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

/** Whether a hash was made with other parameters than hashPassword's (made before a change). */
export function hashIsOutdated(hash: string): boolean {
  return argon2.needsRehash(hash, PARAMETERS);
}

/** 24 URL-safe characters, 144 bits: for the first-boot and reset passwords. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * What is wrong with a password the admin chooses, as the message to show; null when it may be
 * used: PASSWORD_RULES' length, and not common or leaked (nor made of such passwords, the
 * username or the site's name). The list is checked in a process of its own (about 0.3 s), as
 * a password is chosen rarely and the list takes 35 MB.
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < PASSWORD_RULES.minLength) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_RULES.maxLength) return ACCOUNT_MESSAGES.passwordTooLong;
  const common = await isCommonInWorker({ password, userInputs: [username, TOTP.issuer] });
  return common ? ACCOUNT_MESSAGES.passwordCommon : null;
}
