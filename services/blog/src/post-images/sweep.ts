import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { ADVISORY_LOCKS, whileLocked } from './advisory-lock.js';
import { deleteQuietly, unreferencedKeys } from './post-images.js';

export const ORPHAN_SWEEP_OPTIONS = Symbol('OrphanSweepOptions');

export interface OrphanSweepOptions {
  /** An unreferenced object younger than this is kept: its post may not be saved yet. */
  orphanAgeMs: number;
}

export const DEFAULT_ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepReport {
  /** Objects the storage listed. */
  listed: number;
  /** Keys deleted (or whose deletion was attempted and logged). */
  deleted: string[];
}

/** Deletions sent to the storage at once. */
const DELETE_BATCH = 16;

/** A key as the blog writes it after `/uploads/`: a uuid or a sha-256, and an extension. */
const UPLOAD_KEY_IN_TEXT = String.raw`/uploads/([0-9a-f-]+\.[a-z0-9]+)`;

/** Every key a post names (image_key, its images' URLs, `/uploads/<key>` in its content or in
 * a revision's content, which may be restored). */
async function referencedKeys(dataSource: DataSource): Promise<Set<string>> {
  const rows = await dataSource.query<{ key: string }[]>(
    `SELECT image_key AS key FROM posts WHERE image_key IS NOT NULL
     UNION SELECT m[1] FROM posts p, regexp_matches(p.images::text, $1, 'g') AS m
     UNION SELECT m[1] FROM posts p, regexp_matches(p.content, $1, 'g') AS m
     UNION SELECT m[1] FROM post_revisions r, regexp_matches(r.snapshot->>'content', $1, 'g') AS m`,
    [UPLOAD_KEY_IN_TEXT],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Deletes stored objects that no post references and that are older than `orphanAgeMs`: files
 * of a post whose row was never committed (or whose commit the bff never heard of), an old
 * image whose deletion failed, content images of a post never saved. One sweeper at a time
 * among replicas (a PostgreSQL advisory lock).
 */
@Injectable()
export class OrphanSweep {
  private readonly logger = new Logger('OrphanSweep');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ORPHAN_SWEEP_OPTIONS) private readonly options: OrphanSweepOptions,
  ) {}

  /** One sweep as of `now`; null when another replica is sweeping. */
  async run(now: Date = new Date()): Promise<SweepReport | null> {
    const swept = await whileLocked(this.dataSource, ADVISORY_LOCKS.orphanSweep, () =>
      this.sweep(now.getTime() - this.options.orphanAgeMs),
    );
    if (!swept) this.logger.debug('Orphan sweep skipped: another instance is sweeping');
    return swept?.value ?? null;
  }

  private async sweep(cutoff: number): Promise<SweepReport> {
    // Read before listing: an object referenced only after this is younger than the cutoff.
    const referenced = await referencedKeys(this.dataSource);
    let listed = 0;
    const candidates: string[] = [];
    for await (const object of this.storage.list()) {
      listed += 1;
      if (object.lastModified.getTime() <= cutoff && !referenced.has(object.key)) {
        candidates.push(object.key);
      }
    }
    // Checked again against the rows as they are now, with the deletion rule itself.
    const orphans = await unreferencedKeys(this.dataSource, candidates);
    for (let start = 0; start < orphans.length; start += DELETE_BATCH) {
      await deleteQuietly(this.storage, orphans.slice(start, start + DELETE_BATCH));
    }
    if (orphans.length > 0) {
      this.logger.log(`Orphan sweep deleted ${orphans.length} of ${listed} stored images`);
    }
    return { listed, deleted: orphans };
  }
}
