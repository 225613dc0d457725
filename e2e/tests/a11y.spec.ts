// axe-core on every admin page, and on every public route at phone width: no serious or
// critical violation. (public.spec.ts scans each public route at 1280 px as it loads it.)
import { type Browser } from '@playwright/test';
import type { FormToken, NewMessage, PostForm, PostView } from '@site/contract';
import { seriousViolations } from './axe.js';
import { publicRoutes } from './routes.js';
import { apiLogin, expect, storeToken, test, TEST_ADMIN, tokenAged, unique } from './fixtures.js';

/** AxeBuilder wants a page of a context made with browser.newContext(). */
async function freshPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

test('axe: /admin/login, /admin/dashboard (with a post, and its dialog open), /admin/messages', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, TEST_ADMIN);
  const slug = unique('axe-post');
  const created = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: `Accessible post ${slug}`,
      slug,
      excerpt: 'For the scan.',
      content: '<p>Text.</p>',
      readTime: '1 min read',
      tags: 'A11y',
    } satisfies PostForm,
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as PostView;
  // As the form sends it (a token old enough, a text of its own), so it is not taken for spam.
  const issued = request.get('/api/contact/form-token');
  await tokenAged(issued);
  const { token: formToken } = (await (await issued).json()) as FormToken;
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Axe Visitor',
      email: 'axe@example.com',
      company: '',
      phone: '',
      message: `Hi, ${unique('axe')}`,
      formToken,
    } satisfies NewMessage,
  });
  expect(sent.status()).toBe(201);

  const { page, close } = await freshPage(browser, baseURL);
  try {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    expect(await seriousViolations(page), '/admin/login').toEqual([]);

    await storeToken(page, token);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: `Accessible post ${slug}` })).toBeVisible();
    expect(await seriousViolations(page), '/admin/dashboard').toEqual([]);

    await page.getByRole('button', { name: 'Add New Blog' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Blog' })).toBeVisible();
    expect(await seriousViolations(page), '/admin/dashboard, dialog open').toEqual([]);

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Axe Visitor' }).first()).toBeVisible();
    expect(await seriousViolations(page), '/admin/messages').toEqual([]);
  } finally {
    await close();
    await request.delete(`/api/blogs/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('axe at 375 px (the open menu included): every public route', async ({ browser, baseURL }) => {
  test.setTimeout(240_000); // 38 pages, about 1.5 s each
  const { page, close } = await freshPage(browser, baseURL, 375);
  try {
    const findings: Record<string, unknown> = {};
    for (const route of publicRoutes()) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const found = await seriousViolations(page);
      if (found.length > 0) findings[route] = found;
    }
    const menu = page.getByRole('button', { name: /menu/i });
    await menu.click();
    // Opened by the app, which that click started (frontend/src/main.tsx).
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const withMenu = await seriousViolations(page);
    if (withMenu.length > 0) findings['menu open'] = withMenu;
    expect(findings).toEqual({});
  } finally {
    await close();
  }
});
