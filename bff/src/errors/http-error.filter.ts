import { STATUS_CODES } from 'node:http';
import { inspect } from 'node:util';
import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  PayloadTooLargeException,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { IMAGE_TOO_LARGE_MESSAGE } from '@site/blog';
import { DomainError, type DomainErrorCode } from '@site/common';
import { requestIdOf } from '../http/request-id.middleware.js';

interface HttpError {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

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
      this.logger.error(
        `${request.method} ${request.originalUrl} failed [request ${requestIdOf(request)}]: ${error}${cause}`,
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

export function toHttpError(exception: unknown): HttpError | undefined {
  if (exception instanceof DomainError) return fromDomainError(exception);
  if (exception instanceof PayloadTooLargeException) {
    // Multer stops an oversized upload before the blog module sees it; say what the module says.
    return { status: 413, message: IMAGE_TOO_LARGE_MESSAGE };
  }
  if (exception instanceof HttpException) {
    // Express's body parsers fail before any route; Nest wraps their errors with the cause.
    const cause: unknown = exception.cause;
    if (isBodyParserError(cause)) return fromBodyParserError(cause);
    if (isDecompressionError(cause)) {
      return { status: 400, message: 'The request body could not be decompressed.' };
    }
    const upload = exception.getStatus() === 400 ? fromUploadError(cause) : undefined;
    if (upload) return upload;
    if (cause instanceof URIError) {
      return { status: 400, message: 'The address contains an invalid percent-encoding.' };
    }
    return { status: exception.getStatus(), message: messageOf(exception.getResponse()) };
  }
  if (isBodyParserError(exception)) return fromBodyParserError(exception);
  if (isDatabaseUnavailable(exception)) {
    return { status: 503, message: 'The database is unavailable. Please try again in a moment.' };
  }
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
      return 404;
    case 'SLUG_TAKEN':
      return 409;
    case 'IMAGE_TOO_LARGE':
      return 413;
    case 'IMAGE_TYPE_NOT_ALLOWED':
      return 415;
    case 'INVALID_CREDENTIALS':
    case 'INVALID_TOKEN':
      return 401;
    case 'LOGIN_LOCKED':
      return 429;
    case 'STORAGE_UNAVAILABLE':
      return 503;
  }
}

function messageOf(body: string | object): string {
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join(' ');
  return typeof message === 'string' ? message : 'Request failed';
}

function fromBodyParserError(error: BodyParserError): HttpError {
  const messages: Record<string, string> = {
    'entity.too.large': 'The request body is too large.',
    'entity.parse.failed': 'The request body is not valid JSON.',
    'encoding.unsupported': 'The request body has an unsupported encoding.',
    'charset.unsupported': 'The request body must be UTF-8.',
    'request.aborted': 'The request was aborted before its body arrived.',
    'request.size.invalid': 'The request body is shorter or longer than its Content-Length.',
  };
  return { status: error.status, message: messages[error.type] ?? error.message };
}

type BodyParserError = { status: number; type: string; message: string };

/** Errors from Express's body parsers (malformed JSON, a body over the limit) carry a 4xx status. */
function isBodyParserError(error: unknown): error is BodyParserError {
  const candidate = error as { status?: unknown; type?: unknown };
  return (
    typeof candidate?.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    typeof candidate.type === 'string'
  );
}

/** multer's and busboy's failures (Nest keeps them as the cause), in the words of the form. */
function fromUploadError(cause: unknown): HttpError | undefined {
  const { code, field, message } = (cause ?? {}) as {
    code?: unknown;
    field?: unknown;
    message?: unknown;
  };
  const bad = (text: string): HttpError => ({ status: 400, message: text });
  switch (code) {
    case 'LIMIT_FILE_COUNT':
      return bad('Send at most one image.');
    case 'LIMIT_UNEXPECTED_FILE':
      return bad(
        `Unexpected file field ${JSON.stringify(typeof field === 'string' ? field : '')}: send the image as "image".`,
      );
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return bad('The form has too many fields.');
    case 'LIMIT_FIELD_VALUE':
      return bad('A form field is too long.');
    case 'LIMIT_FIELD_KEY':
    case 'MISSING_FIELD_NAME':
    case 'INVALID_FIELD_NAME':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
      return bad('The form has a field with an invalid name.');
  }
  if (
    typeof message === 'string' &&
    /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file))/.test(
      message,
    )
  ) {
    return bad('The form data is incomplete or malformed.');
  }
  return undefined;
}

/** A body sent with `Content-Encoding: gzip` (or deflate, br) that does not decompress: zlib's
 * error, wrapped by body-parser without a `type`. */
function isDecompressionError(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && code.startsWith('Z_');
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '57014',
]);

/** PostgreSQL unreachable, restarting, not answering (the pool's connect timeout, pg's
 * query_timeout: "Query read timeout" was a 500), or cancelling a statement for taking too
 * long (57014): the caller may simply retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Query read timeout|is not queryable/.test(
        message,
      )
    ) {
      return true;
    }
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ??
      (current as { cause?: unknown }).cause;
  }
  return false;
}
