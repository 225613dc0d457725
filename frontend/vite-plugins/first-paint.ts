import { createHash } from 'node:crypto';
import { type Plugin } from 'vite';

/** A `<link rel="stylesheet" href="...">` as Vite writes it into a page. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/([^"]+)"[^>]*>/g;
/** The app's entry script as Vite writes it into a page. */
const APP_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g;

/** The build's entry that starts the app (vite.config.ts), loaded by src/main.tsx. */
export const APP_ENTRY = 'boot';

export interface FirstPaint extends Plugin {
  /** The CSP sources that allow the inlined styles (`'sha256-…'`), known once the bundle is made. */
  readonly styleSources: () => string[];
}

/**
 * Makes each page's first paint wait for its HTML alone:
 * - its stylesheets go inside the page as `<style>` (4–5 KB gzipped for the whole site) instead of
 *   costing one more round trip. Every page, the app shell (the blog's server template)
 *   included, carries the same CSS; the Content-Security-Policy allows exactly that text by its
 *   SHA-256, recorded in site.json (`styleSources`) for nginx;
 * - the app's script is fetched at low priority: the page is complete without it. That script,
 *   src/main.tsx, starts the app once the page is shown, from the address of the `boot` entry
 *   written beside it (`data-app`): a plain import() there would make the build add a helper
 *   module that the page must fetch first.
 * Runs after the prerender plugin has written the pages.
 */
export function firstPaint(): FirstPaint {
  const sources = new Set<string>();
  return {
    name: 'first-paint',
    apply: 'build',
    enforce: 'post',
    styleSources: () => [...sources].sort(),
    generateBundle(_options, bundle) {
      const app = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === APP_ENTRY,
      );
      if (!app) throw new Error(`first-paint: the build made no "${APP_ENTRY}" entry`);
      const cssOf = (fileName: string): string => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') {
          throw new Error(`first-paint: a page links ${fileName}, which the build did not make`);
        }
        const css = String(asset.source).trim();
        if (/<\/style/i.test(css)) throw new Error(`first-paint: ${fileName} contains "</style"`);
        return css;
      };
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
        page.source = String(page.source)
          .replace(STYLESHEET_LINK, (_link, href: string) => {
            const css = cssOf(href);
            sources.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
            return `<style>${css}</style>`;
          })
          .replace(
            APP_SCRIPT,
            `<script type="module" fetchpriority="low" data-app="/${app.fileName}"`,
          );
      }
    },
  };
}
