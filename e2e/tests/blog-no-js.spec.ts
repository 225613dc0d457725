// The blog as a crawler or a visitor without JavaScript reads it through nginx: the server's HTML
// alone carries the posts, the full post text, the tags, the pagination, the search, the head
// tags and the structured data.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { PostPage, PostView } from '@site/contract';
import {
  gotoFresh,
  IMAGE_DESCRIPTION,
  jsonLd,
  ofType,
  PAGE_SIZE,
  seedBlog,
  type SeededBlog,
  WEB_DEVELOPMENT,
} from './blog-posts.js';
import { expect, test } from './fixtures.js';
import { expectPicture, srcsetOf } from './pictures.js';

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let blog: SeededBlog;
/** Every post on the site, newest first (other specs may have left some). */
let total = 0;
/** Scripts and API calls the page made: none, since it runs no script. */
const fetchedByPage: string[] = [];

const titleOf = (post: PostView) => post.title;
/** Where the site serves a post's image (the API gives its path without the leading slash). */
const imagePath = (post: PostView) => `/${(post.image ?? '').replace(/^\/+/, '')}`;
const cardTitles = (scope: Page) => scope.locator('.post-card .post-card__title a');
const absolute = /^https?:\/\/[^/]+\//;

test.beforeAll(async ({ playwright, browser }) => {
  const baseURL = process.env.E2E_MAIN_URL;
  if (!baseURL) throw new Error('E2E_MAIN_URL is not set: run the suite with its global setup');
  api = await playwright.request.newContext({ baseURL });
  blog = await seedBlog(api);
  const list = await api.get(`/api/blogs?page=1&pageSize=${PAGE_SIZE}&fields=summary`);
  total = ((await list.json()) as PostPage).total;
  expect(total).toBeGreaterThan(PAGE_SIZE);
  expect(total).toBeLessThanOrEqual(2 * PAGE_SIZE);
  context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.startsWith('/api/'))
      fetchedByPage.push(request.url());
  });
});

test.afterAll(async () => {
  await context?.close();
  await blog?.remove();
  await api?.dispose();
});

/** The href of the <link> or content of the <meta> in the head. */
const head = {
  link: (rel: string) => page.locator(`head link[rel="${rel}"]`).getAttribute('href'),
  meta: (property: string) =>
    page
      .locator(`head meta[property="${property}"], head meta[name="${property}"]`)
      .first()
      .getAttribute('content'),
};

/** `url` answers through nginx (the head's absolute links name the configured site). */
async function served(url: string | null, contentType: RegExp) {
  expect(url).toMatch(absolute);
  const response = await api.get(new URL(url!).pathname);
  expect(response.status(), url!).toBe(200);
  expect(response.headers()['content-type']).toMatch(contentType);
}

/** The organisation block every page carries once. */
function checkOrganization(blocks: Record<string, unknown>[]) {
  const organization = ofType(blocks, 'ProfessionalService');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.any(String),
    telephone: expect.any(String),
    email: expect.stringContaining('@'),
    address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'PK' }),
  });
  expect((organization.areaServed as unknown[]).length).toBeGreaterThan(0);
  expect((organization.sameAs as string[]).length).toBeGreaterThanOrEqual(4);
  return organization;
}

test('/blog: the 12 newest posts, tag links, pagination, the head and JSON-LD', async () => {
  const newest = blog.posts.slice(-PAGE_SIZE).reverse();
  await gotoFresh(page, '/blog', () =>
    expect(cardTitles(page)).toHaveText(newest.map(titleOf), { timeout: 1_000 }),
  );
  await expect(page.locator('h1')).toHaveText('Blog');
  await expect(page.locator('.post-card')).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(`Posts 1 to ${PAGE_SIZE} of ${total}.`)).toBeVisible();
  await expect(cardTitles(page).first()).toHaveAttribute('href', `/blog/${newest[0]!.slug}`);
  // A later card's <picture> comes with the app (it must not compete with the first card's
  // image); without JavaScript, a plain <img> of its smallest JPEG stands in.
  const imageCard = page.locator('.post-card', { hasText: blog.withImage.title });
  await expect(imageCard.locator('picture')).toHaveCount(0);
  const fallback = imageCard.locator('img:not(.responsive-image__placeholder)');
  const [smallest] = srcsetOf(blog.withImage.images!, 'jpeg');
  await expect(fallback).toHaveAttribute('src', smallest!.split(' ')[0]!);
  await expect(fallback).toHaveAttribute('alt', IMAGE_DESCRIPTION);
  await expect(fallback).toBeVisible();
  await expect(imageCard.getByRole('link', { name: WEB_DEVELOPMENT.name })).toHaveAttribute(
    'href',
    `/blog/tag/${WEB_DEVELOPMENT.slug}`,
  );

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/page/2');
  await expect(pages.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/blog/page/2');
  await expect(pages.getByRole('link', { name: '← Previous' })).toHaveCount(0);

  const canonical = await head.link('canonical');
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/blog$/);
  expect(await head.meta('og:url')).toBe(canonical);
  expect(await head.meta('og:type')).toBe('website');
  await expect(page).toHaveTitle(/^Blog \| /);
  expect(await head.meta('description')).toMatch(/\S{3,}/);
  expect(await head.meta('twitter:card')).toBe('summary_large_image');
  await served(await head.meta('og:image'), /^image\//);
  const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveCount(1);
  await served(await feed.getAttribute('href'), /xml/);

  const blocks = await jsonLd(page);
  expect(blocks.map((block) => block['@type']).sort()).toEqual([
    'BreadcrumbList',
    'CollectionPage',
    'ProfessionalService',
  ]);
  checkOrganization(blocks);
  const collection = ofType(blocks, 'CollectionPage');
  expect(collection.url).toBe(canonical);
  const list = collection.mainEntity as { '@type': string; itemListElement: unknown[] };
  expect(list['@type']).toBe('ItemList');
  expect(list.itemListElement).toEqual(
    newest.map((post, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(`/blog/${post.slug}`, canonical!).href,
    })),
  );
  const crumbs = ofType(blocks, 'BreadcrumbList').itemListElement as Record<string, unknown>[];
  expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
    [1, 'Home', new URL('/', canonical!).href],
    [2, 'Blog', canonical],
  ]);
});

test('/blog/page/2: the older posts, a link back to page 1', async () => {
  const older = blog.posts.slice(0, blog.posts.length - PAGE_SIZE).reverse();
  await gotoFresh(page, '/blog/page/2', () =>
    expect(cardTitles(page).first()).toHaveText(older[0]!.title, { timeout: 1_000 }),
  );
  await expect(page.locator('.post-card')).toHaveCount(total - PAGE_SIZE);
  for (const post of older)
    await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
  await expect(page.getByText(`Posts ${PAGE_SIZE + 1} to ${total} of ${total}.`)).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2');
  await expect(pages.getByRole('link', { name: '← Previous' })).toHaveAttribute('href', '/blog');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
  expect(await head.link('canonical')).toMatch(/^https?:\/\/[^/]+\/blog\/page\/2$/);
  const list = ofType(await jsonLd(page), 'CollectionPage').mainEntity as {
    itemListElement: { position: number; url: string }[];
  };
  expect(list.itemListElement).toHaveLength(total - PAGE_SIZE);
  expect(list.itemListElement[0]).toMatchObject({
    position: PAGE_SIZE + 1,
    url: expect.stringMatching(new RegExp(`/blog/${older[0]!.slug}$`)),
  });
});

test('a tag page: its posts under the display name, reached from a card', async () => {
  await gotoFresh(page, '/blog', () =>
    expect(page.locator('.post-card')).toHaveCount(PAGE_SIZE, { timeout: 1_000 }),
  );
  await page
    .locator('.post-card', { hasText: blog.withImage.title })
    .getByRole('link', { name: WEB_DEVELOPMENT.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/tag/${WEB_DEVELOPMENT.slug}$`));
  await expect(page.locator('h1')).toHaveText(`Posts tagged “${WEB_DEVELOPMENT.name}”`);
  for (const post of blog.tagged)
    await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
  const untagged = blog.posts.find((post) => !post.tags.includes(WEB_DEVELOPMENT.name))!;
  await expect(page.getByRole('link', { name: untagged.title, exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${WEB_DEVELOPMENT.name}`));
  const canonical = await head.link('canonical');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/blog/tag/${WEB_DEVELOPMENT.slug}$`));
  const blocks = await jsonLd(page);
  checkOrganization(blocks);
  const list = ofType(blocks, 'CollectionPage').mainEntity as { itemListElement: unknown[] };
  expect(list.itemListElement.length).toBeGreaterThanOrEqual(blog.tagged.length);
  const crumbs = ofType(blocks, 'BreadcrumbList').itemListElement as { item: string }[];
  expect(crumbs.at(-1)?.item).toBe(canonical);
});

test('the search form works without JavaScript (a GET form)', async () => {
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(blog.searchWord);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${blog.searchWord}$`));
  await expect(page.locator('h1')).toHaveText('Search the blog');
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(blog.searchWord);
  await expect(page.getByText(`1 post matches “${blog.searchWord}”.`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText([blog.searched.title]);
  await expect(cardTitles(page)).toHaveAttribute('href', `/blog/${blog.searched.slug}`);
  expect(await head.meta('robots')).toBe('noindex, follow');

  await page.getByRole('searchbox', { name: 'Search posts' }).fill(`${blog.searchWord}nothing`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText(`No posts match “${blog.searchWord}nothing”. Try other words.`),
  ).toBeVisible();
  await expect(page.locator('.post-card')).toHaveCount(0);
});

test('a post: full text, tags, dates, related posts, neighbours, article head and BlogPosting', async () => {
  const post = blog.withImage;
  const index = blog.posts.indexOf(post);
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(post.title);
  const content = page.locator('.blog-post__content');
  await expect(content.locator('h2')).toHaveText(`Part one of post ${index + 1}`);
  await expect(content).toContainText(`The first paragraph of post ${index + 1}.`);
  await expect(content).toContainText(`The closing paragraph of post ${index + 1}.`);
  await expect(page.locator('.blog-post__meta')).toContainText(post.readTime);
  const published = page.locator('.blog-post__meta time').first();
  await expect(published).toHaveAttribute('datetime', post.publishedAt!);
  await expect(page.locator('.blog-post__meta')).toContainText(/Published \d{1,2} \w+ \d{4}/);
  const cover = page.locator('.blog-post__image picture');
  await expectPicture(cover, post.images!, { priority: true });
  await expect(cover.locator('img')).toHaveAttribute('src', imagePath(post));
  await expect(cover.locator('img')).toHaveAttribute('alt', IMAGE_DESCRIPTION);
  const tags = page.locator('.blog-post > .tag-list');
  for (const tag of post.tags) await expect(tags.getByRole('link', { name: tag })).toBeVisible();
  await expect(tags.getByRole('link', { name: WEB_DEVELOPMENT.name })).toHaveAttribute(
    'href',
    `/blog/tag/${WEB_DEVELOPMENT.slug}`,
  );
  // The tag that matches a service leads to it.
  await expect(
    page.getByRole('link', { name: 'See our Website Development service' }),
  ).toHaveAttribute('href', '/services/website-development');

  const neighbours = page.getByRole('navigation', { name: 'More posts' });
  await expect(neighbours.locator('a[rel="prev"]')).toHaveAttribute(
    'href',
    `/blog/${blog.posts[index - 1]!.slug}`,
  );
  await expect(neighbours.locator('a[rel="next"]')).toHaveAttribute(
    'href',
    `/blog/${blog.posts[index + 1]!.slug}`,
  );
  // Related: most shared tags first (the other 'Web Development' posts), then newest.
  const related = page.locator('section', {
    has: page.getByRole('heading', { name: 'Related posts' }),
  });
  const expectedRelated = blog.tagged
    .filter((entry) => entry !== post)
    .reverse()
    .slice(0, 3);
  await expect(related.locator('h3')).toHaveText(expectedRelated.map(titleOf));

  const canonical = await head.link('canonical');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
  expect(await head.meta('og:url')).toBe(canonical);
  expect(await head.meta('og:type')).toBe('article');
  expect(await head.meta('description')).toBe(post.excerpt);
  expect(await head.meta('article:published_time')).toBe(post.publishedAt);
  expect(await head.meta('article:modified_time')).toBe(post.updatedAt);
  // The social card: a JPEG made for it, not the upload.
  const social = post.images!.social;
  const image = await head.meta('og:image');
  expect(image).toBe(new URL(social.url, canonical!).href);
  await served(image, /^image\/jpeg/);
  expect(await head.meta('og:image:width')).toBe(String(social.width));
  expect(await head.meta('og:image:height')).toBe(String(social.height));
  expect(await head.meta('og:image:alt')).toBe(IMAGE_DESCRIPTION);
  expect(await head.meta('twitter:image')).toBe(image);

  const blocks = await jsonLd(page);
  expect(blocks.map((block) => block['@type']).sort()).toEqual([
    'BlogPosting',
    'BreadcrumbList',
    'ProfessionalService',
  ]);
  const organization = checkOrganization(blocks);
  const posting = ofType(blocks, 'BlogPosting');
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    author: { '@id': organization['@id'] },
    publisher: { '@id': organization['@id'] },
  });
  expect(organization['@id']).toMatch(absolute);
  expect(posting.image).toEqual([
    {
      '@type': 'ImageObject',
      url: image,
      width: social.width,
      height: social.height,
      caption: IMAGE_DESCRIPTION,
    },
  ]);
  const crumbs = ofType(blocks, 'BreadcrumbList').itemListElement as Record<string, unknown>[];
  expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', post.title]);
  expect(crumbs.at(-1)?.item).toBe(canonical);
});

test("an unknown post is a 404 'Post not found.', a page past the end a 404, page 1 is /blog", async () => {
  const missing = await page.goto(`/blog/${blog.posts[0]!.slug}-gone`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Post not found.');
  expect(await head.meta('robots')).toMatch(/noindex/);
  await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
    'href',
    '/blog',
  );

  const past = await page.goto('/blog/page/99');
  expect(past?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  expect(await head.meta('robots')).toMatch(/noindex/);

  const first = await api.get('/blog/page/1', { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(new URL(first.headers().location!, 'http://x').pathname).toBe('/blog');
  const followed = await page.goto('/blog/page/1');
  expect(followed?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/blog');
  await expect(page.locator('.post-card')).toHaveCount(PAGE_SIZE);

  // Everything the suite read came in the documents themselves.
  expect(fetchedByPage).toEqual([]);
});
