import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey, type StorageOptions } from '@site/blog';
import { isStoredImageKey } from './manifest.js';

/**
 * The image storage as a backup sees it: the same folder or bucket, with the same settings, as
 * the blog's ObjectStorage adapters (services/blog/src/storage). The blog's port is not used
 * itself: it comes with the blog module's background jobs (the orphan sweep), which must not
 * run while a restore writes.
 */
export interface BackupStore {
  /** "the folder /…" or "the bucket … at …", for messages. */
  readonly description: string;
  /** Every key under an image key, in no particular order. */
  keys(): AsyncIterable<string>;
  /** The object's bytes and size, or null when it was deleted since it was listed. */
  read(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Stores the file's bytes under the key, replacing any object there. */
  write(key: string, file: string, size: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): void;
}

export function openBackupStore(options: StorageOptions): BackupStore {
  return options.driver === 'disk' ? diskStore(options.directory) : s3Store(options);
}

function diskStore(folder: string): BackupStore {
  const directory = path.resolve(folder);
  return {
    description: `the folder ${directory}`,
    async *keys() {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      yield* names.filter(isStoredImageKey);
    },
    async read(key) {
      const file = path.join(directory, key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, file) {
      await mkdir(directory, { recursive: true });
      // Written aside, then renamed: the site never serves half a file.
      const partial = path.join(directory, `.${randomUUID()}.partial`);
      await pipeline(createReadStream(file), createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path.join(directory, key));
    },
    async delete(key) {
      await rm(path.join(directory, key), { force: true });
    },
    close: () => undefined,
  };
}

function s3Store(options: Extract<StorageOptions, { driver: 's3' }>): BackupStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // As the blog's adapter: checksums only where S3 demands them, or bodies go aws-chunked and
    // S3-compatible servers store the chunk framing as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const bucket = options.bucket;
  return {
    description: `the bucket ${bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isStoredImageKey(object.Key)) yield object.Key;
        }
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async write(key, file, size) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentTypeOfKey(key) ?? 'application/octet-stream',
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
