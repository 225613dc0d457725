import { ConfigurableModuleBuilder } from '@nestjs/common';

export interface AuditModuleOptions {
  /** Days an event is kept (AUDIT_RETENTION_DAYS; AUDIT.minRetentionDays at least). */
  retentionDays: number;
  /** Between two runs of the retention job (default hourly; null: only when called, tests). */
  retentionIntervalMs?: number | null;
}

export const { ConfigurableModuleClass, MODULE_OPTIONS_TOKEN: AUDIT_OPTIONS } =
  new ConfigurableModuleBuilder<AuditModuleOptions>()
    .setClassMethodName('forRoot')
    .setExtras({ isGlobal: true }, (definition, { isGlobal }) => ({
      ...definition,
      global: isGlobal,
    }))
    .build();
