import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RETENTION, SPAM_RULES } from '@site/contract';
import { CONTACT_OPTIONS, type ContactModuleOptions } from '../contact-options.js';

export interface RetentionResult {
  messages: number;
  spam: number;
  nonces: number;
}

const HOURLY = 60 * 60_000;

/**
 * Deletes messages older than the retention (spam has its own, shorter one; 0 keeps them for
 * ever), with their notes and notifications, and the form-token nonces no token can use any more.
 * Runs at start-up and then every hour in each replica (a delete twice is harmless).
 */
@Injectable()
export class MessageRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MessageRetention');
  private readonly messageDays: number;
  private readonly spamDays: number;
  private readonly intervalMs: number | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONTACT_OPTIONS) options: ContactModuleOptions,
  ) {
    this.messageDays = options.messageRetentionDays ?? RETENTION.messageDays;
    this.spamDays = options.spamRetentionDays ?? RETENTION.spamDays;
    this.intervalMs =
      options.retentionIntervalMs === undefined ? HOURLY : options.retentionIntervalMs;
  }

  onApplicationBootstrap(): void {
    if (this.intervalMs === null) return;
    this.schedule();
    this.timer = setInterval(() => this.schedule(), this.intervalMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes what is past its retention now. */
  async run(): Promise<RetentionResult> {
    const deleted = (sql: string, param: number) =>
      this.dataSource
        .query<{ n: number }[]>(
          `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [param],
        )
        .then(([row]) => row?.n ?? 0);
    const messages =
      this.messageDays > 0
        ? await deleted(
            `DELETE FROM messages
              WHERE status <> 'spam' AND created_at < now() - make_interval(days => $1::int)`,
            this.messageDays,
          )
        : 0;
    const spam =
      this.spamDays > 0
        ? await deleted(
            `DELETE FROM messages
              WHERE status = 'spam' AND created_at < now() - make_interval(days => $1::int)`,
            this.spamDays,
          )
        : 0;
    const nonces = await deleted(
      `DELETE FROM contact_form_nonces WHERE issued_at < now() - make_interval(hours => $1::int)`,
      SPAM_RULES.tokenMaxAgeHours,
    );
    return { messages, spam, nonces };
  }

  private schedule(): void {
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        const { messages, spam } = await this.run();
        if (messages + spam > 0) {
          this.logger.log(`Deleted ${messages} message(s) and ${spam} spam past their retention`);
        }
      } catch (error) {
        this.logger.error(
          `The message retention failed; it runs again in an hour: ${String(error)}`,
        );
      }
    });
  }
}
