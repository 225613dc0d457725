import { createHash } from 'node:crypto';
import { expect } from '@jest/globals';
import type request from 'supertest';
import {
  IMAGE_FORMAT_TYPES,
  IMAGE_FORMATS,
  IMAGE_TYPES,
  IMAGE_WIDTHS,
  type ImageVariant,
  MAX_PLACEHOLDER_LENGTH,
  type ResponsiveImage,
  SOCIAL_CARD,
} from '@site/contract';

const UPLOADS = '/uploads/';

/** Every file of an image: its variants and its social card. */
export function filesOf(image: ResponsiveImage): ImageVariant[] {
  return [...image.variants, image.social];
}

/** The storage keys of an image's files, sorted. */
export function keysOf(image: ResponsiveImage): string[] {
  return [...new Set(filesOf(image).map((file) => keyOf(file.url)))].sort();
}

export function keyOf(url: string): string {
  expect(url.startsWith(UPLOADS)).toBe(true);
  return url.slice(UPLOADS.length);
}

/** The key of the widest JPEG variant: the post's `image` is `uploads/<this key>`. */
export function widestJpegKey(image: ResponsiveImage): string {
  const jpegs = image.variants.filter((variant) => variant.format === 'jpeg');
  const widest = jpegs.reduce((a, b) => (b.width > a.width ? b : a));
  return keyOf(widest.url);
}

/**
 * The shape the pipeline promises for an upload `sourceWidth` pixels wide: every format at
 * every width up to the source's (or the source's own width when narrower than all), a
 * social card of SOCIAL_CARD's size, a small placeholder, and the given alt.
 */
export function expectImageShape(image: ResponsiveImage, sourceWidth: number, alt: string): void {
  expect(Object.keys(image).sort()).toEqual(
    ['alt', 'height', 'placeholder', 'social', 'variants', 'width'].sort(),
  );
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  const widths = fitting.length > 0 ? [...fitting] : [sourceWidth];
  expect(image.variants.map(({ format, width }) => `${format} ${width}`)).toEqual(
    IMAGE_FORMATS.flatMap((format) => widths.map((width) => `${format} ${width}`)),
  );
  expect(image.width).toBe(widths.at(-1));
  expect(image.variants.filter((v) => v.width === image.width).map((v) => v.height)).toEqual(
    IMAGE_FORMATS.map(() => image.height),
  );
  expect(image.social).toMatchObject({ ...SOCIAL_CARD, format: 'jpeg' });
  expect(image.placeholder).toMatch(/^data:image\/[a-z]+;base64,/);
  expect(image.placeholder.length).toBeLessThanOrEqual(MAX_PLACEHOLDER_LENGTH);
  expect(image.alt).toBe(alt);
}

/**
 * Fetches every file of an image and checks how it is served: 200, its format's type, cached
 * for a year, nosniff, and a key that is the sha-256 of the bytes served. Returns the bytes
 * by URL.
 */
export async function expectServed(
  http: () => ReturnType<typeof request>,
  image: ResponsiveImage,
): Promise<Map<string, Buffer>> {
  const served = new Map<string, Buffer>();
  for (const file of filesOf(image)) {
    const answer = await http().get(file.url).buffer(true).expect(200);
    expect(answer.headers['content-type']).toBe(IMAGE_FORMAT_TYPES[file.format]);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const bytes = answer.body as Buffer;
    const extension = IMAGE_TYPES[`image/${file.format}`];
    expect(keyOf(file.url)).toBe(
      `${createHash('sha256').update(bytes).digest('hex')}.${extension}`,
    );
    served.set(file.url, bytes);
  }
  return served;
}

/** Every file of the image answers 404. */
export async function expectGone(
  http: () => ReturnType<typeof request>,
  image: ResponsiveImage,
): Promise<void> {
  for (const file of filesOf(image)) await http().get(file.url).expect(404);
}
