import { type DatedSlug } from '@site/blog';
import { xmlText } from './xml.js';

export interface SitemapContent {
  siteUrl: string;
  /** The prerendered pages of the frontend build. */
  pages: readonly string[];
  /** The newest save of any post: when /blog last changed. */
  newest: Date | null;
  posts: readonly DatedSlug[];
  tags: readonly DatedSlug[];
}

/** The blog's list, served by the bff whether or not the build prerenders it. */
export const BLOG_PAGE = '/blog';

export const postPath = (slug: string): string => `${BLOG_PAGE}/${encodeURIComponent(slug)}`;
export const tagPath = (slug: string): string => `${BLOG_PAGE}/tag/${encodeURIComponent(slug)}`;

/** A path on the site as an absolute URL on SITE_URL. */
export const absoluteUrl = (siteUrl: string, route: string): string =>
  new URL(route, `${siteUrl}/`).href;

/**
 * sitemaps.org XML: the build's pages (or the home page when no build is known), /blog, every
 * post with its `updatedAt` as `lastmod`, and every tag's page dated by its newest post.
 */
export function renderSitemap(content: SitemapContent): string {
  const entries = new Map<string, Date | null>();
  for (const page of content.pages.length ? content.pages : ['/']) entries.set(page, null);
  entries.set(BLOG_PAGE, content.newest);
  for (const post of content.posts) entries.set(postPath(post.slug), post.updatedAt);
  for (const tag of content.tags) entries.set(tagPath(tag.slug), tag.updatedAt);
  const urls = [...entries].map(([route, lastmod]) => {
    const loc = `<loc>${xmlText(absoluteUrl(content.siteUrl, route))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}
