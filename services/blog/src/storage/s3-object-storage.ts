import { type Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { loadOnUse } from '@site/common';
import { assertImageKey, isImageKey } from '../image-types.js';
import {
  type ListedObject,
  type ObjectStorage,
  type StorageOptions,
  type StoredObject,
  storageUnavailable,
} from './object-storage.js';

type S3Options = Extract<StorageOptions, { driver: 's3' }>;

/** The AWS SDK: only a bff that stores in S3 loads it. */
const s3Sdk = loadOnUse<typeof S3>('@aws-sdk/client-s3');

export interface S3Tuning {
  /** Keys per ListObjectsV2 page (S3's own limit and default: 1,000). */
  listPageSize?: number;
}

/** Images in an S3 bucket: MinIO in docker compose, any S3-compatible service in production. */
export class S3ObjectStorage implements ObjectStorage {
  private readonly sdk = s3Sdk();
  private readonly client: S3.S3Client;
  private readonly bucket: string;
  private readonly listPageSize: number;

  constructor(options: S3Options, tuning: S3Tuning = {}) {
    this.bucket = options.bucket;
    this.listPageSize = tuning.listPageSize ?? 1_000;
    this.client = new this.sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: otherwise bodies are sent aws-chunked, which
      // S3-compatible servers (s3rver, older MinIO) store verbatim.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Fail fast when the store is down instead of holding the admin's request open.
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
      maxAttempts: 2,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertImageKey(key);
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isImageKey(key)) return null;
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      if (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
        return null;
      throw storageUnavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertImageKey(key);
    try {
      await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async *list(): AsyncIterable<ListedObject> {
    const pages = this.sdk.paginateListObjectsV2(
      { client: this.client, pageSize: this.listPageSize },
      { Bucket: this.bucket },
    );
    const iterator = pages[Symbol.asyncIterator]();
    for (;;) {
      const page = await iterator.next().catch((error: unknown) => {
        throw storageUnavailable(error);
      });
      if (page.done) return;
      for (const object of page.value.Contents ?? []) {
        if (object.Key && object.LastModified && isImageKey(object.Key)) {
          yield { key: object.Key, lastModified: object.LastModified };
        }
      }
    }
  }

  async ping(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
