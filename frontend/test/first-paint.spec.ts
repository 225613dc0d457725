/**
 * What the build does for each page's first paint (vite-plugins/first-paint.ts): the styles and
 * the first script (src/main.tsx) inside the page, allowed by the hashes site.json records for
 * the Content-Security-Policy, and the icon a data: URI; nothing to fetch before the first paint
 * but the page's own images, which are raster (vite-plugins/raster-illustrations.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

const DIST = process.env.FRONTEND_DIST ?? path.resolve(import.meta.dirname, '../dist');
const SSR_TEMPLATE = path.resolve(DIST, '../dist-ssr/template.html');
if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(SSR_TEMPLATE)) {
  throw new Error(`${DIST} has no build: run \`npm run build -w frontend\` first`);
}

/** Every page the build wrote: the prerendered pages, the app shell, the 404 page. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'static' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const pages = [...htmlFiles(DIST), SSR_TEMPLATE];
const { styleSources, scriptSources } = JSON.parse(
  readFileSync(path.join(DIST, 'site.json'), 'utf8'),
) as { styleSources: string[]; scriptSources: string[] };
const parse = (file: string) =>
  new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const built = (href: string) => readFileSync(path.join(DIST, href), 'utf8');

describe("each page's first paint", () => {
  it('covers every kind of page', () => {
    const names = pages.map((file) => path.relative(DIST, file));
    expect(names).toEqual(
      expect.arrayContaining(['index.html', 'about/index.html', 'app-shell.html', '404.html']),
    );
    expect(names).toContain('../dist-ssr/template.html');
  });

  it.each(pages.map((file) => [path.relative(DIST, file), file]))(
    '%s: its styles inside, allowed by a hash site.json records; no stylesheet to fetch',
    (_name, file) => {
      const page = parse(file);
      expect(page.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
      const styles = [...page.querySelectorAll('style')].map((style) => style.textContent ?? '');
      expect(styles).toHaveLength(1);
      const [css = ''] = styles;
      // The site's whole stylesheet, as the build made it.
      const stylesheet = readdirSync(path.join(DIST, 'static')).find((name) =>
        /^index-.+\.css$/.test(name),
      );
      expect(css).toBe(built(`static/${stylesheet}`).trim());
      expect(styleSources).toContain(sha256(css));
    },
  );

  it.each(pages.map((file) => [path.relative(DIST, file), file]))(
    '%s: one script inside, allowed by a hash site.json records, naming the module that starts the app; the icon inside too',
    (_name, file) => {
      const page = parse(file);
      // Every script that runs (JSON data and structured data do not).
      const scripts = [...page.querySelectorAll('script:not([type^="application/"])')];
      expect(scripts).toHaveLength(1);
      const [script] = scripts;
      expect(script?.getAttribute('type')).toBe('module');
      expect(script?.hasAttribute('src')).toBe(false);
      const code = script?.textContent ?? '';
      expect(scriptSources).toEqual([sha256(code)]);
      // It fetches nothing before the page is shown: no static import at all.
      expect(code).not.toMatch(/(^|[;}\s])import\s*[{*"'`\w]/);
      expect(code).toContain('script[data-app]');
      expect(code).toContain('prerender-data');
      // The module it loads then hydrates the page with React and the router.
      const app = built(script?.getAttribute('data-app') ?? 'missing');
      expect(app).toMatch(/from"\.\/framework-[\w-]+\.js"/);
      expect(app).toContain('startApp');
      const icon = page.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
      expect(decodeURIComponent(icon.replace(/^data:image\/svg\+xml,/, ''))).toBe(
        readFileSync(path.join(DIST, 'favicon.svg'), 'utf8').trim(),
      );
    },
  );

  // The app shell and the server renderer's template have an empty root.
  const withContent = pages.filter((file) => !/app-shell\.html$|template\.html$/.test(file));
  it.each(withContent.map((file) => [path.relative(DIST, file), file]))(
    '%s: its pictures are WebP files of the build at the size the page gives, no SVG document to build',
    async (_name, file) => {
      const page = parse(file);
      // The site's icon is inline SVG, drawn with the page.
      expect(page.querySelector('.brand__icon > svg')).not.toBeNull();
      for (const image of page.querySelectorAll('img')) {
        const src = image.getAttribute('src') ?? '';
        expect(src).toMatch(/^\/static\/[\w-]+\.webp$/);
        const { format, width, height } = await sharp(path.join(DIST, src)).metadata();
        expect([format, width, height]).toEqual([
          'webp',
          Number(image.getAttribute('width')),
          Number(image.getAttribute('height')),
        ]);
      }
    },
  );

  it('ships no illustration as SVG (the home page shows 13 pictures)', () => {
    expect(readdirSync(path.join(DIST, 'static')).filter((name) => name.endsWith('.svg'))).toEqual(
      [],
    );
    expect(parse(path.join(DIST, 'index.html')).querySelectorAll('img')).toHaveLength(13);
  });

  it('ships the first script inside the pages only, not as a file of its own', () => {
    const files = readdirSync(path.join(DIST, 'static', 'js'));
    expect(files.filter((name) => /^index-/.test(name))).toEqual([]);
  });

  it('records only the hashes of styles the pages carry', () => {
    const used = new Set(
      pages.flatMap((file) =>
        [...parse(file).querySelectorAll('style')].map((style) => sha256(style.textContent ?? '')),
      ),
    );
    expect(styleSources).toEqual([...used].sort());
  });
});
