import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type OpenApiDocument } from './openapi-document.js';

const DOCUMENT_ID = 'openapi.json';

/** OpenAPI's own schema keywords that JSON Schema does not know; they carry no rule. */
const OPENAPI_ANNOTATIONS = ['example', 'xml', 'externalDocs', 'discriminator'];

/**
 * Validates values against schemas of the document, located by JSON pointer, with the JSON
 * Schema dialect the document declares: OpenAPI 3.0 (a draft-04/07 subset plus `nullable`) on
 * Ajv's draft-07, OpenAPI 3.1 on draft 2020-12. `$ref`s resolve inside the document.
 */
export class SchemaValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    const options = { allErrors: true, strict: true, strictTypes: false, validateFormats: true };
    this.ajv = document.openapi.startsWith('3.1') ? new Ajv2020(options) : new Ajv(options);
    // CommonJS under native ESM: the plugin is the module's `default` property.
    addFormats.default(this.ajv);
    this.ajv.addVocabulary([...OPENAPI_ANNOTATIONS, 'components', 'paths']);
    // Only the parts schemas live in, so the root compiles without OpenAPI's other keys.
    const parts = { components: document.components ?? {}, paths: document.paths };
    const schemas = document.openapi.startsWith('3.0') ? nullableAsNull(parts) : parts;
    this.ajv.addSchema({ $id: DOCUMENT_ID, ...(schemas as object) }, DOCUMENT_ID);
  }

  /** The schema errors of `value` against the schema at `pointer`; empty when it conforms. */
  errors(pointer: string, value: unknown): ErrorObject[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      const fragment = pointer
        .slice(1)
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${fragment}` });
      this.compiled.set(pointer, validate);
    }
    return validate(value) ? [] : [...(validate.errors ?? [])];
  }
}

/**
 * OpenAPI 3.0's `nullable: true` as the document's generated types read it (openapi-typescript):
 * null, or whatever the rest of the schema allows. Ajv's own `nullable` only adds null to
 * `type`, so a nullable `allOf: [{ $ref }]` (how Nest writes a nullable object) would refuse null.
 */
function nullableAsNull(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsNull);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const schema = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, nullableAsNull(value)]),
  );
  if (nullable === true) return { anyOf: [{ type: 'null' }, schema] };
  return nullable === undefined ? schema : { ...schema, nullable };
}

/** `/email must match format "email"; must have required property 'name'` */
export function describeErrors(errors: ErrorObject[]): string {
  return errors
    .slice(0, 4)
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`)
    .join('; ');
}
