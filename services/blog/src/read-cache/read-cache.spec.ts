import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DataSource, type Repository } from 'typeorm';
import { type TestModule } from '@site/common/testing';
import { waitFor } from '@site/testkit';
import { postForm, startBlog } from '../blog.fixtures.js';
import { PostEntity } from '../post.entity.js';
import { PostsService } from '../posts.service.js';
import { BlogChanges, listenerConnection } from './blog-changes.js';
import { BlogReadCache } from './read-cache.js';

const FIRST_PAGE = { page: 1, pageSize: 12, summary: true };

describe('The blog read cache against PostgreSQL', () => {
  let testModule: TestModule;
  let folder: string;
  let posts: PostsService;
  let changes: BlogChanges;
  let cache: BlogReadCache;
  let dataSource: DataSource;
  /** A connection of the test's own, as another replica or an operator would write. */
  let other: pg.Client;

  const titles = async () =>
    (await posts.listPage(FIRST_PAGE)).items.map((post) => post.title).sort();
  const listenerPid = async (): Promise<number> => {
    const rows = await dataSource.query<{ pid: number }[]>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'blog (blog changes)'`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.pid;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-read-cache-spec-'));
    testModule = await startBlog(folder);
    posts = testModule.moduleRef.get(PostsService);
    changes = testModule.moduleRef.get(BlogChanges);
    cache = testModule.moduleRef.get(BlogReadCache);
    dataSource = testModule.dataSource;
    other = new pg.Client({ connectionString: (dataSource.options as { url: string }).url });
    await other.connect();
  });

  afterAll(async () => {
    await other?.end();
    await testModule?.close();
    await rm(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await waitFor(() => changes.generation !== undefined, { timeoutMs: 30_000 });
    await other.query('TRUNCATE posts CASCADE');
    await changes.caughtUp();
  });

  it('serves a read again from memory, frozen, until the posts change', async () => {
    await posts.create(postForm('kept'));
    await changes.caughtUp(); // its own notification arrives too, and clears the cache again
    const before = cache.stats();
    const first = await posts.listPage(FIRST_PAGE);
    const second = await posts.listPage(FIRST_PAGE);
    expect(second).toBe(first);
    expect(cache.stats()).toMatchObject({
      misses: before.misses + 1,
      hits: before.hits + 1,
    });
    expect(Object.isFrozen(first.items[0])).toBe(true);
    expect(() => first.items[0]!.tags.push('Changed')).toThrow(TypeError);
    // A different query is a different read.
    expect((await posts.listPage({ ...FIRST_PAGE, tag: 'seo' })).total).toBe(0);
  });

  it('sees a change made through another connection once its notification arrives', async () => {
    await posts.create(postForm('elsewhere'));
    await changes.caughtUp();
    expect(await titles()).toEqual(['Title of elsewhere']);
    const { post } = await posts.findWithNeighbours('elsewhere');
    expect(post.title).toBe('Title of elsewhere');
    const generation = changes.generation;

    await other.query(`UPDATE posts SET title = 'Edited elsewhere' WHERE slug = 'elsewhere'`);
    await waitFor(async () => (await titles())[0] === 'Edited elsewhere', { timeoutMs: 10_000 });
    expect(changes.generation).not.toBe(generation);
    expect((await posts.findWithNeighbours('elsewhere')).post.title).toBe('Edited elsewhere');

    await other.query(`DELETE FROM posts WHERE slug = 'elsewhere'`);
    await waitFor(async () => (await titles()).length === 0, { timeoutMs: 10_000 });
    await expect(posts.findWithNeighbours('elsewhere')).rejects.toMatchObject({
      code: 'POST_NOT_FOUND',
    });
  });

  it('sees a change made through the service at once', async () => {
    const created = await posts.create(postForm('mine'));
    expect(await titles()).toEqual(['Title of mine']);
    expect((await posts.findWithNeighbours('mine')).post.title).toBe('Title of mine');

    await posts.update(created.id, postForm('mine', { title: 'Edited here' }));
    expect(await titles()).toEqual(['Edited here']);
    expect((await posts.findWithNeighbours('mine')).post.title).toBe('Edited here');

    await posts.create(postForm('second'));
    expect(await titles()).toEqual(['Edited here', 'Title of second']);
    expect((await posts.neighbours('mine')).related.map((post) => post.slug)).toEqual(['second']);

    await posts.remove(created.id);
    expect(await titles()).toEqual(['Title of second']);
    await expect(posts.findWithNeighbours('mine')).rejects.toMatchObject({
      code: 'POST_NOT_FOUND',
    });
  });

  it('shares one database read between identical reads at the same time', async () => {
    await posts.create(postForm('shared'));
    await changes.caughtUp();
    const repository: Repository<PostEntity> = dataSource.getRepository(PostEntity);
    const query = jest.spyOn(repository, 'query');
    try {
      const answers = await Promise.all([1, 2, 3].map(() => posts.findWithNeighbours('shared')));
      expect(query).toHaveBeenCalledTimes(1);
      expect(answers[1]).toBe(answers[0]);
      expect(answers[2]).toBe(answers[0]);
    } finally {
      query.mockRestore();
    }
  });

  it('uses a read that raced a change once and never keeps it', async () => {
    await posts.create(postForm('raced'));
    await changes.caughtUp();
    const repository: Repository<PostEntity> = dataSource.getRepository(PostEntity);
    const original = repository.query.bind(repository);
    const query = jest.spyOn(repository, 'query');
    // The read gets its rows, then the post changes elsewhere and this process hears of it,
    // and only then does the read end.
    query.mockImplementationOnce(async (...call: Parameters<typeof original>) => {
      const rows: unknown = await original(...call);
      const generation = changes.generation;
      await other.query(`UPDATE posts SET title = 'Raced' WHERE slug = 'raced'`);
      await waitFor(() => changes.generation !== generation, { timeoutMs: 10_000 });
      return rows;
    });
    try {
      const raced = await posts.findWithNeighbours('raced');
      expect(raced.post.title).toBe('Title of raced');
      expect((await posts.findWithNeighbours('raced')).post.title).toBe('Raced');
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
    }
  });

  it('caches nothing while its listener is cut off, stays correct, and listens and caches again', async () => {
    await posts.create(postForm('outage'));
    // The listener connects again only when the test lets it.
    type Connecting = { connect(): Promise<void> };
    const prototype = BlogChanges.prototype as unknown as Connecting;
    const connect = prototype.connect.bind(changes as unknown as Connecting);
    let letReconnect = () => {};
    const allowed = new Promise<void>((resolve) => (letReconnect = resolve));
    const reconnect = jest.spyOn(prototype, 'connect').mockImplementationOnce(async () => {
      await allowed;
      await connect();
    });
    try {
      await dataSource.query('SELECT pg_terminate_backend($1)', [await listenerPid()]);
      await waitFor(() => changes.generation === undefined, { timeoutMs: 10_000 });

      const before = cache.stats();
      expect(await titles()).toEqual(['Title of outage']);
      // No notification can arrive now: only not caching keeps the next read right.
      await other.query(`UPDATE posts SET title = 'Edited while deaf'`);
      expect(await titles()).toEqual(['Edited while deaf']);
      expect(cache.stats()).toMatchObject({
        hits: before.hits,
        misses: before.misses,
        uncached: before.uncached + 2,
        entries: 0,
      });
      await changes.caughtUp(); // resolves at once: nothing is kept
      expect(changes.generation).toBeUndefined();

      letReconnect();
      await waitFor(() => changes.generation !== undefined, { timeoutMs: 10_000 });
      expect(reconnect).toHaveBeenCalledTimes(1);
    } finally {
      letReconnect();
      reconnect.mockRestore();
    }
    await listenerPid(); // one listener again
    const again = await posts.listPage(FIRST_PAGE);
    expect(await posts.listPage(FIRST_PAGE)).toBe(again);
    expect(again.items[0]?.title).toBe('Edited while deaf');
    await other.query(`UPDATE posts SET title = 'Edited after'`);
    await waitFor(async () => (await titles())[0] === 'Edited after', { timeoutMs: 10_000 });
  });

  it('counts a connection that stopped answering as broken, and listens again', async () => {
    // A listener of the test's own, checking every 200 ms, with its backend frozen (SIGSTOP):
    // the connection stays open and silent, as with a frozen server or a lost network.
    const quick = new BlogChanges({
      connection: { ...listenerConnection(dataSource), application_name: 'heartbeat spec' },
      heartbeatMs: 200,
      heartbeatTimeoutMs: 500,
      firstRetryMs: 100,
    });
    const backendOf = async () =>
      (
        await dataSource.query<{ pid: number }[]>(
          `SELECT pid FROM pg_stat_activity WHERE application_name = 'heartbeat spec'`,
        )
      ).map((row) => row.pid);
    await quick.start();
    let frozen: number | undefined;
    try {
      expect(quick.generation).toBeDefined();
      // Notifications still arrive: several heartbeats pass and it keeps listening, and a
      // heartbeat is not a change (the generation, and so what is cached, stays).
      const listening = quick.generation;
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(quick.generation).toBe(listening);
      [frozen] = await backendOf();
      expect(frozen).toBeDefined();
      process.kill(frozen!, 'SIGSTOP');
      await waitFor(() => quick.generation === undefined, { timeoutMs: 5_000 });
      // It connects again on a new backend, while the old one is still frozen.
      await waitFor(() => quick.generation !== undefined, { timeoutMs: 5_000 });
      expect((await backendOf()).filter((pid) => pid !== frozen)).toHaveLength(1);
      // Read before the insert: its notification may be handled before the insert's answer.
      const before = quick.generation;
      await other.query(`INSERT INTO posts (title, slug, excerpt, content, read_time)
        VALUES ('After the freeze', 'after-freeze', 'e', '<p>c</p>', '1 min')`);
      await waitFor(() => quick.generation !== before, { timeoutMs: 5_000 });
    } finally {
      if (frozen !== undefined) process.kill(frozen, 'SIGCONT');
      await quick.stop();
    }
  });

  it('keeps no more than its bound, dropping the least recently used reads', async () => {
    const slugs = Array.from({ length: 12 }, (_, n) => `bound-${n}`);
    for (const slug of slugs) {
      await posts.create(postForm(slug, { content: `<p>${'x'.repeat(4000)}</p>` }));
    }
    await changes.caughtUp();
    const maxBytes = 96_000; // about eleven post pages of 8.5 KB estimated each
    const small = new BlogReadCache(changes, { maxBytes });
    const read = (slug: string) => small.read(`post:${slug}`, () => posts.findBySlug(slug));
    const [oldest, ...others] = slugs as [string, ...string[]];
    const first = await read(oldest);
    expect(await read(oldest)).toBe(first);
    for (const slug of others) await read(slug);
    const { bytes, entries } = small.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThanOrEqual(9);
    expect(entries).toBeLessThan(slugs.length);
    expect(await read(oldest)).not.toBe(first); // dropped, read anew
  });

  it('does not keep a read larger than an eighth of its bound, and keeps the others', async () => {
    await posts.create(postForm('long-read', { content: `<p>${'x'.repeat(10_000)}</p>` }));
    await posts.create(postForm('short-read', { content: '<p>Short.</p>' }));
    await changes.caughtUp();
    const small = new BlogReadCache(changes, { maxBytes: 96_000 }); // values up to 12,000
    const read = (slug: string) => small.read(`post:${slug}`, () => posts.findBySlug(slug));
    const long = await read('long-read');
    expect(await read('long-read')).not.toBe(long); // read anew: not kept
    const short = await read('short-read');
    expect(await read('short-read')).toBe(short);
    expect(small.stats().entries).toBe(1);
  });
});
