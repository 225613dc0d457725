import { type ImageAsset } from '../content/types.js';

interface PictureProps {
  image: ImageAsset;
  /** The first, largest image of a page (its likely LCP): loaded at once and early. */
  priority?: boolean;
  /** Forces alt="" where the picture only repeats the text next to it. */
  decorative?: boolean;
  className?: string;
}

/** An image with its intrinsic size (no layout shift), lazy unless it is the page's hero. */
export function Picture({ image, priority = false, decorative = false, className }: PictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
