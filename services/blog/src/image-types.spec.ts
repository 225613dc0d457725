import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { contentKeyOf, contentTypeOfKey, isImageKey } from './image-types.js';

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
