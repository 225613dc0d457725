/**
 * The <head> of each server-rendered blog page: title, description, canonical link, previews,
 * the feed, and structured data (CollectionPage with its ItemList for lists, BlogPosting for a
 * post, a BreadcrumbList for both). Server side only (src/ssr.tsx); no page imports this.
 */
import type { PostCardPage, PostView } from '@site/contract';
import { company } from '../../content/company.js';
import { apiUrl } from '../../lib/api.js';
import { type HeadElement, noindexHead, pageHead, type SocialImage } from '../../lib/head.js';
import { documentTitle } from '../../lib/page-meta.js';
import { postImageUrl } from '../../lib/post-image.js';
import { routes } from '../../lib/routes.js';
import { defaultSocialImage, siteOrganization, siteUrl } from '../../lib/site-head.js';
import {
  article,
  breadcrumbList,
  type Crumb,
  collectionPage,
  organizationRef,
} from '../../lib/structured-data.js';
import { type BlogList, blogListHead } from './blog-lists.js';

export interface Head {
  title: string;
  elements: HeadElement[];
}

/** The blog's feed, offered by every blog page. */
export const FEED_PATH = '/blog/rss.xml';

const feed = () => ({
  type: 'application/rss+xml',
  title: `${company.name} blog`,
  href: siteUrl(FEED_PATH),
});

const trail = (...crumbs: Crumb[]): Crumb[] => [
  { name: 'Home', url: siteUrl(routes.home.link()) },
  { name: 'Blog', url: siteUrl(routes.blog.link()) },
  ...crumbs,
];

/** The address of a list page as search engines should know it. */
function listPath(list: BlogList): string {
  if (list.kind === 'tag') return routes.blogTag.link(list.tag, list.page);
  if (list.kind === 'search')
    return list.q ? routes.blogSearch.link(list.q, list.page) : '/blog/search';
  return routes.blog.link(list.page);
}

export function blogListPageHead(list: BlogList, posts: PostCardPage | null): Head {
  const { title, description } = blogListHead(list, posts);
  const url = siteUrl(listPath(list));
  const items = (posts?.items ?? []).map((post) => siteUrl(routes.blogPost.link(post.slug)));
  const crumbs =
    list.kind === 'tag'
      ? trail({ name: title, url })
      : list.kind === 'search'
        ? trail({ name: 'Search', url })
        : trail();
  const fullTitle = documentTitle(title);
  return {
    title: fullTitle,
    elements: pageHead({
      title: fullTitle,
      description,
      url,
      siteName: company.name,
      type: 'website',
      image: defaultSocialImage(),
      alternates: [feed()],
      // Search results are for visitors, not for search engines' index.
      robots: list.kind === 'search' ? 'noindex, follow' : undefined,
      structuredData: [
        siteOrganization(),
        collectionPage({
          name: fullTitle,
          description,
          url,
          siteUrl: company.siteUrl,
          items,
          firstPosition: (list.page - 1) * (posts?.pageSize ?? 0) + 1,
        }),
        breadcrumbList(crumbs),
      ],
    }),
  };
}

const absolute = (url: string) => (/^https?:/.test(url) ? url : siteUrl(url));

/** A post's social card with its size and description; an image without one (stored before
 * images were made for the web) as an absolute URL; or the company's default. */
function postImage(post: PostView): SocialImage {
  if (post.images) {
    const { url, width, height } = post.images.social;
    return { url: absolute(apiUrl(url)), width, height, alt: post.images.alt || post.title };
  }
  if (!post.image) return defaultSocialImage();
  return { url: absolute(postImageUrl(post.image)), alt: post.title };
}

export function blogPostPageHead(post: PostView): Head {
  const url = siteUrl(routes.blogPost.link(post.slug));
  const image = postImage(post);
  const title = documentTitle(post.title);
  const publisher = organizationRef(company.siteUrl);
  return {
    title,
    elements: pageHead({
      title,
      description: post.excerpt,
      url,
      siteName: company.name,
      type: 'article',
      image,
      article: {
        publishedTime: post.publishedAt ?? post.createdAt,
        modifiedTime: post.updatedAt,
        tags: post.tags,
      },
      alternates: [feed()],
      structuredData: [
        siteOrganization(),
        article({
          type: 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          url,
          images: [
            image.width && image.height
              ? { url: image.url, width: image.width, height: image.height, caption: image.alt }
              : image.url,
          ],
          author: publisher,
          publisher,
          datePublished: post.publishedAt ?? post.createdAt,
          dateModified: post.updatedAt,
          keywords: post.tags,
        }),
        breadcrumbList(trail({ name: post.title, url })),
      ],
    }),
  };
}

/** A blog address with nothing to show: the post, page or tag does not exist. */
export function blogMissingHead(title: string): Head {
  return { title: documentTitle(title), elements: noindexHead() };
}
