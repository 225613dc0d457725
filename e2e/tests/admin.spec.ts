// The admin flows on the real stack. They run twice: in the main project (nginx → bff, disk
// storage) and in the s3 project (bff with s3rver as its object storage).
import type { PostForm, PostView, ResponsiveImage } from '@site/contract';
import {
  apiLogin,
  bffUrl,
  blogCard,
  expect,
  loadedWidth,
  loginInBrowser,
  solidPng,
  storeToken,
  test,
  TEST_ADMIN,
  unique,
} from './fixtures.js';
import {
  CONTENT_KEY_URL,
  expectModernImageShown,
  expectPicture,
  imageFiles,
  shownImage,
} from './pictures.js';

const MALICIOUS =
  '<p>First paragraph of the e2e post.</p>' +
  "<script>window.__xss = 'script'; document.title = 'pwned';</script>" +
  '<img src="/no-such-image.png" onerror="window.__xss = \'onerror\'">' +
  '<p><a href="javascript:window.__xss=\'href\'">a link</a></p>';

const XSS_STATE = () =>
  (window as unknown as { __xss?: string }).__xss ?? (document.title === 'pwned' ? 'title' : null);

test.describe('login', () => {
  test('shows no credentials anywhere on the page', async ({ page }) => {
    const response = await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    const html = (await response?.text()) ?? '';
    const rendered = await page.content();
    for (const source of [html, rendered, await page.locator('body').innerText()]) {
      expect(source).not.toContain(TEST_ADMIN.password);
      expect(source).not.toMatch(/default credentials|password\s*[:=]\s*\S|username\s*[:=]\s*\S/i);
    }
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.locator('input[placeholder*="admin" i]')).toHaveCount(0);
  });

  test("a wrong password gives 'Invalid username or password'", async ({ page }) => {
    await loginInBrowser(page, 'not-the-password-at-all');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("'Logging in...' while it waits, then /admin/dashboard with the token stored", async ({
    page,
  }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await loginInBrowser(page, TEST_ADMIN.password);
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Management');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\./);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toContainText('Messages');
    await expect(page.locator('header nav[aria-label="Main"]')).toHaveCount(0);
  });
});

test('add, edit and delete a post with images: the list, /blog and /blog/{slug} follow, and its scripts never run', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const slug = unique('e2e-post');
  const title = `An e2e post ${slug}`;
  const newTitle = `An edited e2e post ${slug}`;
  const description = 'A red test card';
  const newDescription = 'A blue test card';
  await storeToken(page, await apiLogin(request, TEST_ADMIN));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Management');

  /** The post as the API gives it now. */
  const stored = async () => {
    const response = await request.get(`/api/blogs/${slug}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as PostView;
  };

  let first: ResponsiveImage | null = null;
  let firstImage = '';
  await test.step('add', async () => {
    await page.getByRole('button', { name: 'Add New Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Published' }).check();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(`an-e2e-post-${slug}`);
    await dialog.getByLabel('Slug', { exact: true }).fill(slug);
    await dialog.getByLabel('Excerpt', { exact: true }).fill('What an end-to-end test writes.');
    await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
    await dialog.getByLabel('Content (HTML)', { exact: true }).fill(MALICIOUS);
    await dialog.getByLabel('Read time', { exact: true }).fill('3 min read');
    await dialog.getByLabel('Tags', { exact: true }).fill('Testing, Browsers');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: solidPng(40, 21, [200, 30, 30]),
    });
    await expect(dialog.getByAltText('Preview of the post image')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Image description', exact: true }).fill(description);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();

    const row = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`/${slug}`);
    await expect(row).toContainText('Testing');
    first = (await stored()).images;
    expect(first).toMatchObject({ alt: description, width: 40, height: 21 });
    // Narrower than every variant width: one of each format at its own width.
    expect(first!.variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 40',
      'webp 40',
      'jpeg 40',
    ]);
    for (const url of imageFiles(first!)) expect(url).toMatch(CONTENT_KEY_URL);
    firstImage = (await row.locator('img').getAttribute('src')) ?? '';
    expect(firstImage).toBe(first!.variants.find(({ format }) => format === 'jpeg')!.url);
    const thumbnail = await shownImage(row.locator('img'));
    expect(thumbnail.currentSrc).toBe(firstImage);
    expect(thumbnail.naturalWidth).toBeGreaterThan(0);
    if (stack === 's3') {
      // Every file of the image went to the bucket, not to a disk folder.
      const listing = await (
        await request.get(`${process.env.E2E_S3_BUCKET_URL}?list-type=2`)
      ).text();
      for (const url of imageFiles(first!)) {
        const key = url.split('/').pop() ?? '';
        expect(listing).toMatch(new RegExp(`<Key>[^<]*${key.replace('.', '\\.')}</Key>`));
      }
    }
  });

  await test.step('on /blog with its image', async () => {
    const card = await blogCard(page, title);
    await expectPicture(card.locator('picture'), first!, { priority: true });
    await expect(card.locator('picture img')).toHaveAttribute('src', firstImage);
    await expectModernImageShown(card.locator('picture img'), first!);
    await expect(card).toContainText('What an end-to-end test writes.');
    await expect(card).toContainText('3 min read');
  });

  await test.step('on /blog/{slug}, its scripts inert', async () => {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('First paragraph of the e2e post.')).toBeVisible();
    const cover = page.locator('.blog-post__image picture');
    await expectPicture(cover, first!, { priority: true });
    await expect(cover.locator('img')).toHaveAttribute('src', firstImage);
    await expectModernImageShown(cover.locator('img'), first!);
    const content = page.locator('.blog-post__content');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('[onerror]')).toHaveCount(0);
    await expect(content.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(XSS_STATE)).toBeNull();
    await expect(page).not.toHaveTitle('pwned');
  });

  let second: ResponsiveImage | null = null;
  await test.step('edit: new title, image and description', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue('Testing, Browsers');
    await expect(
      dialog.getByRole('textbox', { name: 'Image description', exact: true }),
    ).toHaveValue(description);
    await dialog.getByLabel('Title', { exact: true }).fill(newTitle);
    await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(slug);
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 34, [30, 120, 200]),
    });
    await dialog
      .getByRole('textbox', { name: 'Image description', exact: true })
      .fill(newDescription);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    second = (await stored()).images;
    expect(second).toMatchObject({ alt: newDescription, width: 64, height: 34 });
    expect(imageFiles(second!).filter((url) => imageFiles(first!).includes(url))).toEqual([]);
  });

  await test.step('changed everywhere', async () => {
    const card = await blogCard(page, newTitle);
    await expectPicture(card.locator('picture'), second!, { priority: true });
    await expect(card.locator('picture img')).not.toHaveAttribute('src', firstImage);
    await expectModernImageShown(card.locator('picture img'), second!);
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    await expect(async () => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    const cover = page.locator('.blog-post__image picture');
    await expectPicture(cover, second!, { priority: true });
    await expectModernImageShown(cover.locator('img'), second!);
    // Every file of the replaced image is gone from storage (asked of the bff: nginx keeps
    // the copies it cached of these immutable files).
    for (const url of imageFiles(first!)) {
      await expect
        .poll(async () => (await request.get(bffUrl(stack, url))).status(), {
          timeout: 10_000,
          message: url,
        })
        .toBe(404);
    }
  });

  await test.step("delete after 'Are you sure you want to delete this blog?'", async () => {
    await page.goto('/admin/dashboard');
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await expect.poll(() => prompts).toEqual(['Are you sure you want to delete this blog?']);
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();

    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await expect(page.getByRole('heading', { name: newTitle })).toHaveCount(0);
    expect(prompts).toEqual([
      'Are you sure you want to delete this blog?',
      'Are you sure you want to delete this blog?',
    ]);
  });

  await test.step("gone from /blog, and /blog/{slug} says 'Post not found.'", async () => {
    await expect(async () => {
      await page.goto('/blog');
      await expect(page.locator('h1')).toHaveText('Blog');
      await expect(page.getByRole('status').or(page.locator('.post-card').first())).toBeVisible();
      await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
    }).toPass({ timeout: 15_000 });
    await expect(async () => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found.', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    // Delete moved the post to the trash with its files; deleting it for good removes them.
    await page.goto('/admin/dashboard?status=trash');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete forever ${newTitle}` }).click();
    await expect(page.getByRole('heading', { name: newTitle })).toHaveCount(0);
    for (const url of imageFiles(second!)) {
      await expect
        .poll(async () => (await request.get(bffUrl(stack, url))).status(), {
          timeout: 10_000,
          message: url,
        })
        .toBe(404);
    }
  });
});

test('a post with no image shows the default image', async ({ page, request }) => {
  const token = await apiLogin(request, TEST_ADMIN);
  const slug = unique('e2e-plain');
  const title = `A post without an image ${slug}`;
  const created = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      slug,
      excerpt: 'No picture here.',
      content: '<p>Words only.</p>',
      readTime: '1 min read',
      tags: '',
    } satisfies PostForm,
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as PostView;
  try {
    const card = await blogCard(page, title);
    await expect(card.locator('img')).toHaveAttribute('src', /blog-default[^/]*\.webp$/);
    expect(await loadedWidth(page, `.post-card:has(a:text-is("${title}")) img`)).toBeGreaterThan(0);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.blog-post__image')).toHaveAttribute(
      'src',
      /blog-default[^/]*\.webp$/,
    );
    expect(await loadedWidth(page, '.blog-post__image')).toBeGreaterThan(0);
  } finally {
    const removed = await request.delete(`/api/blogs/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(204);
  }
});
