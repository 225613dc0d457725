// The dashboard on the real stack: statuses, the trash and its actions, the view in the address.
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminPost, PostForm, PostView } from '@site/contract';
import { apiLogin, expect, storeToken, test, TEST_ADMIN, unique } from './fixtures.js';

/** Makes a post through the API and returns it. */
async function createPost(
  request: APIRequestContext,
  token: string,
  form: PostForm,
): Promise<PostView> {
  const created = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...form },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as PostView;
}

/** The post as the admin's API reads it, or the status it answered. */
async function adminRead(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/admin/posts/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.ok() ? ((await response.json()) as AdminPost) : response.status();
}

/** The dashboard's row of the post titled `title`. */
const row = (page: Page, title: string) =>
  page.locator('li', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Searches the dashboard for `word`. */
async function search(page: Page, word: string) {
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Shows the filter `name` (Drafts, Trash …), keeping the search. */
async function show(page: Page, name: string) {
  await filters(page)
    .getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) })
    .click();
}

const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter posts' });

let token = '';
test.beforeEach(async ({ page, request }) => {
  token = await apiLogin(request, TEST_ADMIN);
  await storeToken(page, token);
});

test('a draft is listed under Drafts with its badge, and is not public', async ({
  page,
  request,
}) => {
  const slug = unique('e2e-draft');
  const word = slug.replace(/-/g, '');
  const title = `Unfinished thoughts ${word}`;
  await createPost(request, token, { title, slug, status: 'draft' });

  await page.goto('/admin/dashboard');
  await search(page, word);
  await show(page, 'Drafts');
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?status=draft&q=${word}$`));
  await expect(row(page, title).locator('.admin-badge')).toHaveText('Draft');
  await expect(row(page, title)).toContainText(/Last edited \d+ \w+ \d{4}, \d\d:\d\d \(PKT\)/);
  await expect(row(page, title).getByRole('button', { name: `Edit ${title}` })).toBeVisible();

  // Reloading keeps the view; Published does not list it.
  await page.reload();
  await expect(row(page, title)).toBeVisible();
  await expect(filters(page).getByRole('link', { name: /^Drafts/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await show(page, 'Published');
  await expect(page.getByText(`No posts match “${word}”.`)).toBeVisible();

  // Edit opens the draft, which has no public address.
  await page.goBack();
  await row(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Close' }).click();

  expect((await request.get(`/api/blogs/${slug}`)).status()).toBe(404);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('Delete moves a post to the trash; Restore brings it back; Delete forever ends it', async ({
  page,
  request,
}) => {
  const slug = unique('e2e-trash');
  const word = slug.replace(/-/g, '');
  const title = `Trash me ${word}`;
  const { _id: id } = await createPost(request, token, {
    title,
    slug,
    excerpt: 'A post for the trash.',
    content: '<p>Soon gone.</p>',
    readTime: '1 min read',
  });
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept();
  });

  await test.step('delete: to the trash', async () => {
    await page.goto('/admin/dashboard');
    await search(page, word);
    await show(page, 'Published');
    await expect(row(page, title)).toContainText(/Published \d+ \w+ \d{4}/);
    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await expect(
      page.getByText('Moved to the trash. You can restore it for 30 days.'),
    ).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
    expect(prompts).toEqual(['Are you sure you want to delete this blog?']);
    expect(await adminRead(request, token, id)).toMatchObject({ deletedAt: expect.any(String) });
    expect((await request.get(`/api/blogs/${slug}`)).status()).toBe(404);
  });

  await test.step('restore from the trash', async () => {
    await show(page, 'Trash');
    await expect(page).toHaveURL(/status=trash/);
    await expect(row(page, title).locator('.admin-badge')).toHaveText('In trash');
    await expect(row(page, title)).toContainText(/Trashed \d+ \w+ \d{4} · purged after 30 days/);
    await expect(row(page, title).getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await row(page, title)
      .getByRole('button', { name: `Restore ${title}` })
      .click();
    await expect(page.getByText(`Restored “${title}”.`)).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
    await show(page, 'Published');
    await expect(row(page, title).locator('.admin-badge')).toHaveText('Published');
    expect(await adminRead(request, token, id)).toMatchObject({ deletedAt: null });
    // Public again once nginx's micro-cache forgets its 404.
    await expect
      .poll(async () => (await request.get(`/api/blogs/${slug}`)).status(), { timeout: 15_000 })
      .toBe(200);
  });

  await test.step('delete forever, from the trash, after its own question', async () => {
    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await expect(row(page, title)).toHaveCount(0);
    await show(page, 'Trash');
    await row(page, title)
      .getByRole('button', { name: `Delete forever ${title}` })
      .click();
    await expect(page.getByText('Deleted for good.')).toBeVisible();
    await expect(page.getByText(`No posts match “${word}”.`)).toBeVisible();
    expect(prompts).toEqual([
      'Are you sure you want to delete this blog?',
      'Are you sure you want to delete this blog?',
      'Delete this post for good? This cannot be undone.',
    ]);
    expect(await adminRead(request, token, id)).toBe(404);
  });

  await test.step('Back walks the views', async () => {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?status=published&q=${word}$`));
    await expect(filters(page).getByRole('link', { name: /^Published/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(`No posts match “${word}”.`)).toBeVisible();
  });
});
