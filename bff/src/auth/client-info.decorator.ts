import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Request } from 'express';
import { type ClientInfo } from '@site/auth';

/** Where the request came from: its client address (behind nginx, the forwarded one, as
 * TRUST_PROXY allows) and its user agent. */
export const Client = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ClientInfo => {
    const request = context.switchToHttp().getRequest<Request>();
    return { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent'] };
  },
);
