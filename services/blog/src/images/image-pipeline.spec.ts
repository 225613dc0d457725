import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '@site/common';
import {
  animatedGif,
  cameraPhoto,
  cmykJpeg,
  colourAt,
  displayP3Jpeg,
  exifHasGps,
  flatJpeg,
  HEIC_BYTES,
  MARKER_COLOUR,
  noisePng,
  pixelBombPng,
  type Rgb,
  SVG_BYTES,
  tempFile,
  TEXT_BYTES,
  truncated,
} from '@site/common/testing';
import {
  IMAGE_FORMAT_TYPES,
  IMAGE_FORMATS,
  IMAGE_HEIC_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageVariant,
  MAX_IMAGE_BYTES,
  MAX_PLACEHOLDER_LENGTH,
  MAX_UPLOAD_PIXELS,
  SOCIAL_CARD,
} from '@site/contract';
import { contentTypeOfKey, isImageKey } from '../image-types.js';
import {
  createImagePipeline,
  type ProcessedImage,
  type StoredImageFile,
} from './image-pipeline.js';

const pipeline = createImagePipeline();

/** What libvips calls each format when it reads it back. */
const DECODED_AS: Record<ImageFormat, string> = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' };

function fileOf(result: ProcessedImage, variant: ImageVariant): StoredImageFile {
  const file = result.files.find((candidate) => `/uploads/${candidate.key}` === variant.url);
  if (!file) throw new Error(`no file for ${variant.url}`);
  return file;
}

function largestJpeg(result: ProcessedImage): StoredImageFile {
  const jpegs = result.image.variants.filter((variant) => variant.format === 'jpeg');
  const widest = jpegs[jpegs.length - 1];
  if (!widest) throw new Error('no JPEG variant');
  return fileOf(result, widest);
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, but the image was accepted');
}

function expectColourNear(actual: Rgb, expected: Rgb, tolerance: number): void {
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(actual[channel] - expected[channel])).toBeLessThanOrEqual(tolerance);
  }
}

describe('a 12 MP camera photo with GPS EXIF and orientation 6', () => {
  let photo: Buffer;
  let result: ProcessedImage;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    photo = await cameraPhoto();
    const upload = await tempFile(photo, 'IMG_0001.jpg');
    remove = upload.remove;
    result = await pipeline.process(upload.path);
  }, 120_000);

  afterAll(() => remove());

  it('really carries GPS, XMP and orientation 6 before processing', async () => {
    const input = await sharp(photo).metadata();
    expect(input.format).toBe('jpeg');
    expect([input.width, input.height]).toEqual([4000, 3000]);
    expect(input.orientation).toBe(6);
    expect(exifHasGps(input.exif)).toBe(true);
    expect(input.xmpAsString).toContain('Test Camera Owner');
  });

  it('comes out rotated to portrait, its stored top-left corner now top-right', async () => {
    expect([result.image.width, result.image.height]).toEqual([1920, 2560]);
    const jpeg = largestJpeg(result);
    const topRight = await colourAt(jpeg.bytes, {
      left: 1920 - 200,
      top: 20,
      width: 150,
      height: 150,
    });
    const topLeft = await colourAt(jpeg.bytes, { left: 20, top: 20, width: 150, height: 150 });
    expectColourNear(topRight, MARKER_COLOUR, 12);
    expect(
      Math.abs(topLeft.r - MARKER_COLOUR.r) + Math.abs(topLeft.g - MARKER_COLOUR.g),
    ).toBeGreaterThan(60);
  });

  it('has every width in every format, ordered by format then width', () => {
    const expected = IMAGE_FORMATS.flatMap((format) =>
      IMAGE_WIDTHS.map((width) => ({ format, width, height: (width * 4) / 3 })),
    );
    expect(
      result.image.variants.map(({ format, width, height }) => ({ format, width, height })),
    ).toEqual(expected);
  });

  it('writes files that decode as the format and size they claim', async () => {
    for (const variant of result.image.variants) {
      const file = fileOf(result, variant);
      const decoded = await sharp(file.bytes).metadata();
      expect(decoded.format).toBe(DECODED_AS[variant.format]);
      if (variant.format === 'avif') expect(decoded.compression).toBe('av1');
      expect([decoded.width, decoded.height]).toEqual([variant.width, variant.height]);
      expect(file.contentType).toBe(IMAGE_FORMAT_TYPES[variant.format]);
      expect((await fileTypeFromBuffer(file.bytes))?.mime).toBe(IMAGE_FORMAT_TYPES[variant.format]);
    }
  });

  it('strips every piece of metadata and leaves sRGB pixels', async () => {
    expect(result.files).toHaveLength(IMAGE_FORMATS.length * IMAGE_WIDTHS.length + 1);
    for (const file of result.files) {
      const decoded = await sharp(file.bytes).metadata();
      expect(decoded.exif).toBeUndefined();
      expect(decoded.xmp).toBeUndefined();
      expect(decoded.iptc).toBeUndefined();
      expect(decoded.icc).toBeUndefined();
      expect(decoded.orientation).toBeUndefined();
      expect(decoded.comments).toBeUndefined();
      expect(decoded.space).toBe('srgb');
      // The EXIF block's header, and the camera's name from EXIF Make and XMP.
      expect(file.bytes.includes('Exif\0\0')).toBe(false);
      expect(file.bytes.includes('Test Camera')).toBe(false);
    }
  });

  it('makes a SOCIAL_CARD-sized JPEG social card', async () => {
    const { social } = result.image;
    expect(social).toMatchObject({ ...SOCIAL_CARD, format: 'jpeg' });
    const decoded = await sharp(fileOf(result, social).bytes).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual([
      'jpeg',
      SOCIAL_CARD.width,
      SOCIAL_CARD.height,
    ]);
  });

  it('makes a tiny placeholder that fits its limit and decodes', async () => {
    const { placeholder } = result.image;
    expect(placeholder.length).toBeLessThanOrEqual(MAX_PLACEHOLDER_LENGTH);
    const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(placeholder);
    expect(match).not.toBeNull();
    const decoded = await sharp(Buffer.from(match?.[1] ?? '', 'base64')).metadata();
    expect(decoded.format).toBe('webp');
    expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(16);
    expect(decoded.height).toBeGreaterThan(decoded.width);
  });

  it('names each file by the sha-256 of its bytes, under /uploads/', () => {
    for (const file of result.files) {
      const hash = createHash('sha256').update(file.bytes).digest('hex');
      expect(file.key).toMatch(/^[0-9a-f]{64}\.(avif|webp|jpg)$/);
      expect(file.key.startsWith(`${hash}.`)).toBe(true);
      expect(isImageKey(file.key)).toBe(true);
      expect(contentTypeOfKey(file.key)).toBe(file.contentType);
    }
    const urls = [...result.image.variants, result.image.social].map((variant) => variant.url);
    expect(urls.sort()).toEqual(result.files.map((file) => `/uploads/${file.key}`).sort());
  });
});

describe('inputs the pipeline accepts', () => {
  it('accepts a 20 MB PNG of noise', async () => {
    const png = await noisePng(MAX_IMAGE_BYTES);
    expect(png.length).toBeGreaterThan(MAX_IMAGE_BYTES * 0.95);
    expect(png.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const result = await pipeline.process(png);
    const side = (await sharp(png).metadata()).width;
    expect(side).toBeGreaterThan(1920);
    expect(result.image.variants.map((variant) => variant.width)).toEqual(
      IMAGE_FORMATS.flatMap(() => [...IMAGE_WIDTHS]),
    );
    expect([result.image.width, result.image.height]).toEqual([1920, 1920]);
  }, 180_000);

  it('keeps the first frame of an animated GIF', async () => {
    const red = { r: 220, g: 30, b: 30 };
    const gif = await animatedGif([red, { r: 30, g: 30, b: 220 }]);
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const result = await pipeline.process(gif);
    for (const variant of result.image.variants) {
      const bytes = fileOf(result, variant).bytes;
      expect((await sharp(bytes).metadata()).pages ?? 1).toBe(1);
      expectColourNear(await colourAt(bytes, { left: 8, top: 8, width: 40, height: 30 }), red, 16);
    }
  });

  it('gives an image narrower than the smallest width one variant a format, never upscaled', async () => {
    const result = await pipeline.process(await flatJpeg({ r: 40, g: 160, b: 90 }, 300, 200));
    expect(
      result.image.variants.map(({ format, width, height }) => [format, width, height]),
    ).toEqual(IMAGE_FORMATS.map((format) => [format, 300, 200]));
    expect([result.image.width, result.image.height]).toEqual([300, 200]);
  });

  it('never upscales: a 1000-px image gets the widths up to its own', async () => {
    const result = await pipeline.process(await flatJpeg({ r: 40, g: 160, b: 90 }, 1000, 500));
    const jpegWidths = result.image.variants
      .filter((variant) => variant.format === 'jpeg')
      .map((variant) => variant.width);
    expect(jpegWidths).toEqual([480, 960]);
    expect([result.image.width, result.image.height]).toEqual([960, 480]);
  });

  it('converts a CMYK JPEG to sRGB with its colour kept', async () => {
    const colour = { r: 200, g: 40, b: 40 };
    const cmyk = await cmykJpeg(colour);
    const input = await sharp(cmyk).metadata();
    expect([input.space, input.channels]).toEqual(['cmyk', 4]);
    const result = await pipeline.process(cmyk);
    const jpeg = largestJpeg(result);
    const decoded = await sharp(jpeg.bytes).metadata();
    expect([decoded.space, decoded.channels, decoded.icc]).toEqual(['srgb', 3, undefined]);
    // A round trip through a CMYK profile moves colours a little; read as RGB, the CMYK
    // numbers would be nowhere near.
    expectColourNear(
      await colourAt(jpeg.bytes, { left: 10, top: 10, width: 100, height: 100 }),
      colour,
      30,
    );
  });

  it('converts a Display P3 JPEG through its ICC profile to sRGB', async () => {
    const colour = { r: 200, g: 100, b: 50 };
    const p3 = await displayP3Jpeg(colour);
    const input = await sharp(p3).metadata();
    // The profile's description is UTF-16: drop the zero bytes to read it.
    expect(input.icc?.toString('latin1').replaceAll('\0', '')).toContain('P3');
    const p3Numbers = await colourAt(await sharp(p3, { ignoreIcc: true }).png().toBuffer(), {
      left: 10,
      top: 10,
      width: 100,
      height: 100,
    });
    expect(Math.abs(p3Numbers.r - colour.r) + Math.abs(p3Numbers.b - colour.b)).toBeGreaterThan(15);
    const result = await pipeline.process(p3);
    const jpeg = largestJpeg(result);
    expect((await sharp(jpeg.bytes).metadata()).icc).toBeUndefined();
    expectColourNear(
      await colourAt(jpeg.bytes, { left: 10, top: 10, width: 100, height: 100 }),
      colour,
      4,
    );
  });

  it('flattens transparency onto white in the JPEG and keeps it in WebP and AVIF', async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await pipeline.process(png);
    for (const variant of result.image.variants) {
      const bytes = fileOf(result, variant).bytes;
      if (variant.format === 'jpeg') {
        expectColourNear(
          await colourAt(bytes, { left: 0, top: 0, width: 50, height: 50 }),
          { r: 255, g: 255, b: 255 },
          2,
        );
      } else {
        expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
      }
    }
  });

  it('gives identical input identical keys, from a path or from bytes', async () => {
    const photo = await cameraPhoto({ width: 1200, height: 900, orientation: 1 });
    const upload = await tempFile(photo, 'photo.jpg');
    try {
      const first = await pipeline.process(photo);
      const second = await pipeline.process(upload.path);
      expect(second.files.map((file) => file.key)).toEqual(first.files.map((file) => file.key));
      expect(second.image).toEqual(first.image);
    } finally {
      await upload.remove();
    }
  });
});

describe('inputs the pipeline refuses', () => {
  it('refuses a tiny-bytes 30,000 × 30,000 PNG from its header, fast and without its pixels', async () => {
    const bomb = await pixelBombPng(30_000, 30_000);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([30_000, 30_000]);
    expect(header.width * header.height).toBeGreaterThan(MAX_UPLOAD_PIXELS);
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const error = await refusal(pipeline.process(bomb));
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - rssBefore;

    expect(error.code).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(error.message).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE);
    expect(elapsed).toBeLessThan(1000);
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a bomb at once even while the queue is busy', async () => {
    const busy = createImagePipeline({ concurrency: 1 });
    const photo = await cameraPhoto({ width: 3000, height: 2000, orientation: 1 });
    const bomb = await pixelBombPng(30_000, 30_000);
    const working = busy.process(photo);
    while (busy.active === 0) await nextTurn();
    const started = performance.now();
    expect((await refusal(busy.process(bomb))).code).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(busy.active).toBe(1);
    await working;
  }, 60_000);

  it('refuses a truncated JPEG', async () => {
    const photo = await cameraPhoto({ width: 1600, height: 1200, orientation: 1 });
    const error = await refusal(pipeline.process(truncated(photo, 0.6)));
    expect([error.code, error.message]).toEqual(['IMAGE_UNREADABLE', IMAGE_UNREADABLE_MESSAGE]);
  });

  it('refuses a JPEG whose image data is corrupt', async () => {
    const photo = await cameraPhoto({ width: 1600, height: 1200, orientation: 1 });
    const corrupt = Buffer.from(photo);
    const from = Math.floor(corrupt.length / 2);
    for (let i = from; i < from + 2000; i++) corrupt[i] = (i * 7919) & 0xff;
    expect((await refusal(pipeline.process(corrupt))).code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a PNG cut off inside its header', async () => {
    const png = await flatJpeg({ r: 1, g: 2, b: 3 }).then((jpeg) => sharp(jpeg).png().toBuffer());
    expect((await refusal(pipeline.process(png.subarray(0, 20)))).code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a text file renamed photo.jpg', async () => {
    const upload = await tempFile(TEXT_BYTES, 'photo.jpg');
    try {
      const error = await refusal(pipeline.process(upload.path));
      expect([error.code, error.message]).toEqual(['IMAGE_TYPE_NOT_ALLOWED', IMAGE_TYPE_MESSAGE]);
    } finally {
      await upload.remove();
    }
  });

  it('refuses an SVG, which libvips could render', async () => {
    expect((await refusal(pipeline.process(SVG_BYTES))).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const big = Buffer.concat([
      await flatJpeg({ r: 1, g: 2, b: 3 }),
      Buffer.alloc(MAX_IMAGE_BYTES),
    ]);
    expect((await refusal(pipeline.process(big))).code).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses HEIC, which the prebuilt libvips cannot decode, asking for a JPEG', async () => {
    const header = await sharp(HEIC_BYTES).metadata();
    expect([header.format, header.compression]).toEqual(['heif', 'hevc']);
    await expect(sharp(HEIC_BYTES).png().toBuffer()).rejects.toThrow(/HEVC/);
    const error = await refusal(pipeline.process(HEIC_BYTES));
    expect([error.code, error.message]).toEqual(['IMAGE_TYPE_NOT_ALLOWED', IMAGE_HEIC_MESSAGE]);
    expect(error.message).toContain('JPEG');
  });
});

describe('a worker process per image', () => {
  /** The image workers this process has started and that still run. */
  const workers = () =>
    spawnSync('pgrep', ['-f', '-P', String(process.pid), 'image-worker'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);

  it('makes the same files as this process would, and leaves no process behind', async () => {
    const photo = await cameraPhoto({ width: 1600, height: 1200, orientation: 6 });
    const isolated = await pipeline.process(photo);
    const inline = await createImagePipeline({ isolate: false }).process(photo);
    expect(isolated.files.map((file) => file.key)).toEqual(inline.files.map((file) => file.key));
    expect(isolated.image).toEqual(inline.image);
    expect(workers()).toEqual([]);
  });

  it('fails an upload whose worker dies (a decoder crash, the OOM killer) as unreadable, and goes on', async () => {
    const work = pipeline.process(await cameraPhoto({ width: 2400, height: 1800 }));
    let pids: string[] = [];
    while (pids.length === 0) {
      pids = workers();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
    const error = await work.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('IMAGE_UNREADABLE');
    const next = await pipeline.process(await flatJpeg({ r: 1, g: 2, b: 3 }, 64, 48));
    expect(next.files.length).toBeGreaterThan(0);
  });
});

describe('bounded concurrency', () => {
  async function runTen(concurrency: number): Promise<{ active: number; waiting: number }> {
    const queue = createImagePipeline({ concurrency });
    const photos = await Promise.all(
      Array.from({ length: 10 }, (_, i) => flatJpeg({ r: 20 * i, g: 120, b: 60 }, 800, 600)),
    );
    let finished = false;
    const all = Promise.all(photos.map((photo) => queue.process(photo))).finally(() => {
      finished = true;
    });
    const peak = { active: 0, waiting: 0 };
    while (!finished) {
      peak.active = Math.max(peak.active, queue.active);
      peak.waiting = Math.max(peak.waiting, queue.waiting);
      await nextTurn();
    }
    const results = await all;
    expect(results).toHaveLength(10);
    expect(new Set(results.map((result) => result.image.social.url)).size).toBe(10);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
    return peak;
  }

  it('processes ten queued images one at a time with concurrency 1', async () => {
    expect(await runTen(1)).toEqual({ active: 1, waiting: 9 });
  }, 120_000);

  it('processes at most three at once with concurrency 3', async () => {
    expect(await runTen(3)).toEqual({ active: 3, waiting: 7 });
  }, 120_000);
});
