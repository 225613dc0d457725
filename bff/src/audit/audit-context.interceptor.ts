import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { type Request } from 'express';
import { Observable } from 'rxjs';
import { runWithAuditContext } from '@site/audit';
import { type AdminSession } from '@site/auth';

/** Runs every handler with its request's client address and admin session as the context of
 * the audit events it writes (a service records them without knowing HTTP). */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user?: AdminSession }>();
    const audit = { ipAddress: request.ip ?? null, sessionId: request.user?.sessionId ?? null };
    return new Observable((subscriber) =>
      runWithAuditContext(audit, () => next.handle().subscribe(subscriber)),
    );
  }
}
