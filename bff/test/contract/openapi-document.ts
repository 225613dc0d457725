import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The committed contract: what the bff serves at /api/docs-json, written to the repository. */
export const DOCUMENT_FILE = path.resolve(import.meta.dirname, '../../../contract/openapi.json');

/** The part of OpenAPI 3.0/3.1 this suite reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  nullable?: boolean;
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface MediaType {
  schema?: Schema;
}

export interface RequestBody {
  $ref?: string;
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
}

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type Method = (typeof METHODS)[number];

type PathItem = Partial<Record<Method, Operation>> & { parameters?: Parameter[] };

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
  };
  security?: SecurityRequirement[];
}

/** One operation with the JSON pointer of its object in the document. */
export interface DocumentedOperation {
  method: Method;
  path: string;
  /** `POST /api/contact`: how failure messages name it. */
  name: string;
  pointer: string;
  operation: Operation;
  parameters: Located<Parameter>[];
}

/** A document object with the pointer it was found at (after following `$ref`). */
export interface Located<T> {
  value: T;
  pointer: string;
}

export function readDocument(file = DOCUMENT_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function pointerTo(...segments: string[]): string {
  return `#${segments.map((segment) => `/${escapeSegment(segment)}`).join('')}`;
}

export function childPointer(pointer: string, ...segments: string[]): string {
  return pointer + pointerTo(...segments).slice(1);
}

/** Reads the object at a local pointer (`#/components/schemas/PostView`). */
export function at(document: OpenApiDocument, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`Only local references are read: ${pointer}`);
  let value: unknown = document;
  for (const raw of pointer.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof value !== 'object' || value === null || !(key in value)) {
      throw new Error(`The document has nothing at ${pointer}`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Follows `$ref` until a real object. */
export function deref<T extends { $ref?: string }>(
  document: OpenApiDocument,
  value: T,
  pointer: string,
): Located<T> {
  let located: Located<T> = { value, pointer };
  for (let hops = 0; located.value.$ref !== undefined; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${pointer}`);
    const target = located.value.$ref;
    located = { value: at(document, target) as T, pointer: target };
  }
  return located;
}

/** A schema with `$ref` followed and `allOf` merged, as far as generating values needs. */
export function flatten(document: OpenApiDocument, schema: Schema, pointer: string): Schema {
  const { value } = deref(document, schema, pointer);
  if (!value.allOf) return value;
  const merged: Schema = { ...value, allOf: undefined };
  value.allOf.forEach((part, index) => {
    const flat = flatten(document, part, childPointer(pointer, 'allOf', String(index)));
    merged.type ??= flat.type;
    merged.properties = { ...merged.properties, ...flat.properties };
    merged.required = [...(merged.required ?? []), ...(flat.required ?? [])];
    if (flat.additionalProperties === false) merged.additionalProperties = false;
  });
  return merged;
}

/** Every operation under `paths`, in document order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const pointer = pointerTo('paths', route, method);
      const shared = (item.parameters ?? []).map((parameter, index) =>
        deref(document, parameter, pointerTo('paths', route, 'parameters', String(index))),
      );
      const own = (operation.parameters ?? []).map((parameter, index) =>
        deref(document, parameter, childPointer(pointer, 'parameters', String(index))),
      );
      const ownKeys = new Set(own.map(({ value }) => `${value.in}:${value.name}`));
      return [
        {
          method,
          path: route,
          name: `${method.toUpperCase()} ${route}`,
          pointer,
          operation,
          parameters: [
            ...shared.filter(({ value }) => !ownKeys.has(`${value.in}:${value.name}`)),
            ...own,
          ],
        },
      ];
    }),
  );
}

/** True when the operation needs a bearer token (its own `security`, else the document's). */
export function isSecured(document: OpenApiDocument, operation: Operation): boolean {
  const requirements = operation.security ?? document.security ?? [];
  // `{}` in the list means "no credentials" is one of the accepted alternatives.
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) {
    return false;
  }
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = document.components?.securitySchemes?.[name];
      if (scheme?.type !== 'http' || scheme.scheme?.toLowerCase() !== 'bearer') {
        throw new Error(`Security scheme "${name}" is not an HTTP bearer scheme: not supported.`);
      }
    }
  }
  return true;
}

/** The documented response for a status: exact code, then `4XX`, then `default`. */
export function responseFor(
  document: OpenApiDocument,
  operation: DocumentedOperation,
  status: number,
): Located<ResponseObject> | undefined {
  const responses = operation.operation.responses ?? {};
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const response = responses[key];
    if (response) {
      return deref(document, response, childPointer(operation.pointer, 'responses', key));
    }
  }
  return undefined;
}

/** The media type's name without parameters, lower case: `application/json`. */
export function essence(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The documented media type a Content-Type falls under (exact, then `type/*`, then `*\/*`). */
export function mediaTypeFor(
  content: Record<string, MediaType>,
  contentType: string,
): string | undefined {
  const wanted = essence(contentType);
  const keys = Object.keys(content);
  return (
    keys.find((key) => essence(key) === wanted) ??
    keys.find((key) => essence(key) === `${wanted.split('/')[0]}/*`) ??
    keys.find((key) => essence(key) === '*/*')
  );
}
