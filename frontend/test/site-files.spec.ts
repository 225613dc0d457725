/**
 * The files the build writes beside its pages (vite-plugins/site-files.ts): robots.txt for
 * crawlers, and site.json, from which the bff serves sitemap.xml and the blog's feed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const DIST = process.env.FRONTEND_DIST ?? path.resolve(import.meta.dirname, '../dist');
if (!existsSync(path.join(DIST, 'index.html'))) {
  throw new Error(`${DIST} has no build: run \`npm run build -w frontend\` first`);
}

/** '/', '/about', … for every dist/<route>/index.html. */
function prerenderedPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'static' ? [] : prerenderedPages(full);
    if (name !== 'index.html') return [];
    const route = path.relative(DIST, dir).split(path.sep).join('/');
    return [route ? `/${route}` : '/'];
  });
}

const site = JSON.parse(readFileSync(path.join(DIST, 'site.json'), 'utf8')) as {
  siteUrl: string;
  siteName: string;
  pages: string[];
};
const home = new DOMParser().parseFromString(
  readFileSync(path.join(DIST, 'index.html'), 'utf8'),
  'text/html',
);

describe('the site files of the build', () => {
  it('site.json: the address and company name the pages carry, and every prerendered page', () => {
    const canonical = home.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(`${site.siteUrl}/`).toBe(canonical);
    const siteName = home.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
    expect(site.siteName).toBe(siteName);
    expect(site.pages).toEqual(prerenderedPages(DIST).sort());
    expect(site.pages).toEqual(expect.arrayContaining(['/', '/about', '/services']));
    expect(site.pages).not.toContain('/app-shell.html');
    expect(site.pages).not.toContain('/404.html');
  });

  it('robots.txt names the sitemap by its absolute address; the bff serves it, not a file', () => {
    const robots = readFileSync(path.join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    );
    expect(existsSync(path.join(DIST, 'sitemap.xml'))).toBe(false);
  });
});
