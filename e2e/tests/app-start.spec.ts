// When the app starts (frontend/src/main.tsx): a prerendered page fetches no script until the
// visitor's first sign; a click or a search made before the app has started is done once it has;
// the visit's lead context is kept across pages the browser loaded without the app; the app
// shell starts at once.
import { type Page } from '@playwright/test';
import { reactTookOver } from '@site/testkit';
import { appStarted, expect, test, watchPage } from './fixtures.js';

/** Holds every script of the app until `release` is called; counts the documents loaded. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = { scripts: 0, documents: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts += 1;
    if (request.resourceType() === 'document') {
      const url = new URL(request.url());
      seen.documents.push(url.pathname + url.search);
    }
  });
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return { release, seen };
}

const reactOwnsRoot = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  );

test('a prerendered page fetches no script until the visitor moves; then the app takes it over', async ({
  page,
}) => {
  const problems = watchPage(page);
  const { release, seen } = await holdScripts(page);
  release();
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.scripts).toBe(0);
  expect(await reactOwnsRoot(page)).toBe(false);
  await appStarted(page);
  expect(seen.scripts).toBeGreaterThan(0);
  // The page's first script ran under the site's CSP (nginx's, with its hash) and the app too.
  expect(problems).toEqual([]);
});

test('the menu button pressed before the app has loaded opens the menu once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { release } = await holdScripts(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Once, not twice (a second toggle would close it again).
  await page.waitForTimeout(500);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a blog search sent before the app has loaded is done by the app, in place', async ({
  page,
}) => {
  const { release, seen } = await holdScripts(page);
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('security');
  await page.getByRole('searchbox', { name: 'Search posts' }).press('Enter');
  release();
  await expect(page).toHaveURL(/\/blog\/search\?q=security$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.documents).toEqual(['/blog']);
});

test('without the app (its scripts never arrive), the blog search is sent as a plain form', async ({
  page,
}) => {
  test.setTimeout(30_000);
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('security');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\/search\?q=security$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the landing page and its UTM tags are kept across pages the browser loaded without the app', async ({
  page,
}) => {
  // No app on any page: every click is a full page load.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/web-development?utm_source=e2e-news&utm_medium=email');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses' })
    .click();
  await expect(page).toHaveURL(/\/courses$/);
  const visit = await page.evaluate((): unknown =>
    JSON.parse(sessionStorage.getItem('lead-context') ?? '{}'),
  );
  expect(visit).toMatchObject({
    landingPage: '/web-development?utm_source=e2e-news&utm_medium=email',
    page: '/about',
    current: '/courses',
  });
});

test('the app shell (the admin login) starts at once, with no sign from the visitor', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await reactTookOver(page, 10_000);
});
