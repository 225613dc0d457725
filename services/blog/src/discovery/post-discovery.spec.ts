import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { flatJpeg, type TestModule } from '@site/common/testing';
import { type PostForm } from '@site/contract';
import { postForm, startBlog } from '../blog.fixtures.js';
import { PostsService } from '../posts.service.js';
import { BlogChanges } from '../read-cache/blog-changes.js';
import { feedHtml } from './feed-html.js';
import { PostDiscovery } from './post-discovery.js';

const form = (slug: string, overrides: Partial<PostForm> = {}) =>
  postForm(slug, overrides, 'Web Development, SEO');

describe('PostDiscovery against PostgreSQL', () => {
  let testModule: TestModule;
  let folder: string;
  let posts: PostsService;
  let discovery: PostDiscovery;
  let db: DataSource;

  /** Dates the posts: the first slug newest, a minute apart; updated_at as given or created_at. */
  const date = async (slugs: string[], updated: Record<string, string> = {}) => {
    for (const [index, slug] of slugs.entries()) {
      await db.query(
        `UPDATE posts SET created_at = $2, published_at = $2, updated_at = coalesce($3::timestamptz, $2) WHERE slug = $1`,
        [slug, new Date(Date.UTC(2025, 0, 10, 12, 0) - index * 60_000), updated[slug] ?? null],
      );
    }
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-discovery-spec-'));
    testModule = await startBlog(folder);
    posts = testModule.moduleRef.get(PostsService);
    discovery = testModule.moduleRef.get(PostDiscovery);
    db = testModule.moduleRef.get(DataSource);
  });

  afterAll(async () => {
    await testModule?.close();
    await rm(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await db.query('TRUNCATE posts CASCADE');
    // The cached version is forgotten once the TRUNCATE's notification arrives.
    await testModule.moduleRef.get(BlogChanges).caughtUp();
  });

  it('version: the same until a post is created, edited or deleted, whatever its dates', async () => {
    const empty = await discovery.version();
    expect(empty.newest).toBeNull();
    expect(await discovery.version()).toEqual(empty);

    const first = await posts.create(form('first'));
    const created = await discovery.version();
    expect(created.key).not.toBe(empty.key);
    expect(created.newest?.getTime()).toBe(first.updatedAt.getTime());
    await posts.findBySlug('first');
    await posts.listPage({ page: 1, pageSize: 12 });
    expect(await discovery.version()).toEqual(created);

    // An edit stamped earlier than the newest post (another replica's slower clock) still counts.
    const second = await posts.create(form('second'));
    await db.query(`UPDATE posts SET updated_at = updated_at + interval '1 hour' WHERE slug = $1`, [
      'second',
    ]);
    const before = await discovery.version();
    await posts.update(first.id, form('first', { title: 'Edited' }));
    await db.query(
      `UPDATE posts SET updated_at = updated_at - interval '1 minute' WHERE slug = $1`,
      ['first'],
    );
    const edited = await discovery.version();
    expect(edited.key).not.toBe(before.key);
    expect(edited.newest).toEqual(before.newest);

    await posts.remove(second.id);
    const deleted = await discovery.version();
    expect(deleted.key).not.toBe(edited.key);
    // Deleting one post and adding another keeps the count, not the key.
    await posts.remove(first.id);
    await posts.create(form('third'));
    expect((await discovery.version()).key).not.toBe(deleted.key);
  });

  it('postPages: every slug with its updatedAt, newest first, and nothing else', async () => {
    for (const slug of ['older', 'newest', 'middle']) await posts.create(form(slug));
    await date(['newest', 'middle', 'older'], { older: '2025-02-01T08:30:00.123Z' });
    const pages = await discovery.postPages();
    expect(pages.map((page) => page.slug)).toEqual(['newest', 'middle', 'older']);
    expect(pages.map((page) => Object.keys(page).sort())).toEqual(
      pages.map(() => ['slug', 'updatedAt']),
    );
    expect(pages[0]?.updatedAt.toISOString()).toBe('2025-01-10T12:00:00.000Z');
    expect(pages[2]?.updatedAt.toISOString()).toBe('2025-02-01T08:30:00.123Z');
  });

  it('tagPages: each tag slug once, dated by the newest save among its posts', async () => {
    await posts.create(form('a', { tags: 'Web Development, Café Culture' }));
    await posts.create(form('b', { tags: 'web development, SEO' }));
    await posts.create(form('c', { tags: '' }));
    await date(['a', 'b', 'c'], { b: '2025-03-01T00:00:00.000Z' });
    expect(await discovery.tagPages()).toEqual([
      { slug: 'cafe-culture', updatedAt: new Date('2025-01-10T12:00:00.000Z') },
      { slug: 'seo', updatedAt: new Date('2025-03-01T00:00:00.000Z') },
      { slug: 'web-development', updatedAt: new Date('2025-03-01T00:00:00.000Z') },
    ]);
  });

  it('feedPosts: the newest posts with their content and tags, no id', async () => {
    const slugs = Array.from({ length: 5 }, (_, index) => `post-${index}`);
    for (const slug of slugs) await posts.create(form(slug, { content: `<p>${slug}</p>` }));
    await date(slugs);
    const feed = await discovery.feedPosts(3);
    expect(feed.map((post) => post.slug)).toEqual(['post-0', 'post-1', 'post-2']);
    const loaded = Object.entries(feed[0] ?? {}).filter(([, value]) => value !== undefined);
    expect(loaded.map(([column]) => column).sort()).toEqual(
      [
        'content',
        'createdAt',
        'excerpt',
        'imageKey',
        'images',
        'publishedAt',
        'slug',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(feed[0]).toEqual({
      slug: 'post-0',
      title: 'Title of post-0',
      excerpt: 'A short excerpt.',
      content: '<p>post-0</p>',
      tags: ['Web Development', 'SEO'],
      imageKey: null,
      images: null,
      publishedAt: new Date('2025-01-10T12:00:00.000Z'),
      createdAt: new Date('2025-01-10T12:00:00.000Z'),
      updatedAt: new Date('2025-01-10T12:00:00.000Z'),
    });
  });

  it('imageSize: the stored size, asked of storage once per key; undefined for no object', async () => {
    const file = await flatJpeg({ r: 200, g: 100, b: 0 }, 64, 48);
    const post = await posts.create(form('pictured'), { file, alt: 'An orange rectangle' });
    const key = post.imageKey ?? '';
    const size = (await stat(path.join(folder, key))).size;
    expect(await discovery.imageSize(key)).toBe(size);
    // Gone from storage, the size is still known: a key never names other bytes.
    await rm(path.join(folder, key));
    expect(await discovery.imageSize(key)).toBe(size);
    expect(await discovery.imageSize('00000000-0000-4000-8000-000000000000.png')).toBeUndefined();
  });
});

describe('feedHtml', () => {
  const page = 'https://www.example.com/blog/a-post';

  it('makes relative links and images absolute against the post, and keeps absolute ones', () => {
    expect(
      feedHtml(
        '<p><a href="/services/web">web</a> <a href="other-post">rel</a> <a href="#part">part</a>' +
          ' <a href="https://elsewhere.example/x?a=1&amp;b=2">out</a> <a href="mailto:a@b.example">m</a>' +
          '<img src="/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="A"></p>',
        page,
      ),
    ).toBe(
      '<p><a href="https://www.example.com/services/web" rel="noopener noreferrer">web</a> ' +
        '<a href="https://www.example.com/blog/other-post" rel="noopener noreferrer">rel</a> ' +
        '<a href="https://www.example.com/blog/a-post#part" rel="noopener noreferrer">part</a> ' +
        '<a href="https://elsewhere.example/x?a=1&amp;b=2" rel="noopener noreferrer">out</a> ' +
        '<a href="mailto:a@b.example" rel="noopener noreferrer">m</a>' +
        '<img src="https://www.example.com/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="A" /></p>',
    );
  });

  it('is sanitised by the post policy: an address it removes is never made absolute', () => {
    const html = feedHtml(
      '<p onclick="x()">t<script>alert(1)</script></p><a href="//evil.example/x">a</a>' +
        '<a href="/\\evil.example/y">b</a><img src="javascript:alert(1)">',
      page,
    );
    expect(html).not.toMatch(/script|onclick|evil|javascript/);
    expect(html).toContain('<p>t</p>');
  });
});
