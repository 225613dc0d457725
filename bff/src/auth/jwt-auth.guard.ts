import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@site/common';

/** Admin routes: 401 for a missing, malformed, forged, expired or revoked token. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof DomainError) throw error;
    if (error || !user) throw new UnauthorizedException('Please log in to continue.');
    return user;
  }
}
