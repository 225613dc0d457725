import { decodeToken, forgeToken } from '@site/testkit';
import type request from 'supertest';
import {
  childPointer,
  type DocumentedOperation,
  essence,
  isSecured,
  type MediaType,
  mediaTypeFor,
  type OpenApiDocument,
  responseFor,
} from './openapi-document.js';
import { SEED } from './random.js';
import { type Body, type RequestCase, type TokenKind } from './request-cases.js';
import { describeErrors, type SchemaValidator } from './schema-validator.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** A request with its path filled in, ready to send. */
export interface Sendable {
  case: RequestCase;
  url: string;
}

const excerpt = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

function authorization(kind: TokenKind, token: string): string | undefined {
  switch (kind) {
    case 'none':
      return undefined;
    case 'valid':
      return `Bearer ${token}`;
    case 'malformed':
      return 'Bearer not.a-token';
    case 'forged':
      // The real token's claims, signed with a key the server does not have.
      return `Bearer ${forgeToken(decodeToken(token), { secret: 'not-the-secret-the-server-signs-with-0123456789' })}`;
    case 'wrong-scheme':
      return `Basic ${token}`;
  }
}

/** Sends one request through supertest, byte for byte as the case describes. */
export async function send(
  http: () => ReturnType<typeof request>,
  operation: DocumentedOperation,
  sendable: Sendable,
  token: string,
): Promise<Answer> {
  const { case: c, url } = sendable;
  const query = new URLSearchParams(c.query).toString();
  let test = http()[operation.method](query ? `${url}?${query}` : url);
  const header = authorization(c.token, token);
  if (header) test = test.set('Authorization', header);
  test = attach(test, c.body);
  const response = await test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return {
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    text: (response.body as Buffer).toString('utf8'),
  };
}

function attach(test: request.Test, body: Body): request.Test {
  switch (body.kind) {
    case 'none':
      return test;
    case 'text':
      // A string goes out as is under the type set; a Buffer goes out with no Content-Type.
      return body.contentType === null
        ? test.send(Buffer.from(body.text))
        : test.set('Content-Type', body.contentType).send(body.text);
    case 'multipart': {
      if (body.fields.length === 0 && body.files.length === 0) {
        return test
          .set('Content-Type', 'multipart/form-data; boundary=empty')
          .send(Buffer.from('--empty--\r\n'));
      }
      for (const [name, value] of body.fields) test = test.field(name, value);
      for (const file of body.files) {
        test = test.attach(file.field, file.bytes, {
          filename: file.filename,
          contentType: file.contentType,
        });
      }
      return test;
    }
  }
}

/** What was sent, short enough to read in a failure. */
export function describeRequest(operation: DocumentedOperation, sendable: Sendable): string {
  const { case: c, url } = sendable;
  const lines = [`${operation.method.toUpperCase()} ${url}`];
  if (Object.keys(c.query).length) lines[0] += `?${new URLSearchParams(c.query).toString()}`;
  lines.push(`token: ${c.token}`);
  switch (c.body.kind) {
    case 'none':
      lines.push('body: none');
      break;
    case 'text':
      lines.push(
        `Content-Type: ${c.body.contentType ?? '(none)'}`,
        `body: ${excerpt(c.body.text)}`,
      );
      break;
    case 'multipart':
      lines.push(
        'Content-Type: multipart/form-data',
        `fields: ${excerpt(JSON.stringify(c.body.fields))}`,
        `files: ${c.body.files.map((f) => `${f.field}=${f.filename} (${f.contentType}, ${f.bytes.length} bytes)`).join(', ') || 'none'}`,
      );
      break;
  }
  return lines.join('\n      ');
}

/** Every way the answer breaks the document or the case's expectation; empty when none. */
export function judge(
  document: OpenApiDocument,
  validator: SchemaValidator,
  operation: DocumentedOperation,
  sendable: Sendable,
  answer: Answer,
): string[] {
  const problems: string[] = [];
  const { status } = answer;
  const listed = Object.keys(operation.operation.responses ?? {});
  const response = responseFor(document, operation, status);
  if (!response) {
    problems.push(
      `${status} is not a documented answer of this operation (documented: ${listed.join(', ') || 'none'}).`,
    );
  } else {
    problems.push(...bodyProblems(validator, response.pointer, response.value.content, answer));
  }
  problems.push(...expectationProblems(document, operation, sendable.case, status));
  if (problems.length === 0) return [];
  return [
    [
      `${operation.name}: ${sendable.case.summary} (expected: ${sendable.case.expect})`,
      `  sent: ${describeRequest(operation, sendable)}`,
      `  answered: ${status} ${answer.contentType} ${excerpt(answer.text)}`,
      ...problems.map((problem) => `  - ${problem}`),
      `  (CONTRACT_SEED=${SEED} reproduces this request)`,
    ].join('\n'),
  ];
}

function bodyProblems(
  validator: SchemaValidator,
  pointer: string,
  content: Record<string, MediaType> | undefined,
  answer: Answer,
): string[] {
  const hasBody = answer.text.length > 0;
  const documented = Object.keys(content ?? {});
  if (!content || documented.length === 0) {
    return hasBody
      ? [
          `The answer has a ${essence(answer.contentType) || 'typeless'} body; the document describes no body for ${answer.status}.`,
        ]
      : [];
  }
  if (!hasBody) return [`The answer has no body; the document describes ${documented.join(', ')}.`];
  const mediaType = mediaTypeFor(content, answer.contentType);
  if (!mediaType) {
    return [
      `The answer is ${answer.contentType || 'without Content-Type'}; the document lists ${documented.join(', ')}.`,
    ];
  }
  if (!content[mediaType]?.schema) return [];
  let value: unknown = answer.text;
  if (/json/.test(essence(mediaType))) {
    try {
      value = JSON.parse(answer.text);
    } catch {
      return [`The ${mediaType} answer is not JSON.`];
    }
  }
  const schemaPointer = childPointer(pointer, 'content', mediaType, 'schema');
  const errors = validator.errors(schemaPointer, value);
  return errors.length
    ? [`The body does not match ${schemaPointer}: ${describeErrors(errors)}.`]
    : [];
}

function expectationProblems(
  document: OpenApiDocument,
  operation: DocumentedOperation,
  c: RequestCase,
  status: number,
): string[] {
  if (status >= 500) return [`A server error (${status}): no request may cause one.`];
  const success = status >= 200 && status < 300;
  switch (c.expect) {
    case 'success':
      return success ? [] : [`This request is built to succeed, and was answered ${status}.`];
    case 'accept': {
      const credentials =
        status === 401 && !isSecured(document, operation.operation) && c.token === 'none';
      return success || credentials
        ? []
        : [`The document allows this request, and the server refused it with ${status}.`];
    }
    case 'refuse':
      return status >= 400 && status < 500
        ? []
        : [`The document does not allow this request, and the server answered ${status}.`];
    case 'documented':
      return [];
  }
}
