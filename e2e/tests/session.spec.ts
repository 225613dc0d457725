// The admin session: expired and revoked tokens, the guard without a token, and logout. These
// revoke every token the main bff has issued, so each test logs in afresh.
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  apiLogin,
  expect,
  resignToken,
  storeToken,
  test,
  TEST_ADMIN,
  watchPage,
} from './fixtures.js';

const tokenIn = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('/admin/messages without a token goes to /admin/login', async ({ page }) => {
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
});

test('/admin/dashboard without a token goes to /admin/login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
});

/** With `token` in localStorage, `path` sends the browser back to the login page and clears it. */
async function expectSentToLogin(page: Page, token: string, path: string) {
  await storeToken(page, token);
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
  expect(await tokenIn(page)).toBeNull();
}

/** A token that was good, then revoked by logging out. */
async function revokedToken(request: APIRequestContext): Promise<string> {
  const token = await apiLogin(request, TEST_ADMIN);
  const loggedOut = await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(loggedOut.status()).toBe(204);
  return token;
}

test('an expired token on /admin/dashboard: back to /admin/login, token cleared', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, TEST_ADMIN);
  const expired = resignToken(token, { exp: Math.floor(Date.now() / 1000) - 60 });
  // The server agrees that it is expired: the signature is good, only `exp` has passed.
  const refused = await request.get('/api/messages', {
    headers: { Authorization: `Bearer ${expired}` },
  });
  expect(refused.status()).toBe(401);
  await expectSentToLogin(page, expired, '/admin/dashboard');
});

for (const path of ['/admin/dashboard', '/admin/messages']) {
  test(`a revoked token on ${path}: back to /admin/login, token cleared`, async ({
    page,
    request,
  }) => {
    await expectSentToLogin(page, await revokedToken(request), path);
  });
}

test('logout leaves the admin area, clears the token, and the API refuses the old token', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, TEST_ADMIN);
  const before = await request.get('/api/messages', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);

  await storeToken(page, token);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await tokenIn(page)).toBeNull();

  const after = await request.get('/api/messages', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  const write = await request.delete('/api/blogs/00000000-0000-4000-8000-000000000000', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(write.status()).toBe(401);
});

test('the admin pages load with no console error, failed request or CSP violation', async ({
  page,
  request,
}) => {
  const problems = watchPage(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
  await page.waitForLoadState('networkidle');
  await storeToken(page, await apiLogin(request, TEST_ADMIN));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Management');
  await page.waitForLoadState('networkidle');
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
