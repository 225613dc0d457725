import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { type TestingModule } from '@nestjs/testing';
import { flatJpeg } from '@site/common/testing';
import { createImagePipeline } from '../images/image-pipeline.js';
import { IMAGE_MAINTENANCE_SCHEDULE, type ImageMaintenanceSchedule } from './image-maintenance.js';
import {
  countingPipeline,
  insertOldPost,
  type MaintenanceBlog,
  startMaintenanceBlog,
} from './maintenance.fixtures.js';
import { IMAGE_PIPELINE } from './post-images.js';
import { ORPHAN_SWEEP_OPTIONS } from './sweep.js';

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function gated() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe('ImageMaintenance: the backfill and the sweep run by themselves', () => {
  let blog: MaintenanceBlog;
  let started: TestingModule | undefined;

  const imagesOf = async (id: string) =>
    (
      await blog.dataSource.query<{ images: unknown }[]>('SELECT images FROM posts WHERE id = $1', [
        id,
      ])
    )[0]?.images ?? null;
  const oldPost = async () => {
    const key = `${randomUUID()}.jpg`;
    await blog.storage.put(key, await flatJpeg({ r: 40, g: 160, b: 90 }), 'image/jpeg');
    return insertOldPost(blog.dataSource, key);
  };
  const start = (schedule: ImageMaintenanceSchedule, more: [symbol, unknown][] = []) =>
    blog.startAgain([[IMAGE_MAINTENANCE_SCHEDULE, schedule], ...more]);

  beforeAll(async () => {
    blog = await startMaintenanceBlog('disk');
  });

  afterAll(async () => {
    await started?.close();
    await blog?.close();
  });

  beforeEach(async () => {
    await started?.close();
    started = undefined;
    await blog.clear();
  });

  it('backfills after start without holding the start up', async () => {
    const post = await oldPost();
    const { gate, release } = gated();
    const pipeline = countingPipeline(createImagePipeline(), () => gate);

    started = await start({ backfillDelayMs: 0, sweepDelayMs: null, sweepIntervalMs: 60_000 }, [
      [IMAGE_PIPELINE, pipeline],
    ]);
    await eventually(() => pipeline.calls === 1);
    expect(await imagesOf(post.id)).toBeNull();
    release();

    await eventually(async () => (await imagesOf(post.id)) !== null);
    expect(pipeline.calls).toBe(1);
  });

  it('sweeps on schedule, and each turn first backfills posts written meanwhile', async () => {
    const orphan = `${randomUUID()}.jpg`;
    await blog.storage.put(orphan, await flatJpeg({ r: 1, g: 2, b: 3 }, 16, 16), 'image/jpeg');
    started = await start({ backfillDelayMs: null, sweepDelayMs: 20, sweepIntervalMs: 50 }, [
      [ORPHAN_SWEEP_OPTIONS, { orphanAgeMs: 0 }],
    ]);
    await eventually(async () => !(await blog.storedKeys()).includes(orphan));

    // Written after the first turn, as a bff of the previous version still would.
    const post = await oldPost();
    await eventually(async () => (await imagesOf(post.id)) !== null);
    // The original goes right after the row names its variants (not in the same instant).
    await eventually(async () => (await blog.read(post.imageKey!)) === null);
  });

  it('stops at shutdown after the image being made, and leaves the rest to the next start', async () => {
    const posts = [await oldPost(), await oldPost()];
    const { gate, release } = gated();
    const pipeline = countingPipeline(createImagePipeline(), () => gate);
    const running = await start(
      { backfillDelayMs: 0, sweepDelayMs: null, sweepIntervalMs: 60_000 },
      [[IMAGE_PIPELINE, pipeline]],
    );
    await eventually(() => pipeline.calls === 1);

    const closing = running.close();
    release();
    await closing;

    expect(pipeline.calls).toBe(1);
    const filled = await Promise.all(posts.map(async (post) => (await imagesOf(post.id)) !== null));
    expect(filled.sort()).toEqual([false, true]);
  });
});
