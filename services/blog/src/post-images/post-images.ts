import { Logger } from '@nestjs/common';
import { type ResponsiveImage } from '@site/contract';
import { type ImagePipeline } from '../images/image-pipeline.js';
import { type ObjectStorage } from '../storage/object-storage.js';

export const IMAGE_PIPELINE = Symbol('ImagePipeline');

/** A new image for a post: the uploaded file (a spooled file's path, or its bytes) and its
 * description ('' when decorative). */
export interface ImageUpload {
  file: string | Buffer;
  alt: string;
}

/** A stored image: the spec's single key (the widest JPEG) and every variant. */
export interface StoredImage {
  imageKey: string;
  images: ResponsiveImage;
}

const UPLOADS = '/uploads/';

/** The storage keys an image's URLs name. */
export function keysOf(image: ResponsiveImage): string[] {
  const urls = [...image.variants, image.social].map((variant) => variant.url);
  return [
    ...new Set(
      urls.filter((url) => url.startsWith(UPLOADS)).map((url) => url.slice(UPLOADS.length)),
    ),
  ];
}

/** How many objects are written to storage at once. */
const PUT_CONCURRENCY = 4;

/** An image whose files could not all be written: the keys tried, for the caller to remove
 * (only those no post uses: another post may have stored the same file). */
export class ImageNotStored extends Error {
  constructor(
    readonly keys: string[],
    readonly reason: unknown,
  ) {
    super('Not every file of the image could be stored');
  }
}

/**
 * Processes an upload and stores every file it gives, a few at a time. When a write fails, no
 * further batch starts and every write of the failed batch is waited for, so that ImageNotStored
 * names every key that may have been written.
 */
export async function storeImage(
  pipeline: ImagePipeline,
  storage: ObjectStorage,
  upload: ImageUpload,
): Promise<StoredImage> {
  const { image, files } = await pipeline.process(upload.file);
  for (let start = 0; start < files.length; start += PUT_CONCURRENCY) {
    const batch = files.slice(start, start + PUT_CONCURRENCY);
    const results = await Promise.allSettled(
      batch.map((file) => storage.put(file.key, file.bytes, file.contentType)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      const tried = files.slice(0, start + batch.length).map((file) => file.key);
      throw new ImageNotStored(tried, failed.reason);
    }
  }
  const widestJpeg = image.variants.filter((variant) => variant.format === 'jpeg').at(-1);
  if (!widestJpeg) throw new Error('The image pipeline wrote no JPEG variant.');
  return {
    imageKey: widestJpeg.url.slice(UPLOADS.length),
    images: { ...image, alt: upload.alt },
  };
}

const logger = new Logger('PostImages');

/** Removes objects, logging (never throwing) the ones that could not be removed: the sweep
 * removes them later. */
export async function deleteQuietly(
  storage: ObjectStorage,
  keys: readonly string[],
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        logger.warn(`Could not delete image ${key}; it is left as an orphan: ${String(error)}`);
      }
    }),
  );
}
