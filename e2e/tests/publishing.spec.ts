// Publishing from the post form on the real stack: a draft, the admin's preview, a share link
// for someone without an account, a schedule that goes public by itself, and two windows
// editing one post.
import type { Locator, Page } from '@playwright/test';
import { COMPANY_TIME_ZONE, PUBLISHING_MESSAGES } from '@site/contract';
import { apiLogin, blogCard, expect, storeToken, test, TEST_ADMIN, unique } from './fixtures.js';

const BANNER = 'Preview: this post is not public.';

/** `instant` as the form's date and time inputs take it, in the company's time zone. */
function companyInputs(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: COMPANY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  ) as Record<string, string>;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Opens the edit form of the post titled `title` from the dashboard. */
async function openEdit(page: Page, title: string): Promise<Locator> {
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
  return dialog;
}

test('a draft: previewed by the admin and by a share link, scheduled, public on time; a second window’s save answers 409', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const slug = unique('e2e-publishing');
  const title = `Publishing ${slug}`;
  await storeToken(page, await apiLogin(request, TEST_ADMIN));

  await test.step('save a draft: not public', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Add New Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Slug', { exact: true }).fill(slug);
    await dialog.getByLabel('Excerpt', { exact: true }).fill('Written before it is public.');
    await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
    await dialog
      .getByLabel('Content (HTML)', { exact: true })
      .fill('<p>The draft’s own words.</p>');
    await dialog.getByLabel('Read time', { exact: true }).fill('2 min read');
    await dialog.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await request.get(`/api/blogs/${slug}`)).status()).toBe(404);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  });

  const dialog = await openEdit(page, title);
  await expect(dialog.getByRole('radio', { name: 'Draft' })).toBeChecked();

  await test.step('the admin’s preview: the draft at its real address, with the banner', async () => {
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Open preview' }).click();
    const tab = await opened;
    await tab.waitForURL(new RegExp(`/blog/${slug}$`));
    await expect(tab.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(tab.getByText('The draft’s own words.')).toBeVisible();
    await tab.close();
  });

  await test.step('a share link opens the draft without an account; revoked, it is gone', async () => {
    await dialog.getByText('Share links', { exact: true }).click();
    await expect(dialog.getByText('No share links.')).toBeVisible();
    await dialog.getByLabel('Valid for').selectOption('1 day');
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    const field = dialog.getByLabel(/^Link expiring \d+ \w+ \d{4}, \d\d:\d\d \(PKT\)$/);
    await expect(field).toHaveValue(new RegExp(`/blog/${slug}\\?preview=`));
    const link = await field.inputValue();

    const guest = await browser.newContext();
    try {
      const visitor = await guest.newPage();
      const response = await visitor.goto(link);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByText(BANNER)).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

      await dialog.getByRole('button', { name: /^Revoke the link expiring/ }).click();
      await expect(field).toHaveCount(0);
      await expect(dialog.getByText('No share links.')).toBeVisible();
      expect((await visitor.goto(link))?.status()).toBe(404);
    } finally {
      await guest.close();
    }
  });

  await test.step('scheduled two seconds ahead, it appears on /blog by itself', async () => {
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await expect(dialog.getByText('Pakistan time, PKT')).toBeVisible();
    const when = companyInputs(new Date(Date.now() + 2_000));
    await dialog.getByLabel('Publish date').fill(when.date);
    await dialog.getByLabel('Publish time').fill(when.time);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    const started = Date.now();
    await blogCard(page, title);
    expect(Date.now() - started).toBeLessThan(15_000);
    const published = await request.get(`/api/blogs/${slug}`);
    expect(published.status()).toBe(200);
  });

  await test.step('two windows edit the post: the second save answers 409 and keeps its text', async () => {
    const first = await openEdit(page, title);
    await expect(first.getByRole('radio', { name: 'Published' })).toBeChecked();
    const other = await context.newPage();
    const second = await openEdit(other, title);

    const winner = `${title} (first window)`;
    await first.getByLabel('Title', { exact: true }).fill(winner);
    await first.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(first).toBeHidden();

    const typed = `${title} (second window)`;
    await second.getByLabel('Title', { exact: true }).fill(typed);
    await second.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(
      second.getByRole('alert').filter({ hasText: PUBLISHING_MESSAGES.editedElsewhere }),
    ).toBeVisible();
    await expect(second).toBeVisible();
    await expect(second.getByLabel('Title', { exact: true })).toHaveValue(typed);
    const stored = await request.get(`/api/blogs/${slug}`);
    expect(((await stored.json()) as { title: string }).title).toBe(winner);

    // Reload the post, after the confirm: the form shows the stored title.
    other.once('dialog', (prompt) => void prompt.accept());
    await second.getByRole('button', { name: 'Reload the post' }).click();
    await expect(
      other.getByRole('dialog', { name: 'Edit Blog' }).getByLabel('Title', { exact: true }),
    ).toHaveValue(winner);
    await other.close();
  });
});
