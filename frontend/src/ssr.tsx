/**
 * The server's renderer of the blog pages: built by `vite build --ssr` into dist-ssr/ssr.js and
 * run by the bff (bff/src/blog-pages). It tells which data an address needs and writes the
 * finished document from the same components the browser then hydrates, with the data in the
 * page (features/blog/blog-data.ts) so both draw the same thing. Never part of the browser bundle.
 */
import type {
  BlogPageAddress,
  BlogPageData,
  BlogRenderer,
  PostCardPage,
  PostSummary,
  RenderedBlogPage,
} from '@site/contract';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static.edge';
import { matchRoutes, Route, Routes, StaticRouter } from 'react-router-dom';
import { publicRoutes } from './app/App.js';
import { cardData } from './components/PostCard.js';
import { PublicLayout } from './app/PublicLayout.js';
import { type PostWithNeighbours } from './features/blog/blog-api.js';
import { SERVER_DATA_ID, ServerDataContext } from './features/blog/blog-data.js';
import {
  blogListPageHead,
  blogMissingHead,
  blogPostPageHead,
  type Head,
} from './features/blog/blog-head.js';
import { type BlogList, listOfAddress, listQuery } from './features/blog/blog-lists.js';
import { company } from './content/company.js';
import { headHtml } from './lib/head.js';
import { routes } from './lib/routes.js';

type Address =
  (BlogPageAddress & { kind: 'list'; list: BlogList }) | Exclude<BlogPageAddress, { kind: 'list' }>;

/** Whether every percent-escape of the path is whole UTF-8 ('/blog/%E0%A4%A' is not). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The blog's routes, and the catch-all for any other address under /blog. Matching only these
 * (not the whole site's) is a fifth of a page's render time. */
const BLOG_ROUTES = publicRoutes
  .filter(({ name }) => ['blog', 'blogTag', 'blogSearch', 'blogPost', 'notFound'].includes(name))
  .map(({ name, pattern }) => ({ name, path: pattern }));

/** A blog URL, matched once: what it needs, the route pattern whose page draws it ('*': the
 * site's not-found page) and its path. */
interface Resolved {
  address: Address;
  pattern: string;
  pathname: string;
}

function resolve(url: string): Resolved {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const match = decodable(pathname) ? matchRoutes(BLOG_ROUTES, pathname)?.at(-1) : undefined;
  const resolved = (address: Address): Resolved => ({
    address,
    pattern: match?.route.path ?? '*',
    pathname,
  });
  const name = match?.route.name;
  if (!match || !name || name === 'notFound') return resolved({ kind: 'not-found' });
  if (name === 'blogPost') return resolved({ kind: 'post', slug: match.params.slug ?? '' });
  if (match.params.page === '1') {
    const tag = match.params.tag;
    const location = tag ? routes.blogTag.link(tag) : routes.blog.link();
    return resolved({ kind: 'redirect', location });
  }
  const list = listOfAddress(match.route.path, match.params, searchParams);
  return resolved(list ? { kind: 'list', list, query: listQuery(list) } : { kind: 'not-found' });
}

/** The page's answer: its status, its head, and whether the page draws its content. */
function pageOf(found: Address, data: BlogPageData): { status: number; head: Head } {
  if (found.kind === 'post') {
    const post = (data as PostWithNeighbours | null)?.post;
    return post
      ? { status: 200, head: blogPostPageHead(post) }
      : { status: 404, head: blogMissingHead('Post not found') };
  }
  if (found.kind !== 'list') return { status: 404, head: blogMissingHead('Page not found') };
  const posts = data as PostCardPage | null;
  // Past the last page, or a tag no post has: the list's page draws the not-found content.
  const missing =
    posts !== null &&
    posts.items.length === 0 &&
    (found.list.page > 1 || found.list.kind === 'tag');
  return missing
    ? { status: 404, head: blogMissingHead('Page not found') }
    : { status: 200, head: blogListPageHead(found.list, posts) };
}

/** A list page draws (and so carries) only what its cards show of each post. */
function cardsOnly(posts: PostCardPage | null): PostCardPage | null {
  return posts && { ...posts, items: posts.items.map(cardData) };
}

/** JSON inside <script>: no `<` can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page of the route that matched (`pattern`), alone or in the public layout, as the
 * browser's App draws it. Only that route is given to the router, which saves matching every
 * route of the site on each render; the HTML is the same. */
function tree(url: string, data: BlogPageData, pattern: string, layout = true): ReactNode {
  const route = publicRoutes.find((entry) => entry.pattern === pattern);
  if (!route) throw new Error(`No page has the pattern ${pattern}.`);
  const page = <Route path={route.pattern} element={<route.Page pattern={route.pattern} />} />;
  return (
    <StrictMode>
      <ServerDataContext.Provider value={{ key: url, data }}>
        <StaticRouter location={url}>
          <Routes>{layout ? <Route element={<PublicLayout />}>{page}</Route> : page}</Routes>
        </StaticRouter>
      </ServerDataContext.Provider>
    </StrictMode>
  );
}

const SLOT = '<template data-page-slot=""></template>';

/** The public layout (header, footer, the frame around the page) with an empty slot where the
 * page goes: the same on every blog address, so drawn once. */
function layoutAround(url: string): [before: string, after: string] {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<template data-page-slot="" />} />
          </Route>
        </Routes>
      </StaticRouter>
    </StrictMode>,
  );
  const [before, after, extra] = html.split(SLOT);
  if (after === undefined || extra !== undefined) throw new Error('The layout has no page slot.');
  return [before!, after];
}

/** Resource hints React writes before the page's content (an image's preload). */
const HINTS = /^(?:<link [^>]*>)+/;

/** The page drawn alone, put into the layout: its resource hints go after the layout's, at the
 * start, where React puts them when it draws the whole tree. */
function splice([before, after]: [string, string], page: string): string {
  const layoutHints = HINTS.exec(before)?.[0] ?? '';
  const pageHints = HINTS.exec(page)?.[0] ?? '';
  return (
    layoutHints +
    pageHints +
    before.slice(layoutHints.length) +
    page.slice(pageHints.length) +
    after
  );
}

/** A post as the warm-up draws it: with an image, which React preloads. */
const SAMPLE: PostSummary = {
  _id: '00000000-0000-4000-8000-000000000000',
  title: 'Warm-up',
  slug: 'warm-up',
  excerpt: 'Warm-up.',
  readTime: '1 min read',
  tags: ['Web Development'],
  image: 'uploads/warm-up.png',
  images: null,
  status: 'published',
  publishedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
/** The same with an image made for the web, drawn as a <picture>. */
const SAMPLE_DESCRIBED: PostSummary = {
  ...SAMPLE,
  slug: 'warm-up-described',
  images: {
    alt: 'Warm-up',
    width: 480,
    height: 320,
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants: (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      url: `/uploads/warm-up.${format}`,
      width: 480,
      height: 320,
      format,
    })),
    social: { url: '/uploads/warm-up-social.jpg', width: 1200, height: 630, format: 'jpeg' },
  },
};
const SAMPLE_LIST: PostCardPage = {
  items: [SAMPLE, cardData(SAMPLE_DESCRIBED)],
  total: 13,
  page: 1,
  pageSize: 12,
};

/** Every kind of blog page, with and without data. */
const WARM_UP: [string, BlogPageData][] = [
  ['/blog', null],
  ['/blog', SAMPLE_LIST],
  ['/blog/tag/web-development', SAMPLE_LIST],
  ['/blog/search', null],
  ['/blog/search?q=warm', SAMPLE_LIST],
  ['/blog/warm-up', null],
  [
    '/blog/warm-up',
    {
      post: { ...SAMPLE, content: '<p>Warm-up.</p>' },
      neighbours: { related: [SAMPLE], next: SAMPLE },
    },
  ],
  [
    '/blog/warm-up-described',
    {
      post: { ...SAMPLE_DESCRIBED, content: '<p>Warm-up.</p>' },
      neighbours: { related: [SAMPLE_DESCRIBED] },
    },
  ],
  ['/blog/a/b', null],
];

/** The whole tree's HTML, waiting for any page whose chunk is not loaded yet. */
async function renderWhole(url: string, data: BlogPageData, pattern: string): Promise<string> {
  const { prelude } = await prerender(tree(url, data, pattern), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

export async function createBlogRenderer(template: string): Promise<BlogRenderer> {
  const title = /<title>[^<]*<\/title>/;
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!title.test(template) || !root.test(template)) {
    throw new Error('The page template has no <title> or no <div id="root"> before </body>.');
  }
  // Load each blog page's component once, so every later render is synchronous, and check that
  // the page drawn alone inside the layout drawn once is exactly the whole tree's HTML.
  let layout: [string, string] | null = layoutAround('/blog');
  for (const [url, data] of WARM_UP) {
    const { pattern } = resolve(url);
    const whole = await renderWhole(url, data, pattern);
    if (layout && splice(layout, renderToString(tree(url, data, pattern, false))) !== whole) {
      console.warn(`The blog layout differs on ${url}: every page is drawn whole instead.`);
      layout = null;
    }
  }

  /** The app's HTML for `url`. A page whose chunk is not loaded yet (a boundary the string
   * renderer had to leave to the browser) is waited for. */
  const renderRoot = async (url: string, data: BlogPageData, pattern: string): Promise<string> => {
    if (!layout) return renderWhole(url, data, pattern);
    const page = renderToString(tree(url, data, pattern, false));
    if (page.includes('<!--$!-->')) return renderWhole(url, data, pattern);
    return splice(layout, page);
  };

  return {
    siteUrl: company.siteUrl,
    address: (url) => resolve(url).address,
    async render(url, found, given): Promise<RenderedBlogPage> {
      const { address: known, pattern, pathname } = resolve(url);
      if (known.kind !== found.kind) throw new Error(`${url} is not a ${found.kind} address.`);
      const data = known.kind === 'list' ? cardsOnly(given as PostCardPage | null) : given;
      const { status, head } = pageOf(known, data);
      const body = await renderRoot(url, data, pattern);
      const scripts =
        `<script type="application/json" id="prerender-data">${scriptJson({ url: pathname })}</script>` +
        `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson({ key: url, data })}</script>`;
      const html = template
        .replace(title, () => headHtml(head.title, head.elements))
        .replace(root, (_all, end: string) => `<div id="root">${body}</div>${scripts}${end}`);
      return { status, html };
    },
  };
}
