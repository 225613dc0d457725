import { type Readable } from 'node:stream';
import { DomainError } from '@site/common';

/** An object as a listing names it. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Where post images live. Keys are always valid image keys (see image-types.ts); adapters
 * reject anything else. Failures to reach the store are DomainError STORAGE_UNAVAILABLE. */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object under an image key, in no particular order; anything else in the
   * folder or bucket is left out. */
  list(): AsyncIterable<ListedObject>;
  /** Resolves when the store answers; rejects with STORAGE_UNAVAILABLE otherwise. */
  ping(): Promise<void>;
  /** Lets go of connections, for a process that is done with the store. */
  close?(): void;
}

export const OBJECT_STORAGE = Symbol('ObjectStorage');

export type StorageOptions =
  | { driver: 'disk'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

export function storageUnavailable(cause: unknown): DomainError {
  const error = new DomainError(
    'STORAGE_UNAVAILABLE',
    'Image storage is unavailable. Please try again later.',
  );
  error.cause = cause;
  return error;
}
