/** Makes an image's variants with sharp: run in the image worker (image-worker.ts). */
import { type Sharp } from 'sharp';
import { sharp } from './vips.js';
import {
  IMAGE_FORMAT_TYPES,
  IMAGE_FORMATS,
  IMAGE_UNREADABLE_MESSAGE,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageVariant,
  MAX_PLACEHOLDER_LENGTH,
  MAX_UPLOAD_PIXELS,
  SOCIAL_CARD,
} from '@site/contract';
import { DomainError } from '@site/common';
import { contentKeyOf } from '../image-types.js';
import { type ProcessedImage, type StoredImageFile } from './image-pipeline.js';
import { type SourceImage } from './inspect-source.js';

/**
 * Encoder settings for the web. AVIF at quality 50 looks like JPEG 80 at about 40 % of its
 * bytes; effort 3 (of 9) is four times faster than sharp's default 4 for 10 % more bytes (12 MP
 * photo, 1920 px: 0.9 s and 84 KB against 7.5 s and 76 KB). WebP 72 and mozjpeg's JPEG 78
 * serve the browsers without AVIF.
 */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
};

const SOCIAL_QUALITY = 80;

/** Widest variant; the source is decoded once into an intermediate of at most this width. */
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1920;

/** Placeholder sizes tried in turn until its data: URL fits MAX_PLACEHOLDER_LENGTH. */
const PLACEHOLDER_SIZES = [16, 12, 8, 4];

interface Intermediate {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes an image once and encodes every variant, the social card and the placeholder. */
export async function renderVariants(source: SourceImage): Promise<ProcessedImage> {
  const intermediate = await decode(source);
  const from = () =>
    sharp(intermediate.pixels, {
      raw: {
        width: intermediate.width,
        height: intermediate.height,
        channels: intermediate.channels,
      },
    });
  const widths = variantWidths(intermediate.width);
  const files = new Map<string, StoredImageFile>();
  const store = (bytes: Buffer, format: ImageFormat): string => {
    const key = contentKeyOf(bytes, format);
    files.set(key, { key, contentType: IMAGE_FORMAT_TYPES[format], bytes });
    return `/uploads/${key}`;
  };

  const variants: ImageVariant[] = [];
  for (const format of IMAGE_FORMATS) {
    for (const width of widths) {
      const { data, info } = await ENCODE[format](from().resize({ width })).toBuffer({
        resolveWithObject: true,
      });
      variants.push({ url: store(data, format), width: info.width, height: info.height, format });
    }
  }

  const social = await from()
    .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: SOCIAL_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });

  const widest = variants.find((variant) => variant.width === widths[widths.length - 1]);
  return {
    image: {
      width: widest?.width ?? intermediate.width,
      height: widest?.height ?? intermediate.height,
      placeholder: await placeholder(from),
      variants,
      social: {
        url: store(social.data, 'jpeg'),
        width: social.info.width,
        height: social.info.height,
        format: 'jpeg',
      },
    },
    files: [...files.values()],
  };
}

/**
 * Decodes the source once: first frame only, EXIF orientation applied, converted to sRGB
 * (through its ICC profile, CMYK included), scaled to at most MAX_WIDTH wide, as raw 8-bit
 * pixels. Every output is made from this, and none carries the source's metadata.
 */
async function decode(source: SourceImage): Promise<Intermediate> {
  try {
    const { data, info } = await sharp(source.input, {
      // 'warning', as sharp advises for untrusted input: 'error' lets a JPEG with corrupt
      // entropy data through as garbled pixels.
      failOn: 'warning',
      limitInputPixels: MAX_UPLOAD_PIXELS,
      autoOrient: true,
      pages: 1,
    })
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('IMAGE_UNREADABLE', IMAGE_UNREADABLE_MESSAGE);
  }
}

/** IMAGE_WIDTHS up to the image's own width; a narrower image gets one variant, its own. */
function variantWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** A tiny blurred WebP as a data: URL, the largest that fits MAX_PLACEHOLDER_LENGTH. */
async function placeholder(from: () => Sharp): Promise<string> {
  for (const size of PLACEHOLDER_SIZES) {
    const bytes = await from()
      .resize(size, size, { fit: 'inside' })
      .blur(0.6)
      .webp({ quality: 40 })
      .toBuffer();
    const url = `data:image/webp;base64,${bytes.toString('base64')}`;
    if (url.length <= MAX_PLACEHOLDER_LENGTH) return url;
  }
  throw new Error(`No placeholder fits in ${MAX_PLACEHOLDER_LENGTH} characters`);
}
