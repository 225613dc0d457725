import { UnsupportedMediaTypeException } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const MULTIPART_ONLY_MESSAGE =
  'Send the post as a form (Content-Type: multipart/form-data).';

/** A route's body has one media type: any other is 415, including the URL-encoded and
 * text/plain bodies a form on another site can send without a CORS preflight. */
function requireMediaType(type: string, message: string) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    next(request.is(type) === type ? undefined : new UnsupportedMediaTypeException(message));
  };
}

export const requireJson = requireMediaType('application/json', JSON_ONLY_MESSAGE);
export const requireMultipart = requireMediaType('multipart/form-data', MULTIPART_ONLY_MESSAGE);
