import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationPipeOptions,
} from '@nestjs/common';

/** Every request body of this API is one flat object; nothing legitimate nests this deep. */
export const MAX_BODY_DEPTH = 8;

/**
 * The ValidationPipe, after two checks of the body's shape that it lacks: the body must be an
 * object (an array would be validated index by index, "property 0 should not exist"), and it
 * must not nest deeper than MAX_BODY_DEPTH (class-transformer copies nested objects
 * recursively: a 100 kB body of `{"a":{"a":…}}` overflowed the stack, a 500).
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
    return super.transform(value, metadata);
  }
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
