import { describe, expect, it, jest } from '@jest/globals';
import { type ArgumentsHost, BadRequestException, HttpException, Logger } from '@nestjs/common';
import { DomainError, type DomainErrorCode } from '@site/common';
import { isDatabaseUnavailable } from './database-errors.js';
import { HttpErrorFilter, toHttpError } from './http-error.filter.js';

function fakeHost() {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    set(headers: Record<string, string>) {
      sent.headers = headers;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const request = { method: 'GET', originalUrl: '/api/blogs?q=x', route: { path: '/api/blogs' } };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('HttpErrorFilter', () => {
  it('answers an unexpected error with a bare 500 and logs it with the request id', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent } = fakeHost();
    new HttpErrorFilter().catch(new Error('column "secret" does not exist'), host);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).toMatch(/GET \/api\/blogs failed \[request .+\]: Error: column "secret"/);
    // The route pattern, never the URL with its query string.
    expect(line).not.toContain('q=x');
    logged.mockRestore();
  });

  it('keeps the message of an HTTP exception and joins validation messages', () => {
    const { host, sent } = fakeHost();
    new HttpErrorFilter().catch(
      new BadRequestException(['Name is required.', 'Email is required.']),
      host,
    );
    expect(sent.body).toEqual({
      statusCode: 400,
      message: 'Name is required. Email is required.',
      error: 'Bad Request',
    });
  });

  it('sends Retry-After with a login lockout', () => {
    const { host, sent } = fakeHost();
    new HttpErrorFilter().catch(new DomainError('LOGIN_LOCKED', 'Wait.', 42), host);
    expect(sent.status).toBe(429);
    expect(sent.headers).toEqual({ 'Retry-After': '42' });
  });
});

describe('toHttpError', () => {
  it.each<[DomainErrorCode, number]>([
    ['POST_NOT_FOUND', 404],
    ['REVISION_NOT_FOUND', 404],
    ['PREVIEW_LINK_NOT_FOUND', 404],
    ['POST_INVALID', 400],
    ['SLUG_TAKEN', 409],
    ['POST_EDITED_ELSEWHERE', 409],
    ['POST_IN_TRASH', 409],
    ['POST_NOT_IN_TRASH', 409],
    ['IMAGE_TOO_LARGE', 413],
    ['IMAGE_TYPE_NOT_ALLOWED', 415],
    ['INVALID_CREDENTIALS', 401],
    ['INVALID_TOKEN', 401],
    ['LOGIN_LOCKED', 429],
    ['STORAGE_UNAVAILABLE', 503],
  ])('maps %s to %i', (code, status) => {
    expect(toHttpError(new DomainError(code, 'message'))?.status).toBe(status);
  });

  it('maps an unreachable database to 503 and leaves other errors unmapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(toHttpError(refused)).toEqual({
      status: 503,
      message: 'The database is unavailable. Please try again in a moment.',
    });
    for (const message of [
      'Query read timeout',
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    }
    expect(isDatabaseUnavailable({ driverError: { code: '57014' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "SELEC"'))).toBe(false);
    expect(toHttpError(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('names body-parser failures in words: charset, truncated body, bad compression', () => {
    const wrapped = (cause: object, status = 400) =>
      new HttpException('raw', status, { cause: Object.assign(new Error('raw'), cause) });
    expect(toHttpError(wrapped({ status: 415, type: 'charset.unsupported' }, 415))).toEqual({
      status: 415,
      message: 'The request body must be UTF-8.',
    });
    expect(toHttpError(wrapped({ status: 400, type: 'request.size.invalid' }))).toEqual({
      status: 400,
      message: 'The request body is shorter or longer than its Content-Length.',
    });
    expect(toHttpError(wrapped({ status: 400, code: 'Z_DATA_ERROR' }))).toEqual({
      status: 400,
      message: 'The request body could not be decompressed.',
    });
  });
});
