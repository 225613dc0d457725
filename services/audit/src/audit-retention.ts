import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '@site/common';
import { AUDIT_OPTIONS, type AuditModuleOptions } from './audit-options.js';

const HOURLY = 60 * 60_000;

/**
 * The audit log's only deleter: purge_audit_events() (the bff's database role may not delete
 * audit rows itself), for events older than the retention. Runs at start-up and then every hour
 * in each replica (a purge twice is harmless).
 */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job: PeriodicJob;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(AUDIT_OPTIONS) private readonly options: AuditModuleOptions,
  ) {
    this.job = new PeriodicJob(
      'AuditRetention',
      async () => {
        const deleted = await this.run();
        return deleted > 0 ? `Deleted ${deleted} audit event(s) past their retention` : undefined;
      },
      options.retentionIntervalMs === undefined ? HOURLY : options.retentionIntervalMs,
    );
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Deletes the events past the retention now; answers how many. */
  async run(): Promise<number> {
    const [row] = await this.dataSource.query<{ deleted: number }[]>(
      'SELECT purge_audit_events($1::int) AS deleted',
      [this.options.retentionDays],
    );
    return row?.deleted ?? 0;
  }
}
