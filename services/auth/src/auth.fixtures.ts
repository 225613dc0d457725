import { AuditModule, auditEntities, auditMigrations } from '@site/audit';
import { startTestModule, type TestModule } from '@site/common/testing';
import { AuthModule } from './auth.module.js';
import { type AuthModuleOptions } from './auth.options.js';
import { authEntities, authMigrations } from './index.js';
import { type ClientInfo } from './sessions/admin-sessions.js';

/** The auth module on a fresh database, with the audit log it writes to. */
export function startAuth(options: AuthModuleOptions): Promise<TestModule> {
  return startTestModule({
    entities: [...authEntities, ...auditEntities],
    migrations: [...authMigrations, ...auditMigrations],
    imports: [
      AuditModule.forRoot({ retentionDays: 365, retentionIntervalMs: null }),
      AuthModule.forRoot(options),
    ],
  });
}

/** A client as a browser on `ipAddress` would be. */
export function clientAt(ipAddress: string): ClientInfo {
  return {
    ipAddress,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  };
}
