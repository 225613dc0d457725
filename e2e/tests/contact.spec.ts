// The contact form on the real stack: its success and error toasts, a cleared form, and the
// message in the admin's list. (With the bff stopped: tests/bff-down.spec.ts.)
import { type Page } from '@playwright/test';
import {
  apiLogin,
  appStarted,
  expect,
  storeToken,
  test,
  TEST_ADMIN,
  tokenAged,
  unique,
  watchPage,
} from './fixtures.js';

async function fill(page: Page, fields: { name: string; message: string }) {
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(fields.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('visitor@example.com');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Example Traders');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+92 300 1234567');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(fields.message);
}

test("sends a message: 'Sending message...', 'Message sent successfully!', a cleared form, and the admin reads it", async ({
  page,
  request,
}) => {
  const problems = watchPage(page);
  const name = unique('Visitor');
  const message = `Please call me about a website. ${unique('ref')}`;
  const tokenIssued = page.waitForResponse('**/api/contact/form-token');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'type',
    'email',
  );
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAttribute(
    'type',
    'tel',
  );
  for (const label of ['Full Name', 'Email', 'Message'])
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute(
      'required',
      '',
    );

  // Hold the real request for a moment so the 'sending' state can be seen.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await fill(page, { name, message });
  await appStarted(page);
  // Sent as a person would, not at once: a form sent within seconds of opening is spam.
  await tokenAged(tokenIssued);
  const answered = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Sending message...', { exact: true })).toBeVisible();
  expect((await answered).status()).toBe(201);
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
  for (const label of ['Full Name', 'Email', 'Company', 'Phone', 'Message'])
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
  const whileSending = [...problems];

  await storeToken(page, await apiLogin(request, TEST_ADMIN));
  await page.goto('/admin/messages');
  const item = page.locator('li', { has: page.getByRole('heading', { name }) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(message);
  await expect(item).toContainText('visitor@example.com');
  await expect(item).toContainText('Example Traders');
  await expect(item).toContainText('+92 300 1234567');
  await expect(item).not.toContainText('Date unavailable');
  // Last, so that the flow above is proven even when this fails.
  expect(whileSending, 'console errors, failed requests, CSP violations').toEqual([]);
});

test("an API answering an error gives 'Failed to send message. Please try again.' and keeps the form", async ({
  page,
}) => {
  await page.goto('/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"message":"Internal server error"}',
    }),
  );
  await fill(page, { name: 'Ayesha', message: 'Hello' });
  // Sent by the app: a busy machine may start it seconds after the page shows.
  await appStarted(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Failed to send message. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Ayesha');
});

test("a real refusal from the server (400: the browser's checks bypassed) gives 'Failed to send message. Please try again.'", async ({
  page,
}) => {
  await page.goto('/contact');
  // The page's own validation cannot be bypassed by a visitor; drop it to reach the server's.
  await appStarted(page);
  await page.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ayesha');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
  const answered = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answered).status()).toBe(400);
  await expect(
    page.getByText('Failed to send message. Please try again.', { exact: true }),
  ).toBeVisible();
});

test('what a visitor types before the script has loaded is kept, and is what gets sent', async ({
  page,
}) => {
  // Hold every script until the visitor has typed into the prerendered form.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  const name = unique('Early typist');
  const message = `Typed before the page was interactive. ${unique('ref')}`;
  // Module scripts hold back DOMContentLoaded, so wait only for the prerendered form itself.
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await fill(page, { name, message });
  release();
  await appStarted(page);
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(message);
  const sent = page.waitForRequest('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name, message });
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
});
