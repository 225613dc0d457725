// The post editor in Chromium: every formatting control, Markdown shortcuts, pastes from Google
// Docs and Word (their clipboard HTML, committed with the frontend's editor), a YouTube video;
// then the public page shows all of it, and the video's privacy-enhanced player loads under the
// site's Content-Security-Policy.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiLogin, expect, solidPng, storeToken, test, TEST_ADMIN, unique } from './fixtures.js';

const clipboard = (name: string) =>
  readFileSync(
    new URL(`../../frontend/src/features/admin/editor/fixtures/${name}`, import.meta.url),
    'utf8',
  );

/** Pastes `html` into the editor as the browser does: a paste event carrying it as text/html. */
async function paste(editor: Locator, html: string) {
  await editor.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', new DOMParser().parseFromString(markup, 'text/html').body.innerText);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** Answers the outside addresses the post uses (no internet here): the image and the player. */
async function answerOutside(page: Page) {
  await page.route('https://images.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: solidPng(8, 6, [30, 120, 200]) }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>The player</p>' }),
  );
}

test('write a post with every control, pastes and a video; the public page shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = unique('e2e-editor');
  await answerOutside(page);
  await storeToken(page, await apiLogin(request, TEST_ADMIN));
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
  await dialog.getByRole('radio', { name: 'Published' }).check();
  await dialog.getByLabel('Title', { exact: true }).fill(`Editor post ${slug}`);
  await dialog.getByLabel('Slug', { exact: true }).fill(slug);
  await dialog.getByLabel('Excerpt', { exact: true }).fill('Written in the editor.');
  await dialog.getByLabel('Read time', { exact: true }).fill('4 min read');

  const full = dialog.getByRole('button', { name: 'Full window' });
  await full.click();
  await expect(full).toHaveAttribute('aria-pressed', 'true');
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);

  const editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
  const control = (name: string) => dialog.getByRole('button', { name, exact: true });
  const type = (text: string) => page.keyboard.type(text);
  const enter = () => page.keyboard.press('Enter');
  await editor.click();

  await type('## Shortcut heading');
  await enter();
  await type('Third level');
  await control('Heading 3').click();
  await enter();
  await type('Fourth level');
  await control('Heading 4').click();
  await enter();
  await type('Plain, ');
  await control('Bold').click();
  await expect(control('Bold')).toHaveAttribute('aria-pressed', 'true');
  await type('heavy');
  await control('Bold').click();
  await type(' and ');
  await control('Italic').click();
  await type('slanted');
  await control('Italic').click();
  await type(' words, see ');
  await control('Link').click();
  await dialog.getByLabel('Link address', { exact: true }).fill('https://example.com/guide');
  await page.keyboard.press('Enter');
  await editor.focus();
  await enter();
  await control('Bulleted list').click();
  await type('Bullet one');
  await enter();
  await type('Bullet two');
  await enter();
  await enter();
  await control('Numbered list').click();
  await type('Step one');
  await enter();
  await enter();
  await control('Quote').click();
  await type('Quoted words');
  await enter();
  await control('Quote').click();
  await control('Code block').click();
  await type('const answer = 42;');
  await enter();
  await enter();
  await enter();
  await control('Horizontal rule').click();
  await control('Image from address').click();
  await dialog.getByLabel('Image address (https://…)').fill('https://images.example.com/photo.png');
  await dialog.getByLabel('Image description (alt text)').fill('A blue test card');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await control('Embed video').click();
  await dialog.getByLabel('YouTube or Vimeo address').fill('https://vimeo.example.com/1');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Only YouTube and Vimeo videos');
  await dialog
    .getByLabel('YouTube or Vimeo address')
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await paste(editor, clipboard('google-docs.html'));
  await editor.press('Enter');
  await paste(editor, clipboard('word.html'));
  await control('Undo').click();
  await expect(editor).not.toContainText('Checklist for the night');
  await control('Redo').click();
  await expect(editor).toContainText('Checklist for the night');

  await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
  const source = dialog.getByLabel('Content (HTML)', { exact: true });
  await expect(source).toHaveValue(/^<h2>Shortcut heading<\/h2><h3>Third level<\/h3>/);
  await dialog.getByRole('button', { name: 'HTML', exact: true }).click();

  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();

  const stored = (await (await request.get(`/api/blogs/${slug}`)).json()) as { content: string };
  expect(stored.content).toContain(
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video"',
  );

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/blog/${slug}`);
  const content = page.locator('.blog-post__content');
  await expect(content.getByRole('heading', { level: 2, name: 'Shortcut heading' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 3, name: 'Third level' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 4, name: 'Fourth level' })).toBeVisible();
  await expect(content.locator('strong', { hasText: 'heavy' })).toBeVisible();
  await expect(content.locator('em', { hasText: 'slanted' })).toBeVisible();
  await expect(content.locator('a[href="https://example.com/guide"]')).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(content.locator('ul > li', { hasText: 'Bullet two' })).toBeVisible();
  await expect(content.locator('ol > li', { hasText: 'Step one' })).toBeVisible();
  await expect(content.locator('blockquote', { hasText: 'Quoted words' })).toBeVisible();
  await expect(content.locator('pre code')).toHaveText('const answer = 42;');
  await expect(content.locator('hr')).toHaveCount(1);
  await expect(content.locator('img[alt="A blue test card"]')).toHaveAttribute(
    'src',
    'https://images.example.com/photo.png',
  );
  // Google Docs: bold and italic from its inline styles, not the bold wrapper around it all.
  await expect(content.locator('strong', { hasText: 'inventory' })).toBeVisible();
  await expect(content.locator('em', { hasText: 'test the backups' })).toBeVisible();
  await expect(content.locator('strong', { hasText: 'Start with an' })).toHaveCount(0);
  // Word: its list paragraphs as lists, nothing of its markup.
  await expect(
    content.getByRole('heading', { level: 3, name: 'Checklist for the night' }),
  ).toBeVisible();
  await expect(content.locator('ul ul > li', { hasText: 'a day before' })).toBeVisible();
  await expect(content.locator('ol > li', { hasText: 'Copy the database' })).toBeVisible();
  await expect(content).not.toContainText('·');
  expect(await content.innerHTML()).not.toMatch(/Mso|mso-|o:p|style=/);

  const frame = content.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await frame.scrollIntoViewIfNeeded();
  await expect(
    page.frameLocator('.blog-post__content iframe').getByText('The player'),
  ).toBeVisible();
  expect(violations).toEqual([]);
});
