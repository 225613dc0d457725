/**
 * Two bff replicas on one database, each with its read cache and its response cache: a post
 * created, edited or deleted through one shows through the other's API and blog pages within
 * moments (PostgreSQL's notification), while in between the other answers from memory (a 200
 * from the response cache, a 404 from the read cache).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BlogReadCache } from '@site/blog';
import type { PostPage } from '@site/contract';
import { REPO_ROOT, waitFor } from '@site/testkit';
import { responseCacheOf } from '../../src/response-cache/response-cache.js';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SSR_DIST = path.join(REPO_ROOT, 'frontend', 'dist-ssr');
const LIST = '/api/blogs?page=1&pageSize=12&fields=summary';
const SLUG = 'replicated-post';
/** Long enough for a notification on a busy machine; a change usually shows in milliseconds. */
const DEADLINE = { timeoutMs: 10_000, intervalMs: 20 };

describe('the read cache across two replicas', () => {
  let a: TestApp;
  let b: TestApp;
  let auth: { Authorization: string };

  const titlesOf = async (t: TestApp) =>
    ((await t.http().get(LIST).expect(200)).body as PostPage).items.map((post) => post.title);
  const postPage = (t: TestApp) => t.http().get(`/blog/${SLUG}`);
  /** Reads answered from memory and from the database, by either cache. */
  const statsOf = (t: TestApp) => {
    const reads = t.app.get(BlogReadCache).stats();
    const answers = responseCacheOf(t.app)!.stats();
    return { hits: reads.hits + answers.hits, misses: reads.misses };
  };

  /** Reads the list, /blog and the post page through `t` twice: the second time from memory. */
  const readTwice = async (t: TestApp) => {
    for (const round of [1, 2]) {
      const before = statsOf(t);
      await titlesOf(t);
      await t.http().get('/blog').expect(200);
      await postPage(t);
      const after = statsOf(t);
      if (round === 2) expect(after).toEqual({ hits: before.hits + 3, misses: before.misses });
    }
  };

  beforeAll(async () => {
    a = await startTestApp({ FRONTEND_SSR_DIST: SSR_DIST });
    b = await startTestApp({ FRONTEND_SSR_DIST: SSR_DIST }, { database: a.db });
    auth = { Authorization: `Bearer ${await a.login()}` };
    await a.caughtUp();
    await b.caughtUp();
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** B's dashboard: the default view's titles and total, and the counts. */
  const dashboardOf = async (t: TestApp) => {
    const body = (await t.http().get('/api/admin/posts').set(auth).expect(200)).body as {
      items: { title: string }[];
      total: number;
      counts: { published: number; trash: number };
    };
    return {
      titles: body.items.map((item) => item.title),
      total: body.total,
      published: body.counts.published,
      trash: body.counts.trash,
    };
  };

  it('shows a post created, edited and deleted through A through B, which caches in between', async () => {
    expect(await dashboardOf(b)).toEqual({ titles: [], total: 0, published: 0, trash: 0 });
    await readTwice(b);
    expect(await titlesOf(b)).toEqual([]);
    await postPage(b).expect(404);

    const created = await postForm(a.http().post('/api/blogs').set(auth), {
      ...VALID_POST,
      slug: SLUG,
      title: 'Made on A',
    }).expect(201);
    const id = (created.body as { _id: string })._id;
    // A reads its own write at once.
    expect(await titlesOf(a)).toEqual(['Made on A']);
    await waitFor(async () => (await titlesOf(b)).includes('Made on A'), DEADLINE);
    // The dashboard's pages, totals and counts are kept the same way.
    expect(await dashboardOf(b)).toEqual({
      titles: ['Made on A'],
      total: 1,
      published: 1,
      trash: 0,
    });
    expect((await b.http().get('/blog').expect(200)).text).toContain('Made on A');
    expect((await postPage(b).expect(200)).text).toContain('Made on A');
    await readTwice(b);

    await postForm(a.http().put(`/api/blogs/${id}`).set(auth), {
      ...VALID_POST,
      slug: SLUG,
      title: 'Edited on A',
    }).expect(200);
    expect(await titlesOf(a)).toEqual(['Edited on A']);
    await waitFor(async () => (await postPage(b)).text.includes('Edited on A'), DEADLINE);
    expect(await titlesOf(b)).toEqual(['Edited on A']);
    expect((await dashboardOf(b)).titles).toEqual(['Edited on A']);
    expect((await b.http().get('/blog').expect(200)).text).not.toContain('Made on A');
    await readTwice(b);

    await a.http().delete(`/api/blogs/${id}`).set(auth).expect(204);
    await postPage(a).expect(404);
    await waitFor(async () => (await postPage(b)).status === 404, DEADLINE);
    expect(await dashboardOf(b)).toEqual({ titles: [], total: 0, published: 0, trash: 1 });
    expect(await titlesOf(b)).toEqual([]);
    expect((await b.http().get('/blog').expect(200)).text).not.toContain('Edited on A');
  });

  it('with BLOG_READ_CACHE=false a replica keeps nothing and sees every change at once', async () => {
    const c = await startTestApp(
      { FRONTEND_SSR_DIST: SSR_DIST, BLOG_READ_CACHE: 'false' },
      { database: a.db },
    );
    try {
      expect(c.app.get(BlogReadCache, { strict: false })).toBeNull();
      expect(responseCacheOf(c.app)).toBeUndefined();
      await postPage(c).expect(404);
      // The post of the test before is in the trash, where it keeps its slug: restore it.
      const [trashed] = (await a.http().get('/api/admin/posts?status=trash').set(auth).expect(200))
        .body.items as { _id: string }[];
      await a.http().post(`/api/admin/posts/${trashed!._id}/restore`).set(auth).expect(200);
      expect((await postPage(c).expect(200)).text).toContain('Edited on A');
    } finally {
      await c.close();
    }
  });
});
