import { UnsupportedMediaTypeException } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * For routes that take a JSON body: anything else is 415. Without it a URL-encoded or
 * text/plain body (what a plain HTML form on any other site can send, no CORS preflight) was
 * parsed or silently dropped, and answered as if the fields were missing.
 */
export function requireJson(request: Request, _response: Response, next: NextFunction): void {
  if (request.is('application/json') === 'application/json') {
    next();
    return;
  }
  next(new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE));
}
