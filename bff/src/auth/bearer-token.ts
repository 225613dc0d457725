import { type Request } from 'express';

/** `Authorization: Bearer <JWT>` exactly: the scheme (any case), one space, three base64url
 * parts, nothing before or after. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** The request's bearer token, or null when the header is missing or has anything else in it
 * (`Bearer <token> trailing-junk` included). */
export function bearerToken(request: Request): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}
