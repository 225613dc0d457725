import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` (base32), `steps` 30-second steps from now:
 * what a test types at the second step. */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}
