import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type PostEntity, type PostsService, type Visibility } from '@site/blog';
import { DomainError } from '@site/common';
import {
  type BlogPageAddress,
  type BlogPageData,
  type BlogRenderer,
  type BlogRendererModule,
  COMPANY_TIME_ZONE,
  POST_LIST,
} from '@site/contract';
import { PostNeighboursView, PostSummaryView, PostView } from '../blog/post.view.js';
import { requestIdOf } from '../http/request-id.middleware.js';
import { labelRoute } from '../http/route-label.js';

/** The frontend's server renderer and the page it fills (frontend/vite-plugins/ssr-template.ts). */
const RENDERER = 'ssr.js';
const TEMPLATE = 'template.html';

/** The blog's pages: /blog, its pages, tags, search and posts; not its feed (discovery). */
const BLOG_PAGE = /^\/blog(\/|$)/;
const NOT_A_PAGE = /^\/blog\/rss\.xml$/;

export function hasBlogRenderer(ssrDist: string): boolean {
  return existsSync(path.join(ssrDist, RENDERER)) && existsSync(path.join(ssrDist, TEMPLATE));
}

/** Loads dist-ssr/ssr.js and readies every blog page's component. */
export async function loadBlogRenderer(ssrDist: string): Promise<BlogRenderer> {
  const module = (await import(
    pathToFileURL(path.join(ssrDist, RENDERER)).href
  )) as BlogRendererModule;
  return module.createBlogRenderer(await readFile(path.join(ssrDist, TEMPLATE), 'utf8'));
}

/** Who may see unpublished posts on their pages: a share link's holder, the logged-in admin. */
export interface PreviewAccess {
  /** The post a share link's token opens, or null (forged, expired, revoked, trashed). */
  postOf(token: string): Promise<PostEntity | null>;
  /** Whether the request carries the admin's preview cookie with a current session. */
  isAdmin(request: Request): Promise<boolean>;
}

/** The admin's preview cookie: the admin's token, sent only to the blog's pages. */
export const ADMIN_PREVIEW_COOKIE = 'admin_preview';

/** What an address answers: its data (private: an unpublished post's preview), or a 301. */
type PageAnswer = { data: BlogPageData; preview: PostEntity | null } | { movedTo: string };

/** The data an address needs, read from the blog service in the shapes the API answers. */
async function answerFor(
  posts: PostsService,
  address: BlogPageAddress,
  request: Request,
  preview: PreviewAccess | undefined,
): Promise<PageAnswer> {
  if (address.kind === 'list') {
    if (!address.query) return { data: null, preview: null };
    const pageSize = POST_LIST.defaultPageSize;
    const { items, total } = await posts.listPage({ ...address.query, pageSize, summary: true });
    const data = {
      items: items.map((post) => PostSummaryView.of(post)),
      total,
      page: address.query.page,
      pageSize,
    };
    return { data, preview: null };
  }
  if (address.kind !== 'post') return { data: null, preview: null };
  const token = typeof request.query.preview === 'string' ? request.query.preview : undefined;
  let visibility: Visibility = {};
  if (token !== undefined) {
    const shared = preview ? await preview.postOf(token) : null;
    if (!shared) return { data: null, preview: null };
    if (shared.slug !== address.slug) {
      return { movedTo: `/blog/${shared.slug}?preview=${encodeURIComponent(token)}` };
    }
    visibility = { unpublished: true };
  } else if (preview && request.headers.cookie?.includes(ADMIN_PREVIEW_COOKIE)) {
    visibility = { unpublished: await preview.isAdmin(request) };
  }
  try {
    const { post, neighbours } = await posts.findWithNeighbours(address.slug, visibility);
    const data = { post: PostView.of(post), neighbours: PostNeighboursView.of(neighbours) };
    return { data, preview: isPublicNow(post) ? null : post };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'POST_NOT_FOUND') throw error;
    const moved = await posts.movedTo(address.slug, visibility);
    return moved ? { movedTo: `/blog/${moved}` } : { data: null, preview: null };
  }
}

function isPublicNow(post: PostEntity): boolean {
  return post.status === 'published' && post.publishedAt !== null && post.publishedAt <= new Date();
}

/** The line above a preview's page: what the reader sees is not public. */
function previewBanner(post: PostEntity): string {
  const when =
    post.status === 'scheduled' && post.publishedAt
      ? ` It is scheduled for ${post.publishedAt.toLocaleString('en-GB', {
          timeZone: COMPANY_TIME_ZONE,
          dateStyle: 'long',
          timeStyle: 'short',
        })} (Pakistan time).`
      : ' It is a draft.';
  return `<p class="preview-banner" role="status">Preview: this post is not public.${when}</p>`;
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Blog unavailable</title></head>
<body><h1>The blog is unavailable right now.</h1><p>Please try again in a minute.</p></body></html>
`;

/**
 * Answers the blog's addresses with the server-rendered page: 200 with the finished HTML, 404
 * with the not-found page for a post, tag or page number that does not exist, 301 from page 1
 * to the list itself and from a post's old slug to its new one, and 503 (with Retry-After)
 * when the posts cannot be read. An unpublished post is shown only through a share link or to
 * the admin's preview cookie, privately (never cached, never indexed) under a banner.
 */
export function blogPages(
  renderer: BlogRenderer,
  posts: PostsService,
  preview?: PreviewAccess,
): RequestHandler {
  const logger = new Logger('BlogPages');
  return (request: Request, response: Response, next: NextFunction): void => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !BLOG_PAGE.test(request.path) ||
      NOT_A_PAGE.test(request.path)
    ) {
      next();
      return;
    }
    const url = request.originalUrl;
    const address = renderer.address(url);
    labelRoute(request, address.kind === 'post' ? '/blog/:slug' : '/blog');
    response.setHeader('Cache-Control', 'no-cache');
    if (address.kind === 'redirect') {
      response.redirect(301, address.location);
      return;
    }
    answerFor(posts, address, request, preview)
      .then(async (answer) => {
        if ('movedTo' in answer) {
          response.redirect(301, answer.movedTo);
          return;
        }
        const { status, html } = await renderer.render(url, address, answer.data);
        if (status === 404) response.setHeader('X-Robots-Tag', 'noindex');
        let page = html;
        if (answer.preview) {
          response.setHeader('Cache-Control', 'private, no-store');
          response.setHeader('X-Robots-Tag', 'noindex');
          page = html.replace(/<body([^>]*)>/, `<body$1>${previewBanner(answer.preview)}`);
        }
        // One UTF-8 encoding of the page, which express then sends and tags as it is.
        response.status(status).type('html').send(Buffer.from(page));
      })
      .catch((error: unknown) => {
        logger.error(
          `Could not render ${request.path} [request ${requestIdOf(request)}]: ${String(error)}`,
        );
        response
          .status(503)
          .setHeader('Retry-After', '5')
          .setHeader('X-Robots-Tag', 'noindex')
          .type('html')
          .send(UNAVAILABLE_PAGE);
      });
  };
}
