/** Small real image files, built in memory, for upload and storage tests. */

/** A valid 1×1 PNG (any other bytes appended make it longer, still a PNG to a sniffer). */
export function pngBytes(padding = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return padding > 0 ? Buffer.concat([png, Buffer.alloc(padding)]) : png;
}

/** A minimal baseline JPEG header (SOI + JFIF APP0), enough for type detection. */
export function jpegBytes(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
}

export function gifBytes(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

export function webpBytes(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** An ISO-BMFF `ftyp` box with the avif brand, as AVIF files begin. */
export function avifBytes(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x1c]),
    Buffer.from('ftypavif', 'ascii'),
    Buffer.from([0x00, 0x00, 0x00, 0x00]),
    Buffer.from('avifmif1miaf', 'ascii'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(32)]);
}

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'utf8',
);

/** Text that only pretends to be an image by its name. */
export const TEXT_BYTES = Buffer.from(
  'this is not an image, whatever the file name says\n',
  'utf8',
);
