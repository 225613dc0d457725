import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Provider } from '@nestjs/common';
import { ImageBackfill } from './backfill.js';
import { DEFAULT_ORPHAN_AGE_MS, ORPHAN_SWEEP_OPTIONS, OrphanSweep } from './sweep.js';

export const IMAGE_MAINTENANCE_SCHEDULE = Symbol('ImageMaintenanceSchedule');

/** When the background image jobs run, in milliseconds; null turns a job off. */
export interface ImageMaintenanceSchedule {
  /** From start to the backfill of old images. */
  backfillDelayMs: number | null;
  /** From start to the first orphan sweep. */
  sweepDelayMs: number | null;
  /** Between sweeps; each sweep first backfills posts written meanwhile by an older version. */
  sweepIntervalMs: number;
}

export const DEFAULT_IMAGE_MAINTENANCE_SCHEDULE: ImageMaintenanceSchedule = {
  backfillDelayMs: 10_000,
  sweepDelayMs: 5 * 60_000,
  sweepIntervalMs: 60 * 60_000,
};

/**
 * Runs the image backfill once soon after start and the orphan sweep every hour, in the
 * background: start-up never waits for them, a failed run is logged and tried at the next
 * turn, and shutdown waits only for the image being processed.
 */
@Injectable()
export class ImageMaintenance implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ImageMaintenance');
  private readonly timers = new Set<NodeJS.Timeout>();
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly backfill: ImageBackfill,
    private readonly sweep: OrphanSweep,
    @Inject(IMAGE_MAINTENANCE_SCHEDULE) private readonly schedule: ImageMaintenanceSchedule,
  ) {}

  onApplicationBootstrap(): void {
    const { backfillDelayMs, sweepDelayMs, sweepIntervalMs } = this.schedule;
    if (backfillDelayMs !== null) this.after(backfillDelayMs, () => this.backfillNow());
    if (sweepDelayMs !== null) {
      const sweepAndRepeat = async () => {
        await this.backfillNow();
        await this.sweepNow();
        this.after(sweepIntervalMs, sweepAndRepeat);
      };
      this.after(sweepDelayMs, sweepAndRepeat);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.backfill.stop();
    await this.running;
  }

  private after(delayMs: number, job: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.running = this.running.then(job);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async backfillNow(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.backfill.run();
    } catch (error) {
      this.logger.error(`Image backfill stopped; it continues at the next turn: ${String(error)}`);
    }
  }

  private async sweepNow(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.sweep.run();
    } catch (error) {
      this.logger.error(`Orphan sweep failed; it runs again at the next turn: ${String(error)}`);
    }
  }
}

/** The backfill, the sweep and their schedule, as BlogModule provides them. */
export const IMAGE_MAINTENANCE_PROVIDERS: Provider[] = [
  ImageBackfill,
  OrphanSweep,
  ImageMaintenance,
  { provide: ORPHAN_SWEEP_OPTIONS, useValue: { orphanAgeMs: DEFAULT_ORPHAN_AGE_MS } },
  { provide: IMAGE_MAINTENANCE_SCHEDULE, useValue: DEFAULT_IMAGE_MAINTENANCE_SCHEDULE },
];
