// A post's slug changed in the admin: its old address leads to the new one, in the browser and in
// the API.
import { apiLogin, expect, storeToken, test, TEST_ADMIN, unique } from './fixtures.js';

test('changing a slug in the form keeps the old address working (301 to the new one)', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, TEST_ADMIN);
  await storeToken(page, token);
  const oldSlug = unique('e2e-old-slug');
  const newSlug = `${oldSlug}-renamed`;
  const title = `Renamed later ${oldSlug.replace(/-/g, '')}`;
  const created = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      slug: oldSlug,
      excerpt: 'A post whose address changes.',
      content: '<p>Still here under a new address.</p>',
      readTime: '1 min read',
      status: 'published',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin/dashboard?q=${oldSlug.replace(/-/g, '')}`);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
  await dialog.getByLabel('Slug', { exact: true }).fill(newSlug);
  await dialog.getByRole('button', { name: /^(Save|Update|Publish)/ }).click();
  await expect(dialog).toHaveCount(0);

  // The old page address: one 301, then the post at its new address.
  const moved = await request.get(`/blog/${oldSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${newSlug}`);
  await page.goto(`/blog/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The API too.
  const api = await request.get(`/api/blogs/${oldSlug}`, { maxRedirects: 0 });
  expect(api.status()).toBe(301);
  expect(api.headers().location).toBe(`/api/blogs/${newSlug}`);
});
