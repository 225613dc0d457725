import { MAX_IMAGE_BYTES } from '@site/contract';
import {
  childPointer,
  type DocumentedOperation,
  essence,
  flatten,
  isSecured,
  mediaTypeFor,
  type OpenApiDocument,
  type Parameter,
  type Schema,
} from './openapi-document.js';
import { Random, SEED } from './random.js';
import { type SchemaValidator } from './schema-validator.js';

/**
 * What an answer must be:
 * - `success`: 2xx (a request built to work: schema-valid, existing resources, real credentials);
 * - `accept`: the document allows the request, so 2xx; or 401 on an unsecured operation that
 *   documents 401 (credentials the schema cannot know);
 * - `refuse`: the document does not allow the request, so 4xx;
 * - `documented`: whatever the document lists, short of 5xx (repeats and stray tokens).
 */
export type Expectation = 'success' | 'accept' | 'refuse' | 'documented';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type Body =
  | { kind: 'none' }
  /** Sent byte for byte; `contentType: null` sends no Content-Type header. */
  | { kind: 'text'; contentType: string | null; text: string }
  | { kind: 'multipart'; fields: [string, string][]; files: FilePart[] };

/** `existing`: a resource the suite creates first (a fresh one for `fresh`). `raw` values go
 * into the path unencoded. */
export type PathValue =
  { kind: 'existing'; fresh: boolean } | { kind: 'literal'; value: string; raw?: boolean };

export type TokenKind = 'none' | 'valid' | 'malformed' | 'forged' | 'wrong-scheme';

export interface RequestCase {
  /** What is special about this request, in words. */
  summary: string;
  expect: Expectation;
  path: Record<string, PathValue>;
  query: Record<string, string>;
  token: TokenKind;
  body: Body;
}

/** Known-good field values the schema cannot know (credentials), by operation name. */
export type KnownValues = Record<string, Record<string, unknown>>;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One byte over the image limit this API documents. */
const OVERSIZED_FILE_BYTES = MAX_IMAGE_BYTES + 1;

/** Names that live on every object's prototype: an unknown-field check must still see them. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'prototype', 'hasOwnProperty', 'toString'];

const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['true', true],
  ['null', null],
  ['an array', ['text']],
  ['an object', { text: 'text' }],
];

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/.test(essence(mediaType));
const isMultipart = (mediaType: string) => essence(mediaType) === 'multipart/form-data';
const isFile = (schema: Schema) => schema.format === 'binary';

/** One field value per entry, keys in order; prototype names stay plain keys. */
type Entries = [string, unknown][];

function jsonText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

const excerpt = (text: string, length = 60) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

const show = (value: unknown) => excerpt(JSON.stringify(value) ?? String(value));

/** Builds the requests for one operation. */
export class CaseGenerator {
  private readonly random: Random;
  private readonly secured: boolean;
  private readonly bodyPointer?: string;
  private readonly bodySchema?: Schema;
  private readonly mediaType?: string;
  /** Short values already handed out per field, so two operations never clash on a slug. */
  private static readonly shortValues = new Map<string, Set<string>>();

  constructor(
    private readonly document: OpenApiDocument,
    private readonly validator: SchemaValidator,
    private readonly operation: DocumentedOperation,
    private readonly known: Record<string, unknown> = {},
    label = operation.name,
  ) {
    this.random = new Random(SEED, label);
    this.secured = isSecured(document, operation.operation);
    const body = operation.operation.requestBody;
    if (body) {
      const content = body.content;
      this.mediaType =
        Object.keys(content).find(isJson) ??
        Object.keys(content).find(isMultipart) ??
        Object.keys(content)[0];
      if (this.mediaType) {
        this.bodyPointer = childPointer(
          operation.pointer,
          'requestBody',
          'content',
          this.mediaType,
          'schema',
        );
        const schema = content[this.mediaType]?.schema;
        if (schema) this.bodySchema = flatten(document, schema, this.bodyPointer);
      }
    }
  }

  /** The request built to succeed. */
  base(): RequestCase {
    return {
      summary: 'a valid request (generated from the schema)',
      expect: 'success',
      path: Object.fromEntries(
        this.pathParameters().map((p) => [p.name, { kind: 'existing', fresh: this.deletes() }]),
      ),
      query: this.validQuery(),
      token: this.secured ? 'valid' : 'none',
      body: this.encode(this.validEntries()),
    };
  }

  /** Every request for the operation, in the order to send them: refusals first, then the
   * requests that change state, then a repeat of the valid one. */
  all(): RequestCase[] {
    const base = this.base();
    const cases = [
      ...this.tokenCases(),
      ...this.pathCases(),
      ...this.queryCases(),
      ...this.bodyCases(),
      base,
    ];
    // Creating the same thing twice may conflict (a slug), never fail.
    if (this.operation.method === 'post' && this.mediaType) {
      cases.push({ ...base, summary: 'the same valid request again', expect: 'documented' });
    }
    const order: Record<Expectation, number> = { refuse: 0, accept: 1, success: 2, documented: 3 };
    return cases
      .map((c, index) => ({ c, index }))
      .sort((a, b) => order[a.c.expect] - order[b.c.expect] || a.index - b.index)
      .map(({ c }) => c);
  }

  private deletes(): boolean {
    return this.operation.method === 'delete';
  }

  private pathParameters(): Parameter[] {
    return this.operation.parameters.map((p) => p.value).filter((p) => p.in === 'path');
  }

  private variant(summary: string, expect: Expectation, change: Partial<RequestCase>): RequestCase {
    const request: RequestCase = { ...this.base(), summary, expect, ...change };
    if (expect !== 'refuse') return request;
    // A request built to fail must not spend a fresh resource.
    const path: Record<string, PathValue> = {};
    for (const [name, value] of Object.entries(request.path)) {
      path[name] = value.kind === 'existing' ? { kind: 'existing', fresh: false } : value;
    }
    return { ...request, path };
  }

  // ---- credentials --------------------------------------------------------------------------

  private tokenCases(): RequestCase[] {
    if (!this.secured) {
      // An unsecured operation may ignore a token or refuse it, as documented.
      return [
        this.variant('a malformed bearer token sent anyway', 'documented', { token: 'malformed' }),
      ];
    }
    return [
      this.variant('no Authorization header', 'refuse', { token: 'none' }),
      this.variant('a malformed bearer token', 'refuse', { token: 'malformed' }),
      this.variant('a token signed with another secret', 'refuse', { token: 'forged' }),
      this.variant('a valid token under the Basic scheme', 'refuse', { token: 'wrong-scheme' }),
    ];
  }

  // ---- path and query -----------------------------------------------------------------------

  private pathCases(): RequestCase[] {
    return this.pathParameters().flatMap((parameter) => {
      const schema = parameter.schema ? this.flat(parameter.schema) : {};
      const pointer = this.parameterPointer(parameter);
      const literal = (value: string, raw = false): PathValue => ({ kind: 'literal', value, raw });
      const unknownValue = this.stringValue(parameter.name, schema, (value) =>
        pointer ? this.validator.errors(pointer, value).length === 0 : true,
      );
      const malformed = [
        'Not A Valid Value!',
        'x'.repeat(Math.max(schema.maxLength ?? 0, 300) + 1),
        ...(schema.format === 'uuid' ? ['not-a-uuid', `${this.random.uuid()}x`] : []),
      ];
      const at = (summary: string, value: PathValue): RequestCase => {
        const request = this.variant(`${parameter.name} ${summary}`, 'refuse', {});
        return { ...request, path: { ...request.path, [parameter.name]: value } };
      };
      return [
        at(
          `= ${show(unknownValue)}, which the schema allows and no resource has`,
          literal(unknownValue),
        ),
        at('= a random UUID no resource has', literal(this.random.uuid())),
        ...malformed.map((value) => at(`= ${show(value)}`, literal(value))),
        at('= an invalid percent-encoding (%E0%A4%A)', literal('%E0%A4%A', true)),
      ];
    });
  }

  private parameterPointer(parameter: Parameter): string | undefined {
    const located = this.operation.parameters.find((p) => p.value === parameter);
    return located && parameter.schema ? childPointer(located.pointer, 'schema') : undefined;
  }

  private validQuery(): Record<string, string> {
    const query: Record<string, string> = {};
    for (const { value: parameter } of this.operation.parameters) {
      if (parameter.in !== 'query' || !parameter.required) continue;
      const pointer = this.parameterPointer(parameter);
      query[parameter.name] = this.stringValue(
        parameter.name,
        this.flat(parameter.schema ?? {}),
        (v) => (pointer ? this.validator.errors(pointer, v).length === 0 : true),
      );
    }
    return query;
  }

  private queryCases(): RequestCase[] {
    return this.operation.parameters
      .map((p) => p.value)
      .filter((p) => p.in === 'query' && p.required)
      .map((parameter) => {
        const query = { ...this.validQuery() };
        delete query[parameter.name];
        return this.variant(`without the required query parameter ${parameter.name}`, 'refuse', {
          query,
        });
      });
  }

  // ---- bodies -------------------------------------------------------------------------------

  private flat(schema: Schema): Schema {
    return flatten(this.document, schema, '#');
  }

  private properties(): [string, Schema][] {
    return Object.entries(this.bodySchema?.properties ?? {}).map(([name, schema]) => [
      name,
      this.flat(schema),
    ]);
  }

  private required(): string[] {
    return this.bodySchema?.required ?? [];
  }

  /** The schema errors about one field of a body, for checking a generated value. */
  private fieldFits(name: string, value: unknown): boolean {
    if (!this.bodyPointer) return true;
    const own = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return !this.validator
      .errors(this.bodyPointer, { [name]: value })
      .some((error) => error.instancePath === own || error.instancePath.startsWith(`${own}/`));
  }

  /** Every field of the body with a fresh valid value (known values where the schema cannot
   * know them); with `requiredOnly`, the required fields only. */
  private validEntries(requiredOnly = false): Entries {
    const required = new Set(this.required());
    return this.properties()
      .filter(([name]) => !requiredOnly || required.has(name))
      .map(([name, schema]): [string, unknown] => [
        name,
        this.known[name] ?? this.value(name, schema),
      ]);
  }

  private value(name: string, schema: Schema): unknown {
    if (isFile(schema)) return PNG;
    if (schema.enum?.length) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type ?? 'string') {
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'boolean':
        return true;
      case 'array':
        return schema.items ? [this.value(name, this.flat(schema.items))] : [];
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, child]) => [
            key,
            this.value(key, this.flat(child)),
          ]),
        );
      default:
        return this.stringValue(name, schema, (value) => this.fieldFits(name, value));
    }
  }

  /** A fresh string the schema accepts: from the format, the example or the field's name. */
  private stringValue(name: string, schema: Schema, fits: (value: string) => boolean): string {
    const n = this.random.unique();
    const example =
      typeof schema.example === 'string'
        ? schema.example
        : schema.examples?.find((e): e is string => typeof e === 'string');
    const word = name.replace(/[^A-Za-z0-9]/g, '').toLowerCase() || 'value';
    const byFormat: Record<string, string> = {
      email: `${word}.${n}@example.com`,
      uuid: this.random.uuid(),
      'date-time': new Date(Date.UTC(2024, 0, 1) + Number(n) * 1000).toISOString(),
      date: new Date(Date.UTC(2024, 0, 1) + Number(n) * 86_400_000).toISOString().slice(0, 10),
      uri: `https://example.com/${n}`,
    };
    const candidates = [
      schema.format ? byFormat[schema.format] : undefined,
      example === undefined ? undefined : `${example}-${n}`,
      example === undefined ? undefined : `${example} ${n}`,
      example,
      `${word}-${n}`,
      `${word[0]?.toUpperCase()}${word.slice(1)} ${n}`,
      n,
      this.random.word(8),
    ];
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      const value = fitLength(candidate, schema);
      if (fits(value)) return value;
    }
    throw new Error(
      `${this.operation.name}: no generated value for "${name}" satisfies its schema ` +
        `${JSON.stringify(schema)}; give it an example that does.`,
    );
  }

  /** The body as the media type sends it. */
  private encode(entries: Entries, files: FilePart[] = []): Body {
    if (!this.mediaType) return { kind: 'none' };
    if (isMultipart(this.mediaType)) {
      const fields: [string, string][] = [];
      const parts = [...files];
      for (const [name, value] of entries) {
        if (Buffer.isBuffer(value)) {
          parts.push({
            field: name,
            filename: 'image.png',
            contentType: 'image/png',
            bytes: value,
          });
        } else {
          fields.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
        }
      }
      return { kind: 'multipart', fields, files: parts };
    }
    return { kind: 'text', contentType: this.mediaType, text: jsonText(entries) };
  }

  /** `accept` when the document allows the body, else `refuse`. */
  private judge(body: Body): Expectation {
    return this.allows(body) ? 'accept' : 'refuse';
  }

  /** Whether the document allows this body: its media type is listed and it fits the schema. */
  allows(body: Body): boolean {
    const requestBody = this.operation.operation.requestBody;
    if (body.kind === 'none') return !requestBody?.required;
    if (!requestBody || !this.bodyPointer) return false;
    if (body.kind === 'multipart') {
      if (!this.mediaType || !isMultipart(this.mediaType)) return false;
      const value: Record<string, unknown> = {};
      for (const [name, text] of body.fields) {
        const schema = this.bodySchema?.properties?.[name];
        if (schema && isFile(this.flat(schema))) return false;
        // A field sent twice arrives as a list of both values.
        const previous: unknown = Object.hasOwn(value, name) ? value[name] : undefined;
        const merged =
          previous === undefined
            ? text
            : [...(Array.isArray(previous) ? previous : [previous]), text];
        Object.defineProperty(value, name, {
          value: merged,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      for (const file of body.files) {
        const schema = this.bodySchema?.properties?.[file.field];
        if (!schema || !isFile(this.flat(schema))) return false;
        if (Object.hasOwn(value, file.field)) return false;
        Object.defineProperty(value, file.field, {
          value: '(file)',
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return this.validator.errors(this.bodyPointer, value).length === 0;
    }
    const listed =
      body.contentType === null ? undefined : mediaTypeFor(requestBody.content, body.contentType);
    if (!listed || listed !== this.mediaType) return false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return false;
    }
    return this.validator.errors(this.bodyPointer, parsed).length === 0;
  }

  private withField(name: string, value: unknown): Entries {
    return this.validEntries().map(([key, old]): [string, unknown] => [
      key,
      key === name ? value : old,
    ]);
  }

  private bodyCase(summary: string, body: Body, expect?: Expectation): RequestCase {
    return this.variant(summary, expect ?? this.judge(body), { body });
  }

  private bodyCases(): RequestCase[] {
    if (!this.mediaType) return [];
    const multipart = isMultipart(this.mediaType);
    const cases: RequestCase[] = [];
    const entries = () => this.validEntries();

    if (this.required().length < this.properties().length) {
      cases.push(this.bodyCase('only the required fields', this.encode(this.validEntries(true))));
    }
    for (const name of this.required()) {
      cases.push(
        this.bodyCase(
          `without the required field ${name}`,
          this.encode(entries().filter(([key]) => key !== name)),
        ),
      );
    }
    for (const [name, schema] of this.properties()) {
      if (isFile(schema)) {
        cases.push(...this.fileCases(name));
        continue;
      }
      const type = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
      if (type.includes('string')) cases.push(...this.stringCases(name, schema));
      if (!multipart) {
        for (const [label, value] of WRONG_TYPES) {
          cases.push(this.bodyCase(`${name} = ${label}`, this.encode(this.withField(name, value))));
        }
      } else {
        cases.push(
          this.bodyCase(
            `${name} sent as a file part`,
            this.encode(
              entries().filter(([key]) => key !== name),
              [
                {
                  field: name,
                  filename: 'text.txt',
                  contentType: 'text/plain',
                  bytes: Buffer.from('text'),
                },
              ],
            ),
            'refuse',
          ),
        );
        cases.push(
          this.bodyCase(`${name} sent twice`, this.encode([...entries(), [name, 'second']])),
        );
      }
    }
    for (const name of ['unexpectedField', 'prénom', ...PROTOTYPE_NAMES]) {
      cases.push(
        this.bodyCase(`an unknown field "${name}"`, this.encode([...entries(), [name, 'x']])),
      );
    }
    cases.push(...(multipart ? this.multipartShapeCases() : this.jsonShapeCases()));
    return cases;
  }

  private stringCases(name: string, schema: Schema): RequestCase[] {
    const known = this.known[name];
    const base = typeof known === 'string' ? known : String(this.value(name, schema));
    const middle = Math.floor(base.length / 2);
    const probes: [string, string][] = [
      ['empty', ''],
      ['blank ("   ")', '   '],
      ['one character', this.shortValue(name, schema)],
      ['with a NUL character', `${base.slice(0, middle)}\u0000${base.slice(middle)}`],
      ['with a control character (U+0007)', `${base.slice(0, middle)}\u0007${base.slice(middle)}`],
      ['with non-ASCII letters', fitLength(`Zoë ünïcødé ${base}`, schema)],
      ['with spaces around it', ` ${base} `],
    ];
    if (schema.maxLength !== undefined) {
      probes.push([`at maxLength (${schema.maxLength})`, padTo(base, schema.maxLength, schema)]);
      probes.push([
        `over maxLength (${schema.maxLength + 1})`,
        padTo(base, schema.maxLength + 1, schema),
      ]);
    }
    if (schema.minLength !== undefined && schema.minLength > 1) {
      probes.push([`at minLength (${schema.minLength})`, padTo(base, schema.minLength, schema)]);
      probes.push([
        `under minLength (${schema.minLength - 1})`,
        base.slice(0, schema.minLength - 1),
      ]);
    }
    if (schema.pattern !== undefined) {
      const breaking = [
        'Not Matching!',
        `${base}!`,
        `-${base}`,
        base.toUpperCase(),
        `${base} ${base}`,
      ]
        .map((value) => fitLength(value, schema))
        .find((value) => !new RegExp(schema.pattern ?? '', 'u').test(value));
      if (breaking !== undefined) probes.push([`not matching ${schema.pattern}`, breaking]);
    }
    if (schema.format === 'email') {
      probes.push(['with non-ASCII letters in the local part', `zoë.${base}`]);
    }
    const badFormat: Record<string, string> = {
      email: 'not-an-email',
      uuid: 'not-a-uuid',
      'date-time': '2024-13-45T99:00:00Z',
      date: '2024-13-45',
      uri: 'not a uri',
    };
    if (schema.format && badFormat[schema.format]) {
      probes.push([`not a valid ${schema.format}`, badFormat[schema.format] ?? '']);
    }
    const seen = new Set<string>([base]);
    const distinct = probes.filter(([, value]) => {
      if (seen.has(value)) return false;
      seen.add(value);
      return true;
    });
    return distinct.map(([label, value]) =>
      this.bodyCase(`${name} ${label}: ${show(value)}`, this.encode(this.withField(name, value))),
    );
  }

  /** The shortest value the schema allows (never handed out twice for a field: slugs must not
   * clash), or a single character when none is. */
  private shortValue(name: string, schema: Schema): string {
    const used = CaseGenerator.shortValues.get(name) ?? new Set<string>();
    CaseGenerator.shortValues.set(name, used);
    const length = Math.max(schema.minLength ?? 1, 1);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (let i = 0; i < 200; i += 1) {
      const value = Array.from(
        { length },
        () => alphabet[this.random.int(0, alphabet.length - 1)],
      ).join('');
      if (!used.has(value) && this.fieldFits(name, value)) {
        used.add(value);
        return value;
      }
    }
    return 'a'.repeat(length);
  }

  private fileCases(name: string): RequestCase[] {
    const without = () => this.validEntries().filter(([key]) => key !== name);
    const file = (bytes: Buffer, filename: string, contentType: string): FilePart => ({
      field: name,
      filename,
      contentType,
      bytes,
    });
    return [
      // What the description says, not the schema: a file part can only say "binary".
      this.bodyCase(
        `${name}: a text file named image.png`,
        this.encode(without(), [file(Buffer.from('not an image\n'), 'image.png', 'image/png')]),
        'refuse',
      ),
      this.bodyCase(
        `${name}: a PNG of ${MAX_IMAGE_BYTES / 1024 / 1024} MB and one byte`,
        this.encode(without(), [
          file(
            Buffer.concat([PNG, Buffer.alloc(OVERSIZED_FILE_BYTES - PNG.length)]),
            'big.png',
            'image/png',
          ),
        ]),
        'refuse',
      ),
      this.bodyCase(
        `${name}: two files`,
        this.encode(without(), [file(PNG, 'a.png', 'image/png'), file(PNG, 'b.png', 'image/png')]),
        'refuse',
      ),
      this.bodyCase(
        `${name} sent as a text field`,
        this.encode([...without(), [name, 'image.png']]),
      ),
    ];
  }

  private jsonShapeCases(): RequestCase[] {
    const text = (
      summary: string,
      body: string,
      contentType: string | null = this.mediaType ?? null,
    ) => this.bodyCase(summary, { kind: 'text', contentType, text: body });
    const valid = jsonText(this.validEntries());
    return [
      text('a body that is the JSON string "AAA"', '"AAA"'),
      text('a body that is the JSON number 42', '42'),
      text('a body that is JSON null', 'null'),
      text('a body that is JSON true', 'true'),
      text('a body that is a JSON array of a valid body', `[${valid}]`),
      text('a body that is an empty JSON object', '{}'),
      text('a malformed JSON body', '{"'),
      text('an empty body', ''),
      text('a body of 150 kB', jsonText(this.withField(this.largestField(), 'x'.repeat(150_000)))),
      text('a valid body sent as text/plain', valid, 'text/plain'),
      text('a valid body with no Content-Type', valid, null),
      text(
        'a valid body sent as application/x-www-form-urlencoded',
        new URLSearchParams(
          this.validEntries().map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
        'application/x-www-form-urlencoded',
      ),
      text(
        'a valid body as application/json; charset=utf-8',
        jsonText(this.validEntries()),
        `${this.mediaType}; charset=utf-8`,
      ),
      this.bodyCase('no body', { kind: 'none' }),
    ];
  }

  private multipartShapeCases(): RequestCase[] {
    const valid = () => this.validEntries().filter(([, value]) => typeof value === 'string');
    return [
      this.bodyCase('no body', { kind: 'none' }),
      this.bodyCase('the valid fields sent as JSON', {
        kind: 'text',
        contentType: 'application/json',
        text: jsonText(valid()),
      }),
      this.bodyCase('the valid fields sent as application/x-www-form-urlencoded', {
        kind: 'text',
        contentType: 'application/x-www-form-urlencoded',
        text: new URLSearchParams(
          valid().map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
      }),
      this.bodyCase('a multipart body with no parts', { kind: 'multipart', fields: [], files: [] }),
    ];
  }

  private largestField(): string {
    const strings = this.properties().filter(([, s]) => !isFile(s) && s.type === 'string');
    return (
      strings.sort(([, a], [, b]) => (b.maxLength ?? 0) - (a.maxLength ?? 0))[0]?.[0] ?? 'field'
    );
  }
}

/** The same text cut or padded to the schema's length bounds. */
function fitLength(value: string, schema: Schema): string {
  if (schema.maxLength !== undefined && value.length > schema.maxLength) {
    return value.slice(0, schema.maxLength);
  }
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    return padTo(value, schema.minLength, schema);
  }
  return value;
}

/** Text of exactly `length` characters made from `value`; an email stays an address a mail
 * system takes (local part of at most 64 characters, labels of at most 63). */
function padTo(value: string, length: number, schema: Schema): string {
  if (value.length >= length) return value.slice(0, length);
  const tail = 'example.com';
  if (schema.format === 'email' && length > tail.length + 1) {
    let local = Math.min(64, length - 1 - tail.length);
    let rest = length - 1 - local - tail.length;
    // Each label takes up to 64 characters with its dot; a remainder of 1 cannot be a label.
    if (rest % 64 === 1) {
      local -= 1;
      rest += 1;
    }
    const labels: string[] = [];
    while (rest > 0) {
      const size = Math.min(63, rest - 1);
      labels.push('d'.repeat(size));
      rest -= size + 1;
    }
    return `${'a'.repeat(local)}@${[...labels, tail].join('.')}`;
  }
  const filler = /[a-z0-9]$/i.test(value) ? value.slice(-1) : 'x';
  return value + filler.repeat(length - value.length);
}
