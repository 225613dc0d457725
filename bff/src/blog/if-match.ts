import {
  applyDecorators,
  BadRequestException,
  createParamDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { type Request } from 'express';

/** A post's version as an entity tag: `"3"`. */
export const etagOf = (version: number): string => `"${version}"`;

const PATTERN = /^"([1-9][0-9]{0,8})"$/;

/**
 * The post version an edit started from, from `If-Match: "<version>"` (the ETag the admin read
 * gave); undefined without the header. A save from another version is refused with 409.
 */
export const IfMatchVersion = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number | undefined => {
    const header = context.switchToHttp().getRequest<Request>().headers['if-match'];
    if (header === undefined) return undefined;
    const match = PATTERN.exec(header.trim());
    if (!match) {
      throw new BadRequestException(
        'If-Match must be the post\u2019s version in quotes, as its ETag gives it, such as "3".',
      );
    }
    return Number(match[1]);
  },
);

/** Documents the If-Match header of an edit. */
export function ApiIfMatch(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        "The post's version this edit started from (`version` in quotes, as the ETag of GET " +
        '/api/admin/posts/{id} gives it). If the post was saved since, the answer is 409 and ' +
        'nothing changes. Without it the edit applies whatever the version.',
      schema: { type: 'string', pattern: PATTERN.source, example: '"3"' },
    }),
  );
}
