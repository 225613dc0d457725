import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startS3TestServer } from '@site/blog/testing';

export const S3_BUCKET = 'site-uploads';

/** s3rver with the uploads bucket, and the environment that points the bff at it. */
export async function startS3(): Promise<{
  environment: Record<string, string>;
  objectCount(): Promise<number>;
  stop(): Promise<void>;
}> {
  const server = await startS3TestServer([S3_BUCKET]);
  return {
    environment: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET,
      S3_REGION: server.region,
      S3_ACCESS_KEY_ID: server.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objectCount() {
      const listing = await server.client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
      return listing.KeyCount ?? 0;
    },
    stop: () => server.stop(),
  };
}
