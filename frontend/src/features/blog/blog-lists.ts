import { POST_LIST, type PostCardPage, slugify } from '@site/contract';
import { type Params } from 'react-router-dom';
import { routes } from '../../lib/routes.js';
import { type ListQuery } from './blog-api.js';

/** Which list of posts an address shows, and which page of it. */
export type BlogList =
  | { kind: 'all'; page: number; tag?: undefined; q?: undefined }
  | { kind: 'tag'; page: number; tag: string; q?: undefined }
  | { kind: 'search'; page: number; tag?: undefined; q?: string };

/** What the API is asked for a list: nothing for a search without words. */
export function listQuery(list: BlogList): ListQuery | null {
  if (list.kind === 'search' && !list.q) return null;
  return { page: list.page, tag: list.tag, q: list.q };
}

const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** The list at a blog address (`pattern` as in the route table), or null when the address
 * names no list: a page number that is not one, a tag that is not a tag's slug. */
export function listOfAddress(
  pattern: string,
  params: Params,
  query: URLSearchParams,
): BlogList | null {
  const pageText = pattern === '/blog/search' ? (query.get('page') ?? '1') : (params.page ?? '1');
  const page = PAGE_NUMBER.test(pageText) ? Number(pageText) : 0;
  if (page < 1 || page > POST_LIST.maxPage) return null;
  if (pattern.startsWith('/blog/tag/')) {
    const tag = params.tag ?? '';
    return tag && slugify(tag) === tag ? { kind: 'tag', page, tag } : null;
  }
  if (pattern === '/blog/search') {
    const q = query.get('q')?.trim().slice(0, POST_LIST.maxQueryLength);
    return { kind: 'search', page, q: q || undefined };
  }
  return { kind: 'all', page };
}

/** A tag's name as its posts write it ('Web Development' for 'web-development'). */
export function tagName(slug: string, posts: PostCardPage | null): string {
  for (const post of posts?.items ?? []) {
    const name = post.tags.find((tag) => slugify(tag) === slug);
    if (name) return name;
  }
  return slug;
}

export const BLOG_DESCRIPTION =
  'Practical articles on websites, apps, digital marketing and security for small businesses in Pakistan, from our team in Rawalpindi.';

/** A list's heading, its document title (without the company) and its meta description. */
export function blogListHead(
  list: BlogList,
  posts: PostCardPage | null,
): { heading: string; title: string; description: string } {
  const pageNote = list.page > 1 ? `, page ${list.page}` : '';
  if (list.kind === 'tag') {
    const name = tagName(list.tag, posts);
    return {
      heading: `Posts tagged “${name}”`,
      title: `${name}: articles${pageNote}`,
      description: `Our articles on ${name}: practical notes for small businesses in Pakistan from our team in Rawalpindi.`,
    };
  }
  if (list.kind === 'search') {
    return {
      heading: 'Search the blog',
      title: list.q ? `Search: ${list.q}${pageNote}` : 'Search the blog',
      description:
        'Search our articles on websites, apps, digital marketing and security for small businesses.',
    };
  }
  return { heading: 'Blog', title: `Blog${pageNote}`, description: BLOG_DESCRIPTION };
}

/** A tag's page, for tags that have a slug ('日本' has none). */
export function tagLink(tag: string): string | undefined {
  const slug = slugify(tag);
  return slug ? routes.blogTag.link(slug) : undefined;
}
