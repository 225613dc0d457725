import { Logger } from '@nestjs/common';
import { type DataSource } from 'typeorm';
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

/** Keys looked up per query when asking which are still used. */
const CONFIRM_BATCH = 200;

/**
 * The keys among `keys` that no post references: as its image_key, anywhere in its images, or
 * as `/uploads/<key>` in its content. Content keys are shared by every post that uploaded the
 * same file, and a post's content may show any upload, so a file is deleted only by this rule.
 */
export async function unreferencedKeys(
  dataSource: DataSource,
  keys: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < keys.length; start += CONFIRM_BATCH) {
    const rows = await dataSource.query<{ key: string }[]>(
      `SELECT k AS key FROM unnest($1::text[]) AS k
       WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE p.image_key = k
         OR strpos(p.images::text, k) > 0 OR strpos(p.content, '/uploads/' || k) > 0)`,
      [keys.slice(start, start + CONFIRM_BATCH)],
    );
    found.push(...rows.map((row) => row.key));
  }
  return found;
}

/** A post image's files in storage: made by the pipeline and stored all or nothing, deleted
 * only when no post uses them. */
export class PostImageFiles {
  private readonly logger = new Logger('PostImages');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly pipeline: ImagePipeline,
  ) {}

  /**
   * Processes an upload and stores every file it gives, a few at a time. When a write fails, no
   * further batch starts; once every write of the failed batch has settled, the files written
   * are removed (unless another post uses them) and the storage's error is thrown.
   */
  async store(upload: ImageUpload): Promise<StoredImage> {
    const { image, files } = await this.pipeline.process(upload.file);
    for (let start = 0; start < files.length; start += PUT_CONCURRENCY) {
      const batch = files.slice(start, start + PUT_CONCURRENCY);
      const results = await Promise.allSettled(
        batch.map((file) => this.storage.put(file.key, file.bytes, file.contentType)),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) {
        await this.deleteUnreferenced(files.slice(0, start + batch.length).map((file) => file.key));
        throw failed.reason;
      }
    }
    const widestJpeg = image.variants.filter((variant) => variant.format === 'jpeg').at(-1);
    if (!widestJpeg) throw new Error('The image pipeline wrote no JPEG variant.');
    return {
      imageKey: widestJpeg.url.slice(UPLOADS.length),
      images: { ...image, alt: upload.alt },
    };
  }

  /** Deletes the objects no post uses. When the database cannot tell, they stay for the
   * orphan sweep. */
  async deleteUnreferenced(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    let orphans: string[];
    try {
      orphans = await unreferencedKeys(this.dataSource, keys);
    } catch (error) {
      this.logger.warn(
        `Could not tell whether ${keys.length} image files are still used; the orphan sweep ` +
          `removes them within a day if not: ${String(error)}`,
      );
      return;
    }
    await deleteQuietly(this.storage, orphans);
  }
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
