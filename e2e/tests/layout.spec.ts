// The shared header and footer, the FAQ accordion, scrolling on navigation and the pages for
// unknown addresses.
import { appStarted, expect, test, watchPage } from './fixtures.js';

const MENU = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Blog', '/blog'],
  ['Courses', '/courses'],
  ['Contact', '/contact'],
] as const;

const QUICK_LINKS = [
  '/',
  '/about',
  '/web-development',
  '/app-development',
  '/digital-marketing',
  '/graphic-design',
  '/projects',
  '/blog',
  '/courses',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
];

test('the header carries the contact bar, four social links and the six menu entries', async ({
  page,
}) => {
  await page.goto('/about');
  const header = page.locator('header').first();
  await expect(header.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(header.locator('a[href^="tel:"]').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of MENU)
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  const social = header.locator(
    'a[href*="facebook"], a[href*="instagram"], a[href*="linkedin"], a[href*="youtube"]',
  );
  await expect(social).toHaveCount(4);
});

test('the footer has the quick links and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const links = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
  await expect(links).toHaveCount(QUICK_LINKS.length);
  for (const [index, href] of QUICK_LINKS.entries())
    await expect(links.nth(index)).toHaveAttribute('href', href);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(footer.getByRole('link', { name: 'Terms & Conditions' }).last()).toHaveAttribute(
    'href',
    '/terms-conditions',
  );
});

test('the footer year comes from the visitor’s clock, not the build', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.goto('/courses');
  // The prerendered page carries the build's year until the app starts.
  await appStarted(page);
  await expect(page.locator('footer')).toContainText('© 2031 ');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the hamburger opens and closes the menu', async ({ page }) => {
    const problems = watchPage(page);
    await page.goto('/');
    await appStarted(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'About',
    });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();

    // Open again and follow a link: the new page starts with the menu closed.
    await toggle.click();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('at 1280 px the menu is always shown and the hamburger is not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }),
  ).toBeVisible();
});

test('the FAQ keeps at most one section open', async ({ page }) => {
  await page.goto('/faqs');
  await appStarted(page);
  const buttons = page.locator('.faq__button');
  await expect(buttons).toHaveCount(3);
  const expanded = page.locator('.faq__button[aria-expanded="true"]');
  const panels = page.locator('.faq__panel:visible');
  await expect(expanded).toHaveCount(0);
  await expect(panels).toHaveCount(0);

  await buttons.nth(0).click();
  await expect(expanded).toHaveCount(1);
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(panels).toHaveCount(1);

  await buttons.nth(1).click();
  await expect(expanded).toHaveCount(1);
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');

  await buttons.nth(2).click();
  await expect(expanded).toHaveCount(1);
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');

  await buttons.nth(2).click();
  await expect(expanded).toHaveCount(0);
  await expect(panels).toHaveCount(0);
});

test('the FAQ answers the matching time of 1 to 2 weeks', async ({ page }) => {
  await page.goto('/faqs');
  await appStarted(page);
  const buttons = page.locator('.faq__button');
  let found = false;
  for (let index = 0; index < 3 && !found; index++) {
    await buttons.nth(index).click();
    found = /within 1 to 2 weeks/.test(
      (await page.locator('.faq__panel:visible').innerText()) ?? '',
    );
  }
  expect(found).toBe(true);
});

test('navigating from the bottom of a page scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('footer').getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our projects');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unknown service id shows 'Service Not Found'", async ({ page }) => {
  const problems = watchPage(page, { allowStatus: (url) => url.endsWith('/services/no-such') });
  await page.goto('/services/no-such');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
  await expect(page).toHaveTitle(/Service Not Found/);
  expect(problems).toEqual([]);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const problems = watchPage(page, { allowStatus: (url) => url.endsWith('/no/such/page') });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(problems).toEqual([]);
});
