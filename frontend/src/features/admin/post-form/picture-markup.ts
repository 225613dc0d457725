import { IMAGE_SIZES, type PictureImage, pictureSources } from '../../../lib/responsive-image.js';

function element(name: string, attributes: Record<string, string | number>): HTMLElement {
  const node = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) {
    node.setAttribute(attribute, String(value));
  }
  return node;
}

/** The HTML of an uploaded image for the post content, drawn as the post page draws its cover:
 * AVIF and WebP sources, the JPEGs on a lazy <img> with the image's size and description. Its
 * URLs stay site-relative (/uploads/…), the only image addresses the server keeps besides https. */
export function pictureMarkup(image: PictureImage, sizes: string = IMAGE_SIZES.post): string {
  const { sources, srcset, src } = pictureSources(image);
  const picture = document.createElement('picture');
  for (const source of sources) {
    picture.append(element('source', { type: source.type, srcset: source.srcset, sizes }));
  }
  picture.append(
    element('img', {
      src,
      srcset,
      sizes,
      width: image.width,
      height: image.height,
      alt: image.alt,
      loading: 'lazy',
    }),
  );
  return picture.outerHTML;
}
