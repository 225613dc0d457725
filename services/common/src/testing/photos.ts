/**
 * Real photos for image-pipeline tests, made with sharp in memory (no binaries in the
 * repository): a camera photo with GPS and an orientation, a large noise PNG, a
 * decompression bomb, an animated GIF, CMYK and Display-P3 JPEGs, a real HEIC.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { constants as zlibConstants, crc32, createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The colour of the marker square a camera photo carries in its stored top-left corner. */
export const MARKER_COLOUR: Rgb = { r: 230, g: 20, b: 20 };

/** Where the camera photo was taken, written as EXIF GPS. */
export const PHOTO_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 2952/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 17/1 4020/100',
};

const PHOTO_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Test Camera Owner"/>' +
  '</rdf:RDF></x:xmpmeta>';

export interface CameraPhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation, 1 to 8. */
  orientation?: number;
  quality?: number;
}

/**
 * A camera-like JPEG (smooth colour areas with fine grain), 4000 × 3000 by default, with GPS
 * EXIF, XMP and orientation 6 (displayed rotated 90° clockwise, so portrait). Its stored
 * top-left corner holds a MARKER_COLOUR square a tenth of the width wide.
 */
export async function cameraPhoto(options: CameraPhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, orientation = 6, quality = 92 } = options;
  const blobs = await sharp({
    create: {
      width: Math.max(2, Math.round(width / 50)),
      height: Math.max(2, Math.round(height / 50)),
      channels: 3,
      background: { r: 90, g: 130, b: 170 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const side = Math.max(1, Math.round(width / 10));
  const marker = await sharp({
    create: { width: side, height: side, channels: 3, background: MARKER_COLOUR },
  })
    .png()
    .toBuffer();
  const scene = await sharp(blobs)
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      { input: grain, blend: 'soft-light' },
      { input: marker, top: 0, left: 0 },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(scene)
    .jpeg({ quality })
    .withExif({ IFD0: { Make: 'Pipeline Test Camera', Model: 'PT-1' }, IFD3: PHOTO_GPS })
    .withMetadata({ orientation })
    .withXmp(PHOTO_XMP)
    .toBuffer();
}

/** A PNG of random RGB pixels (incompressible) whose file is just under `maxBytes`. */
export async function noisePng(maxBytes: number): Promise<Buffer> {
  // Stored (level 0) deflate: the file is the pixels plus a filter byte a row and a little
  // framing, so a square of this side stays under maxBytes.
  const side = Math.floor(Math.sqrt((maxBytes * 0.985) / 3));
  const png = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length > maxBytes) throw new Error(`noise PNG is ${png.length} bytes, over ${maxBytes}`);
  return png;
}

/**
 * A valid 1-bit greyscale PNG of width × height black pixels: a few hundred KB that decode to
 * width × height bytes (900 MB at 30,000 × 30,000). Written row by row, never whole in memory.
 */
export async function pixelBombPng(width = 30_000, height = 30_000): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = createDeflate({ level: zlibConstants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of one colour (8-bit RGB), written without a decoder in the way. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, RGB, deflate, adaptive filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A GIF of one frame per colour, each width × height, looping. */
export async function animatedGif(colours: Rgb[], width = 64, height = 48): Promise<Buffer> {
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: colours.map(() => 200), loop: 0 })
    .toBuffer();
}

/** A JPEG of one flat colour. */
export async function flatJpeg(colour: Rgb, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A CMYK JPEG (as print workflows export) of an sRGB colour. */
export async function cmykJpeg(colour: Rgb, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toColourspace('cmyk')
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A JPEG of an sRGB colour converted into Display P3, with the P3 ICC profile embedded. */
export async function displayP3Jpeg(colour: Rgb, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withIccProfile('p3')
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The first `fraction` of a file, as an interrupted upload or copy leaves it. */
export function truncated(bytes: Buffer, fraction = 0.6): Buffer {
  return Buffer.from(bytes.subarray(0, Math.floor(bytes.length * fraction)));
}

/** The average colour of an image's region (after its EXIF orientation is applied). */
export async function colourAt(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<Rgb> {
  const { data, info } = await sharp(image)
    .autoOrient()
    .extract(region)
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    for (let c = 0; c < 3; c++) sums[c] = (sums[c] ?? 0) + (data[i + c] ?? 0);
  }
  const pixels = data.length / info.channels;
  const [r, g, b] = sums.map((sum) => Math.round(sum / pixels));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

/**
 * A real HEIC (HEVC-coded HEIF, as an iPhone writes), 64 × 48, red: made with libheif's
 * heif-enc (x265) from a sharp JPEG. sharp's prebuilt libvips reads its header but has no
 * HEVC decoder.
 */
export const HEIC_BYTES = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAaptZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAA' +
    'AAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHOAAEAAAAA' +
    'AAAAGgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQ' +
    'IAAAAAAgAAZ3JpZAAAAADVaXBycAAAALNpcGNvAAAAc2h2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEM' +
    'Af//A3AAAAMAkAAAAwAAAwAeugJAIQABACdCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprmwIAAAAwAgAAADACEiAA' +
    'EABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAA' +
    'GmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACJtZGF0AAAAFigBrxmA70' +
    'mlv//cOZ/1Ni/4XrWmPm4=',
  'base64',
);

/** Where GPS tags live in EXIF: the GPSInfo tag of IFD0 points at the GPS IFD. */
const GPS_INFO_TAG = 0x8825;

/** True when EXIF data (as sharp's metadata().exif gives it) holds a non-empty GPS IFD. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const start = exif.indexOf('Exif\0\0', 0, 'latin1');
  const tiff = start >= 0 ? start + 6 : 0;
  const little = exif.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === GPS_INFO_TAG) {
      const gpsIfd = tiff + u32(entry + 8);
      return gpsIfd + 2 <= exif.length && u16(gpsIfd) > 0;
    }
  }
  return false;
}

/** Writes bytes to a file in a fresh temporary folder; `remove` deletes the folder. */
export async function tempFile(
  bytes: Buffer,
  name = 'upload.bin',
): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'photo-'));
  const path = join(dir, name);
  await writeFile(path, bytes);
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}
