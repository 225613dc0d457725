import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '@site/common';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image is larger than 5 MB. Please choose a smaller file.';

/** Raster types a post image may have, with the extension its storage key gets. SVG is not
 * here on purpose: it can carry script. */
const EXTENSION_BY_MIME = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;

type ImageMime = keyof typeof EXTENSION_BY_MIME;
const MIME_BY_EXTENSION = new Map<string, ImageMime>(
  Object.entries(EXTENSION_BY_MIME).map(([mime, extension]) => [extension, mime as ImageMime]),
);

const IMAGE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/;

export interface CheckedImage {
  key: string;
  contentType: ImageMime;
  bytes: Buffer;
}

/** Identifies the image by its bytes (never its name or declared type) and gives it a fresh
 * random storage key. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new DomainError('IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  if (!mime || !(mime in EXTENSION_BY_MIME)) {
    throw new DomainError(
      'IMAGE_TYPE_NOT_ALLOWED',
      'Image must be a JPEG, PNG, WebP, GIF or AVIF file.',
    );
  }
  const contentType = mime as ImageMime;
  return { key: `${randomUUID()}.${EXTENSION_BY_MIME[contentType]}`, contentType, bytes };
}

/** True only for keys this module generates, so a key from a URL can never name another path. */
export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key);
}

export function contentTypeOfKey(key: string): ImageMime | undefined {
  return MIME_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));
}

/** Adapters call this before touching storage: a bad key is a bug, not user input. */
export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`Refusing a storage key that is not an image key: ${key}`);
}
