import { type HttpError } from './http-error.js';

export const DATABASE_UNAVAILABLE: HttpError = {
  status: 503,
  message: 'The database is unavailable. Please try again in a moment.',
};

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '57014',
]);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Query read timeout|is not queryable/;

/** PostgreSQL unreachable, restarting, not answering in time (the pool's connect timeout, pg's
 * query_timeout) or cancelling a slow statement (57014): errors the caller may simply retry.
 * TypeORM and pg wrap the driver's error, so up to four levels of causes are read. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ??
      (current as { cause?: unknown }).cause;
  }
  return false;
}
