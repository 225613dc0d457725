import {
  IMAGE_FORMAT_TYPES,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageVariant,
  type ResponsiveImage,
} from '@site/contract';

/** What drawing an image needs: everything but the social card. */
export type PictureImage = Omit<ResponsiveImage, 'social'>;

/**
 * The `sizes` of each place an uploaded image is drawn, read from the stylesheet (global.css):
 * pages are min(100vw - 2rem, 1160px) wide, narrow pages min(100vw - 2rem, 760px); card grids put
 * 260px-wide columns 1.25rem apart, and a card's image is its column less 2 × (1.25rem + 1px).
 */
export const IMAGE_SIZES = {
  /** The blog list's cards: 1 to 4 columns. */
  listCard:
    '(min-width:1132px) 233px,(min-width:852px) calc(33vw - 66px),(min-width:572px) calc(50vw - 68px),calc(100vw - 74px)',
  /** The related posts' cards on a (narrow) post page: 1 or 2 columns. */
  relatedCard: '(min-width:792px) 328px,(min-width:572px) calc(50vw - 68px),calc(100vw - 74px)',
  /** The post page's cover and the images in its content: the whole narrow page. */
  post: '(min-width:792px) 760px,calc(100vw - 32px)',
} as const;

/** The widest variant a card needs: its image is never more than 328 CSS pixels wide. */
const CARD_MAX_WIDTH = IMAGE_WIDTHS[1];

/** What a card draws of an image: no social card, no variant wider than a card needs (unless
 * it has no narrower one). */
export function cardImage({
  alt,
  width,
  height,
  placeholder,
  variants,
}: PictureImage): PictureImage {
  const narrow = variants.filter((variant) => variant.width <= CARD_MAX_WIDTH);
  return { alt, width, height, placeholder, variants: narrow.length > 0 ? narrow : variants };
}

/** The srcset and fallback of an image: one `<source>` per modern format it has (AVIF, then
 * WebP, as the API lists its variants: by format, then ascending width) and the JPEGs for the
 * `<img>`, whose `src` is a middle width. `url` maps a variant's site-relative URL to the one to
 * write. */
export function pictureSources(
  image: PictureImage,
  url: (path: string) => string = (path) => path,
) {
  const byFormat = new Map<ImageFormat, ImageVariant[]>();
  for (const variant of image.variants) {
    byFormat.set(variant.format, [...(byFormat.get(variant.format) ?? []), variant]);
  }
  const srcset = (variants: ImageVariant[] = []) =>
    variants.map((variant) => `${url(variant.url)} ${variant.width}w`).join(',');
  const jpegs = byFormat.get('jpeg') ?? [];
  byFormat.delete('jpeg');
  const middle = jpegs[Math.floor((jpegs.length - 1) / 2)] ?? image.variants[0];
  return {
    sources: [...byFormat].map(([format, variants]) => ({
      type: IMAGE_FORMAT_TYPES[format],
      srcset: srcset(variants),
    })),
    srcset: srcset(jpegs),
    src: middle ? url(middle.url) : '',
  };
}
