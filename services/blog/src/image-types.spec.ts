import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@site/common';
import {
  avifBytes,
  gifBytes,
  jpegBytes,
  pngBytes,
  SVG_BYTES,
  TEXT_BYTES,
  webpBytes,
} from '@site/common/testing';
import { MAX_IMAGE_BYTES } from '@site/contract';
import { checkImage, contentKeyOf, contentTypeOfKey, isImageKey } from './image-types.js';

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }
  throw new Error('expected a DomainError, but the call resolved');
}

const KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

describe('checkImage', () => {
  it.each<[string, () => Buffer, string, string]>([
    ['a PNG', () => pngBytes(), 'image/png', 'png'],
    ['a JPEG', jpegBytes, 'image/jpeg', 'jpg'],
    ['a GIF', gifBytes, 'image/gif', 'gif'],
    ['a WebP', webpBytes, 'image/webp', 'webp'],
    ['an AVIF', avifBytes, 'image/avif', 'avif'],
  ])('recognises %s by its bytes', async (_name, bytes, contentType, extension) => {
    const input = bytes();
    const image = await checkImage(input);
    expect(image.contentType).toBe(contentType);
    expect(image.key).toMatch(KEY_SHAPE);
    expect(image.key.endsWith(`.${extension}`)).toBe(true);
    expect(isImageKey(image.key)).toBe(true);
    expect(contentTypeOfKey(image.key)).toBe(contentType);
    expect(image.bytes.equals(input)).toBe(true);
  });

  it('gives every image a fresh random key', async () => {
    const keys = await Promise.all(
      Array.from({ length: 20 }, async () => (await checkImage(pngBytes())).key),
    );
    expect(new Set(keys).size).toBe(20);
  });

  it.each<[string, Buffer]>([
    ['an SVG (it can carry script)', SVG_BYTES],
    ['plain text', TEXT_BYTES],
    ['text that calls itself a PNG', Buffer.from('photo.png\nPNG image data, 1 x 1\n', 'utf8')],
    ['only the first four bytes of the PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1')],
  ])('refuses %s with IMAGE_TYPE_NOT_ALLOWED', async (_name, bytes) => {
    expect(await codeOf(checkImage(bytes))).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses an image over 20 MB with IMAGE_TOO_LARGE', async () => {
    const tooLarge = pngBytes(MAX_IMAGE_BYTES);
    expect(tooLarge.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(await codeOf(checkImage(tooLarge))).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses an image one byte over the limit and accepts one of exactly 20 MB', async () => {
    const base = pngBytes().length;
    expect(MAX_IMAGE_BYTES).toBe(20 * 1024 * 1024);
    expect(await codeOf(checkImage(pngBytes(MAX_IMAGE_BYTES - base + 1)))).toBe('IMAGE_TOO_LARGE');
    const exact = await checkImage(pngBytes(MAX_IMAGE_BYTES - base));
    expect(exact.bytes.length).toBe(MAX_IMAGE_BYTES);
    expect(exact.contentType).toBe('image/png');
  });
});

const HASH = createHash('sha256').update('a variant').digest('hex');

describe('isImageKey', () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it.each(['png', 'jpg', 'webp', 'gif', 'avif'])(
    'accepts a uuid key with the %s extension',
    (ext) => {
      expect(isImageKey(`${uuid}.${ext}`)).toBe(true);
    },
  );

  it.each<[string, string]>([
    ['an empty key', ''],
    ['a parent-folder traversal', '../x.png'],
    ['a traversal in front of a valid key', `../${uuid}.png`],
    ['a current-folder prefix in front of a valid key', `./${uuid}.png`],
    ['a key in a subfolder', 'a/b.png'],
    ['a valid key in a subfolder', `a/${uuid}.png`],
    ['a backslash path', `..\\${uuid}.png`],
    ['an absolute path', `/${uuid}.png`],
    ['an uppercase uuid', `${uuid.toUpperCase()}.png`],
    ['an uppercase extension', `${uuid}.PNG`],
    ['a wrong extension', `${uuid}.svg`],
    ['a jpeg spelled .jpeg', `${uuid}.jpeg`],
    ['no extension', uuid],
    ['a double extension', `${uuid}.png.html`],
    ['a trailing newline', `${uuid}.png\n`],
    ['a name that is not a uuid', 'photo.png'],
    ['a content hash with a type the pipeline never writes', `${HASH}.png`],
    ['a content hash as a GIF', `${HASH}.gif`],
    ['a content hash spelled .jpeg', `${HASH}.jpeg`],
    ['an uppercase content hash', `${HASH.toUpperCase()}.jpg`],
    ['a content hash one digit short', `${HASH.slice(1)}.jpg`],
    ['a content hash one digit long', `${HASH}0.jpg`],
    ['a content hash that is not hex', `${'g'.repeat(64)}.jpg`],
    ['a content hash in a subfolder', `a/${HASH}.jpg`],
    ['a traversal in front of a content hash', `../${HASH}.avif`],
    ['a content hash with a double extension', `${HASH}.jpg.html`],
    ['a content hash with a trailing newline', `${HASH}.webp\n`],
  ])('refuses %s', (_name, key) => {
    expect(isImageKey(key)).toBe(false);
  });

  it.each<[string, string]>([
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['jpg', 'image/jpeg'],
  ])('accepts a content-addressed key with the %s extension', (extension, contentType) => {
    expect(isImageKey(`${HASH}.${extension}`)).toBe(true);
    expect(contentTypeOfKey(`${HASH}.${extension}`)).toBe(contentType);
  });
});

describe('contentKeyOf', () => {
  it("names bytes by their sha-256 and the format's extension", () => {
    const bytes = Buffer.from('the bytes of a variant');
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(contentKeyOf(bytes, 'avif')).toBe(`${hash}.avif`);
    expect(contentKeyOf(bytes, 'webp')).toBe(`${hash}.webp`);
    expect(contentKeyOf(bytes, 'jpeg')).toBe(`${hash}.jpg`);
    expect(isImageKey(contentKeyOf(bytes, 'jpeg'))).toBe(true);
  });

  it('gives equal bytes the same key and different bytes different keys', () => {
    expect(contentKeyOf(Buffer.from('a'), 'jpeg')).toBe(contentKeyOf(Buffer.from('a'), 'jpeg'));
    expect(contentKeyOf(Buffer.from('a'), 'jpeg')).not.toBe(contentKeyOf(Buffer.from('b'), 'jpeg'));
  });
});
