// axe-core on every admin page: no serious or critical violation. (The public routes are
// scanned in public.spec.ts, on the page each test has already loaded.)
import { type Browser } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { apiLogin, expect, storeToken, test, TEST_ADMIN, unique } from './fixtures.js';

/** AxeBuilder wants a page of a context made with browser.newContext(). */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
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
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  const sent = await request.post('/api/contact', {
    data: { name: 'Axe Visitor', email: 'axe@example.com', company: '', phone: '', message: 'Hi' },
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
