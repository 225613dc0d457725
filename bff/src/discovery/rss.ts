import { contentTypeOfKey, type FeedPost, feedHtml } from '@site/blog';
import { absoluteUrl, BLOG_PAGE, postPath } from './sitemap.js';
import { cdata, xmlText } from './xml.js';

/** The site's pages are written in English (frontend/index.html: lang="en"). */
const LANGUAGE = 'en';

export const FEED_PATH = '/blog/rss.xml';

export interface FeedItem extends FeedPost {
  /** The key of the image the item carries (feedImageKey: the social card when there is one). */
  imageKey: string | null;
  /** That image's size in bytes, when storage could tell. */
  imageBytes?: number;
}

export interface FeedContent {
  siteUrl: string;
  siteName: string;
  /** The newest save of any post. */
  newest: Date | null;
  posts: readonly FeedItem[];
}

/**
 * RSS 2.0: each post's absolute permalink as link and guid, its excerpt as description, its
 * sanitised content (addresses made absolute) as content:encoded, its tags as categories and
 * its image as an enclosure.
 */
export function renderFeed(feed: FeedContent): string {
  const url = (route: string) => xmlText(absoluteUrl(feed.siteUrl, route));
  const channel = [
    `<title>${xmlText(`${feed.siteName} Blog`)}</title>`,
    `<link>${url(BLOG_PAGE)}</link>`,
    `<description>${xmlText(`The newest articles from ${feed.siteName}.`)}</description>`,
    `<language>${LANGUAGE}</language>`,
    ...(feed.newest ? [`<lastBuildDate>${feed.newest.toUTCString()}</lastBuildDate>`] : []),
    `<atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
  ];
  const items = feed.posts.map((post) => {
    const link = absoluteUrl(feed.siteUrl, postPath(post.slug));
    const type = post.imageKey ? contentTypeOfKey(post.imageKey) : undefined;
    const lines = [
      `<title>${xmlText(post.title)}</title>`,
      `<link>${xmlText(link)}</link>`,
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      `<pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `<description>${xmlText(post.excerpt)}</description>`,
      `<content:encoded>${cdata(feedHtml(post.content, link))}</content:encoded>`,
      ...post.tags.map((tag) => `<category>${xmlText(tag)}</category>`),
      // RSS 2.0 requires a length; 0 is the customary value when it is not known.
      ...(post.imageKey && type
        ? [
            `<enclosure url="${url(`/uploads/${post.imageKey}`)}" length="${post.imageBytes ?? 0}" type="${type}"/>`,
          ]
        : []),
    ];
    return `    <item>\n${lines.map((line) => `      ${line}\n`).join('')}    </item>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ' +
    'xmlns:content="http://purl.org/rss/1.0/modules/content/">\n' +
    '  <channel>\n' +
    channel.map((line) => `    ${line}\n`).join('') +
    items.join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}
