import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import { type AfterQueryEvent, DataSource, type EntitySubscriberInterface } from 'typeorm';
import { AppMetrics } from './app-metrics.js';

/** What pg's Pool (behind TypeORM's PostgreSQL driver) tells about itself. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

interface OutboxState {
  pending: number;
  failed: number;
  dueLagSeconds: number;
  oldestPendingSeconds: number;
}

/** One statement over the notification outbox. Pending rows come from the sender's partial
 * index; counting the failed ones reads the table (one row per email: small). */
const OUTBOX_STATE = `
  SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
         count(*) FILTER (WHERE state = 'failed')::int AS failed,
         coalesce(extract(epoch FROM now() - min(next_attempt_at)
           FILTER (WHERE state = 'pending' AND next_attempt_at <= now())), 0)::float8 AS "dueLagSeconds",
         coalesce(extract(epoch FROM now() - min(created_at)
           FILTER (WHERE state = 'pending')), 0)::float8 AS "oldestPendingSeconds"
    FROM message_notifications
   WHERE state IN ('pending', 'failed')`;

/** Answers within this long of a read share it: a scrape reads the outbox once for its gauges. */
const OUTBOX_READ_TTL_MS = 1000;

/** Times every query TypeORM runs (its own measure, whole milliseconds). */
class QueryTimer implements EntitySubscriberInterface {
  constructor(private readonly metrics: AppMetrics) {}

  afterQuery(event: AfterQueryEvent): void {
    if (event.success) this.metrics.dbQueryDuration.observe((event.executionTime ?? 0) / 1000);
    else this.metrics.dbQueryErrors.inc();
  }
}

/**
 * The database's series: query time (a TypeORM subscriber's afterQuery, which TypeORM calls with
 * each query's execution time), and, read when Prometheus scrapes, the connection pool (pg's own
 * counts) and the notification outbox (one query per scrape, never per request).
 */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  private readonly logger = new Logger('Metrics');
  private outboxRead?: { at: number; state: Promise<OutboxState | null> };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: AppMetrics,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(new QueryTimer(this.metrics));
    const registers = [this.metrics.registry];
    const pool = () => (this.dataSource.driver as unknown as { master?: PgPool }).master;
    new Gauge({
      name: 'site_db_pool_connections',
      help: 'Connections of the database pool: total open, and idle among them.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const current = pool();
        this.set({ state: 'total' }, current?.totalCount ?? 0);
        this.set({ state: 'idle' }, current?.idleCount ?? 0);
      },
    });
    new Gauge({
      name: 'site_db_pool_waiting_requests',
      help: 'Queries waiting for a connection of the pool (all of them busy).',
      registers,
      collect() {
        this.set(pool()?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: 'site_db_pool_max_connections',
      help: 'The most connections the pool opens.',
      registers,
      collect() {
        this.set(pool()?.options?.max ?? 0);
      },
    });

    // NaN when the outbox cannot be read (the database is down: the health check says so).
    const outbox = () => this.outboxState();
    new Gauge({
      name: 'site_outbox_emails',
      help: 'Notification emails in the outbox that are pending (to send or retry) or failed (given up).',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const state = await outbox();
        this.set({ state: 'pending' }, state?.pending ?? Number.NaN);
        this.set({ state: 'failed' }, state?.failed ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'site_outbox_due_lag_seconds',
      help: 'How long the oldest pending email that is due has been due: how far behind the sender is (0: none due).',
      registers,
      async collect() {
        this.set((await outbox())?.dueLagSeconds ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'site_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest pending email, retries included (0: none pending).',
      registers,
      async collect() {
        this.set((await outbox())?.oldestPendingSeconds ?? Number.NaN);
      },
    });
  }

  private outboxState(): Promise<OutboxState | null> {
    const now = Date.now();
    if (this.outboxRead && now - this.outboxRead.at < OUTBOX_READ_TTL_MS) {
      return this.outboxRead.state;
    }
    const state = this.dataSource
      .query<OutboxState[]>(OUTBOX_STATE)
      .then(([row]) => row ?? null)
      .catch((error: unknown) => {
        this.logger.debug(`Could not read the outbox for the metrics: ${String(error)}`);
        return null;
      });
    this.outboxRead = { at: now, state };
    return state;
  }
}
