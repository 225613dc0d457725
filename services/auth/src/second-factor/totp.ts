import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP } from '@site/contract';

/** A new TOTP key: 160 random bits (RFC 4226's recommended length), base32 as apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, username: string): Totp {
  return new Totp({
    issuer: TOTP.issuer,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The QR code of `uri` as an SVG data URL, drawn here (no third-party service sees the key). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  // Loaded here, when the admin turns two-factor on: no other request needs it.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step (30-second counter) a code matches within ±TOTP.window steps of `now`, or
 * null. Spaces in the code are ignored. */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP.digits}}$`).test(token)) return null;
  const delta = Totp.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    timestamp: now,
    window: TOTP.window,
  });
  if (delta === null) return null;
  return Totp.counter({ period: TOTP.periodSeconds, timestamp: now }) + delta;
}
