import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, contentTypeOfKey, isImageKey } from '../image-types.js';
import {
  type ListedObject,
  type ObjectStorage,
  type StoredObject,
  storageUnavailable as unavailable,
} from './object-storage.js';

/** Images as files in one folder (`make start`'s ./.data/uploads). */
export class DiskObjectStorage implements ObjectStorage {
  private readonly directory: string;

  constructor(directory: string) {
    this.directory = path.resolve(directory);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    try {
      await mkdir(this.directory, { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const partial = path.join(this.directory, `.${randomUUID()}.partial`);
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      throw unavailable(error);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isImageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return {
        body: createReadStream(file),
        contentType: contentTypeOfKey(key) ?? 'application/octet-stream',
        size: info.size,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    // Outside the try: a bad key is a bug to surface as it is, not a storage outage.
    const target = this.pathOf(key);
    try {
      await rm(target, { force: true });
    } catch (error) {
      throw unavailable(error);
    }
  }

  async *list(): AsyncIterable<ListedObject> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw unavailable(error);
    }
    for (const key of names.filter(isImageKey)) {
      const lastModified = await stat(this.pathOf(key)).then(
        (info) => info.mtime,
        (error: NodeJS.ErrnoException) => {
          // Deleted since the folder was read.
          if (error.code === 'ENOENT') return null;
          throw unavailable(error);
        },
      );
      if (lastModified) yield { key, lastModified };
    }
  }

  async ping(): Promise<void> {
    try {
      await mkdir(this.directory, { recursive: true });
      await access(this.directory, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw unavailable(error);
    }
  }

  private pathOf(key: string): string {
    assertImageKey(key);
    return path.join(this.directory, key);
  }

  close(): void {
    // Nothing is held open between calls.
  }
}
