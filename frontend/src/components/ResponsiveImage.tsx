import { apiUrl } from '../lib/api.js';
import { useHydrated } from '../lib/hydrated.js';
import { type PictureImage, pictureSources } from '../lib/responsive-image.js';

/**
 * An uploaded image in every width and format it was made in: AVIF and WebP sources, the JPEGs
 * for the <img>, its real size (no layout shift), lazy unless it is the page's first, largest
 * image (`priority`). Its placeholder is a second <img> under it, so no inline style is needed
 * (the CSP allows none); `className` goes on the wrapper that holds both.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  afterHydration = false,
  className,
}: {
  image: PictureImage;
  /** The width the layout gives the image (IMAGE_SIZES). */
  sizes: string;
  priority?: boolean;
  /** Only the placeholder in the server's HTML; the image itself once the page is hydrated, so
   * that it never competes with the page's largest paint (e.g. the list's later cards, related
   * posts). Without JavaScript, a plain <img> of the smallest JPEG in a <noscript> stands in. */
  afterHydration?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const { sources, srcset, src } = pictureSources(image, apiUrl);
  return (
    <div className={className ? `responsive-image ${className}` : 'responsive-image'}>
      {image.placeholder && (
        <img
          className="responsive-image__placeholder"
          src={image.placeholder}
          width={image.width}
          height={image.height}
          alt=""
          aria-hidden="true"
        />
      )}
      {afterHydration && (
        <noscript>
          <img
            src={src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
          />
        </noscript>
      )}
      {(hydrated || !afterHydration) && (
        <picture>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
          ))}
          <img
            src={src}
            srcSet={srcset}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        </picture>
      )}
    </div>
  );
}
