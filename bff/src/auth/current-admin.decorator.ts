import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Request } from 'express';
import { type AdminSession } from '@site/auth';

/** The session JwtAuthGuard put on the request. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminSession =>
    context.switchToHttp().getRequest<Request & { user: AdminSession }>().user,
);
