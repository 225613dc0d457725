import { Logger } from '@nestjs/common';

/**
 * Work that runs at start-up and then every `intervalMs` in each replica (retention jobs: running
 * twice is harmless), one run at a time. A run answers what to log, if anything; a failure is
 * logged and the work runs again at the next turn. `intervalMs` null: only when called (tests).
 */
export class PeriodicJob {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<string | undefined>,
    private readonly intervalMs: number | null,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    if (this.intervalMs === null) return;
    this.schedule();
    this.timer = setInterval(() => this.schedule(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the turns and waits for a run in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private schedule(): void {
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        const done = await this.work();
        if (done) this.logger.log(done);
      } catch (error) {
        this.logger.error(`${this.name} failed; it runs again at its next turn: ${String(error)}`);
      }
    });
  }
}
