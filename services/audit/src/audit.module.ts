import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEventEntity } from './audit-event.entity.js';
import { AuditLog } from './audit-log.js';
import { ConfigurableModuleClass } from './audit-options.js';
import { AuditRetention } from './audit-retention.js';

/**
 * The audit log. AuditModule.forRoot({ retentionDays }) is global: the auth module, the blog's
 * publishing clock and the bff's controllers all write to the one AuditLog.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEventEntity])],
  providers: [AuditLog, AuditRetention],
  exports: [AuditLog, AuditRetention],
})
export class AuditModule extends ConfigurableModuleClass {}
