import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The access key s3rver accepts. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface StartS3Options {
  /** The bucket `env` points the bff at (default: site-uploads). */
  bucket?: string;
  /** More buckets on the same server. */
  otherBuckets?: string[];
}

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The bff variables that point its S3 storage driver at `bucket`. */
  env: Record<string, string>;
  /** A plain client on the same server, to look at what was stored. */
  client: S3Client;
  /** How many objects `bucket` (or another bucket) holds. */
  objectCount(bucket?: string): Promise<number>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/** s3rver (the S3 protocol on local disk) on a free 127.0.0.1 port, with its buckets. */
export async function startS3({
  bucket = 'site-uploads',
  otherBuckets = [],
}: StartS3Options = {}): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'site-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [bucket, ...otherBuckets].map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const credentials = S3_TEST_CREDENTIALS;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    region,
    credentials,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async objectCount(name = bucket) {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: name }));
      return listing.KeyCount ?? 0;
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
