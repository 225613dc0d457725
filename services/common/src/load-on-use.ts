import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start, for packages only some settings or
 * rare requests need (the S3 SDK, nodemailer, passkeys, QR codes, pretty logs): each holds
 * megabytes of heap a bff without them never gets back.
 */
export function loadOnUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
