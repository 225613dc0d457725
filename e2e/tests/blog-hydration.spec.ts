// The blog with JavaScript on, through nginx: every page type hydrates the server's HTML without a
// console error or warning and without asking the API again, then navigates in place (no new
// document) between the list, a tag, a post and back, with the scroll position restored on Back.
import type { APIRequestContext, Page } from '@playwright/test';
import { gotoFresh, PAGE_SIZE, seedBlog, type SeededBlog, WEB_DEVELOPMENT } from './blog-posts.js';
import { appStarted, expect, test, watchPage } from './fixtures.js';

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let blog: SeededBlog;

test.beforeAll(async ({ playwright }) => {
  const baseURL = process.env.E2E_MAIN_URL;
  if (!baseURL) throw new Error('E2E_MAIN_URL is not set: run the suite with its global setup');
  api = await playwright.request.newContext({ baseURL });
  blog = await seedBlog(api);
});

test.afterAll(async () => {
  await blog?.remove();
  await api?.dispose();
});

/** What the page does from now on: console errors and warnings (and the testkit's problems),
 * the API requests and the documents it loads. `reset` starts a new count. */
function track(page: Page, { missing }: { missing?: string } = {}) {
  const problems = watchPage(page, {
    allowStatus: (url) => missing !== undefined && url.endsWith(missing),
  });
  const seen = {
    problems,
    warnings: [] as string[],
    api: [] as string[],
    documents: [] as string[],
  };
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  let apiInFlight = 0;
  const settled = () => apiInFlight--;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) settled();
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) settled();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      apiInFlight++;
      seen.api.push(url.pathname + url.search);
    }
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      seen.documents.push(url.pathname + url.search);
  });
  void page.addInitScript({ content: RECORD_REMOVALS });
  return {
    seen,
    /** API requests sent and not yet answered. */
    apiInFlight: () => apiInFlight,
    reset: () => {
      for (const list of Object.values(seen)) list.length = 0;
    },
  };
}

/** Records every node removed from #root: hydration keeps the server's nodes, while a render
 * from scratch (no hydration, or React giving up on a mismatch) replaces them. */
const RECORD_REMOVALS = `window.__removed = [];
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    const root = document.getElementById('root');
    if (!root || !mutation.removedNodes.length || !root.contains(mutation.target)) continue;
    for (const node of mutation.removedNodes)
      window.__removed.push(node.nodeName + ' ' + (node.textContent || '').slice(0, 60));
  }
}).observe(document, { childList: true, subtree: true });`;

/** Until React has taken over the server's HTML (hydrateRoot marks the container) and the page
 * is quiet; returns the nodes removed from #root since the page loaded. */
async function hydrated(page: Page): Promise<string[]> {
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);
}

const heading = (page: Page) => page.locator('h1');
const cardLink = (page: Page, title: string) =>
  page.locator('.post-card__title').getByRole('link', { name: title, exact: true });

interface PageType {
  name: string;
  url: () => string;
  /** What the server's page shows. */
  shows: (page: Page) => Promise<void>;
  /** A link followed after hydration, and the heading it leads to. */
  follow: () => { title: string; heading: string };
}

const PAGE_TYPES: PageType[] = [
  {
    name: 'the list',
    url: () => '/blog',
    shows: (page) =>
      expect(cardLink(page, blog.posts.at(-1)!.title)).toBeVisible({ timeout: 1_000 }),
    follow: () => ({ title: blog.posts.at(-1)!.title, heading: blog.posts.at(-1)!.title }),
  },
  {
    name: 'page 2',
    url: () => '/blog/page/2',
    shows: (page) => expect(cardLink(page, blog.posts[0]!.title)).toBeVisible({ timeout: 1_000 }),
    follow: () => ({ title: blog.posts[0]!.title, heading: blog.posts[0]!.title }),
  },
  {
    name: 'a tag',
    url: () => `/blog/tag/${WEB_DEVELOPMENT.slug}`,
    shows: (page) =>
      expect(cardLink(page, blog.tagged.at(-1)!.title)).toBeVisible({ timeout: 1_000 }),
    follow: () => ({ title: blog.tagged.at(-1)!.title, heading: blog.tagged.at(-1)!.title }),
  },
  {
    name: 'a search',
    url: () => `/blog/search?q=${blog.searchWord}`,
    shows: (page) => expect(cardLink(page, blog.searched.title)).toBeVisible({ timeout: 1_000 }),
    follow: () => ({ title: blog.searched.title, heading: blog.searched.title }),
  },
  {
    name: 'a post',
    url: () => `/blog/${blog.withImage.slug}`,
    shows: (page) => expect(heading(page)).toHaveText(blog.withImage.title, { timeout: 1_000 }),
    // The newest related post: another 'Web Development' one.
    follow: () => {
      const related = blog.tagged.filter((post) => post !== blog.withImage).at(-1)!;
      return { title: related.title, heading: related.title };
    },
  },
  {
    name: 'a missing post',
    url: () => `/blog/${blog.posts[0]!.slug}-gone`,
    shows: (page) => expect(heading(page)).toHaveText('Post not found.', { timeout: 1_000 }),
    follow: () => ({ title: 'Back to the blog', heading: 'Blog' }),
  },
];

for (const type of PAGE_TYPES) {
  test(`${type.name}: hydrates with no console error or warning and no API request, then navigates in place`, async ({
    page,
  }) => {
    const url = type.url();
    const { seen, reset } = track(page, { missing: url });
    // nginx may answer once more from its one-second cache: load until the page is current.
    await expect(async () => {
      reset();
      await page.goto(url);
      await type.shows(page);
    }).toPass({ timeout: 15_000, intervals: [300, 600, 1_000] });
    expect(await hydrated(page), 'nodes the browser replaced').toEqual([]);
    expect(seen.problems).toEqual([]);
    expect(seen.warnings).toEqual([]);
    expect(seen.api).toEqual([]);
    expect(seen.documents).toEqual([url]);

    const { title, heading: next } = type.follow();
    await page.getByRole('link', { name: title, exact: true }).first().click();
    await expect(heading(page)).toHaveText(next);
    expect(seen.documents).toEqual([url]);
    expect(seen.api.length).toBeGreaterThan(0);
    expect(seen.problems).toEqual([]);
    expect(seen.warnings).toEqual([]);
  });
}

test('list → tag → post → Back → Back → Forward → Forward, all in place', async ({ page }) => {
  const { seen } = track(page);
  const newest = blog.posts.at(-1)!;
  await gotoFresh(page, '/blog', () =>
    expect(cardLink(page, newest.title)).toBeVisible({ timeout: 1_000 }),
  );
  await hydrated(page);
  const documents = seen.documents.length;

  const atList = async () => {
    await expect(page).toHaveURL(/\/blog$/);
    await expect(heading(page)).toHaveText('Blog');
    await expect(page.locator('.post-card')).toHaveCount(PAGE_SIZE);
    await expect(page.locator('.post-card__title').first()).toHaveText(newest.title);
  };
  const atTag = async () => {
    await expect(page).toHaveURL(new RegExp(`/blog/tag/${WEB_DEVELOPMENT.slug}$`));
    await expect(heading(page)).toHaveText(`Posts tagged “${WEB_DEVELOPMENT.name}”`);
    for (const post of blog.tagged) await expect(cardLink(page, post.title)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${WEB_DEVELOPMENT.name}`));
  };
  const post = blog.withImage;
  const atPost = async () => {
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(heading(page)).toHaveText(post.title);
    await expect(page.locator('.blog-post__content')).toContainText('The first paragraph of post');
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${post.title}`));
  };

  await page
    .locator('.post-card', { hasText: post.title })
    .getByRole('link', { name: WEB_DEVELOPMENT.name })
    .click();
  await atTag();
  await cardLink(page, post.title).click();
  await atPost();
  await page.goBack();
  await atTag();
  await page.goBack();
  await atList();
  await page.goForward();
  await atTag();
  await page.goForward();
  await atPost();

  expect(seen.documents.length).toBe(documents);
  expect(seen.problems).toEqual([]);
  expect(seen.warnings).toEqual([]);
});

test('Back to the list restores its scroll position; Forward opens the post again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { seen, apiInFlight } = track(page);
  const newest = blog.posts.at(-1)!;
  await gotoFresh(page, '/blog', () =>
    expect(cardLink(page, newest.title)).toBeVisible({ timeout: 1_000 }),
  );
  await hydrated(page);
  const documents = seen.documents.length;

  // A card far down the list: the tenth of twelve.
  const far = blog.posts.at(-10)!;
  const link = cardLink(page, far.title);
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(2_000);
  await expect(link).toBeInViewport();
  await link.click();
  await expect(heading(page)).toHaveText(far.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(heading(page)).toHaveText('Blog');
  await expect(link).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 3);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(before + 3);
  // The list may refresh its posts after Back; going on before it has its answer cancels it.
  await expect.poll(apiInFlight).toBe(0);

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/blog/${far.slug}$`));
  await expect(heading(page)).toHaveText(far.title);
  await expect(page.locator('.blog-post__content')).toContainText('The closing paragraph');

  expect(seen.documents.length).toBe(documents);
  expect(seen.problems).toEqual([]);
  expect(seen.warnings).toEqual([]);
});

test('the checks above catch a page whose HTML differs from its data', async ({ page }) => {
  const { seen } = track(page);
  const post = blog.withImage;
  await page.route(`**/blog/${post.slug}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      `<h1>${post.title}</h1>`,
      '<h1>Not the title</h1>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/blog/${post.slug}`);
  const removed = await hydrated(page);
  await expect(heading(page)).toHaveText(post.title);
  // React gives up on the page's nodes and draws its own, and says so.
  expect(removed).toContain('#comment $');
  expect(removed.some((node) => node.startsWith('ARTICLE Not the title'))).toBe(true);
  expect(seen.problems).toEqual([expect.stringContaining('Minified React error #418')]);
});
