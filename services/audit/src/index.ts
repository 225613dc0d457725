import { AuditEventEntity } from './audit-event.entity.js';
import { AuditEvents1764500000100 } from './migrations/1764500000100-audit-events.js';

export { AuditModule } from './audit.module.js';
export { type AuditModuleOptions } from './audit-options.js';
export { currentAuditContext, runWithAuditContext, type AuditContext } from './audit-context.js';
export {
  AuditLog,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
  type AuditRecord,
} from './audit-log.js';
export { AuditRetention } from './audit-retention.js';
export { AuditEventEntity } from './audit-event.entity.js';

export const auditEntities = [AuditEventEntity];
export const auditMigrations = [AuditEvents1764500000100];
