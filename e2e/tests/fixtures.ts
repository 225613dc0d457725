// The suite's `test`: a `stack` option per project (main: nginx → bff → PostgreSQL + disk;
// s3: bff → s3rver), the matching baseURL, and helpers every spec uses.
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { type LoginRequest, SPAM_RULES, type TokenView } from '@site/contract';

export interface StackOptions {
  stack: 'main' | 's3';
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with its global setup`);
  return value;
}

export const test = base.extend<StackOptions>({
  stack: ['main', { option: true }],
  baseURL: async ({ stack }, use) => {
    await use(required(stack === 's3' ? 'E2E_S3_URL' : 'E2E_MAIN_URL'));
  },
});
export { expect };

/** `path` on the stack's bff itself, past nginx and its caches. */
export function bffUrl(stack: StackOptions['stack'], path: string): string {
  return new URL(path, required(stack === 's3' ? 'E2E_S3_URL' : 'E2E_BFF_URL')).href;
}

export { resignToken, TEST_ADMIN, watchPage } from '@site/testkit';
import { reactTookOver, TEST_ADMIN } from '@site/testkit';

/** Starts the app as a visitor would, moving the mouse, and waits until React has taken over
 * the page (testkit's reactTookOver), so a click reaches its handlers. */
export async function appStarted(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await reactTookOver(page, 10_000);
}

/**
 * Waits until the contact form's timing token (its answer given) is old enough for a person:
 * a form sent sooner is filed as spam, by design.
 */
export async function tokenAged(tokenIssued: Promise<unknown>): Promise<void> {
  await tokenIssued;
  await new Promise((resolve) => setTimeout(resolve, SPAM_RULES.minFillSeconds * 1000 + 500));
}

/** Logs in through the API and returns the bearer token. */
export async function apiLogin(
  request: APIRequestContext,
  credentials: LoginRequest,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as TokenView;
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return token;
}

/** Puts a token where the admin pages look for it (localStorage 'token') on this origin. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** Logs in through the login form with the test admin's username and `password`. */
export async function loginInBrowser(page: Page, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(TEST_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The card of a post on /blog, once the (micro-cached) list shows it. */
export async function blogCard(page: Page, title: string): Promise<Locator> {
  const card = page.locator('.post-card', { has: page.getByRole('link', { name: title }) });
  await expect(async () => {
    await page.goto('/blog');
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return card;
}

/** A real PNG of one colour (8-bit RGB), for uploads. */
export { solidPng } from '@site/common/testing';

/** Waits until the <img> has loaded and returns its natural width (0 means broken). */
export async function loadedWidth(page: Page, selector: string): Promise<number> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

/** A slug and title no other run or project uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
