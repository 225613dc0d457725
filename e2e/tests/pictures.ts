// Uploaded images as the pages draw them: a <picture> with AVIF and WebP sources and the JPEGs on
// its <img>, every URL a content key (the sha-256 of the file) under /uploads/.
import { expect, type Locator } from '@playwright/test';
import { IMAGE_FORMAT_TYPES, type ImageFormat, type ResponsiveImage } from '@site/contract';

/** Where a file the image pipeline wrote is served. */
export const CONTENT_KEY_URL = /^\/uploads\/[0-9a-f]{64}\.(avif|webp|jpg)$/;

/** Every stored file of an image: its variants and its social card. */
export function imageFiles(image: ResponsiveImage): string[] {
  return [...image.variants.map((variant) => variant.url), image.social.url];
}

/** The srcset candidates the pages write for `image` in `format`: its variants up to
 * `maxWidth` wide, as `<url> <width>w`. */
export function srcsetOf(
  image: ResponsiveImage,
  format: ImageFormat,
  maxWidth = Infinity,
): string[] {
  return image.variants
    .filter((variant) => variant.format === format && variant.width <= maxWidth)
    .map((variant) => `${variant.url} ${variant.width}w`);
}

/** The candidates of an element's srcset (however they are spaced). */
async function candidates(element: Locator): Promise<string[]> {
  const srcset = (await element.getAttribute('srcset')) ?? '';
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** The widest variant a card offers (a card is never wider than 328 CSS pixels). */
export const CARD_MAX_WIDTH = 960;

/**
 * Checks the <picture> against the image the API gives: an AVIF and a WebP <source> with the
 * variants' srcset, then the <img> with the JPEGs, the same sizes, the real size, the
 * description as alt, and eager with high priority only when `priority`.
 */
export async function expectPicture(
  picture: Locator,
  image: ResponsiveImage,
  { priority, maxWidth = Infinity }: { priority: boolean; maxWidth?: number },
): Promise<void> {
  const img = picture.locator('img');
  await expect(img).toHaveCount(1);
  const sizes = await img.getAttribute('sizes');
  expect(sizes).toMatch(/\S/);
  for (const format of ['avif', 'webp'] as const) {
    const source = picture.locator(`source[type="${IMAGE_FORMAT_TYPES[format]}"]`);
    await expect(source).toHaveCount(1);
    expect(await candidates(source), format).toEqual(srcsetOf(image, format, maxWidth));
    await expect(source).toHaveAttribute('sizes', sizes!);
  }
  await expect(picture.locator('source')).toHaveCount(2);
  expect(await candidates(img), 'jpeg').toEqual(srcsetOf(image, 'jpeg', maxWidth));
  await expect(img).toHaveAttribute('src', CONTENT_KEY_URL);
  await expect(img).toHaveAttribute('alt', image.alt);
  await expect(img).toHaveAttribute('width', String(image.width));
  await expect(img).toHaveAttribute('height', String(image.height));
  await expect(img).toHaveAttribute('loading', priority ? 'eager' : 'lazy');
  if (priority) await expect(img).toHaveAttribute('fetchpriority', 'high');
  else await expect(img).not.toHaveAttribute('fetchpriority', 'high');
}

export interface ShownImage {
  /** The path of the file the browser chose from the sources and srcsets. */
  currentSrc: string;
  /** Its size in CSS pixels: a srcset image's pixels divided by its density (its `w`
   * descriptor over the width `sizes` gives it), so only their ratio is the file's. */
  naturalWidth: number;
  naturalHeight: number;
}

/** Scrolls the <img> into view, waits until it has loaded and tells what the browser shows. */
export async function shownImage(img: Locator): Promise<ShownImage> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete), { timeout: 15_000 })
    .toBe(true);
  return img.evaluate((element: HTMLImageElement) => ({
    currentSrc: new URL(element.currentSrc).pathname,
    naturalWidth: element.naturalWidth,
    naturalHeight: element.naturalHeight,
  }));
}

/** The image loaded from one of its modern variants (the browser picked an AVIF or a WebP). */
export async function expectModernImageShown(img: Locator, image: ResponsiveImage) {
  const shown = await shownImage(img);
  expect(shown.naturalWidth, `${shown.currentSrc} decoded`).toBeGreaterThan(0);
  const chosen = image.variants.find((variant) => variant.url === shown.currentSrc);
  expect(chosen?.format, `${shown.currentSrc} among the variants`).toMatch(/^(avif|webp)$/);
  expect(shown.naturalWidth / shown.naturalHeight).toBeCloseTo(chosen!.width / chosen!.height, 1);
  return shown;
}
