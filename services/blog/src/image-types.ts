import { createHash } from 'node:crypto';
import { IMAGE_FORMATS, IMAGE_TYPES, type ImageFormat, type ImageMime } from '@site/contract';

const MIME_BY_EXTENSION = new Map<string, ImageMime>(
  Object.entries(IMAGE_TYPES).map(([mime, extension]) => [extension, mime as ImageMime]),
);

const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]+)$/;

/** Extensions of the files the image pipeline writes (jpeg is stored as .jpg). */
const VARIANT_EXTENSIONS = new Set<string>(
  IMAGE_FORMATS.map((format) => IMAGE_TYPES[`image/${format}`]),
);

/** A pipeline file: the sha-256 of its bytes, in lowercase hex, and its format's extension. */
const CONTENT_KEY = /^[0-9a-f]{64}\.([a-z]+)$/;

/** True only for keys the blog generates, so a key from a URL can never name another path:
 * an original upload's uuid with an allowed type's extension, or a pipeline file's content
 * hash with an avif, webp or jpg extension. */
export function isImageKey(key: string): boolean {
  const uuidExtension = UUID_KEY.exec(key)?.[1];
  if (uuidExtension !== undefined) return MIME_BY_EXTENSION.has(uuidExtension);
  const contentExtension = CONTENT_KEY.exec(key)?.[1];
  return contentExtension !== undefined && VARIANT_EXTENSIONS.has(contentExtension);
}

/** The content-addressed key of a pipeline file: equal bytes always get the same key. */
export function contentKeyOf(bytes: Buffer, format: ImageFormat): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `${hash}.${IMAGE_TYPES[`image/${format}`]}`;
}

export function contentTypeOfKey(key: string): ImageMime | undefined {
  return MIME_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));
}

/** Adapters call this before touching storage: an invalid key is a programming error, never
 * user input. */
export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`Refusing a storage key that is not an image key: ${key}`);
}
