/**
 * The response cache: a public read's finished answer is served from memory the second time
 * (same bytes and headers, its own request id, a 304 for its ETag), forgotten on the next change
 * to the posts, and never used for what may be private: the admin's token, the admin's preview
 * cookie, a share link.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BlogReadCache, PostsService } from '@site/blog';
import { REPO_ROOT } from '@site/testkit';
import { ADMIN_PREVIEW_COOKIE } from '../../src/blog-pages/blog-pages.js';
import { responseCacheOf } from '../../src/response-cache/response-cache.js';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SSR_DIST = path.join(REPO_ROOT, 'frontend', 'dist-ssr');
const PUBLIC_READS = [
  '/api/blogs',
  '/api/blogs?page=1&pageSize=12&fields=summary',
  '/api/blogs/public-post',
  '/api/blogs/public-post/related',
  '/blog',
  '/blog/public-post',
  '/blog/rss.xml',
  '/sitemap.xml',
];

describe('the response cache', () => {
  let t: TestApp;
  let token: string;
  let draftId: string;

  const stats = () => responseCacheOf(t.app)!.stats();

  beforeAll(async () => {
    t = await startTestApp({ FRONTEND_SSR_DIST: SSR_DIST });
    token = await t.login();
    const posts = t.app.get(PostsService);
    await posts.create({ ...VALID_POST, slug: 'public-post', title: 'A public post' });
    const draft = await posts.create(
      { ...VALID_POST, slug: 'unfinished', title: 'Unfinished thoughts on quinces' },
      undefined,
      { status: 'draft' },
    );
    draftId = draft.id;
    await t.caughtUp();
  });
  afterAll(() => t.close());

  it('answers a public read from memory the second time, byte for byte, with a 304 for its ETag', async () => {
    for (const address of PUBLIC_READS) {
      const first = await t.http().get(address).expect(200);
      const before = stats();
      const second = await t.http().get(address).expect(200);
      expect(stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
      expect(second.text).toBe(first.text);
      const perRequest = (headers: Record<string, string>) => {
        const { 'x-request-id': id, date, ...rest } = headers;
        return { id, date, rest };
      };
      expect(perRequest(second.headers).rest).toEqual(perRequest(first.headers).rest);
      expect(perRequest(second.headers).id).not.toBe(perRequest(first.headers).id);
      expect(second.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);

      const unchanged = await t
        .http()
        .get(address)
        .set('If-None-Match', second.headers.etag!)
        .expect(304);
      expect(unchanged.text ?? '').toBe('');
      const head = await t.http().head(address).expect(200);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
      expect(head.text ?? '').toBe('');
    }
  });

  it('forgets every answer on a change to the posts', async () => {
    await t.http().get('/blog').expect(200);
    const auth = { Authorization: `Bearer ${token}` };
    await postForm(t.http().post('/api/blogs').set(auth), {
      ...VALID_POST,
      slug: 'news',
      title: 'Fresh news',
    }).expect(201);
    expect((await t.http().get('/blog').expect(200)).text).toContain('Fresh news');
    expect((await t.http().get('/api/blogs').expect(200)).text).toContain('Fresh news');
  });

  it('never keeps or serves what the admin, a preview cookie or a share link sees', async () => {
    const before = stats();
    const auth = { Authorization: `Bearer ${token}` };
    const asAdmin = await t.http().get('/api/blogs/unfinished').set(auth).expect(200);
    expect(asAdmin.text).toContain('Unfinished thoughts');
    const withCookie = await t
      .http()
      .get('/blog/unfinished')
      .set('Cookie', `${ADMIN_PREVIEW_COOKIE}=${token}`)
      .expect(200);
    expect(withCookie.text).toContain('Unfinished thoughts');
    const link = await t
      .http()
      .post(`/api/admin/posts/${draftId}/preview-links`)
      .set(auth)
      .send({ days: 1 })
      .expect(201);
    const shared = await t
      .http()
      .get((link.body as { path: string }).path)
      .expect(200);
    expect(shared.text).toContain('Unfinished thoughts');
    // None of them went through the cache: neither a hit nor an answer kept.
    expect(stats()).toMatchObject({ hits: before.hits, misses: before.misses });

    // The public still gets 404 for the draft, twice (a 404 is never kept).
    for (let round = 0; round < 2; round++) {
      await t.http().get('/api/blogs/unfinished').expect(404);
      const page = await t.http().get('/blog/unfinished').expect(404);
      expect(page.text).not.toContain('Unfinished thoughts');
    }
    expect(stats().hits).toBe(before.hits);
    // And the admin's list through the token never comes from the public's copy.
    await t.http().get('/api/blogs').expect(200);
    const hits = stats().hits;
    await t.http().get('/api/blogs').set(auth).expect(200);
    expect(stats().hits).toBe(hits);
  });

  it('does not keep an answer larger than an eighth of the cache (1 MiB), and still keeps the rest', async () => {
    const posts = t.app.get(PostsService);
    // Six posts near the longest content allowed: the plain list is over 1 MiB, each page is not.
    const paragraph = `<p>${'A long paragraph about hosting. '.repeat(6_000)}</p>`;
    for (let n = 1; n <= 6; n++) {
      await posts.create({
        ...VALID_POST,
        slug: `long-read-${n}`,
        title: `Long read ${n}`,
        content: paragraph,
      });
    }
    await t.caughtUp();

    const list = await t.http().get('/api/blogs').expect(200);
    expect(Buffer.byteLength(list.text)).toBeGreaterThan(1024 * 1024);
    const before = stats();
    const again = await t.http().get('/api/blogs').expect(200);
    expect(again.text).toBe(list.text);
    // Made again, not served from memory, and nothing kept.
    expect(stats()).toMatchObject({ hits: before.hits, misses: before.misses + 1 });
    expect(stats().bytes).toBe(before.bytes);

    // A post's page (about 200 KB) is still kept.
    await t.http().get('/blog/long-read-1').expect(200);
    const kept = stats();
    expect(kept.bytes).toBeGreaterThan(before.bytes + 150_000);
    await t.http().get('/blog/long-read-1').expect(200);
    expect(stats().hits).toBe(kept.hits + 1);
  });

  it('is off with BLOG_RESPONSE_CACHE=false, where every read is made again', async () => {
    const off = await startTestApp(
      { FRONTEND_SSR_DIST: SSR_DIST, BLOG_RESPONSE_CACHE: 'false' },
      { database: t.db },
    );
    try {
      expect(responseCacheOf(off.app)).toBeUndefined();
      const reads = off.app.get(BlogReadCache).stats();
      await off.http().get('/blog').expect(200);
      await off.http().get('/blog').expect(200);
      // Both requests reached the read cache: the page was rendered twice.
      expect(off.app.get(BlogReadCache).stats().hits).toBe(reads.hits + 1);
    } finally {
      await off.close();
    }
  });
});
