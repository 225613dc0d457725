/**
 * sitemap.xml and the blog's RSS feed, served by the bff from PostgreSQL: absolute addresses on
 * SITE_URL whatever the request's Host, and a change to any post visible in the next answer.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DataSource } from 'typeorm';
import { PostsService } from '@site/blog';
import { pngBytes } from '@site/common/testing';
import { type PostView, slugify } from '@site/contract';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SITE_URL = 'https://www.example.com';
const SITE_NAME = 'Acme & Sons <IT>';
const BUILT_PAGES = ['/', '/about', '/services', '/services/web-development'];
const IMAGE = pngBytes(2048);
const IMAGE_ALT = 'A chart of the quarter';

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['url', 'item', 'category', 'enclosure'].includes(name),
});

/** Well-formed XML, parsed. */
function parse(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Node;
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}
interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  description: string;
  'content:encoded': string;
  category?: string[];
  enclosure?: { '@url': string; '@length': string; '@type': string }[];
}

describe('sitemap.xml and /blog/rss.xml', () => {
  let t: TestApp;
  let dist: string;
  let token: string;

  const sitemap = async (host?: string) => {
    const request = t.http().get('/sitemap.xml');
    if (host) void request.set('Host', host).set('X-Forwarded-Host', host);
    const answer = await request.expect(200);
    const urlset = parse(answer.text).urlset as Node & { url: SitemapUrl[] };
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return { answer, urls: urlset.url };
  };
  const feed = async (host?: string) => {
    const request = t.http().get('/blog/rss.xml');
    if (host) void request.set('Host', host).set('X-Forwarded-Host', host);
    const answer = await request.expect(200);
    const rss = parse(answer.text).rss as Node & { channel: Node & { item?: FeedItem[] } };
    return { answer, rss, channel: rss.channel, items: rss.channel.item ?? [] };
  };
  const posts = async () => (await t.http().get('/api/blogs').expect(200)).body as PostView[];

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'discovery-dist-'));
    // site.json alone: the bff reads the build's pages and name without serving the build.
    await writeFile(
      path.join(dist, 'site.json'),
      JSON.stringify({ siteUrl: SITE_URL, siteName: SITE_NAME, pages: BUILT_PAGES }),
    );
    t = await startTestApp({ FRONTEND_DIST: dist, SITE_URL });
    token = await t.login();
    const service = t.app.get(PostsService);
    // 25 posts, post-01 the newest; post-03 has an image and relative addresses in its content.
    for (let n = 1; n <= 25; n++) {
      const slug = `post-${String(n).padStart(2, '0')}`;
      await service.create(
        {
          ...VALID_POST,
          slug,
          title: n === 2 ? 'Tips & <tricks> for "quoted" titles' : `Post ${n}`,
          excerpt: `Excerpt of ${slug} & more.`,
          tags: n % 2 ? 'Web Development, Hosting' : 'SEO, Café Culture',
          content:
            n === 3
              ? '<p>See <a href="/services/web-development">our service</a>, ' +
                '<a href="post-04">the next post</a> and <a href="#part">a part</a>.</p>' +
                '<p><img src="/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="A chart"></p>' +
                '<p>Ends with ]]&gt; and <a href="https://elsewhere.example/x">a link</a>.</p>'
              : VALID_POST.content,
        },
        n === 3 ? { file: IMAGE, alt: IMAGE_ALT } : undefined,
      );
    }
    await t.app.get(DataSource).query(`
      UPDATE posts SET created_at = now() - make_interval(hours => substr(slug, 6)::int),
                       updated_at = now() - make_interval(hours => substr(slug, 6)::int)
                                          + make_interval(mins => substr(slug, 6)::int)`);
    await t.app.get(DataSource).query(`UPDATE posts SET published_at = created_at`);
    await t.caughtUp();
  });

  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sitemap: the build pages, /blog, each post dated by updatedAt and each tag page once', async () => {
    const { answer, urls } = await sitemap();
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const all = await posts();
    const tagPages = [...new Set(all.flatMap((post) => post.tags.map(slugify)))].sort();
    expect(tagPages).toEqual(['cafe-culture', 'hosting', 'seo', 'web-development']);
    const newest = Math.max(...all.map((post) => Date.parse(post.updatedAt)));

    expect(urls).toEqual([
      ...BUILT_PAGES.map((page) => ({ loc: `${SITE_URL}${page}` })),
      { loc: `${SITE_URL}/blog`, lastmod: new Date(newest).toISOString() },
      ...all.map((post) => ({ loc: `${SITE_URL}/blog/${post.slug}`, lastmod: post.updatedAt })),
      ...tagPages.map((slug) => ({
        loc: `${SITE_URL}/blog/tag/${slug}`,
        lastmod: new Date(
          Math.max(
            ...all
              .filter((post) => post.tags.some((tag) => slugify(tag) === slug))
              .map((post) => Date.parse(post.updatedAt)),
          ),
        ).toISOString(),
      })),
    ]);
    // updatedAt differs from createdAt here, so lastmod is truly the last save.
    expect(all[0]?.updatedAt).not.toBe(all[0]?.createdAt);
  });

  it('feed: RSS 2.0 with the 20 newest of 25 posts, newest first, every address absolute', async () => {
    const { answer, rss, channel, items } = await feed();
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(rss['@version']).toBe('2.0');
    const all = await posts();
    expect(all).toHaveLength(25);
    expect(channel).toMatchObject({
      title: `${SITE_NAME} Blog`,
      link: `${SITE_URL}/blog`,
      language: 'en',
      lastBuildDate: new Date(Math.max(...all.map((p) => Date.parse(p.updatedAt)))).toUTCString(),
      'atom:link': {
        '@href': `${SITE_URL}/blog/rss.xml`,
        '@rel': 'self',
        '@type': 'application/rss+xml',
      },
    });
    expect(channel.description).toEqual(expect.stringContaining(SITE_NAME));

    const newest = all.slice(0, 20);
    expect(items.map((item) => item.link)).toEqual(
      newest.map((post) => `${SITE_URL}/blog/${post.slug}`),
    );
    for (const [index, item] of items.entries()) {
      const post = newest[index]!;
      expect(item).toMatchObject({
        title: post.title,
        guid: { '#text': `${SITE_URL}/blog/${post.slug}`, '@isPermaLink': 'true' },
        pubDate: new Date(post.createdAt).toUTCString(),
        description: post.excerpt,
        category: post.tags,
      });
      expect(item.pubDate).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      // Every address in the content is absolute: http(s), mailto or tel.
      for (const [, address] of item['content:encoded'].matchAll(/(?:src|href)="([^"]*)"/g)) {
        expect([post.slug, address]).toEqual([
          post.slug,
          expect.stringMatching(/^(https?:|mailto:|tel:)/),
        ]);
      }
    }
    expect(items.find((item) => item.title.includes('&'))?.title).toBe(
      'Tips & <tricks> for "quoted" titles',
    );
  });

  it('feed: the post with an image has its social card as enclosure and its content with absolute addresses', async () => {
    const { items } = await feed();
    const pictured = (await posts()).find((post) => post.slug === 'post-03');
    const social = pictured?.images?.social;
    expect(social).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const card = await t.http().get(social!.url).buffer(true).expect(200);
    const item = items.find((entry) => entry.link === `${SITE_URL}/blog/post-03`);
    expect(item?.enclosure).toEqual([
      {
        '@url': `${SITE_URL}${social!.url}`,
        '@length': String((card.body as Buffer).length),
        '@type': 'image/jpeg',
      },
    ]);
    expect(items.filter((entry) => entry.enclosure)).toHaveLength(1);
    expect(item?.['content:encoded']).toBe(
      '<p>See <a href="https://www.example.com/services/web-development" rel="noopener noreferrer">our service</a>, ' +
        '<a href="https://www.example.com/blog/post-04" rel="noopener noreferrer">the next post</a> and ' +
        '<a href="https://www.example.com/blog/post-03#part" rel="noopener noreferrer">a part</a>.</p>' +
        '<p><img src="https://www.example.com/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="A chart" /></p>' +
        '<p>Ends with ]]&gt; and <a href="https://elsewhere.example/x" rel="noopener noreferrer">a link</a>.</p>',
    );
  });

  it('builds every address on SITE_URL, never on the Host the request names', async () => {
    const { urls } = await sitemap('evil.example:8443');
    expect(urls.length).toBe(BUILT_PAGES.length + 1 + 25 + 4);
    for (const { loc } of urls) expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
    const { answer } = await feed('evil.example:8443');
    expect(answer.text).not.toContain('evil.example');
    expect(answer.text).not.toContain('127.0.0.1');
  });

  it('answers HEAD with the headers and no body, and an unchanged document with 304', async () => {
    for (const route of ['/sitemap.xml', '/blog/rss.xml']) {
      const get = await t.http().get(route).expect(200);
      const head = await t.http().head(route).expect(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
      expect(head.text ?? '').toBe('');
      expect(get.headers.etag).toEqual(expect.any(String));
      await t
        .http()
        .get(route)
        .set('If-None-Match', get.headers.etag ?? '')
        .expect(304);
    }
  });

  it('stays out of the API document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).length).toBeGreaterThan(3);
    expect(Object.keys(document.paths).filter((key) => /sitemap|rss/.test(key))).toEqual([]);
  });

  it('shows a new, an edited and a deleted post in the very next answer', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const before = await posts();
    const edited = before.find((post) => post.slug === 'post-05')!;
    const deleted = before.find((post) => post.slug === 'post-02')!;

    await postForm(t.http().put(`/api/blogs/${edited._id}`).set(auth), {
      ...VALID_POST,
      slug: 'post-05',
      title: 'An edited title',
      tags: 'Kubernetes',
    }).expect(200);
    await t.http().delete(`/api/blogs/${deleted._id}`).set(auth).expect(204);
    await postForm(t.http().post('/api/blogs').set(auth), {
      ...VALID_POST,
      slug: 'brand-new',
      title: 'A brand new post',
    }).expect(201);
    const after = await posts();
    const editedNow = after.find((post) => post.slug === 'post-05')!;
    expect(editedNow.updatedAt).not.toBe(edited.updatedAt);

    const { urls } = await sitemap();
    const locs = urls.map((url) => url.loc);
    expect(urls).toContainEqual({ loc: `${SITE_URL}/blog/post-05`, lastmod: editedNow.updatedAt });
    expect(urls).toContainEqual({
      loc: `${SITE_URL}/blog/tag/kubernetes`,
      lastmod: editedNow.updatedAt,
    });
    expect(locs).toContain(`${SITE_URL}/blog/brand-new`);
    expect(locs).not.toContain(`${SITE_URL}/blog/post-02`);

    const { items } = await feed();
    expect(items).toHaveLength(20);
    expect(items[0]?.title).toBe('A brand new post');
    expect(items.find((item) => item.link.endsWith('/post-05'))).toMatchObject({
      title: 'An edited title',
      category: ['Kubernetes'],
    });
    expect(items.map((item) => item.link)).not.toContain(`${SITE_URL}/blog/post-02`);
    expect(items.map((item) => item.link)).toEqual(
      after.slice(0, 20).map((post) => `${SITE_URL}/blog/${post.slug}`),
    );
  });
});

describe('sitemap.xml and the feed without a frontend build', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SITE_URL: 'http://127.0.0.1:8080' });
  });
  afterAll(() => t?.close());

  it('list the home page and /blog, and name the channel after the address', async () => {
    const sitemapText = (await t.http().get('/sitemap.xml').expect(200)).text;
    const urls = (parse(sitemapText).urlset as { url: SitemapUrl[] }).url;
    expect(urls).toEqual([
      { loc: 'http://127.0.0.1:8080/' },
      { loc: 'http://127.0.0.1:8080/blog' },
    ]);
    const feedText = (await t.http().get('/blog/rss.xml').expect(200)).text;
    const channel = (parse(feedText).rss as { channel: Node }).channel;
    expect(channel).toMatchObject({
      title: '127.0.0.1:8080 Blog',
      link: 'http://127.0.0.1:8080/blog',
    });
    expect(channel.item).toBeUndefined();
    expect(channel.lastBuildDate).toBeUndefined();
  });
});
