import { readFile } from 'node:fs/promises';
import { type Readable } from 'node:stream';
import { contentTypeOfKey, createObjectStorage, type StorageOptions } from '@site/blog';

/**
 * The image storage as a backup sees it: the blog's own ObjectStorage adapter for the folder or
 * bucket (services/blog/src/storage), without the blog module around it, whose background jobs
 * (the orphan sweep) must not run while a restore writes.
 */
export interface BackupStore {
  /** "the folder /…" or "the bucket … at …", for messages. */
  readonly description: string;
  /** Every image key, in no particular order. */
  keys(): AsyncIterable<string>;
  /** The object's bytes and size, or null when it was deleted since it was listed. */
  read(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Stores the file's bytes under the key, replacing any object there (an image is at most
   * 20 MB, read whole as the blog's uploads are). */
  write(key: string, file: string): Promise<void>;
  delete(key: string): Promise<void>;
  close(): void;
}

export function openBackupStore(options: StorageOptions): BackupStore {
  const storage = createObjectStorage(options);
  return {
    description:
      options.driver === 'disk'
        ? `the folder ${options.directory}`
        : `the bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async *keys() {
      for await (const object of storage.list()) yield object.key;
    },
    async read(key) {
      const object = await storage.get(key);
      return object && { body: object.body, size: object.size };
    },
    async write(key, file) {
      await storage.put(
        key,
        await readFile(file),
        contentTypeOfKey(key) ?? 'application/octet-stream',
      );
    },
    delete: (key) => storage.delete(key),
    close: () => storage.close?.(),
  };
}
