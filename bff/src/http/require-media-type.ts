import {
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { type Observable } from 'rxjs';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const MULTIPART_ONLY_MESSAGE =
  'Send the post as a form (Content-Type: multipart/form-data).';

/** A route's body has one media type: any other is 415, including the URL-encoded and
 * text/plain bodies a form on another site can send without a CORS preflight. */
function mediaTypeError(request: Request, type: string, message: string) {
  return request.is(type) === type ? undefined : new UnsupportedMediaTypeException(message);
}

/** For the public JSON routes, before anything else reads the request. */
export function requireJson(request: Request, _response: Response, next: NextFunction): void {
  next(mediaTypeError(request, 'application/json', JSON_ONLY_MESSAGE));
}

/** For the admin's routes with a body: an interceptor, so it runs after the auth guard (no
 * token is 401 whatever the body) and before multer reads a form. */
class RequireMediaType implements NestInterceptor {
  constructor(
    private readonly type: string,
    private readonly message: string,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const error = mediaTypeError(
      context.switchToHttp().getRequest<Request>(),
      this.type,
      this.message,
    );
    if (error) throw error;
    return next.handle();
  }
}

export const RequireMultipart = new RequireMediaType('multipart/form-data', MULTIPART_ONLY_MESSAGE);
export const RequireJsonBody = new RequireMediaType('application/json', JSON_ONLY_MESSAGE);
