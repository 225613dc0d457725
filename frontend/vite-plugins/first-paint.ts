import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin } from 'vite';

/** A `<link rel="stylesheet" href="...">` as Vite writes it into a page. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/([^"]+)"[^>]*>/g;
/** The page's first script (src/main.tsx) as Vite writes it into a page. */
const FIRST_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;
/** The icon as index.html links it (public/favicon.svg). */
const ICON_LINK = /(<link rel="icon" href=)"\/favicon\.svg"/g;

/** The build's entry that starts the app (vite.config.ts), loaded by src/main.tsx. */
export const APP_ENTRY = 'boot';

export interface FirstPaint extends Plugin {
  /** The CSP sources that allow the inlined styles (`'sha256-…'`), known once the bundle is made. */
  readonly styleSources: () => string[];
  /** The same for the inlined first script. */
  readonly scriptSources: () => string[];
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Makes each page's first paint and its largest one wait for its HTML alone, with no request
 * before them but the page's own images:
 * - its stylesheets go inside the page as `<style>` (4–5 KB gzipped for the whole site) instead of
 *   costing one more round trip. Every page, the app shell (the blog's server template)
 *   included, carries the same CSS;
 * - so does its first script, src/main.tsx (1.6 KB), which starts the app when the visitor
 *   first does something, from the address of the `boot` entry written on it (`data-app`): a
 *   plain import() there would make the build add a helper module that the page must fetch
 *   first. It must import nothing;
 * - the icon is a data: URI (250 bytes), not a request of its own.
 * The Content-Security-Policy allows exactly those texts by their SHA-256, recorded in site.json
 * (`styleSources`, `scriptSources`) for nginx. Runs after the prerender plugin has written the
 * pages.
 */
export function firstPaint(): FirstPaint {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  let icon = '';
  return {
    name: 'first-paint',
    apply: 'build',
    enforce: 'post',
    styleSources: () => [...styles].sort(),
    scriptSources: () => [...scripts].sort(),
    configResolved(config) {
      const svg = readFileSync(path.join(config.publicDir, 'favicon.svg'), 'utf8').trim();
      icon = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    },
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
      const inlined = new Set<string>();
      const scriptOf = (fileName: string): string => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') {
          throw new Error(`first-paint: a page loads ${fileName}, which the build did not make`);
        }
        if (chunk.imports.length > 0) {
          throw new Error(
            `first-paint: ${fileName} (src/main.tsx) imports ${chunk.imports.join(', ')}: the ` +
              'first script goes inside each page and must import nothing',
          );
        }
        const code = chunk.code.trim();
        if (/<\/script/i.test(code))
          throw new Error(`first-paint: ${fileName} contains "</script"`);
        inlined.add(fileName);
        return code;
      };
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
        page.source = String(page.source)
          .replace(STYLESHEET_LINK, (_link, href: string) => {
            const css = cssOf(href);
            styles.add(sha256Source(css));
            return `<style>${css}</style>`;
          })
          .replace(FIRST_SCRIPT, (_script, src: string) => {
            const code = scriptOf(src);
            scripts.add(sha256Source(code));
            return `<script type="module" data-app="/${app.fileName}">${code}</script>`;
          })
          .replace(ICON_LINK, `$1"${icon}"`);
      }
      // Inside every page now: no file of its own.
      for (const fileName of inlined) delete bundle[fileName];
    },
  };
}
