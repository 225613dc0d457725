// Every public route in a real browser: its main heading and the content it must show, no
// console error, no failed request, no CSP violation, no serious or critical axe-core finding;
// a screenshot at 1280 px and at 375 px.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../stack.js';
import { seriousViolations } from './axe.js';
import { appStarted, expect, test, watchPage } from './fixtures.js';
import { publicRoutes, routeName, SERVICE_IDS, REQUIRED_ROUTES } from './routes.js';

const routes = publicRoutes();

/** What a page must show, beyond its heading. */
const CONTENT: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    const stats = page.locator('section', {
      has: page.getByRole('heading', { name: 'Our achievements' }),
    });
    for (const figure of ['20+', '5+', '35+']) await expect(stats).toContainText(figure);
    await expect(page.locator('.home-reasons > li')).toHaveCount(6);
    await expect(page.locator('.home-testimonials > *')).toHaveCount(3);
    await expect(page.locator('.home-team > li')).toHaveCount(3);
  },
  '/services': async (page) => {
    await expect(page.locator('.services-grid > *')).toHaveCount(9);
    for (const id of SERVICE_IDS)
      await expect(page.locator(`main a[href="/services/${id}"]`).first()).toBeVisible();
  },
  '/about': async (page) => {
    await expect(page.locator('.about__values > li')).toHaveCount(5);
  },
  '/careers': async (page) => {
    await expect(page.getByRole('link', { name: 'Book a Call' })).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const category of ['marketing', 'operations', 'sales', 'all-others'])
      await expect(page.locator(`main a[href="/careers/${category}"]`)).toHaveCount(1);
  },
  '/resources': async (page) => {
    for (const href of ['/knowledge-center', '/faqs', '/pdf-guide'])
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  },
  '/knowledge-center': async (page) => {
    await expect(page.locator('.knowledge__grid > *')).toHaveCount(6);
  },
  '/faqs': async (page) => {
    await expect(page.locator('.faq__section')).toHaveCount(3);
  },
  '/courses': async (page) => {
    await expect(page.locator('.courses__grid > *')).toHaveCount(3);
    await expect(page.locator('.courses__grid')).toContainText('2 months');
    await expect(page.locator('.courses__grid')).toContainText('3 months');
  },
  '/projects': async (page) => {
    await expect(page.locator('.projects__grid > *')).toHaveCount(3);
  },
  '/marketing': async (page) => {
    await expect(page.locator('main a[href^="https://wa.me/"]').first()).toBeVisible();
  },
  '/blog': async (page) => {
    await expect(
      page
        .getByText(/^(No posts yet\. Please check back soon\.)$/)
        .or(page.locator('.post-card').first()),
    ).toBeVisible();
  },
};

test('the build or the bff serves every route the site must have', () => {
  expect(routes.length).toBeGreaterThanOrEqual(REQUIRED_ROUTES.length);
  for (const route of REQUIRED_ROUTES) expect(routes, route).toContain(route);
});

for (const route of routes) {
  test(`${route} renders its heading with no error, failed request, CSP violation or axe finding`, async ({
    page,
  }) => {
    const problems = watchPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // The app too, started as a visitor would: its requests and CSP are checked with the page's.
    await appStarted(page);
    await page.waitForLoadState('networkidle');

    const heading = page.locator('h1');
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/^\s*$/);
    await expect(heading).not.toHaveText(/Page not found|This page could not load/);
    await expect(page.locator('header nav[aria-label="Main"]')).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
    await CONTENT[route]?.(page);
    expect(await seriousViolations(page), 'axe-core').toEqual([]);

    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `${routeName(route)}-1280.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(heading).toBeVisible();
    // Nothing wider than a small phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `${routeName(route)}-375.png`),
      fullPage: true,
    });
    expect(problems).toEqual([]);
  });
}
