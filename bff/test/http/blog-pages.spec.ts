/**
 * The blog's pages as the bff renders them (frontend/dist-ssr): the status of every kind of
 * address, the page's content and head, and the data it hands the browser, which must be what
 * the API answers for the same list or post.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PostsService } from '@site/blog';
import type { PostPage, PostView } from '@site/contract';
import { REPO_ROOT, TEST_CREDENTIALS_ENV } from '@site/testkit';
import { startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SSR_DIST = path.join(REPO_ROOT, 'frontend', 'dist-ssr');
const DIST = path.join(REPO_ROOT, 'frontend', 'dist');
if (!existsSync(path.join(SSR_DIST, 'ssr.js'))) {
  throw new Error('frontend/dist-ssr/ssr.js is missing: build the frontend first (make build)');
}
/** The address the renderer was built for: its canonical links use it. */
const BUILT = (
  JSON.parse(readFileSync(path.join(DIST, 'site.json'), 'utf8')) as { siteUrl: string }
).siteUrl;

const HOSTILE_TITLE = 'Breaking out </script><script>alert(1)</script> & "quotes"';

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The data the page hands to the browser's first render. */
function pageData(html: string): { key: string; data: unknown } {
  const text = /<script type="application\/json" id="blog-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!text) throw new Error('no blog-data script in the page');
  return JSON.parse(text) as { key: string; data: unknown };
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('the blog pages, rendered by the bff', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ FRONTEND_SSR_DIST: SSR_DIST });
    const posts = t.app.get(PostsService);
    const base = { ...VALID_POST, content: '<p>Plain words about websites.</p>' };
    // 14 posts: post-01 the newest; odd ones tagged Web Development.
    for (let n = 1; n <= 14; n += 1) {
      const id = String(n).padStart(2, '0');
      await posts.create({
        ...base,
        slug: `post-${id}`,
        title: `Post number ${id}`,
        tags: n % 2 ? 'Web Development, Hosting' : 'SEO',
      });
    }
    await posts.create({
      ...base,
      slug: 'kubernetes-notes',
      title: 'Kubernetes for small teams',
      tags: 'Ops',
    });
    await posts.create({ ...base, slug: 'hostile', title: HOSTILE_TITLE, tags: '<b>Bold</b>' });
    await t.app.get(DataSource).query(`
      UPDATE posts SET created_at = CASE
        WHEN slug LIKE 'post-%' THEN now() - make_interval(hours => substr(slug, 6)::int)
        ELSE now() - interval '30 days' END, updated_at = now() - interval '30 days'`);
    await t.app.get(DataSource).query(`UPDATE posts SET published_at = created_at`);
    await t.caughtUp();
  });
  afterAll(() => t.close());

  const page = (url: string) => t.http().get(url);

  it('renders /blog: the 12 newest cards, pagination, head and the API page (what its cards draw) as its data', async () => {
    const answer = await page('/blog').expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['x-robots-tag']).toBeUndefined();
    const html = answer.text;
    expect(html).toContain('<h1>Blog</h1>');
    expect([...html.matchAll(/<article class="card post-card">/g)]).toHaveLength(12);
    expect(html).toContain('Post number 01');
    expect(html).not.toContain('Post number 13');
    expect(html).toContain('Posts 1 to 12 of 16.');
    expect(html).toContain('href="/blog/page/2"');
    expect(html).toContain('href="/blog/tag/web-development"');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${BUILT}/blog`);
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Example IT Solutions blog" href="${BUILT}/blog/rss.xml">`,
    );
    const types = jsonLd(html).map((node) => node['@type']);
    expect(types).toEqual(['ProfessionalService', 'CollectionPage', 'BreadcrumbList']);
    const api = (await t.http().get('/api/blogs?page=1&pageSize=12&fields=summary').expect(200))
      .body as PostPage;
    const cards = api.items.map(
      ({ _id, updatedAt: _u, status: _s, createdAt: _c, version: _v, ...card }) => card,
    );
    expect(pageData(html)).toEqual({ key: '/blog', data: { ...api, items: cards } });
    expect(html).toContain('<script type="application/json" id="prerender-data">{"url":"/blog"}');
  });

  it('renders page 2, numbering its ItemList on from page 1, and 404s past the end', async () => {
    const html = (await page('/blog/page/2').expect(200)).text;
    expect([...html.matchAll(/<article class="card post-card">/g)]).toHaveLength(4);
    const collection = jsonLd(html).find((node) => node['@type'] === 'CollectionPage') as {
      mainEntity: { itemListElement: { position: number }[] };
    };
    expect(collection.mainEntity.itemListElement.map((item) => item.position)).toEqual([
      13, 14, 15, 16,
    ]);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${BUILT}/blog/page/2`);
    for (const url of [
      '/blog/page/3',
      '/blog/page/0',
      '/blog/page/02',
      '/blog/page/abc',
      '/blog/page/99999999',
    ]) {
      const missing = await page(url);
      expect([url, missing.status]).toEqual([url, 404]);
      expect(missing.headers['x-robots-tag']).toBe('noindex');
      expect(missing.text).toContain('<meta name="robots" content="noindex">');
      expect(missing.text).toContain('Page not found');
    }
  });

  it('redirects page 1 of a list to the list itself (301)', async () => {
    await page('/blog/page/1').expect(301).expect('Location', '/blog');
    await page('/blog/tag/seo/page/1').expect(301).expect('Location', '/blog/tag/seo');
  });

  it("renders a tag's posts under its display name, and 404s a tag no post has", async () => {
    const html = (await page('/blog/tag/web-development').expect(200)).text;
    expect(html).toContain('Posts tagged “Web Development”');
    expect([...html.matchAll(/<article class="card post-card">/g)]).toHaveLength(7);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `${BUILT}/blog/tag/web-development`,
    );
    for (const url of ['/blog/tag/nope', '/blog/tag/Web%20Development', '/blog/tag/seo/page/2']) {
      expect([url, (await page(url)).status]).toEqual([url, 404]);
    }
  });

  it('renders a search: the form alone without words, the matches with them, kept out of the index', async () => {
    const empty = (await page('/blog/search').expect(200)).text;
    expect(empty).toContain('action="/blog/search"');
    expect(empty).not.toContain('class="card post-card"');
    const found = (await page('/blog/search?q=kubernetes').expect(200)).text;
    expect(found).toContain('1 post matches “kubernetes”.');
    expect(found).toContain('href="/blog/kubernetes-notes"');
    expect(found).toContain('<meta name="robots" content="noindex, follow">');
    expect(pageData(found).key).toBe('/blog/search?q=kubernetes');
    const none = (await page('/blog/search?q=zebra').expect(200)).text;
    expect(none).toContain('No posts match “zebra”.');
  });

  it('renders a post with its head, BlogPosting and the related posts the API gives', async () => {
    const html = (await page('/blog/post-03').expect(200)).text;
    expect(html).toContain('<h1>Post number 03</h1>');
    expect(html).toContain('Plain words about websites.');
    expect(html).toContain('See our <!-- -->Website Development<!-- --> service');
    expect(html).toContain('rel="prev" href="/blog/post-04"');
    expect(html).toContain('rel="next" href="/blog/post-02"');
    expect(attribute(html, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
    const post = (await t.http().get('/api/blogs/post-03').expect(200)).body as PostView;
    expect(attribute(html, /<meta property="article:published_time" content="([^"]+)"/)).toBe(
      post.createdAt,
    );
    const posting = jsonLd(html).find((node) => node['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: 'Post number 03',
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      mainEntityOfPage: { '@id': `${BUILT}/blog/post-03` },
      publisher: { '@id': `${BUILT}/#organization` },
    });
    const related = (await t.http().get('/api/blogs/post-03/related').expect(200)).body as unknown;
    expect(pageData(html)).toEqual({ key: '/blog/post-03', data: { post, neighbours: related } });
  });

  it("answers an unknown post with 404 and 'Post not found.'", async () => {
    for (const url of ['/blog/no-such-post', '/blog/Not%20A%20Slug', '/blog/%E0%A4%A']) {
      const answer = await page(url);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      if (url === '/blog/no-such-post') expect(answer.text).toContain('<h1>Post not found.</h1>');
    }
  });

  it('escapes what an admin writes: no title or tag can open an element or close the data', async () => {
    const html = (await page('/blog/hostile').expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain(
      '<title>Breaking out &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; | Example IT Solutions</title>',
    );
    expect((pageData(html).data as { post: PostView }).post.title).toBe(HOSTILE_TITLE);
  });

  it('answers HEAD like GET without a body, and leaves the feed to its own route', async () => {
    const head = await t.http().head('/blog').expect(200);
    expect(head.text).toBeUndefined();
    const feed = await page('/blog/rss.xml').expect(200);
    expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
  });

  it('answers 503 with a page saying to try again when the posts cannot be read', async () => {
    const database = t.owner;
    await database.query('ALTER TABLE posts RENAME TO posts_away');
    // What the read cache holds would still be served: make it forget, as a change would.
    await database.query('NOTIFY blog_changed');
    await t.caughtUp();
    try {
      for (const url of ['/blog', '/blog/post-01']) {
        const answer = await page(url);
        expect([url, answer.status]).toEqual([url, 503]);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.text).toContain('Please try again in a minute.');
      }
    } finally {
      await database.query('ALTER TABLE posts_away RENAME TO posts');
    }
    await page('/blog').expect(200);
  });
});

describe('the blog renderer against SITE_URL at start', () => {
  it('in production, refuses a renderer built for another address, saying how to fix it', async () => {
    const run = promisify(execFile);
    await expect(
      run(process.execPath, [path.join(REPO_ROOT, 'bff', 'dist', 'main.js')], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          ...TEST_CREDENTIALS_ENV,
          DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x',
          FRONTEND_DIST: path.join(REPO_ROOT, 'no-such-build'),
          FRONTEND_SSR_DIST: SSR_DIST,
          SITE_URL: 'https://elsewhere.example',
        },
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /blog renderer in .* was built for .*, but SITE_URL is https:\/\/elsewhere\.example/,
      ),
    });
  });
});
