import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { ErrorBody } from './error-body.js';

/** The error statuses the API answers with, each with what it means everywhere. */
const STANDARD = {
  400: 'The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address.',
  401: 'The bearer token is missing, malformed, wrongly signed, expired or revoked.',
  403: 'A password or code given to confirm the change is not right.',
  404: 'No such post.',
  409: 'Another post already has this slug.',
  413: 'The body is too large: a JSON body over 100 kB, or an image over 20 MB.',
  415: 'The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read.',
  422: 'The image cannot be used: it is truncated or corrupt, or has more than 50 megapixels.',
  429: 'Too many requests from this client: wait the seconds in Retry-After.',
  503: 'The database or the image storage is unavailable: try again in a moment.',
} as const;

export type ErrorStatus = keyof typeof STANDARD;

/** The 400 of a route whose only input is its address. */
export const BAD_ADDRESS = 'The address contains an invalid percent-encoding.';

const RETRY_AFTER: ApiResponseOptions['headers'] = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

type Descriptions = Partial<Record<ErrorStatus, string>>;
type Decorator = MethodDecorator & ClassDecorator;

/**
 * Declares the error answers an operation can give, all with the ErrorBody schema. A status
 * may get its own description for this operation: `@ApiErrors(401, { 401: 'Only when ...' })`.
 */
export function ApiErrors(...statuses: ErrorStatus[]): Decorator;
export function ApiErrors(...args: [...ErrorStatus[], Descriptions]): Decorator;
export function ApiErrors(...args: (ErrorStatus | Descriptions)[]): Decorator {
  const overrides = args.find((arg): arg is Descriptions => typeof arg === 'object') ?? {};
  const statuses = args.filter((arg): arg is ErrorStatus => typeof arg === 'number');
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: overrides[status] ?? STANDARD[status],
        type: ErrorBody,
        ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      }),
    ),
  );
}

/** A 301 to the resource's new address (an old slug), with the ErrorBody shape every
 * non-2xx answer has. */
export function ApiMoved(description: string): Decorator {
  return ApiResponse({
    status: 301,
    description,
    type: ErrorBody,
    headers: {
      Location: { description: 'The new address.', schema: { type: 'string' } },
    },
  });
}
