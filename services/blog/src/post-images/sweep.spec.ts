import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { flatJpeg } from '@site/common/testing';
import { type ObjectStorage } from '../storage/object-storage.js';
import { PostsService } from '../posts.service.js';
import {
  DRIVERS,
  insertOldPost,
  type MaintenanceBlog,
  startMaintenanceBlog,
} from './maintenance.fixtures.js';
import { keysOf } from './post-images.js';
import { DEFAULT_ORPHAN_AGE_MS, OrphanSweep } from './sweep.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('OrphanSweep on %s storage and PostgreSQL', (driver) => {
  let blog: MaintenanceBlog;
  let posts: PostsService;

  const sweepWith = (storage: ObjectStorage = blog.storage, dataSource = blog.dataSource) =>
    new OrphanSweep(dataSource, storage, { orphanAgeMs: DEFAULT_ORPHAN_AGE_MS });

  const put = async (key: string) => {
    await blog.storage.put(key, await flatJpeg({ r: 10, g: 90, b: 160 }, 32, 24), 'image/jpeg');
    return key;
  };
  const contentKey = () => `${randomUUID().replaceAll('-', '')}${'0'.repeat(32)}.jpg`;

  /** A post with a cover made by the pipeline, a post showing an upload in its content, an
   * old post with its original, and two objects nothing refers to. */
  async function storeBlog() {
    const cover = await posts.create(
      {
        title: 'With a cover',
        slug: `cover-${randomUUID().slice(0, 8)}`,
        excerpt: 'Excerpt.',
        content: '<p>Text.</p>',
        readTime: '1 min read',
        tags: '',
      },
      { file: await flatJpeg({ r: 200, g: 30, b: 30 }), alt: 'A red square' },
    );
    const inContent = await put(contentKey());
    await insertOldPost(
      blog.dataSource,
      null,
      `<p><img src="https://example.test/uploads/${inContent}" alt="Shown in the text"></p>`,
    );
    const original = await put(`${randomUUID()}.jpg`);
    await insertOldPost(blog.dataSource, original);
    const orphans = [await put(`${randomUUID()}.jpg`), await put(contentKey())];
    return { referenced: [...keysOf(cover.images!), inContent, original], orphans };
  }

  beforeAll(async () => {
    blog = await startMaintenanceBlog(driver);
    posts = blog.module.moduleRef.get(PostsService);
  });

  afterAll(async () => {
    await blog?.close();
  });

  beforeEach(async () => {
    await blog.clear();
  });

  it('keeps objects nothing refers to while they are younger than a day', async () => {
    const { referenced, orphans } = await storeBlog();

    const report = await sweepWith().run(new Date(Date.now() + DAY - 60_000));

    expect(report).toEqual({ listed: referenced.length + orphans.length, deleted: [] });
    expect(await blog.storedKeys()).toEqual([...referenced, ...orphans].sort());
  });

  it('deletes the objects older than a day that no post refers to, and keeps the cover, content and original ones', async () => {
    const { referenced, orphans } = await storeBlog();

    const report = await sweepWith().run(new Date(Date.now() + DAY + 60_000));

    expect(report?.deleted.sort()).toEqual([...orphans].sort());
    expect(await blog.storedKeys()).toEqual([...referenced].sort());
    for (const key of referenced) expect(await blog.read(key)).not.toBeNull();
  });

  it('keeps an object a post refers to by the time of the deletion', async () => {
    const late = await put(`${randomUUID()}.jpg`);
    const sweep = sweepWith({
      put: blog.storage.put.bind(blog.storage),
      get: blog.storage.get.bind(blog.storage),
      delete: blog.storage.delete.bind(blog.storage),
      ping: blog.storage.ping.bind(blog.storage),
      async *list() {
        yield* blog.storage.list();
        // The post is saved once the listing has named the object as unreferenced.
        await insertOldPost(blog.dataSource, late);
      },
    });

    expect((await sweep.run(new Date(Date.now() + 2 * DAY)))?.deleted).toEqual([]);
    expect(await blog.read(late)).not.toBeNull();
  });

  it('lets one sweeper run at a time among replicas; the other returns at once', async () => {
    const { referenced, orphans } = await storeBlog();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held: ObjectStorage = {
      put: blog.storage.put.bind(blog.storage),
      get: blog.storage.get.bind(blog.storage),
      delete: blog.storage.delete.bind(blog.storage),
      ping: blog.storage.ping.bind(blog.storage),
      async *list() {
        entered();
        await gate;
        yield* blog.storage.list();
      },
    };
    const later = new Date(Date.now() + 2 * DAY);

    const sweeping = sweepWith(held).run(later);
    await inside;
    expect(await sweepWith(blog.storage, await blog.replica()).run(later)).toBeNull();
    release();

    expect((await sweeping)?.deleted.sort()).toEqual([...orphans].sort());
    expect(await blog.storedKeys()).toEqual([...referenced].sort());
  });
});
