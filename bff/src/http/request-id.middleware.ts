import { randomUUID } from 'node:crypto';
import { type NextFunction, type Request, type Response } from 'express';

const requestIds = new WeakMap<Request, string>();
const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Gives every request an id (nginx's X-Request-Id when it is sane), echoed in the answer and
 * written with every logged error, so a user's report can be matched to the log. */
export function requestIdMiddleware(
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const offered = request.headers['x-request-id'];
  const id = typeof offered === 'string' && SAFE_ID.test(offered) ? offered : randomUUID();
  requestIds.set(request, id);
  response.setHeader('X-Request-Id', id);
  next();
}

export function requestIdOf(request: Request): string {
  return requestIds.get(request) ?? 'unknown';
}
