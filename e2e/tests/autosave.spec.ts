// Autosave in Chromium against the real bff: a new draft is saved while the admin types; text
// typed after that, while the network fails, survives a closed tab in the browser's copy, which
// the form offers when the post is opened again; an older revision brings its text back.
import type { AdminPost, AdminPostPage } from '@site/contract';
import { apiLogin, expect, storeToken, test, TEST_ADMIN, unique } from './fixtures.js';

test('a closed tab loses nothing: the form restores the kept text; a revision restores', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = unique('e2e-autosave');
  const title = `Autosaved ${slug}`;
  const token = await apiLogin(request, TEST_ADMIN);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  /** The post as the server has it, once an autosave has created it. */
  const read = async (): Promise<AdminPost | undefined> => {
    const list = await request.get('/api/admin/posts?status=draft&sort=updated', auth);
    const { items } = (await list.json()) as AdminPostPage;
    const found = items.find((post) => post.slug === slug);
    if (!found) return undefined;
    return (await (await request.get(`/api/admin/posts/${found._id}`, auth)).json()) as AdminPost;
  };
  const saved = () => page.locator('.admin-autosave', { hasText: /^Saved \d\d:\d\d$/ });

  await storeToken(page, token);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Slug', { exact: true }).fill(slug);
  let editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type('First words.');
  // Autosaved as a draft, without Save.
  await expect
    .poll(async () => (await read())?.content, { timeout: 15_000 })
    .toBe('<p>First words.</p>');
  expect(await read()).toMatchObject({ title, status: 'draft' });
  await expect(saved()).toBeVisible();

  // The network fails from here on (autosave gets no answer), more text is typed, then the tab
  // closes: only the browser has that text.
  await page.route('**/api/blogs/*', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await page.keyboard.type(' Second words.');
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(Object.entries(localStorage))))
    .toContain('Second words.');
  await page.close();
  expect((await read())?.content).toBe('<p>First words.</p>');

  const again = await context.newPage();
  await again.goto('/admin/dashboard');
  await again.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = again.getByRole('dialog', { name: 'Edit Blog' });
  const offer = dialog.getByRole('alert').filter({ hasText: 'You have unsaved changes from' });
  await expect(offer).toContainText('Restore them?');
  await offer.getByRole('button', { name: 'Restore' }).click();
  editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
  await expect(editor).toHaveText('First words. Second words.');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  expect((await read())?.content).toBe('<p>First words. Second words.</p>');

  // Saved: opening it again offers nothing. Then one more sentence, autosaved.
  await again.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(editor).toHaveText('First words. Second words.');
  await expect(dialog.getByText('You have unsaved changes from')).toHaveCount(0);
  await editor.click();
  await again.keyboard.press('Control+End');
  await again.keyboard.type(' Third words.');
  await expect
    .poll(async () => (await read())?.content, { timeout: 15_000 })
    .toBe('<p>First words. Second words. Third words.</p>');

  // The explicit save's revision brings its text back, in the form and on the server.
  await dialog.getByText('Revisions', { exact: true }).click();
  const savedRevision = dialog.getByRole('listitem').filter({ hasText: /· Saved \(version/ });
  await savedRevision.getByRole('button', { name: /^View version/ }).click();
  const view = dialog.getByRole('region', { name: /^Version \d+$/ });
  await expect(view).toContainText('First words. Second words.');
  await expect(view).not.toContainText('Third');
  again.once('dialog', (question) => void question.accept());
  await savedRevision.getByRole('button', { name: /^Restore version/ }).click();
  await expect(editor).toHaveText('First words. Second words.');
  await expect(dialog.getByText(/Restored \(version \d+\)/)).toBeVisible();
  expect(await read()).toMatchObject({
    title,
    status: 'draft',
    content: '<p>First words. Second words.</p>',
  });
});
