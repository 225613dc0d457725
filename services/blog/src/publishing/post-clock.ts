import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PostEntity } from '../post.entity.js';
import { ADVISORY_LOCKS, whileLocked } from '../post-images/advisory-lock.js';
import { PostsService } from '../posts.service.js';
import { BlogChanges } from '../read-cache/blog-changes.js';
import { BlogReadCache } from '../read-cache/read-cache.js';
import { PostAudit } from '../audit/post-audit.js';
import { recordRevision, snapshotOf } from '../revisions/post-revisions.js';

export const POST_CLOCK_OPTIONS = Symbol('PostClockOptions');

export interface PostClockOptions {
  /** The longest wait between two looks for due posts (a change elsewhere wakes it sooner). */
  maxWaitMs: number;
  /** Between two purges of the trash; null: never (tests). */
  purgeIntervalMs: number | null;
}

export const DEFAULT_POST_CLOCK_OPTIONS: PostClockOptions = {
  maxWaitMs: 5_000,
  purgeIntervalMs: 60 * 60_000,
};

/**
 * The blog's clock, in every bff replica: publishes each scheduled post when its time comes, and
 * purges the trash every hour. A post is published exactly once whatever the number of
 * replicas: the status changes from scheduled to published in one statement over rows locked
 * with SKIP LOCKED, and its revision is written in the same transaction. The clock sleeps until
 * the next due post (at most `maxWaitMs`), and wakes when the posts change.
 */
@Injectable()
export class PostClock implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PostClock');
  private timer: NodeJS.Timeout | undefined;
  private purgeTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: PostsService,
    private readonly audit: PostAudit,
    @Inject(POST_CLOCK_OPTIONS) private readonly options: PostClockOptions,
    @Optional() @Inject(BlogChanges) changes?: BlogChanges | null,
    @Optional() @Inject(BlogReadCache) private readonly cache?: BlogReadCache | null,
  ) {
    changes?.onChange(() => this.plan(0));
  }

  onApplicationBootstrap(): void {
    this.plan(0);
    const { purgeIntervalMs } = this.options;
    if (purgeIntervalMs !== null) {
      this.purgeTimer = setInterval(() => {
        this.running = this.running.then(() => this.purgeNow());
      }, purgeIntervalMs);
      this.purgeTimer.unref();
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.purgeTimer);
    await this.running;
  }

  /**
   * Publishes every scheduled post whose time has come and that no other replica is publishing
   * right now. Returns the posts this call published.
   */
  async publishDue(): Promise<PostEntity[]> {
    const published = await this.dataSource.transaction(async (manager) => {
      const due = await manager.query<{ id: string }[]>(
        `SELECT id FROM posts
          WHERE status = 'scheduled' AND deleted_at IS NULL AND published_at <= now()
          ORDER BY published_at
          FOR UPDATE SKIP LOCKED`,
      );
      // No UPDATE without a due post: even an empty one would notify every replica's cache.
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await manager.query(
        `UPDATE posts SET status = 'published', version = version + 1 WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const posts: PostEntity[] = [];
      for (const id of ids) {
        const post = await manager.findOneByOrFail(PostEntity, { id });
        const before = { ...snapshotOf(post), status: 'scheduled' as const };
        await recordRevision(manager, post, 'published', before);
        await this.audit.changed(manager, post, 'published', before);
        posts.push(post);
      }
      return posts;
    });
    if (published.length > 0) {
      this.cache?.changed();
      this.logger.log(`Published ${published.map((post) => post.slug).join(', ')} as scheduled`);
    }
    return published;
  }

  /** Looks for due posts after `delayMs`, replacing any look planned later. */
  private plan(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running.then(() => this.tick());
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    let wait = this.options.maxWaitMs;
    try {
      await this.publishDue();
      const [next] = await this.dataSource.query<{ ms: number | null }[]>(
        `SELECT (extract(epoch FROM min(published_at) - now()) * 1000)::float8 AS ms
           FROM posts WHERE status = 'scheduled' AND deleted_at IS NULL`,
      );
      if (next?.ms !== null && next?.ms !== undefined) {
        wait = Math.min(wait, Math.max(0, Math.ceil(next.ms)));
      }
    } catch (error) {
      this.logger.error(`Publishing scheduled posts failed; retrying soon: ${String(error)}`);
    }
    this.plan(wait);
  }

  private async purgeNow(): Promise<void> {
    if (this.stopped) return;
    try {
      const result = await whileLocked(this.dataSource, ADVISORY_LOCKS.trashPurge, () =>
        this.posts.purgeTrash(),
      );
      if (result?.value) this.logger.log(`Purged ${result.value} post(s) from the trash`);
    } catch (error) {
      this.logger.error(
        `Purging the trash failed; it runs again at the next turn: ${String(error)}`,
      );
    }
  }
}
