import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUDIT_OPTIONS, type AuditModuleOptions } from './audit-options.js';

const HOURLY = 60 * 60_000;

/**
 * The audit log's only deleter: purge_audit_events() (the bff's database role may not delete
 * audit rows itself), for events older than the retention. Runs at start-up and then every hour
 * in each replica (a purge twice is harmless).
 */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AuditRetention');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(AUDIT_OPTIONS) private readonly options: AuditModuleOptions,
  ) {}

  onApplicationBootstrap(): void {
    const intervalMs =
      this.options.retentionIntervalMs === undefined ? HOURLY : this.options.retentionIntervalMs;
    if (intervalMs === null) return;
    this.schedule();
    this.timer = setInterval(() => this.schedule(), intervalMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes the events past the retention now; answers how many. */
  async run(): Promise<number> {
    const [row] = await this.dataSource.query<{ deleted: number }[]>(
      'SELECT purge_audit_events($1::int) AS deleted',
      [this.options.retentionDays],
    );
    return row?.deleted ?? 0;
  }

  private schedule(): void {
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        const deleted = await this.run();
        if (deleted > 0) this.logger.log(`Deleted ${deleted} audit event(s) past their retention`);
      } catch (error) {
        this.logger.error(`The audit retention failed; it runs again in an hour: ${String(error)}`);
      }
    });
  }
}
