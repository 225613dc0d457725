import { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { type AppConfig } from '../config/app-config.js';

export const CONTACT_RATE_LIMIT_MESSAGE =
  'Too many messages from your address. Please wait a few minutes and try again.';

/**
 * The contact form's two limits per client address (req.ip, so behind nginx the forwarded
 * address) per window, both answered 429 with Retry-After: every attempt, refused ones included
 * (`attemptLimit`, which keeps bots in check); then accepted messages only (`limit`: a request
 * answered 4xx or 5xx gives its count back, so mistyped forms do not use up a visitor's
 * messages). A limit of 0 switches it off (benchmarks). Counts are per process.
 */
export function contactRateLimits({
  limit,
  attemptLimit,
  windowSeconds,
}: AppConfig['contactRateLimit']): RequestHandler[] {
  const limiter = (max: number, skipFailedRequests: boolean) =>
    rateLimit({
      windowMs: windowSeconds * 1000,
      limit: max,
      skip: () => max === 0,
      skipFailedRequests,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_request, response, _next, options) => {
        response.status(options.statusCode).set('Retry-After', String(windowSeconds)).json({
          statusCode: options.statusCode,
          message: CONTACT_RATE_LIMIT_MESSAGE,
          error: 'Too Many Requests',
        });
      },
    });
  return [limiter(attemptLimit, false), limiter(limit, true)];
}
