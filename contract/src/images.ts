/**
 * What an uploaded image becomes: the variants the image pipeline writes, and the rules it
 * enforces. Runs in Node and in the browser (no dependencies).
 */

/** Widths of the responsive variants, ascending. A variant is never wider than its source. */
export const IMAGE_WIDTHS = [480, 960, 1440, 1920] as const;

/** Formats of the responsive variants, the most efficient first (as `<source>`s are listed). */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The social card (`og:image`, the feed's enclosure): cropped to exactly this size. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** Decoded pixels an image may have (width × height): a decompression bomb stops here. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** A placeholder (a data: URL) is at most this long. */
export const MAX_PLACEHOLDER_LENGTH = 1024;

/** The alt text of a described image. */
export const IMAGE_ALT_MAX_LENGTH = 300;

export interface ImageVariant {
  /** Site-relative, such as `/uploads/<sha-256>.avif`; immutable. */
  url: string;
  width: number;
  height: number;
  format: ImageFormat;
}

/** An image made for the web: every variant, the social card, a placeholder and its text. */
export interface ResponsiveImage {
  /** The description used as `alt`; '' when the admin marked the image decorative. */
  alt: string;
  /** Size of the widest variant (the displayed aspect ratio). */
  width: number;
  height: number;
  /** A tiny blurred image as a `data:` URL, at most MAX_PLACEHOLDER_LENGTH characters. */
  placeholder: string;
  /** Every width in every format, by format then ascending width. */
  variants: ImageVariant[];
  /** SOCIAL_CARD-sized JPEG. */
  social: ImageVariant;
}

/** An image over MAX_UPLOAD_PIXELS, refused from its header before any pixel is decoded. */
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = `Image has more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels. Please export it at a smaller size or choose another file.`;

/** A file that claims an image type but cannot be decoded: truncated, corrupt or damaged. */
export const IMAGE_UNREADABLE_MESSAGE =
  'Image could not be read: the file is damaged or incomplete. Please export it again or choose another file.';

/** HEIC/HEIF photos (the iPhone's default): the server has no HEVC decoder. */
export const IMAGE_HEIC_MESSAGE =
  'HEIC photos cannot be read here. Please export the photo as JPEG and choose it again.';
