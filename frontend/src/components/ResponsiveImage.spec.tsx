import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { responsiveImage } from '../../test/blog-fixtures.js';
import { cardImage, IMAGE_SIZES, pictureSources } from '../lib/responsive-image.js';
import { ResponsiveImage } from './ResponsiveImage.js';

const IMAGE = responsiveImage('cover', { alt: 'Two developers at a laptop' });

describe('pictureSources', () => {
  it('lists AVIF then WebP sources and the JPEGs as the API orders them, with a middle src', () => {
    expect(pictureSources(IMAGE)).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcset:
            '/uploads/cover-480.avif 480w,/uploads/cover-960.avif 960w,/uploads/cover-1440.avif 1440w',
        },
        {
          type: 'image/webp',
          srcset:
            '/uploads/cover-480.webp 480w,/uploads/cover-960.webp 960w,/uploads/cover-1440.webp 1440w',
        },
      ],
      srcset:
        '/uploads/cover-480.jpg 480w,/uploads/cover-960.jpg 960w,/uploads/cover-1440.jpg 1440w',
      src: '/uploads/cover-960.jpg',
    });
  });

  it('leaves out a format the image was not made in, and maps each URL', () => {
    const small = responsiveImage('small', { widths: [480] });
    const jpegOnly = { ...small, variants: small.variants.filter((v) => v.format === 'jpeg') };
    expect(pictureSources(jpegOnly, (path) => `https://api.example${path}`)).toEqual({
      sources: [],
      srcset: 'https://api.example/uploads/small-480.jpg 480w',
      src: 'https://api.example/uploads/small-480.jpg',
    });
  });
});

describe('cardImage', () => {
  it('keeps the variants up to 960 pixels wide and drops the social card', () => {
    const card = cardImage(responsiveImage('wide', { widths: [480, 960, 1440, 1920] }));
    expect(card).not.toHaveProperty('social');
    expect(card.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      'avif 480',
      'avif 960',
      'webp 480',
      'webp 960',
      'jpeg 480',
      'jpeg 960',
    ]);
    expect(card.width).toBe(1920);
  });

  it('keeps every variant of an image with none that narrow', () => {
    const huge = responsiveImage('huge', { widths: [1200] });
    expect(cardImage(huge).variants).toEqual(huge.variants);
  });
});

describe('ResponsiveImage', () => {
  it('draws a <picture> with AVIF and WebP sources, the JPEG <img> with its real size, alt and sizes', () => {
    const { container } = render(<ResponsiveImage image={IMAGE} sizes={IMAGE_SIZES.listCard} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute('srcset', pictureSources(IMAGE).sources[0]!.srcset);
    expect(sources[1]).toHaveAttribute('srcset', pictureSources(IMAGE).sources[1]!.srcset);
    for (const source of sources) expect(source).toHaveAttribute('sizes', IMAGE_SIZES.listCard);

    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/uploads/cover-960.jpg');
    expect(img).toHaveAttribute('srcset', pictureSources(IMAGE).srcset);
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.listCard);
    expect(img).toHaveAttribute('width', '1440');
    expect(img).toHaveAttribute('height', '960');
    expect(img).toHaveAttribute('alt', 'Two developers at a laptop');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('a priority image loads eagerly, with high priority', () => {
    const { container } = render(<ResponsiveImage image={IMAGE} sizes="100vw" priority />);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('a decorative image has an empty alt', () => {
    const { container } = render(<ResponsiveImage image={{ ...IMAGE, alt: '' }} sizes="100vw" />);
    expect(container.querySelector('picture > img')).toHaveAttribute('alt', '');
  });

  it('shows its placeholder as a hidden <img> under the picture, with no inline style (the CSP forbids it)', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        image={IMAGE}
        sizes={IMAGE_SIZES.post}
        className="blog-post__image"
        priority
      />,
    );
    expect(html).not.toMatch(/style=/);
    expect(html).toMatch(
      /^<div class="responsive-image blog-post__image"><img class="responsive-image__placeholder"/,
    );
    const { container } = render(<ResponsiveImage image={IMAGE} sizes={IMAGE_SIZES.post} />);
    const placeholder = container.querySelector('.responsive-image__placeholder')!;
    expect(placeholder).toHaveAttribute('src', IMAGE.placeholder);
    expect(placeholder).toHaveAttribute('alt', '');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.nextElementSibling?.tagName).toBe('PICTURE');
  });
});
