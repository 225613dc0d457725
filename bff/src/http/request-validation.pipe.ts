import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { getMetadataStorage, type ValidationError } from 'class-validator';

/** Every request body of this API is one flat object; nothing legitimate nests this deep. */
export const MAX_BODY_DEPTH = 8;

/**
 * The ValidationPipe after three checks of the body as sent: it is a JSON object, it nests at
 * most MAX_BODY_DEPTH deep, and it has only fields its class validates (the pipe's own check
 * runs on class-transformer's copy, which drops `__proto__`, `constructor`, `hasOwnProperty`…).
 * A query with a class is held to the last check too.
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && value !== undefined) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException('The request body must be a JSON object.');
      }
      if (depthExceeds(value, MAX_BODY_DEPTH)) {
        throw new BadRequestException('The request body is nested too deeply.');
      }
    }
    const checked = metadata.type === 'body' || metadata.type === 'query';
    if (
      checked &&
      value &&
      typeof value === 'object' &&
      metadata.metatype &&
      this.toValidate(metadata)
    ) {
      const known = validatedProperties(metadata.metatype);
      const unknown = Object.keys(value).filter((name) => !known.has(name));
      if (unknown.length > 0) {
        throw new BadRequestException(unknown.map((name) => `property ${name} should not exist`));
      }
    }
    return super.transform(value, metadata);
  }

  /**
   * A nested field's message that names the field by its label ("UTM source must be on one
   * line.") is shown as it is; any other keeps the path Nest puts before it ("context.property
   * x should not exist").
   */
  protected override prependConstraintsWithParentProp(
    parentPath: string,
    error: ValidationError,
  ): ValidationError {
    const constraints = Object.fromEntries(
      Object.entries(error.constraints ?? {}).map(([key, message]) => [
        key,
        /^[A-Z]/.test(message) ? message : `${parentPath}.${message}`,
      ]),
    );
    return { ...error, constraints };
  }
}

type Class = abstract new (...args: never[]) => unknown;
const propertiesByClass = new WeakMap<Class, Set<string>>();

/** The properties class-validator checks on a class, its parents' included. */
function validatedProperties(metatype: Class): Set<string> {
  let properties = propertiesByClass.get(metatype);
  if (!properties) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
    properties = new Set(rules.map((rule) => rule.propertyName));
    propertiesByClass.set(metatype, properties);
  }
  return properties;
}

/** True when `value` holds objects more than `limit` levels down (iterative: no recursion). */
export function depthExceeds(value: object, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
