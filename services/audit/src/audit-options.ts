import { ConfigurableModuleBuilder } from '@nestjs/common';
import { type AuditAction, type AuditOutcome } from '@site/contract';

export interface AuditModuleOptions {
  /** Days an event is kept (AUDIT_RETENTION_DAYS; AUDIT.minRetentionDays at least). */
  retentionDays: number;
  /** Between two runs of the retention job (default hourly; null: only when called, tests). */
  retentionIntervalMs?: number | null;
  /** Told of each event once its row is written (in a caller's transaction: before it commits);
   * the bff counts them for its metrics. */
  onRecorded?: (action: AuditAction, outcome: AuditOutcome) => void;
}

export const { ConfigurableModuleClass, MODULE_OPTIONS_TOKEN: AUDIT_OPTIONS } =
  new ConfigurableModuleBuilder<AuditModuleOptions>()
    .setClassMethodName('forRoot')
    .setExtras({ isGlobal: true }, (definition, { isGlobal }) => ({
      ...definition,
      global: isGlobal,
    }))
    .build();
