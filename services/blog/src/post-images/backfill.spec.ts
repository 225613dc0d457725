import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { type ResponsiveImage } from '@site/contract';
import { flatJpeg, truncated } from '@site/common/testing';
import { createImagePipeline } from '../images/image-pipeline.js';
import { ImageBackfill } from './backfill.js';
import {
  countingPipeline,
  DRIVERS,
  insertOldPost,
  type MaintenanceBlog,
  startMaintenanceBlog,
} from './maintenance.fixtures.js';
import { keysOf } from './post-images.js';
import { type DataSource } from 'typeorm';

interface PostImageRow {
  image_key: string | null;
  images: ResponsiveImage | null;
}

const pngPhoto = () =>
  sharp({ create: { width: 1000, height: 700, channels: 4, background: '#3a7bd5' } })
    .png()
    .toBuffer();

const jpegPhoto = () => flatJpeg({ r: 200, g: 120, b: 40 });

describe.each(DRIVERS)('ImageBackfill on %s storage and PostgreSQL', (driver) => {
  let blog: MaintenanceBlog;

  const rowOf = async (id: string, dataSource: DataSource = blog.dataSource) => {
    const [row] = await dataSource.query<PostImageRow[]>(
      'SELECT image_key, images FROM posts WHERE id = $1',
      [id],
    );
    return row!;
  };

  /** Stores an original under an old-style uuid key. */
  const storeOriginal = async (bytes: Buffer, extension: 'jpg' | 'png'): Promise<string> => {
    const key = `${randomUUID()}.${extension}`;
    await blog.storage.put(key, bytes, extension === 'jpg' ? 'image/jpeg' : 'image/png');
    return key;
  };

  const backfillWith = (
    pipeline = countingPipeline(createImagePipeline()),
    dataSource: DataSource = blog.dataSource,
  ) => ({ pipeline, backfill: new ImageBackfill(dataSource, blog.storage, pipeline) });

  beforeAll(async () => {
    blog = await startMaintenanceBlog(driver);
  });

  afterAll(async () => {
    await blog?.close();
  });

  beforeEach(async () => {
    await blog.clear();
  });

  it('gives old posts their variants, stores them, points image_key at the widest JPEG and removes the originals', async () => {
    const jpegKey = await storeOriginal(await jpegPhoto(), 'jpg');
    const pngKey = await storeOriginal(await pngPhoto(), 'png');
    const jpegPost = await insertOldPost(blog.dataSource, jpegKey);
    const pngPost = await insertOldPost(blog.dataSource, pngKey);
    const withoutImage = await insertOldPost(blog.dataSource, null);
    const { pipeline, backfill } = backfillWith();

    const report = await backfill.run();

    expect(report).toEqual({ total: 2, backfilled: 2, skipped: 0, superseded: 0 });
    expect(pipeline.calls).toBe(2);
    const expectedKeys: string[] = [];
    for (const [post, source] of [
      [jpegPost, { width: 640, height: 480 }],
      [pngPost, { width: 1000, height: 700 }],
    ] as const) {
      const row = await rowOf(post.id);
      const images = row.images!;
      expect(images.alt).toBe('');
      expect(images.width / images.height).toBeCloseTo(source.width / source.height, 1);
      expect(new Set(images.variants.map((variant) => variant.format))).toEqual(
        new Set(['avif', 'webp', 'jpeg']),
      );
      const widestJpeg = images.variants.filter((variant) => variant.format === 'jpeg').at(-1)!;
      expect(`/uploads/${row.image_key}`).toBe(widestJpeg.url);
      for (const variant of [...images.variants, images.social]) {
        const stored = await blog.storage.get(variant.url.slice('/uploads/'.length));
        expect(stored?.contentType).toBe(`image/${variant.format}`);
        stored?.body.destroy();
        const bytes = await blog.read(variant.url.slice('/uploads/'.length));
        const metadata = await sharp(bytes!).metadata();
        expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
        expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(variant.format);
      }
      expectedKeys.push(...keysOf(images));
    }
    expect(await blog.read(jpegKey)).toBeNull();
    expect(await blog.read(pngKey)).toBeNull();
    expect(await blog.storedKeys()).toEqual([...new Set(expectedKeys)].sort());
    expect(await rowOf(withoutImage.id)).toEqual({ image_key: null, images: null });
  });

  it('does nothing on a second run, in this process or after a restart', async () => {
    const post = await insertOldPost(
      blog.dataSource,
      await storeOriginal(await jpegPhoto(), 'jpg'),
    );
    const { pipeline, backfill } = backfillWith();
    await backfill.run();
    const after = { row: await rowOf(post.id), keys: await blog.storedKeys() };

    expect(await backfill.run()).toEqual({ total: 0, backfilled: 0, skipped: 0, superseded: 0 });
    const restarted = backfillWith();
    expect(await restarted.backfill.run()).toEqual({
      total: 0,
      backfilled: 0,
      skipped: 0,
      superseded: 0,
    });
    expect(pipeline.calls + restarted.pipeline.calls).toBe(1);
    expect(await rowOf(post.id)).toEqual(after.row);
    expect(await blog.storedKeys()).toEqual(after.keys);
  });

  it('keeps an original that the content of a post still shows', async () => {
    const key = await storeOriginal(await jpegPhoto(), 'jpg');
    await insertOldPost(blog.dataSource, key);
    await insertOldPost(blog.dataSource, null, `<p><img src="/uploads/${key}" alt="A photo"></p>`);

    expect((await backfillWith().backfill.run())?.backfilled).toBe(1);
    expect(await blog.read(key)).not.toBeNull();
  });

  it('skips a missing or unreadable original once, logging it once; the post keeps it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const missing = await insertOldPost(blog.dataSource, `${randomUUID()}.jpg`);
      const brokenKey = await storeOriginal(truncated(await jpegPhoto(), 0.3), 'jpg');
      const broken = await insertOldPost(blog.dataSource, brokenKey);
      const good = await insertOldPost(
        blog.dataSource,
        await storeOriginal(await jpegPhoto(), 'jpg'),
      );
      const { pipeline, backfill } = backfillWith();

      expect(await backfill.run()).toEqual({ total: 3, backfilled: 1, skipped: 2, superseded: 0 });
      expect(await backfill.run()).toEqual({ total: 0, backfilled: 0, skipped: 0, superseded: 0 });

      expect(pipeline.calls).toBe(2); // the broken file and the good one; nothing to read for the missing
      const warnings = warn.mock.calls.map(([message]) => String(message));
      expect(warnings.filter((message) => message.includes(missing.id))).toHaveLength(1);
      expect(warnings.filter((message) => message.includes(broken.id))).toHaveLength(1);
      expect(await rowOf(missing.id)).toEqual({ image_key: missing.imageKey, images: null });
      expect(await rowOf(broken.id)).toEqual({ image_key: brokenKey, images: null });
      expect(await blog.read(brokenKey)).not.toBeNull();
      expect((await rowOf(good.id)).images).not.toBeNull();
    } finally {
      warn.mockRestore();
    }
  });

  it('lets an edit made while the variants were made win, and drops those variants', async () => {
    const originalKey = await storeOriginal(await jpegPhoto(), 'jpg');
    const post = await insertOldPost(blog.dataSource, originalKey);
    const replacementKey = await storeOriginal(await pngPhoto(), 'png');
    const { backfill } = backfillWith(
      countingPipeline(createImagePipeline(), async () => {
        await blog.dataSource.query('UPDATE posts SET image_key = $2 WHERE id = $1', [
          post.id,
          replacementKey,
        ]);
      }),
    );

    const report = await backfill.run();

    expect(report).toEqual({ total: 1, backfilled: 0, skipped: 0, superseded: 1 });
    expect(await rowOf(post.id)).toEqual({ image_key: replacementKey, images: null });
    expect(await blog.storedKeys()).toEqual([originalKey, replacementKey].sort());
  });

  it('continues after a stop where the stopped run ended', async () => {
    const posts = [];
    for (let index = 0; index < 3; index += 1) {
      posts.push(
        await insertOldPost(blog.dataSource, await storeOriginal(await jpegPhoto(), 'jpg')),
      );
    }
    const first = backfillWith(
      countingPipeline(createImagePipeline(), () => {
        first.backfill.stop();
      }),
    );
    expect(await first.backfill.run()).toEqual({
      total: 3,
      backfilled: 1,
      skipped: 0,
      superseded: 0,
    });

    const next = backfillWith();
    expect(await next.backfill.run()).toEqual({
      total: 2,
      backfilled: 2,
      skipped: 0,
      superseded: 0,
    });
    expect(first.pipeline.calls + next.pipeline.calls).toBe(3);
    for (const post of posts) expect((await rowOf(post.id)).images).not.toBeNull();
  });

  it('processes each post once when two replicas start it at the same time', async () => {
    const posts = [];
    for (let index = 0; index < 3; index += 1) {
      posts.push(
        await insertOldPost(blog.dataSource, await storeOriginal(await jpegPhoto(), 'jpg')),
      );
    }
    const replicaDataSource = await blog.replica();
    const one = backfillWith();
    const two = backfillWith(countingPipeline(createImagePipeline()), replicaDataSource);

    const reports = await Promise.all([one.backfill.run(), two.backfill.run()]);

    expect(one.pipeline.calls + two.pipeline.calls).toBe(3);
    expect(reports.reduce((sum, report) => sum + (report?.backfilled ?? 0), 0)).toBe(3);
    for (const post of posts)
      expect((await rowOf(post.id, replicaDataSource)).images).not.toBeNull();
  });

  it('leaves the run to the replica that holds it: the other returns at once', async () => {
    await insertOldPost(blog.dataSource, await storeOriginal(await jpegPhoto(), 'jpg'));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const holder = backfillWith(
      countingPipeline(createImagePipeline(), async () => {
        entered();
        await gate;
      }),
    );
    const other = backfillWith(countingPipeline(createImagePipeline()), await blog.replica());

    const holding = holder.backfill.run();
    await inside;
    expect(await other.backfill.run()).toBeNull();
    release();

    expect((await holding)?.backfilled).toBe(1);
    expect(other.pipeline.calls).toBe(0);
  });
});
