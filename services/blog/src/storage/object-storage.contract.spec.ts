import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DomainError } from '@site/common';
import { avifBytes, gifBytes, jpegBytes, pngBytes, webpBytes } from '@site/common/testing';
import { freePort, S3_TEST_CREDENTIALS, startS3 } from '@site/testkit';
import { IMAGE_TYPES, type ImageMime } from '@site/contract';
import { DiskObjectStorage } from './disk-object-storage.js';
import { type ObjectStorage } from './object-storage.js';
import { S3ObjectStorage, type S3Tuning } from './s3-object-storage.js';

/** An upload as the blog stored originals before the image pipeline: a fresh uuid key with its
 * type's extension. */
function uploadOf(bytes: Buffer, contentType: ImageMime) {
  return { key: `${randomUUID()}.${IMAGE_TYPES[contentType]}`, contentType, bytes };
}

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
  /** Stores bytes in the adapter's folder or bucket under a name the adapter would never use. */
  plantInside(name: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listAll(storage: ObjectStorage): Promise<Map<string, Date>> {
  const listed = new Map<string, Date>();
  for await (const object of storage.list()) {
    expect(listed.has(object.key)).toBe(false);
    listed.set(object.key, object.lastModified);
  }
  return listed;
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

    it.each<[string, () => Buffer, ImageMime]>([
      ['PNG', () => pngBytes(), 'image/png'],
      ['JPEG', jpegBytes, 'image/jpeg'],
      ['GIF', gifBytes, 'image/gif'],
      ['WebP', webpBytes, 'image/webp'],
      ['AVIF', avifBytes, 'image/avif'],
      ['200,000-byte PNG', () => pngBytes(200_000 - pngBytes().length), 'image/png'],
    ])(
      'returns a stored %s with the same bytes, content type and size',
      async (_type, bytes, type) => {
        const image = uploadOf(bytes(), type);
        await storage.put(image.key, image.bytes, image.contentType);

        const stored = await storage.get(image.key);
        expect(stored).not.toBeNull();
        const body = await readAll(stored!.body);
        expect(body.length).toBe(image.bytes.length);
        expect(body.equals(image.bytes)).toBe(true);
        expect(stored!.contentType).toBe(image.contentType);
        expect(stored!.size).toBe(image.bytes.length);
      },
    );

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

    it('lists every stored object with the time it was written', async () => {
      // S3 keeps LastModified to the second.
      const before = Math.floor(Date.now() / 1000) * 1000;
      const keys = [`${randomUUID()}.png`, `${randomUUID()}.gif`];
      await storage.put(keys[0]!, pngBytes(), 'image/png');
      await storage.put(keys[1]!, gifBytes(), 'image/gif');
      const after = Date.now();

      const listed = await listAll(storage);
      for (const key of keys) {
        const written = listed.get(key)?.getTime();
        expect(written).toBeGreaterThanOrEqual(before);
        expect(written).toBeLessThanOrEqual(after + 1_000);
      }
    });

    it('lists content-addressed keys and no longer lists a deleted object', async () => {
      const kept = `${'a'.repeat(64)}.avif`;
      const removed = `${'b'.repeat(64)}.webp`;
      await storage.put(kept, avifBytes(), 'image/avif');
      await storage.put(removed, webpBytes(), 'image/webp');
      await storage.delete(removed);
      const listed = await listAll(storage);
      expect(listed.has(kept)).toBe(true);
      expect(listed.has(removed)).toBe(false);
    });

    it('leaves out of the list what is not under an image key', async () => {
      const names = ['notes.txt', `${randomUUID()}.svg`, `.${randomUUID()}.partial`];
      for (const name of names) await harness.plantInside(name, pngBytes());
      const listed = await listAll(storage);
      expect(listed.size).toBeGreaterThan(0);
      for (const name of names) expect(listed.has(name)).toBe(false);
      for (const key of listed.keys()) expect(await storage.get(key)).not.toBeNull();
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
    plantInside: (name, bytes) => writeFile(path.join(directory, name), bytes),
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

  it('lists nothing while its folder does not exist', async () => {
    const storage: ObjectStorage = new DiskObjectStorage(path.join(root, 'never-made'));
    expect((await listAll(storage)).size).toBe(0);
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
    await expectDomainError(listAll(storage), 'STORAGE_UNAVAILABLE');
  });
});

// ---------------------------------------------------------------------------------------------
// S3 (s3rver: a real S3-protocol server on a random port)

const BUCKET = 'test-bucket';
const OUTSIDE_BUCKET = 'outside-bucket';
const startS3rver = () => startS3({ bucket: BUCKET, otherBuckets: [OUTSIDE_BUCKET] });

function s3Storage(endpoint: string, bucket = BUCKET, tuning?: S3Tuning): S3ObjectStorage {
  return new S3ObjectStorage(
    {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...S3_TEST_CREDENTIALS,
    },
    tuning,
  );
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

/**
 * ListObjectsV2 in pages of the requested size, with continuation tokens, over s3rver's
 * listing of BUCKET: s3rver cannot make continuation tokens on Node 17+ (they use DES, which
 * OpenSSL 3 leaves out), so its own pages stop at the first one.
 */
async function pagedListing(raw: S3Client) {
  const requests: { maxKeys: string | null; page: number }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const maxKeys = url.searchParams.get('max-keys');
    const page = Number(url.searchParams.get('continuation-token') ?? '0');
    requests.push({ maxKeys, page });
    void raw.send(new ListObjectsV2Command({ Bucket: BUCKET })).then((all) => {
      const size = Number(maxKeys ?? 1000);
      const contents = all.Contents ?? [];
      const shown = contents.slice(page * size, (page + 1) * size);
      const truncated = (page + 1) * size < contents.length;
      response.setHeader('content-type', 'application/xml');
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?>' +
          '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
          `<Name>${BUCKET}</Name><Prefix></Prefix><KeyCount>${shown.length}</KeyCount>` +
          `<MaxKeys>${size}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${page + 1}</NextContinuationToken>` : '') +
          shown
            .map(
              (object) =>
                `<Contents><Key>${object.Key}</Key>` +
                `<LastModified>${object.LastModified?.toISOString()}</LastModified>` +
                `<Size>${object.Size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
            )
            .join('') +
          '</ListBucketResult>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
    plantInside: async (name, bytes) => {
      await s3.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: name, Body: bytes }));
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
    const image = uploadOf(bytes, 'image/png');
    await s3Storage(s3.endpoint).put(image.key, image.bytes, image.contentType);

    const head = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: image.key }));
    expect(head.ContentLength).toBe(200_000);
    expect(head.ContentType).toBe('image/png');
    const stored = await readRaw(s3.client, BUCKET, image.key);
    expect(stored?.length).toBe(200_000);
    expect(stored?.equals(bytes)).toBe(true);
  });

  it('lists a bucket of several pages, page by page', async () => {
    const keys = Array.from({ length: 5 }, () => `${randomUUID()}.png`);
    for (const key of keys) await s3Storage(s3.endpoint).put(key, pngBytes(), 'image/png');
    const pages = await pagedListing(s3.client);
    try {
      const listed = await listAll(s3Storage(pages.endpoint, BUCKET, { listPageSize: 2 }));
      for (const key of keys) expect(listed.has(key)).toBe(true);
      expect(listed.size).toBe(await s3.objectCount(BUCKET));
      expect(pages.requests).toEqual(
        Array.from({ length: Math.ceil(listed.size / 2) }, (_, page) => ({ maxKeys: '2', page })),
      );
    } finally {
      await pages.close();
    }
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

    it('rejects a listing with STORAGE_UNAVAILABLE instead of listing nothing', async () => {
      await expectDomainError(listAll(storage), 'STORAGE_UNAVAILABLE');
    });
  });
});
