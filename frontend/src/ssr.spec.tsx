/**
 * @jest-environment node
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type {
  BlogPageData,
  BlogRenderer,
  PostNeighbours,
  PostPage,
  PostView,
  ResponsiveImage,
} from '@site/contract';
import { checkJsonLd, type JsonObject, nodes, typesOf } from '../test/json-ld.js';
import { postPage, responsiveImage, summaries, summary } from '../test/blog-fixtures.js';
import { SAMPLE_POST } from '../test/sample-post.js';
import { company } from './content/company.js';
import { createBlogRenderer } from './ssr.js';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const SITE = company.siteUrl;

const HOSTILE = '</script><script>alert(1)</script> & "quoted" <b>bold</b>';

/** The JSON-LD blocks of a page, as written. */
const jsonLdTexts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => match[1]!,
  );

/** Every node of one @type in the page's JSON-LD (all of which must pass the checks). */
function jsonLdOf(html: string, type: string): JsonObject[] {
  const { problems, blocks } = checkJsonLd(jsonLdTexts(html));
  expect(problems).toEqual([]);
  return blocks.flatMap(nodes).filter((node) => typesOf(node).includes(type));
}

/** The JSON of the script with id `id`. */
/** A list page carries what its cards draw, not each post's id or update time. */
function cardsOf(page: PostPage): unknown {
  return {
    ...page,
    items: page.items.map(
      ({ _id, updatedAt: _u, status: _s, createdAt: _c, version: _v, ...card }) => card,
    ),
  };
}

function scriptData(html: string, id: string): unknown {
  const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (text === undefined) throw new Error(`no ${id} script in the page`);
  return JSON.parse(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ENTITIES[name]!);

/** The value of `attribute` on the first tag matching `tag` (a regular expression's source). */
function attributeOf(html: string, tag: string, attribute: string): string | undefined {
  const element = new RegExp(`<${tag}[^>]*>`).exec(html)?.[0];
  const value = element && new RegExp(` ${attribute}="([^"]*)"`).exec(element)?.[1];
  return value === undefined ? undefined : decode(value);
}

const meta = (html: string, key: 'name' | 'property', id: string) =>
  attributeOf(html, `meta ${key}="${id}"`, 'content');

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const POST: PostView = {
  ...SAMPLE_POST,
  slug: 'choosing-a-hosting-plan',
  content: '<h2>Shared hosting</h2><p>Cheap and cheerful.</p>',
  tags: ['Hosting', 'Web Development'],
  // Written as a draft before it was published.
  createdAt: '2026-10-12T08:00:00.000Z',
  publishedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T16:30:00.000Z',
};
const NEIGHBOURS: PostNeighbours = {
  related: [summary({ slug: 'related-one', title: 'Related one' })],
  previous: summary({ slug: 'older', title: 'An older post' }),
};

let renderer: BlogRenderer;

async function renderAt(url: string, data: BlogPageData) {
  return renderer.render(url, renderer.address(url), data);
}

beforeAll(async () => {
  renderer = await createBlogRenderer(TEMPLATE);
}, 60_000);

describe('createBlogRenderer', () => {
  it('refuses a template without <title> or the root element', async () => {
    await expect(
      createBlogRenderer('<html><body><div id="root"></div></body></html>'),
    ).rejects.toThrow(/<title>/);
    await expect(
      createBlogRenderer('<html><head><title>x</title></head><body></body></html>'),
    ).rejects.toThrow(/root/);
  });

  it('is built for the site address', () => {
    expect(renderer.siteUrl).toBe(SITE);
  });

  it('draws every kind of page, images made for the web included, into the layout drawn once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await createBlogRenderer(TEMPLATE);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('address', () => {
  it.each([
    ['/blog', { page: 1 }],
    ['/blog/page/2', { page: 2 }],
    ['/blog/tag/web-development', { page: 1, tag: 'web-development' }],
    ['/blog/tag/seo/page/3', { page: 3, tag: 'seo' }],
    ['/blog/search?q=seo%20tips&page=2', { page: 2, q: 'seo tips' }],
  ])('%s is a list page asking for %j', (url, query) => {
    const found = renderer.address(url);
    expect(found.kind).toBe('list');
    if (found.kind !== 'list') return;
    expect(found.query).toEqual(expect.objectContaining(query));
    expect(Object.entries(found.query ?? {}).filter(([, value]) => value !== undefined)).toEqual(
      Object.entries(query),
    );
  });

  it('a search without words is a list page with nothing to fetch', () => {
    expect(renderer.address('/blog/search')).toMatchObject({ kind: 'list', query: null });
    expect(renderer.address('/blog/search?q=%20%20')).toMatchObject({ kind: 'list', query: null });
  });

  it('/blog/<slug> is a post', () => {
    expect(renderer.address('/blog/choosing-a-hosting-plan')).toEqual({
      kind: 'post',
      slug: 'choosing-a-hosting-plan',
    });
  });

  it.each([
    ['/blog/page/1', '/blog'],
    ['/blog/tag/seo/page/1', '/blog/tag/seo'],
  ])('%s redirects to %s', (url, location) => {
    expect(renderer.address(url)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '/blog/page/0',
    '/blog/page/abc',
    '/blog/page/01',
    '/blog/tag/Not%20A%20Slug',
    '/blog/tag/seo/page/0',
    '/blog/search?q=seo&page=0',
    '/blog/a/b',
    '/blog/%E0%A4%A',
    '/about',
    '/',
    '/admin/dashboard',
  ])('%s is not found', (url) => {
    expect(renderer.address(url)).toEqual({ kind: 'not-found' });
  });
});

/** The post cards of a rendered page, as HTML. */
const postCards = (html: string) =>
  html.match(/<article class="card post-card">[\s\S]*?<\/article>/g) ?? [];

/**
 * A card whose image comes only with the app: the server draws its placeholder and, for a visitor
 * without JavaScript, a plain <img> of the smallest JPEG inside <noscript> (ignored with it).
 */
function expectImageAfterHydration(card: string, image: ResponsiveImage, prefix: string) {
  const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(card)?.[1] ?? '';
  expect(fallback).toMatch(new RegExp(`^<img src="/uploads/${prefix}-480\\.jpg"[^>]*>$`));
  expect(fallback).toContain(`alt="${image.alt}"`);
  const drawn = card.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  expect(drawn).toContain(`src="${image.placeholder}"`);
  expect(drawn).not.toContain('<picture>');
  expect(drawn).not.toContain(`/uploads/${prefix}-`);
}

describe('render', () => {
  it('a list page: the cards, its head, a CollectionPage counted from its first post, and its data', async () => {
    const page1 = postPage(summaries(12), 30, 1);
    const first = await renderAt('/blog', page1);
    expect(first.status).toBe(200);
    const html = first.html;
    expect(html.startsWith('<!doctype html><html><head><title>')).toBe(true);
    expect(html).toContain('<h1>Blog</h1>');
    for (const post of page1.items) {
      expect(html).toContain(`<a href="/blog/${post.slug}" data-discover="true">${post.title}</a>`);
    }
    expect(html).toContain('Posts 1 to 12 of 30.');
    expect(html).toMatch(/<nav class="pagination" aria-label="Pages">/);
    expect(html).not.toContain('Loading posts...');
    expect(titleOf(html)).toBe(`Blog | ${company.name}`);
    expect(attributeOf(html, 'link rel="canonical"', 'href')).toBe(`${SITE}/blog`);
    expect(attributeOf(html, 'link rel="alternate"', 'href')).toBe(`${SITE}/blog/rss.xml`);
    expect(attributeOf(html, 'link rel="alternate"', 'type')).toBe('application/rss+xml');
    expect(meta(html, 'name', 'robots')).toBeUndefined();

    const [collection] = jsonLdOf(html, 'CollectionPage');
    expect(collection).toMatchObject({ url: `${SITE}/blog` });
    const positions = (list: JsonObject[]) => list.map((item) => item.position);
    const items = (doc: string) => jsonLdOf(doc, 'ItemList')[0]!.itemListElement as JsonObject[];
    expect(positions(items(html))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(items(html)[0]).toMatchObject({ url: `${SITE}/blog/post-1` });
    expect(jsonLdOf(html, 'BreadcrumbList')).toHaveLength(1);
    expect(jsonLdOf(html, 'ProfessionalService')).toHaveLength(1);

    expect(scriptData(html, 'blog-data')).toEqual({ key: '/blog', data: cardsOf(page1) });
    expect(scriptData(html, 'prerender-data')).toEqual({ url: '/blog' });

    const page2 = postPage(summaries(12, 13), 30, 2);
    const second = await renderAt('/blog/page/2', page2);
    expect(second.status).toBe(200);
    expect(second.html).toContain('Posts 13 to 24 of 30.');
    expect(positions(items(second.html))).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
    expect(attributeOf(second.html, 'link rel="canonical"', 'href')).toBe(`${SITE}/blog/page/2`);
    expect(titleOf(second.html)).toBe(`Blog, page 2 | ${company.name}`);
    expect(scriptData(second.html, 'blog-data')).toEqual({
      key: '/blog/page/2',
      data: cardsOf(page2),
    });
  });

  it("a tag's page names the tag as its posts do; a search is not for the index", async () => {
    const tagged = postPage(
      summaries(2).map((post) => ({ ...post, tags: ['Web Development'] })),
      2,
    );
    const tag = await renderAt('/blog/tag/web-development', tagged);
    expect(tag.status).toBe(200);
    expect(tag.html).toContain('Posts tagged “Web Development”');
    expect(attributeOf(tag.html, 'link rel="canonical"', 'href')).toBe(
      `${SITE}/blog/tag/web-development`,
    );
    expect(tag.html).toContain(
      '<a href="/blog/tag/web-development" data-discover="true">Web Development</a>',
    );

    const search = await renderAt('/blog/search?q=hosting', postPage(summaries(1), 1));
    expect(search.status).toBe(200);
    expect(search.html).toContain('1 post matches “hosting”.');
    expect(meta(search.html, 'name', 'robots')).toBe('noindex, follow');
    expect(scriptData(search.html, 'blog-data')).toMatchObject({ key: '/blog/search?q=hosting' });

    const empty = await renderAt('/blog/search', null);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<form class="blog-search"');
    expect(empty.html).not.toContain('Loading posts...');
  });

  it.each([
    ['a tag no post has', '/blog/tag/no-such-tag', postPage([], 0)],
    ['a page past the last', '/blog/page/5', postPage([], 30, 5)],
  ])('%s answers 404 with the not-found page, noindex', async (_case, url, data) => {
    const { status, html } = await renderAt(url, data);
    expect(status).toBe(404);
    expect(html).toContain('<h1>Page not found</h1>');
    expect(meta(html, 'name', 'robots')).toMatch(/noindex/);
    expect(attributeOf(html, 'link rel="canonical"', 'href')).toBeUndefined();
  });

  it('an address that is no blog page answers 404 with the not-found page', async () => {
    const { status, html } = await renderer.render('/blog/page/0', { kind: 'not-found' }, null);
    expect(status).toBe(404);
    expect(html).toContain('<h1>Page not found</h1>');
    expect(meta(html, 'name', 'robots')).toMatch(/noindex/);
  });

  it('refuses data of the wrong kind for an address', async () => {
    await expect(renderer.render('/blog', { kind: 'post', slug: 'x' }, null)).rejects.toThrow(
      /not a post address/,
    );
  });

  it('a post: its content, dates, tags, neighbours, and a BlogPosting with absolute URLs', async () => {
    const { status, html } = await renderAt(`/blog/${POST.slug}`, {
      post: POST,
      neighbours: NEIGHBOURS,
    });
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${POST.title}</h1>`);
    expect(html).toContain('<h2>Shared hosting</h2><p>Cheap and cheerful.</p>');
    expect(html).toMatch(
      /Published <time dateTime="2026-11-01T09:00:00.000Z">1 November 2026<\/time>/,
    );
    expect(html).toMatch(
      /Updated <time dateTime="2026-11-20T16:30:00.000Z">20 November 2026<\/time>/,
    );
    expect(html).toContain(
      '<a href="/blog/tag/web-development" data-discover="true">Web Development</a>',
    );
    expect(html).toContain('href="/services/website-development"');
    expect(html).toContain('<a rel="prev" href="/blog/older"');
    expect(html).toContain('Related posts');
    expect(html).not.toContain('Loading post...');

    const url = `${SITE}/blog/${POST.slug}`;
    expect(titleOf(html)).toBe(`${POST.title} | ${company.name}`);
    expect(attributeOf(html, 'link rel="canonical"', 'href')).toBe(url);
    expect(meta(html, 'name', 'description')).toBe(POST.excerpt);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE}/uploads/k.png`);
    expect(meta(html, 'property', 'article:published_time')).toBe(POST.publishedAt);
    expect(meta(html, 'property', 'article:modified_time')).toBe(POST.updatedAt);

    const [posting] = jsonLdOf(html, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: POST.title,
      description: POST.excerpt,
      datePublished: POST.publishedAt,
      dateModified: POST.updatedAt,
    });
    expect(JSON.stringify(posting!.image)).toContain(`"${SITE}/uploads/k.png"`);
    expect(JSON.stringify(posting!.mainEntityOfPage)).toContain(url);
    const crumbs = jsonLdOf(html, 'BreadcrumbList')[0]!.itemListElement as JsonObject[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', POST.title]);

    expect(scriptData(html, 'blog-data')).toEqual({
      key: `/blog/${POST.slug}`,
      data: { post: POST, neighbours: NEIGHBOURS },
    });
  });

  it('a post with an image made for the web: og:image, twitter:image and the BlogPosting image are its social card, sized and described', async () => {
    const images = responsiveImage('cover', { alt: 'The team at work' });
    const { html } = await renderAt('/blog/described', {
      post: { ...POST, slug: 'described', image: 'uploads/cover-1440.jpg', images },
      neighbours: { related: [] },
    });
    const social = `${SITE}/uploads/cover-social.jpg`;
    expect(meta(html, 'property', 'og:image')).toBe(social);
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    expect(meta(html, 'property', 'og:image:alt')).toBe('The team at work');
    expect(meta(html, 'name', 'twitter:image')).toBe(social);
    expect(meta(html, 'name', 'twitter:image:alt')).toBe('The team at work');
    const [posting] = jsonLdOf(html, 'BlogPosting');
    expect(posting!.image).toEqual([
      {
        '@type': 'ImageObject',
        url: social,
        width: 1200,
        height: 630,
        caption: 'The team at work',
      },
    ]);
    // The cover itself: the variants, at once (the page's largest paint).
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/uploads\/cover-480\.avif 480w/,
    );
    const cover = /<img [^>]*alt="The team at work"[^>]*>/.exec(html)?.[0];
    expect(cover).toContain(' fetchPriority="high"');
    expect(cover).toContain(' loading="eager"');
    expect(html).not.toMatch(/ style="/);
  });

  it("a list draws the first card's image at once and only the others' placeholders", async () => {
    const pictured = (n: number) =>
      summary({
        slug: `pictured-${n}`,
        title: `Pictured ${n}`,
        image: `uploads/p${n}-widest.jpg`,
        images: responsiveImage(`p${n}`, { alt: `Photo ${n}` }),
      });
    const { html } = await renderAt('/blog', postPage([1, 2, 3].map(pictured), 3, 1));
    const cards = postCards(html);
    expect(cards).toHaveLength(3);
    const [first = '', ...others] = cards;
    expect(first).toContain('srcSet="/uploads/p1-480.avif 480w');
    expect(/<img [^>]*alt="Photo 1"[^>]*>/.exec(first)?.[0]).toContain(' fetchPriority="high"');
    others.forEach((card, index) =>
      expectImageAfterHydration(card, pictured(index + 2).images!, `p${index + 2}`),
    );
  });

  it('a related card draws only its placeholder on the server: its image never competes with the cover', async () => {
    const related = summary({
      slug: 'related-pictured',
      title: 'Related pictured',
      image: 'uploads/rel-widest.jpg',
      images: responsiveImage('rel', { alt: 'A related photo' }),
    });
    const { html } = await renderAt('/blog/with-related', {
      post: {
        ...POST,
        slug: 'with-related',
        image: 'uploads/cover-1440.jpg',
        images: responsiveImage('cover', { alt: 'The cover' }),
      },
      neighbours: { related: [related] },
    });
    const [card = ''] = postCards(html);
    expect(card).toContain('Related pictured');
    expectImageAfterHydration(card, related.images!, 'rel');
    expect(html).toContain('srcSet="/uploads/cover-480.avif 480w');
  });

  it('a decorative image made for the web is described by the post title in previews', async () => {
    const { html } = await renderAt('/blog/decorative', {
      post: {
        ...POST,
        slug: 'decorative',
        image: 'uploads/plain-1440.jpg',
        images: responsiveImage('plain', { alt: '' }),
      },
      neighbours: { related: [] },
    });
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE}/uploads/plain-social.jpg`);
    expect(meta(html, 'property', 'og:image:alt')).toBe(POST.title);
  });

  it('a list page draws the variants a card needs and carries only those, without the social card', async () => {
    const described = summary({
      slug: 'described-card',
      title: 'Described card',
      image: 'uploads/card-widest.jpg',
      images: responsiveImage('card', { alt: 'A storefront' }),
    });
    const { html } = await renderAt('/blog/tag/shops', postPage([described]));
    expect(html).toContain('srcSet="/uploads/card-480.avif 480w,/uploads/card-960.avif 960w"');
    expect(html).not.toContain('card-social.jpg');
    expect(html).not.toContain('card-1440');
    const { alt, width, height, placeholder, variants } = described.images!;
    const drawn = {
      alt,
      width,
      height,
      placeholder,
      variants: variants.filter((variant) => variant.width <= 960),
    };
    expect(drawn.variants).toHaveLength(6);
    expect(scriptData(html, 'blog-data')).toMatchObject({
      data: { items: [{ slug: 'described-card', images: drawn }] },
    });
  });

  it("a post without an image shows the company's preview image", async () => {
    const { html } = await renderAt('/blog/no-image', {
      post: { ...POST, slug: 'no-image', image: null },
      neighbours: { related: [] },
    });
    const image = meta(html, 'property', 'og:image');
    expect(image).toBe(`${SITE}/social/default.png`);
  });

  it("a post that does not exist answers 404 with 'Post not found.', noindex", async () => {
    const { status, html } = await renderAt('/blog/no-such-post', null);
    expect(status).toBe(404);
    expect(html).toContain('<h1>Post not found.</h1>');
    expect(meta(html, 'name', 'robots')).toMatch(/noindex/);
    expect(jsonLdTexts(html)).toEqual([]);
    expect(scriptData(html, 'blog-data')).toEqual({ key: '/blog/no-such-post', data: null });
  });

  it('a hostile title never closes a script and is escaped in <title> and in attributes', async () => {
    const post = { ...POST, slug: 'hostile', title: HOSTILE, excerpt: HOSTILE };
    const { status, html } = await renderAt('/blog/hostile', { post, neighbours: { related: [] } });
    expect(status).toBe(200);

    // Every script element is one the renderer wrote, each closed once.
    const opened = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
    expect(opened.every((tag) => /type="application\/(ld\+)?json"/.test(tag))).toBe(true);
    expect(html.split('</script>')).toHaveLength(opened.length + 1);
    expect(html).not.toContain('<script>alert(1)');

    expect(scriptData(html, 'blog-data')).toMatchObject({ data: { post: { title: HOSTILE } } });
    const [posting] = jsonLdOf(html, 'BlogPosting');
    expect(posting!.headline).toBe(HOSTILE);

    const title = titleOf(html)!;
    expect(title).not.toMatch(/[<>"]/);
    expect(decode(title)).toBe(`${HOSTILE} | ${company.name}`);
    expect(meta(html, 'property', 'og:title')).toBe(`${HOSTILE} | ${company.name}`);
    expect(meta(html, 'name', 'description')).toBe(HOSTILE);
    // The page's own heading is text, not markup.
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});
