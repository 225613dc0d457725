import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage, type QueryRunner } from 'typeorm';

/**
 * TypeORM's own messages (migrations run, warnings) through Nest's Logger, so into the app's log
 * like everything else. Only what `logging` enables is written: never queries, whose parameters
 * would carry what visitors typed.
 */
export class DatabaseLogger extends AbstractLogger {
  private readonly logger = new Logger('Database');
  /** Runs a call in the context this logger was made in, at start-up: no request's. pg's
   * sockets keep the context of the request that opened them, and a pool error much later is
   * no business of that request (its id would mislead). */
  private readonly outsideRequests = AsyncLocalStorage.snapshot();

  protected writeLog(
    level: LogLevel,
    message: LogMessage | string | number | (LogMessage | string | number)[],
    queryRunner?: QueryRunner,
  ): void {
    const messages = this.prepareLogMessages(
      message,
      { highlightSql: false, appendParameterAsComment: false },
      queryRunner,
    );
    for (const { message: text, prefix } of messages) {
      const line = prefix ? `${prefix} ${String(text)}` : String(text);
      this.outsideRequests(() => {
        if (level === 'warn' || level === 'error') this.logger.warn(line);
        else this.logger.log(line);
      });
    }
  }
}
