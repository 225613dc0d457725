import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODES } from '@site/contract';

/** Lower-case letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A set of new codes, as shown once (xxxxx-xxxxx), with the hashes that are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES.count }, () => {
    const raw = Array.from(
      { length: RECOVERY_CODES.length },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join('');
    const half = RECOVERY_CODES.length / 2;
    return `${raw.slice(0, half)}-${raw.slice(half)}`;
  });
  return { codes, hashes: codes.map((code) => hashRecoveryCode(normalRecoveryCode(code)!)) };
}

/** A code as typed (any case, spaces, the hyphen) in its stored form; null when it cannot be a
 * recovery code. */
export function normalRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  return code.length === RECOVERY_CODES.length && [...code].every((c) => ALPHABET.includes(c))
    ? code
    : null;
}

/** SHA-256: the codes are 50 random bits, so a fast hash does not make them guessable. */
export function hashRecoveryCode(normalCode: string): string {
  return createHash('sha256').update(normalCode).digest('hex');
}
