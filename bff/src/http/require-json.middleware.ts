import { UnsupportedMediaTypeException } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** For routes that take a JSON body: any other type is 415, including the URL-encoded and
 * text/plain bodies a form on another site can send without a CORS preflight. */
export function requireJson(request: Request, _response: Response, next: NextFunction): void {
  if (request.is('application/json') === 'application/json') {
    next();
    return;
  }
  next(new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE));
}
