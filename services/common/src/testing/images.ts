/** Small real image files, built in memory, for upload and storage tests. */
import sharp from 'sharp';

/** A valid 1×1 PNG (any other bytes appended make it longer, still a PNG to a sniffer). */
export function pngBytes(padding = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return padding > 0 ? Buffer.concat([png, Buffer.alloc(padding)]) : png;
}

/** A valid 1×1 black baseline JPEG (made with sharp). */
export function jpegBytes(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIU' +
      'FRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU' +
      'FBT/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAn/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QA' +
      'FAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJVAA//Z',
    'base64',
  );
}

/** A valid 1×1 GIF. */
export function gifBytes(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** A valid 1×1 lossless WebP. */
export function webpBytes(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A valid 1×1 black AVIF (AV1 in HEIF, made with sharp). */
export function avifBytes(): Buffer {
  return Buffer.from(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAA' +
      'AAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABh' +
      'djAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAA' +
      'EHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQM6X' +
      't10S',
    'base64',
  );
}

export interface SolidImageOptions {
  width?: number;
  height?: number;
  format?: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';
  /** Grey noise instead of the colour: it compresses badly, so most of the file is pixel data
   * after its header. */
  noise?: boolean;
}

/**
 * A real image of one colour (8 × 8 PNG by default): images of different colours give the
 * image pipeline different pixels, so their variants get different content keys.
 */
export function solidImage(
  colour: { r: number; g: number; b: number },
  { width = 8, height = 8, format = 'png', noise = false }: SolidImageOptions = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: colour,
      ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } } : {}),
    },
  })
    .toFormat(format)
    .toBuffer();
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
