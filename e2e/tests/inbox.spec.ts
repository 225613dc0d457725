// The lead inbox on the real stack: an enquiry sent from a service page's call to action, with
// the visit's context, then triaged by the admin (read, reply links, a note, archive, spam, back,
// delete), found by search, exported to CSV; axe on the inbox and on one message.
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import {
  apiLogin,
  appStarted,
  expect,
  storeToken,
  test,
  TEST_ADMIN,
  tokenAged,
  unique,
} from './fixtures.js';

/** Sends the contact form once its timing token is old enough. */
async function sendWhenTokenIsOld(page: Page, tokenIssued: Promise<unknown>) {
  await tokenAged(tokenIssued);
  await appStarted(page);
  const answered = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
}

test('an enquiry from a service page reaches the inbox with its context, and is triaged, found, exported and deleted', async ({
  page,
  request,
}) => {
  const name = unique('Lead');
  const message = `We would like a website with WhatsApp on it. ${unique('ref')}`;

  // The visit: an advert's link to a service page, then its call to action.
  await page.goto('/web-development?utm_source=e2e-ads&utm_campaign=inbox-test');
  await appStarted(page);
  const tokenIssued = page.waitForResponse('**/api/contact/form-token');
  await page.getByRole('link', { name: 'Get a free quote' }).click();
  await expect(page).toHaveURL(/\/contact\?service=website-development$/);
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('website-development');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lead@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+92 300 7654321');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await page.getByRole('radio', { name: 'On WhatsApp' }).check();
  await sendWhenTokenIsOld(page, tokenIssued);

  // The inbox: the new message, counted as unread in the sidebar.
  await storeToken(page, await apiLogin(request, TEST_ADMIN));
  await page.goto('/admin/messages');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  const row = page.locator('li', { has: page.getByRole('heading', { name }) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Website Development');
  await expect(row).toContainText(message);
  expect(await seriousViolations(page), 'axe on the inbox').toEqual([]);

  // One message: opening it marks it read; its context, reply links, notification preview.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Status: Read')).toBeVisible();
  const context = page.getByRole('region', { name: 'How they found us' });
  await expect(context).toContainText('/web-development');
  await expect(context).toContainText('utm_source=e2e-ads');
  await expect(context).toContainText('inbox-test');
  const reply = page.getByRole('region', { name: 'Reply' });
  await expect(reply.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:lead@example\.com\?subject=Re(%3A|:)/,
  );
  await expect(reply.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/923007654321',
  );
  // No SMTP server in this stack: the email that would have been sent is shown.
  const preview = page.getByRole('region', { name: 'Email preview' });
  await expect(preview).toContainText(`New enquiry: ${name}`);
  expect(await seriousViolations(page), 'axe on a message').toEqual([]);

  // A note, then archive, spam and back.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Called back, sending a quote.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes).toContainText('Called back, sending a quote.');
  const actions = page.getByRole('group', { name: 'Status' });
  await actions.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Status: Archived')).toBeVisible();
  await actions.getByRole('button', { name: 'Spam' }).click();
  await expect(page.getByText('Status: Spam')).toBeVisible();
  await actions.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByText('Status: Read')).toBeVisible();

  // Search finds it by name and by the domain of its address; export holds it.
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.locator('li.inbox-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(name);
  expect(csv.toString('utf8')).toContain('Called back, sending a quote.');

  // Delete, after the confirmation: gone from the inbox.
  await page.getByRole('heading', { level: 2, name }).getByRole('link').click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
});
