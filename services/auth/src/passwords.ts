import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The library's
 * default (64 MiB, 3 passes, 4 lanes) made every hash, and every login, take 64 MiB at once,
 * which alone pushed the bff's peak memory past its 200 MB budget. Existing hashes keep
 * their own parameters (they are stored in the hash) and still verify.
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
