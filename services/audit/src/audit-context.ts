import { AsyncLocalStorage } from 'node:async_hooks';

/** Who did it, from where: the request's client address and the admin's session. */
export interface AuditContext {
  ipAddress?: string | null;
  sessionId?: string | null;
}

const storage = new AsyncLocalStorage<AuditContext>();

/** Runs `work` with `context` as the context of every event it records (the bff runs each
 * request's handler so), unless an event names its own. */
export function runWithAuditContext<T>(context: AuditContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the request being handled; empty outside one (a scheduled job). */
export function currentAuditContext(): AuditContext {
  return storage.getStore() ?? {};
}
