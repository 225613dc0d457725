import { DiskObjectStorage } from './disk-object-storage.js';
import { type ObjectStorage, type StorageOptions } from './object-storage.js';
import { S3ObjectStorage } from './s3-object-storage.js';

export function createObjectStorage(options: StorageOptions): ObjectStorage {
  switch (options.driver) {
    case 'disk':
      return new DiskObjectStorage(options.directory);
    case 's3':
      return new S3ObjectStorage(options);
  }
}
