import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type Plugin } from 'vite';

/** The site's illustrations: SVG sources, imported as image URLs by the pages' content. */
const ILLUSTRATION = /[\\/]src[\\/]assets[\\/]images[\\/][^\\/]+\.svg$/;

/**
 * The build ships each illustration as lossless WebP at the SVG's own size (its width and height)
 * instead of the SVG. An <img> of SVG builds an SVG document of its own on the page's main thread
 * (5-25 ms each here, four times that on Lighthouse's mobile CPU), while a raster image decodes
 * off it. The dev server serves the SVG as it is.
 */
export function rasterIllustrations(): Plugin {
  return {
    name: 'raster-illustrations',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!ILLUSTRATION.test(id)) return null;
      const webp = await sharp(await readFile(id))
        .webp({ lossless: true, effort: 6 })
        .toBuffer();
      const reference = this.emitFile({
        type: 'asset',
        name: `${path.basename(id, '.svg')}.webp`,
        source: webp,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
