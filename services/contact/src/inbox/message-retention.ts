import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '@site/common';
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
  private readonly messageDays: number;
  private readonly spamDays: number;
  private readonly job: PeriodicJob;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONTACT_OPTIONS) options: ContactModuleOptions,
  ) {
    this.messageDays = options.messageRetentionDays ?? RETENTION.messageDays;
    this.spamDays = options.spamRetentionDays ?? RETENTION.spamDays;
    this.job = new PeriodicJob(
      'MessageRetention',
      async () => {
        const { messages, spam } = await this.run();
        return messages + spam > 0
          ? `Deleted ${messages} message(s) and ${spam} spam past their retention`
          : undefined;
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
}
