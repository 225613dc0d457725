import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DomainError } from '@site/common';
import { avifBytes, gifBytes, jpegBytes, pngBytes, webpBytes } from '@site/common/testing';
import { freePort, S3_TEST_CREDENTIALS, startS3 } from '@site/testkit';
import { checkImage } from '../image-types.js';
import { DiskObjectStorage } from './disk-object-storage.js';
import { type ObjectStorage } from './object-storage.js';
import { S3ObjectStorage } from './s3-object-storage.js';

interface PlantedObject {
  /** A key that would reach the planted object if the adapter followed path segments. */
  key: string;
  /** The planted bytes as they are now, or null once they are gone. */
  read(): Promise<Buffer | null>;
}

interface Harness {
  storage: ObjectStorage;
  /** Stores bytes outside the adapter's folder or bucket, where it must never reach. */
  plantOutside(bytes: Buffer): Promise<PlantedObject>;
  close(): Promise<void>;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function expectDomainError(work: Promise<unknown>, code: string): Promise<void> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

const INVALID_KEYS = ['../etc/passwd', 'x/y.png', '', '/etc/passwd', `..\\${randomUUID()}.png`];

/** What every ObjectStorage adapter must do, run against each real implementation. */
function describeObjectStorage(name: string, setup: () => Promise<Harness>): void {
  describe(`${name} honours the ObjectStorage contract`, () => {
    let harness: Harness;
    let storage: ObjectStorage;

    beforeAll(async () => {
      harness = await setup();
      storage = harness.storage;
    });

    afterAll(async () => {
      await harness?.close();
    });

    it.each<[string, () => Buffer]>([
      ['PNG', () => pngBytes()],
      ['JPEG', jpegBytes],
      ['GIF', gifBytes],
      ['WebP', webpBytes],
      ['AVIF', avifBytes],
      ['200,000-byte PNG', () => pngBytes(200_000 - pngBytes().length)],
    ])('returns a stored %s with the same bytes, content type and size', async (_type, bytes) => {
      const image = await checkImage(bytes());
      await storage.put(image.key, image.bytes, image.contentType);

      const stored = await storage.get(image.key);
      expect(stored).not.toBeNull();
      const body = await readAll(stored!.body);
      expect(body.length).toBe(image.bytes.length);
      expect(body.equals(image.bytes)).toBe(true);
      expect(stored!.contentType).toBe(image.contentType);
      expect(stored!.size).toBe(image.bytes.length);
    });

    it('replaces the bytes when the same key is stored again', async () => {
      const key = `${randomUUID()}.png`;
      await storage.put(key, pngBytes(10), 'image/png');
      await storage.put(key, pngBytes(20), 'image/png');
      const stored = await storage.get(key);
      expect((await readAll(stored!.body)).equals(pngBytes(20))).toBe(true);
    });

    it('answers null for a valid key that names no object', async () => {
      expect(await storage.get(`${randomUUID()}.png`)).toBeNull();
    });

    it.each(INVALID_KEYS)('answers null for the invalid key %j', async (key) => {
      expect(await storage.get(key)).toBeNull();
    });

    it('answers null for path tricks that would resolve to a stored object', async () => {
      const key = `${randomUUID()}.png`;
      await storage.put(key, pngBytes(), 'image/png');
      for (const trick of [`./${key}`, `x/../${key}`, `${key}/`, ` ${key}`]) {
        expect(await storage.get(trick)).toBeNull();
      }
      expect(await storage.get(key)).not.toBeNull();
    });

    it('never reads an object outside its folder through a traversal key', async () => {
      const planted = await harness.plantOutside(pngBytes(7));
      expect(await storage.get(planted.key)).toBeNull();
    });

    it.each(INVALID_KEYS)('refuses to put under the invalid key %j', async (key) => {
      await expect(storage.put(key, pngBytes(), 'image/png')).rejects.toThrow(/not an image key/);
    });

    it.each(INVALID_KEYS)('refuses to delete the invalid key %j', async (key) => {
      await expect(storage.delete(key)).rejects.toThrow(/not an image key/);
    });

    it('treats an invalid key as a bug, not as the store being unavailable', async () => {
      for (const work of [
        storage.put('../x.png', pngBytes(), 'image/png'),
        storage.delete('../x.png'),
      ]) {
        const error: unknown = await work.then(
          () => undefined,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(Error);
        expect(error).not.toBeInstanceOf(DomainError);
      }
    });

    it('neither overwrites nor deletes an object outside its folder through a traversal key', async () => {
      const original = pngBytes(3);
      const planted = await harness.plantOutside(original);
      await expect(storage.put(planted.key, pngBytes(99), 'image/png')).rejects.toThrow();
      await expect(storage.delete(planted.key)).rejects.toThrow();
      expect((await planted.read())?.equals(original)).toBe(true);
    });

    it('deletes an object so that get answers null', async () => {
      const key = `${randomUUID()}.gif`;
      await storage.put(key, gifBytes(), 'image/gif');
      expect(await storage.get(key)).not.toBeNull();
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    it('deletes one object and leaves the others', async () => {
      const kept = `${randomUUID()}.png`;
      const removed = `${randomUUID()}.png`;
      await storage.put(kept, pngBytes(1), 'image/png');
      await storage.put(removed, pngBytes(2), 'image/png');
      await storage.delete(removed);
      expect(await storage.get(removed)).toBeNull();
      expect((await readAll((await storage.get(kept))!.body)).equals(pngBytes(1))).toBe(true);
    });

    it('does not throw when deleting a key that names no object', async () => {
      await expect(storage.delete(`${randomUUID()}.webp`)).resolves.toBeUndefined();
    });

    it('resolves ping when the store answers', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Disk

describeObjectStorage('DiskObjectStorage', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'blog-disk-storage-'));
  const directory = path.join(root, 'uploads');
  await mkdir(directory);
  return {
    storage: new DiskObjectStorage(directory),
    plantOutside: async (bytes) => {
      const name = `${randomUUID()}.png`;
      const file = path.join(root, name);
      await writeFile(file, bytes);
      return {
        key: `../${name}`,
        read: () => readFile(file).catch(() => null),
      };
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('DiskObjectStorage beyond the contract', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'blog-disk-extra-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates its folder on the first put and leaves only the object in it', async () => {
    const directory = path.join(root, 'not-yet-there');
    const storage: ObjectStorage = new DiskObjectStorage(directory);
    const key = `${randomUUID()}.png`;
    await storage.put(key, pngBytes(), 'image/png');
    expect(await readdir(directory)).toEqual([key]);
    expect((await readFile(path.join(directory, key))).equals(pngBytes())).toBe(true);
  });

  it('reports STORAGE_UNAVAILABLE when its folder cannot be used', async () => {
    const notAFolder = path.join(root, 'a-file');
    await writeFile(notAFolder, 'occupied');
    const storage: ObjectStorage = new DiskObjectStorage(notAFolder);
    await expectDomainError(storage.ping(), 'STORAGE_UNAVAILABLE');
    await expectDomainError(
      storage.put(`${randomUUID()}.png`, pngBytes(), 'image/png'),
      'STORAGE_UNAVAILABLE',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// S3 (s3rver: a real S3-protocol server on a random port)

const BUCKET = 'test-bucket';
const OUTSIDE_BUCKET = 'outside-bucket';
const startS3rver = () => startS3({ bucket: BUCKET, otherBuckets: [OUTSIDE_BUCKET] });

function s3Storage(endpoint: string, bucket = BUCKET): S3ObjectStorage {
  return new S3ObjectStorage({
    driver: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    ...S3_TEST_CREDENTIALS,
  });
}

async function readRaw(raw: S3Client, bucket: string, key: string): Promise<Buffer | null> {
  try {
    const answer = await raw.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

describeObjectStorage('S3ObjectStorage', async () => {
  const s3 = await startS3rver();
  return {
    storage: s3Storage(s3.endpoint),
    plantOutside: async (bytes) => {
      const name = `${randomUUID()}.png`;
      await s3.client.send(
        new PutObjectCommand({
          Bucket: OUTSIDE_BUCKET,
          Key: name,
          Body: bytes,
          ContentType: 'image/png',
        }),
      );
      return {
        key: `../${OUTSIDE_BUCKET}/${name}`,
        read: () => readRaw(s3.client, OUTSIDE_BUCKET, name),
      };
    },
    close: () => s3.stop(),
  };
});

describe('S3ObjectStorage beyond the contract', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;

  beforeAll(async () => {
    s3 = await startS3rver();
  });

  afterAll(async () => {
    await s3?.stop();
  });

  it('stores exactly the uploaded length, not an aws-chunked encoding of it', async () => {
    const bytes = pngBytes(200_000 - pngBytes().length);
    expect(bytes.length).toBe(200_000);
    const image = await checkImage(bytes);
    await s3Storage(s3.endpoint).put(image.key, image.bytes, image.contentType);

    const head = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: image.key }));
    expect(head.ContentLength).toBe(200_000);
    expect(head.ContentType).toBe('image/png');
    const stored = await readRaw(s3.client, BUCKET, image.key);
    expect(stored?.length).toBe(200_000);
    expect(stored?.equals(bytes)).toBe(true);
  });

  it('rejects ping with STORAGE_UNAVAILABLE when its bucket does not exist', async () => {
    const storage = s3Storage(s3.endpoint, 'missing-bucket');
    await expectDomainError(storage.ping(), 'STORAGE_UNAVAILABLE');
  });

  describe('pointed at a port where nothing listens', () => {
    let storage: S3ObjectStorage;

    beforeAll(async () => {
      storage = s3Storage(`http://127.0.0.1:${await freePort()}`);
    });

    it('rejects put with STORAGE_UNAVAILABLE, quickly', async () => {
      const started = Date.now();
      await expectDomainError(
        storage.put(`${randomUUID()}.png`, pngBytes(), 'image/png'),
        'STORAGE_UNAVAILABLE',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('rejects ping with STORAGE_UNAVAILABLE, quickly', async () => {
      const started = Date.now();
      await expectDomainError(storage.ping(), 'STORAGE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('rejects get with STORAGE_UNAVAILABLE instead of answering "no such object"', async () => {
      await expectDomainError(storage.get(`${randomUUID()}.png`), 'STORAGE_UNAVAILABLE');
    });

    it('rejects delete with STORAGE_UNAVAILABLE', async () => {
      await expectDomainError(storage.delete(`${randomUUID()}.png`), 'STORAGE_UNAVAILABLE');
    });
  });
});
