import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), so a login fits the
 * bff's 200 MB memory budget. A hash keeps its own parameters, so older hashes still verify.
 */
const PARAMETERS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMETERS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

/** 24 URL-safe characters, 144 bits: for the first-boot and reset passwords. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
