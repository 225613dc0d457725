import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '@site/common';
import { type ImagePipeline } from '../images/image-pipeline.js';
import { PostEntity } from '../post.entity.js';
import { BlogReadCache } from '../read-cache/read-cache.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { ADVISORY_LOCKS, whileLocked } from './advisory-lock.js';
import { IMAGE_PIPELINE, keysOf, PostImageFiles, type StoredImage } from './post-images.js';

export interface BackfillReport {
  /** Posts that were waiting for their variants when the run began. */
  total: number;
  /** Posts that got their variants. */
  backfilled: number;
  /** Posts whose original is missing or unreadable: they keep their old image. */
  skipped: number;
  /** Posts edited while their variants were made: the edit was kept, the variants dropped. */
  superseded: number;
}

type Outcome = 'backfilled' | 'skipped' | 'superseded';

/**
 * Gives posts uploaded before the image pipeline (image_key set, images null) their web
 * variants, one post at a time. One replica runs it at a time (a PostgreSQL advisory lock held
 * for the whole run); the row is written only if it still names the same original, so an edit
 * made meanwhile wins. Resumable: what a stopped run did not write is done by the next one.
 */
@Injectable()
export class ImageBackfill {
  private readonly logger = new Logger('ImageBackfill');
  /** Posts (id → original key) this process could not backfill; not tried again by it. */
  private readonly failed = new Map<string, string>();
  private stopping = false;
  private readonly files: PostImageFiles;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(IMAGE_PIPELINE) pipeline: ImagePipeline,
    @Optional() @Inject(BlogReadCache) private readonly cache?: BlogReadCache | null,
  ) {
    this.files = new PostImageFiles(dataSource, storage, pipeline);
  }

  /** Ends a run after the post being processed. */
  stop(): void {
    this.stopping = true;
  }

  /** Backfills every waiting post; null when another replica is backfilling. */
  async run(): Promise<BackfillReport | null> {
    const done = await whileLocked(this.dataSource, ADVISORY_LOCKS.imageBackfill, () =>
      this.backfillAll(),
    );
    if (!done) this.logger.debug('Image backfill skipped: another instance is running it');
    return done?.value ?? null;
  }

  private async backfillAll(): Promise<BackfillReport> {
    const rows = await this.dataSource.query<{ id: string; image_key: string }[]>(
      `SELECT id, image_key FROM posts WHERE image_key IS NOT NULL AND images IS NULL
       ORDER BY created_at, id`,
    );
    const waiting = rows.filter((row) => this.failed.get(row.id) !== row.image_key);
    const report: BackfillReport = {
      total: waiting.length,
      backfilled: 0,
      skipped: 0,
      superseded: 0,
    };
    if (waiting.length > 0) {
      this.logger.log(`Making web variants of ${waiting.length} images uploaded before them`);
    }
    for (const row of waiting) {
      if (this.stopping) break;
      const outcome = await this.backfillOne(row.id, row.image_key);
      report[outcome] += 1;
      if (outcome === 'backfilled') {
        this.logger.log(`Backfilled ${report.backfilled} of ${report.total} post images`);
      }
    }
    return report;
  }

  private async backfillOne(id: string, originalKey: string): Promise<Outcome> {
    const original = await this.storage.get(originalKey);
    if (!original) return this.skip(id, originalKey, 'the file is missing from storage');
    const bytes = await buffer(original.body);

    let stored: StoredImage;
    try {
      stored = await this.files.store({ file: bytes, alt: '' });
    } catch (error) {
      // A file the pipeline refuses stays as it is; a storage outage ends the run.
      if (error instanceof DomainError && error.code !== 'STORAGE_UNAVAILABLE') {
        return this.skip(id, originalKey, error.message);
      }
      throw error;
    }

    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(PostEntity)
      .set({ images: stored.images, imageKey: stored.imageKey })
      .where('id = :id AND images IS NULL AND image_key = :originalKey', { id, originalKey })
      .execute();
    if (!affected) {
      await this.files.deleteUnreferenced(keysOf(stored.images));
      return 'superseded';
    }
    this.cache?.changed();
    await this.files.deleteUnreferenced([originalKey]);
    return 'backfilled';
  }

  private skip(id: string, originalKey: string, reason: string): Outcome {
    this.failed.set(id, originalKey);
    this.logger.warn(
      `Image backfill skipped post ${id}: its image ${originalKey} could not be made into ` +
        `web variants (${reason}); the post keeps its original image`,
    );
    return 'skipped';
  }
}
