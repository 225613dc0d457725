import { STATUS_CODES } from 'node:http';
import { inspect } from 'node:util';
import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { DomainError, type DomainErrorCode } from '@site/common';
import { requestIdOf } from '../http/request-id.middleware.js';
import { routeOf } from '../http/route-label.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-errors.js';
import { type HttpError, MovedPermanently } from './http-error.js';
import { fromTransportError } from './transport-errors.js';

/**
 * The one place errors become HTTP answers, all shaped `{statusCode, message, error}`.
 * Anything not recognised is logged with the request id and answered as a bare 500.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const known = toHttpError(exception);
    const { status, message, headers } = known ?? {
      status: 500,
      message: 'Internal server error',
    };
    if (!known || status === 503) {
      const error =
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      const cause =
        exception instanceof Error && exception.cause
          ? ` (cause: ${inspect(exception.cause)})`
          : '';
      // The route pattern, not the URL: no ids, share-link tokens or search text in the log.
      this.logger.error(
        `${request.method} ${routeOf(request)} failed [request ${requestIdOf(request)}]: ${error}${cause}`,
      );
    }
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response
      .status(status)
      .set(headers ?? {})
      .json({ statusCode: status, message, error: STATUS_CODES[status] ?? 'Error' });
  }
}

/** The answer for an error: the services' DomainError, a failure of reading the request, an
 * HttpException, an unavailable database; undefined for anything else (a 500). */
export function toHttpError(exception: unknown): HttpError | undefined {
  if (exception instanceof DomainError) return fromDomainError(exception);
  if (exception instanceof MovedPermanently) {
    return { status: 301, message: exception.message, headers: { Location: exception.location } };
  }
  const transport = fromTransportError(exception);
  if (transport) return transport;
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), message: messageOf(exception.getResponse()) };
  }
  if (isDatabaseUnavailable(exception)) return DATABASE_UNAVAILABLE;
  return undefined;
}

function fromDomainError(error: DomainError): HttpError {
  const status = statusOf(error.code);
  const headers =
    error.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(error.retryAfterSeconds) }
      : undefined;
  return { status, message: error.message, headers };
}

function statusOf(code: DomainErrorCode): number {
  switch (code) {
    case 'POST_NOT_FOUND':
    case 'SESSION_NOT_FOUND':
    case 'PASSKEY_NOT_FOUND':
    case 'REVISION_NOT_FOUND':
    case 'PREVIEW_LINK_NOT_FOUND':
      return 404;
    case 'POST_INVALID':
    case 'VERIFICATION_FAILED':
    case 'PASSWORD_REJECTED':
      return 400;
    case 'WRONG_PASSWORD':
      return 403;
    case 'SLUG_TAKEN':
    case 'POST_EDITED_ELSEWHERE':
    case 'POST_IN_TRASH':
    case 'POST_NOT_IN_TRASH':
    case 'TWO_FACTOR_STATE':
      return 409;
    case 'IMAGE_TOO_LARGE':
    case 'IMAGE_TOO_MANY_PIXELS':
      return 413;
    case 'IMAGE_TYPE_NOT_ALLOWED':
      return 415;
    case 'IMAGE_UNREADABLE':
      return 422;
    case 'INVALID_CREDENTIALS':
    case 'INVALID_TOKEN':
    case 'SECOND_FACTOR_REJECTED':
      return 401;
    case 'LOGIN_LOCKED':
      return 429;
    case 'STORAGE_UNAVAILABLE':
      return 503;
  }
}

/** An HttpException's message; the ValidationPipe's list of messages joined into one text. */
function messageOf(body: string | object): string {
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join(' ');
  return typeof message === 'string' ? message : 'Request failed';
}
