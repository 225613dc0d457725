// A camera photo through the admin's post form on the real stack (nginx → bff → the image
// pipeline → disk): the upload's progress and processing state, the description it must have,
// the picture the public pages draw from it, and an image inserted into the post's content.
import type { CDPSession, Locator, Page } from '@playwright/test';
import {
  IMAGE_ALT_MESSAGE,
  IMAGE_WIDTHS,
  type PostView,
  type ResponsiveImage,
} from '@site/contract';
import { cameraPhoto, MARKER_COLOUR } from '@site/common/testing';
import { imageRules, seriousViolations } from './axe.js';
import {
  apiLogin,
  blogCard,
  expect,
  loginInBrowser,
  solidPng,
  storeToken,
  test,
  TEST_ADMIN,
  unique,
} from './fixtures.js';
import {
  CARD_MAX_WIDTH,
  CONTENT_KEY_URL,
  expectModernImageShown,
  expectPicture,
  imageFiles,
} from './pictures.js';

/** Records, in order, what every upload status in the page shows: `progress <value>` while the
 * bytes go, then its text ('Processing image...') until the server answers. */
const RECORD_UPLOAD_STATES = `window.__uploadStates = [];
new MutationObserver(() => {
  for (const status of document.querySelectorAll('.admin-upload-status')) {
    const bar = status.querySelector('progress');
    const state = bar ? 'progress ' + bar.value : status.textContent.trim();
    if (window.__uploadStates.at(-1) !== state) window.__uploadStates.push(state);
  }
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });`;

const uploadStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __uploadStates: string[] }).__uploadStates);

/** The states of one upload: its progress rose from below 100 and it was then processed. */
function expectProgressThenProcessing(states: string[]) {
  const progress = states
    .filter((state) => state.startsWith('progress '))
    .map((state) => Number(state.slice('progress '.length)));
  expect(progress.length, states.join(' | ')).toBeGreaterThanOrEqual(2);
  expect(
    progress.some((value) => value > 0 && value < 100),
    states.join(' | '),
  ).toBe(true);
  expect(progress, 'never goes back').toEqual([...progress].sort((a, b) => a - b));
  expect(states.at(-1)).toBe('Processing image...');
}

/** Uploads from this page go at `bytesPerSecond` (CDP's network emulation), so their progress
 * can be watched; `null` lifts the limit. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** The RGB of the image's pixel at (x, y), given as fractions of its width and height. */
function pixelAt(img: Locator, x: number, y: number) {
  return img.evaluate(
    (element: HTMLImageElement, [fx, fy]) => {
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0);
      const [r, g, b] = context.getImageData(
        Math.floor(fx! * canvas.width),
        Math.floor(fy! * canvas.height),
        1,
        1,
      ).data;
      return { r: r!, g: g!, b: b! };
    },
    [x, y],
  );
}

/** The photo is shown upright: portrait (4000 × 3000 stored, EXIF orientation 6) with the
 * marker of its stored top-left corner at the top right. */
async function expectUprightPhoto(img: Locator, image: ResponsiveImage) {
  const shown = await expectModernImageShown(img, image);
  expect(shown.naturalHeight / shown.naturalWidth).toBeCloseTo(4 / 3, 1);
  const corner = await pixelAt(img, 0.95, 0.04);
  expect(Math.abs(corner.r - MARKER_COLOUR.r), JSON.stringify(corner)).toBeLessThan(40);
  expect(Math.abs(corner.g - MARKER_COLOUR.g), JSON.stringify(corner)).toBeLessThan(40);
  expect(Math.abs(corner.b - MARKER_COLOUR.b), JSON.stringify(corner)).toBeLessThan(40);
}

/** axe on the page as it is: no serious or critical finding, and the images' rules pass. */
async function expectAccessibleImages(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), where).toEqual([]);
  const images = await imageRules(page);
  expect(images.violations, where).toEqual([]);
  expect(images.passed, where).toBeGreaterThan(0);
}

async function fillPost(dialog: Locator, slug: string, title: string) {
  await dialog.getByRole('radio', { name: 'Published' }).check();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Slug', { exact: true }).fill(slug);
  await dialog.getByLabel('Excerpt', { exact: true }).fill('A photo, made for the web.');
  await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
  await dialog.getByLabel('Content (HTML)', { exact: true }).fill('<p>Words before.</p>');
  await dialog.getByLabel('Read time', { exact: true }).fill('2 min read');
  await dialog.getByLabel('Tags', { exact: true }).fill('Photos');
}

/** Every request the page sends that writes something through the API. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/'))
      writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

test('a camera photo through the post form: progress, processing, a described upright picture on /blog and the post page, and one inserted into the content', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const slug = unique('e2e-photo');
  const title = `A photo post ${slug}`;
  const description = 'A hillside of blue and green patches with a red square in its corner';
  const insertedDescription = 'A second, wider view of the same hillside';
  const [photo, widePhoto] = await Promise.all([
    cameraPhoto(),
    cameraPhoto({ width: 2000, height: 1500, orientation: 1 }),
  ]);
  // What must not come out: the camera's EXIF (with its GPS position) and XMP.
  for (const marker of ['Exif\0\0', 'Pipeline Test Camera', 'Test Camera Owner'])
    expect(photo.includes(marker), marker).toBe(true);

  await page.addInitScript({ content: RECORD_UPLOAD_STATES });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const writes = watchWrites(page);
  const token = await apiLogin(request, TEST_ADMIN);
  const stored = async () => {
    const response = await request.get(`/api/blogs/${slug}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as PostView;
  };

  try {
    let cover: ResponsiveImage | null = null;
    await test.step('log in and add a post with the photo, described', async () => {
      await loginInBrowser(page, TEST_ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      writes.length = 0;
      await page.getByRole('button', { name: 'Add New Blog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
      await fillPost(dialog, slug, title);
      await dialog.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'IMG_4032.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await expect(dialog.getByAltText('Preview of the post image')).toBeVisible();

      // Without a description: the message, tied to the field, and nothing is sent.
      const describe = dialog.getByRole('textbox', { name: 'Image description', exact: true });
      await expect(describe).toBeVisible();
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(IMAGE_ALT_MESSAGE);
      await expect(describe).toHaveAttribute('aria-invalid', 'true');
      await expect(describe).toBeFocused();
      expect(writes).toEqual([]);

      await describe.fill(description);
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await throttleUploads(cdp, 600_000);
      await page.evaluate(() => {
        (window as unknown as { __uploadStates: string[] }).__uploadStates.length = 0;
      });
      await dialog.getByRole('button', { name: 'Publish' }).click();
      const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
      await expect(bar).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      await expect
        .poll(() => bar.evaluate((element: HTMLProgressElement) => element.value))
        .toBeGreaterThan(0);
      await expect(dialog.getByRole('status')).toHaveText('Processing image...', {
        timeout: 30_000,
      });
      await throttleUploads(cdp, null);
      await expect(dialog).toBeHidden({ timeout: 60_000 });
      expect(writes).toEqual(['POST /api/blogs']);
      const states = await uploadStates(page);
      expectProgressThenProcessing(states);

      cover = (await stored()).images;
      expect(cover).toMatchObject({ alt: description, width: 1920, height: 2560 });
      expect(cover!.variants.map(({ format, width }) => `${format} ${width}`)).toEqual(
        ['avif', 'webp', 'jpeg'].flatMap((format) =>
          IMAGE_WIDTHS.map((width) => `${format} ${width}`),
        ),
      );
      for (const url of imageFiles(cover!)) expect(url).toMatch(CONTENT_KEY_URL);
      const widest = await request.get(cover!.variants.at(-1)!.url);
      expect(widest.headers()['content-type']).toBe('image/jpeg');
      const bytes = await widest.body();
      for (const marker of ['Exif\0\0', 'Pipeline Test Camera', 'Test Camera Owner'])
        expect(bytes.includes(marker), marker).toBe(false);
    });

    await test.step('/blog: the first card draws it as a described, eager <picture>', async () => {
      const card = await blogCard(page, title);
      await expect(page.locator('.post-card').first()).toContainText(title);
      await expectPicture(card.locator('picture'), cover!, {
        priority: true,
        maxWidth: CARD_MAX_WIDTH,
      });
      await expectUprightPhoto(card.locator('picture img'), cover!);
      await expectAccessibleImages(page, '/blog');
    });

    await test.step('the post page: the cover, every width, upright', async () => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const picture = page.locator('.blog-post__image picture');
      await expectPicture(picture, cover!, { priority: true });
      await expectUprightPhoto(picture.locator('img'), cover!);
      await expectAccessibleImages(page, `/blog/${slug}`);
    });

    let inserted: ResponsiveImage | null = null;
    await test.step('edit: insert a second photo into the content, described', async () => {
      await page.goto('/admin/dashboard');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
      await expect(
        dialog.getByRole('textbox', { name: 'Image description', exact: true }),
      ).toHaveValue(description);
      await dialog.getByRole('button', { name: 'Insert image' }).click();
      const insert = dialog.getByRole('group', { name: 'Insert image' });
      await insert.getByLabel('Image to insert', { exact: true }).setInputFiles({
        name: 'IMG_4033.jpg',
        mimeType: 'image/jpeg',
        buffer: widePhoto,
      });
      writes.length = 0;
      await insert.getByRole('button', { name: 'Upload and insert' }).click();
      await expect(insert.getByRole('alert')).toHaveText(IMAGE_ALT_MESSAGE);
      expect(writes).toEqual([]);

      await insert
        .getByRole('textbox', { name: 'Image description', exact: true })
        .fill(insertedDescription);
      await throttleUploads(cdp, 150_000);
      await page.evaluate(() => {
        (window as unknown as { __uploadStates: string[] }).__uploadStates.length = 0;
      });
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/uploads' &&
          response.request().method() === 'POST',
        { timeout: 60_000 },
      );
      await insert.getByRole('button', { name: 'Upload and insert' }).click();
      await expect(insert.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
      await expect(insert.getByRole('status')).toHaveText('Processing image...', {
        timeout: 30_000,
      });
      await throttleUploads(cdp, null);
      const uploaded = await answer;
      expect(uploaded.status()).toBe(201);
      inserted = (await uploaded.json()) as ResponsiveImage;
      expect(inserted).toMatchObject({ alt: insertedDescription, width: 1920, height: 1440 });
      expectProgressThenProcessing(await uploadStates(page));
      await expect(insert).toHaveCount(0);
      await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
      const content = dialog.getByLabel('Content (HTML)', { exact: true });
      await expect(content).toHaveValue(/^<p>Words before\.<\/p><picture>.*<\/picture>$/);
      await expect(content).toHaveValue(new RegExp(`alt="${insertedDescription}"`));

      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      expect(writes).toEqual(['POST /api/uploads', `PUT /api/blogs/${(await stored())._id}`]);
      expect((await stored()).images).toEqual(cover);
    });

    await test.step('the post page: the inserted photo is a responsive <picture> that loads', async () => {
      await expect(async () => {
        await page.goto(`/blog/${slug}`);
        await expect(page.locator('.blog-post__content picture')).toHaveCount(1, {
          timeout: 2_000,
        });
      }).toPass({ timeout: 15_000 });
      const picture = page.locator('.blog-post__content picture');
      await expectPicture(picture, inserted!, { priority: false });
      const shown = await expectModernImageShown(picture.locator('img'), inserted!);
      expect(shown.naturalWidth / shown.naturalHeight).toBeCloseTo(4 / 3, 1);
      await expectUprightPhoto(page.locator('.blog-post__image picture img'), cover!);
      await expectAccessibleImages(page, `/blog/${slug} with an inserted image`);
    });
  } finally {
    await cdp.detach().catch(() => undefined);
    const post = await request.get(`/api/blogs/${slug}`);
    if (post.ok()) {
      const removed = await request.delete(`/api/blogs/${((await post.json()) as PostView)._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(removed.status()).toBe(204);
    }
  }
});

test('an image marked decorative is drawn with alt="" and passes axe', async ({
  page,
  request,
}) => {
  const slug = unique('e2e-decorative');
  const title = `A decorated post ${slug}`;
  const token = await apiLogin(request, TEST_ADMIN);
  await storeToken(page, token);
  const writes = watchWrites(page);
  try {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Add New Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await fillPost(dialog, slug, title);
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'border.png',
      mimeType: 'image/png',
      buffer: solidPng(600, 300, [240, 200, 40]),
    });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(IMAGE_ALT_MESSAGE);
    expect(writes).toEqual([]);

    await dialog.getByLabel('Decorative image (no description)').check();
    await expect(
      dialog.getByRole('textbox', { name: 'Image description', exact: true }),
    ).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    expect(writes).toEqual(['POST /api/blogs']);

    const response = await request.get(`/api/blogs/${slug}`);
    const { images } = (await response.json()) as PostView;
    // Never upscaled: 600 pixels wide gives the 480 width only.
    expect(images).toMatchObject({ alt: '', width: 480, height: 240 });

    const card = await blogCard(page, title);
    await expectPicture(card.locator('picture'), images!, {
      priority: true,
      maxWidth: CARD_MAX_WIDTH,
    });
    await expect(card.locator('picture img')).toHaveAttribute('alt', '');
    await expectModernImageShown(card.locator('picture img'), images!);

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const cover = page.locator('.blog-post__image picture');
    await expectPicture(cover, images!, { priority: true });
    await expect(cover.locator('img')).toHaveAttribute('alt', '');
    await expectModernImageShown(cover.locator('img'), images!);
    await expectAccessibleImages(page, `/blog/${slug}`);
  } finally {
    const post = await request.get(`/api/blogs/${slug}`);
    if (post.ok()) {
      const removed = await request.delete(`/api/blogs/${((await post.json()) as PostView)._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(removed.status()).toBe(204);
    }
  }
});
