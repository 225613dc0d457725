import { HttpException, PayloadTooLargeException } from '@nestjs/common';
import { IMAGE_TOO_LARGE_MESSAGE } from '@site/contract';
import { type HttpError } from './http-error.js';

/**
 * Failures of reading the request before any route runs, in words: the JSON body parser,
 * decompression, the multipart reader (multer and busboy) and the URL's percent-encoding.
 * Nest wraps them in an HttpException with the original error as its cause. Anything else:
 * undefined.
 */
export function fromTransportError(exception: unknown): HttpError | undefined {
  if (exception instanceof PayloadTooLargeException) {
    // Multer stops an oversized upload before the blog module sees it; say what the module says.
    return { status: 413, message: IMAGE_TOO_LARGE_MESSAGE };
  }
  if (exception instanceof HttpException) {
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
    return undefined;
  }
  if (isBodyParserError(exception)) return fromBodyParserError(exception);
  return undefined;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
  'encoding.unsupported': 'The request body has an unsupported encoding.',
  'charset.unsupported': 'The request body must be UTF-8.',
  'request.aborted': 'The request was aborted before its body arrived.',
  'request.size.invalid': 'The request body is shorter or longer than its Content-Length.',
};

type BodyParserError = { status: number; type: string; message: string };

function fromBodyParserError(error: BodyParserError): HttpError {
  return { status: error.status, message: BODY_PARSER_MESSAGES[error.type] ?? error.message };
}

/** body-parser's errors (malformed JSON, a body over the limit) carry a 4xx status and a type. */
function isBodyParserError(error: unknown): error is BodyParserError {
  const candidate = error as { status?: unknown; type?: unknown };
  return (
    typeof candidate?.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    typeof candidate.type === 'string'
  );
}

/** A body sent with `Content-Encoding: gzip` (or deflate, br) that does not decompress: zlib's
 * error, which body-parser passes on without a `type`. */
function isDecompressionError(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && code.startsWith('Z_');
}

const MALFORMED_FORM =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file))/;

/** multer's and busboy's failures, in the words of the form. */
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
  if (typeof message === 'string' && MALFORMED_FORM.test(message)) {
    return bad('The form data is incomplete or malformed.');
  }
  return undefined;
}
