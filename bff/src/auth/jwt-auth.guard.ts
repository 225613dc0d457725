import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@site/common';
import { type Request } from 'express';

/** Admin routes: 401 for a missing, malformed, forged, expired or revoked token. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof DomainError) throw error;
    if (error || !user) throw new UnauthorizedException('Please log in to continue.');
    return user;
  }
}

/**
 * Public routes the admin also calls (the dashboard's post list): anyone may call them without
 * a token, but a token that is sent must be valid (401 otherwise), so the dashboard learns at
 * once that its session was revoked.
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    return request.headers.authorization === undefined ? true : super.canActivate(context);
  }
}
