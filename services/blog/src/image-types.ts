import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  type ImageMime,
  MAX_IMAGE_BYTES,
} from '@site/contract';
import { DomainError } from '@site/common';

const MIME_BY_EXTENSION = new Map<string, ImageMime>(
  Object.entries(IMAGE_TYPES).map(([mime, extension]) => [extension, mime as ImageMime]),
);

const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]+)$/;

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
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !Object.hasOwn(IMAGE_TYPES, mime)) {
    throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', IMAGE_TYPE_MESSAGE);
  }
  const contentType = mime as ImageMime;
  return { key: `${randomUUID()}.${IMAGE_TYPES[contentType]}`, contentType, bytes };
}

/** True only for keys this module generates (a uuid and the extension of an allowed type), so
 * a key from a URL can never name another path. */
export function isImageKey(key: string): boolean {
  const extension = UUID_KEY.exec(key)?.[1];
  return extension !== undefined && MIME_BY_EXTENSION.has(extension);
}

export function contentTypeOfKey(key: string): ImageMime | undefined {
  return MIME_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));
}

/** Adapters call this before touching storage: an invalid key is a programming error, never
 * user input. */
export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`Refusing a storage key that is not an image key: ${key}`);
}
