import { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { type AppConfig } from '../config/app-config.js';

export const CONTACT_RATE_LIMIT_MESSAGE =
  'Too many messages from your address. Please wait a few minutes and try again.';

/** Contact messages per client address (req.ip, so behind nginx the forwarded address) per
 * window. A limit of 0 switches it off (benchmarks). Counts are per process for now. */
export function contactRateLimit({
  limit,
  windowSeconds,
}: AppConfig['contactRateLimit']): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    skip: () => limit === 0,
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
}
