import { stat } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { type Metadata } from 'sharp';
import {
  IMAGE_HEIC_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_PIXELS,
} from '@site/contract';
import { DomainError } from '@site/common';
import { sharp } from './vips.js';

/** An upload: the path of its spooled file, or its bytes. */
export type ImageInput = string | Buffer;

export interface SourceImage {
  input: ImageInput;
  /** Stored size, before the EXIF orientation is applied. */
  width: number;
  height: number;
}

/** Types sniffed from the first bytes that may reach libvips; anything else (SVG, PDF, text,
 * TIFF...) is refused before a decoder sees it. HEIF is let through to tell AVIF-in-HEIF,
 * which decodes, from HEIC. */
const SNIFFED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
]);

/** libvips loaders the pipeline decodes with (AVIF is read by the heif loader). */
const DECODED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * Checks an upload from its bytes and header only, without decoding a pixel: its size, its
 * type (by content, never by name), that it is not HEIC, and its pixel count, so a
 * decompression bomb is refused at once.
 *
 * HEIC: sharp 0.35's prebuilt libvips has libheif with the AV1 decoder only. It reads a HEIC
 * file's header (format heif, compression hevc) but decoding fails ("Support for this
 * compression format has not been built in: HEVC"), so HEIC is refused with a request to
 * export as JPEG.
 */
export async function inspectSource(input: ImageInput): Promise<SourceImage> {
  const bytes = typeof input === 'string' ? (await stat(input)).size : input.length;
  if (bytes > MAX_IMAGE_BYTES) throw new DomainError('IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const sniffed =
    typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  if (!sniffed || !SNIFFED_TYPES.has(sniffed.mime)) {
    throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', IMAGE_TYPE_MESSAGE);
  }
  const header = await readHeader(input);
  if (header.format === 'heif' && header.compression !== 'av1') {
    throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', IMAGE_HEIC_MESSAGE);
  }
  if (!DECODED_FORMATS.has(header.format)) {
    throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', IMAGE_TYPE_MESSAGE);
  }
  if (header.width * header.height > MAX_UPLOAD_PIXELS) {
    throw new DomainError('IMAGE_TOO_MANY_PIXELS', IMAGE_TOO_MANY_PIXELS_MESSAGE);
  }
  return { input, width: header.width, height: header.height };
}

async function readHeader(input: ImageInput): Promise<Metadata> {
  try {
    // metadata() parses the header only; no limit here so that a bomb is told apart from a
    // corrupt file by the pixel count above.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('IMAGE_UNREADABLE', IMAGE_UNREADABLE_MESSAGE);
  }
}
