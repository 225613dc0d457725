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
import { checkImage, contentTypeOfKey, isImageKey } from './image-types.js';

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

  it('refuses an image over 5 MB with IMAGE_TOO_LARGE', async () => {
    const tooLarge = pngBytes(MAX_IMAGE_BYTES);
    expect(tooLarge.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(await codeOf(checkImage(tooLarge))).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses an image one byte over the limit and accepts one of exactly 5 MB', async () => {
    const base = pngBytes().length;
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(await codeOf(checkImage(pngBytes(MAX_IMAGE_BYTES - base + 1)))).toBe('IMAGE_TOO_LARGE');
    const exact = await checkImage(pngBytes(MAX_IMAGE_BYTES - base));
    expect(exact.bytes.length).toBe(MAX_IMAGE_BYTES);
    expect(exact.contentType).toBe('image/png');
  });
});

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
  ])('refuses %s', (_name, key) => {
    expect(isImageKey(key)).toBe(false);
  });
});
