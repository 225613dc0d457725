import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type PostsService } from '@site/blog';
import { DomainError } from '@site/common';
import {
  type BlogPageAddress,
  type BlogPageData,
  type BlogRenderer,
  type BlogRendererModule,
  POST_LIST,
} from '@site/contract';
import { PostNeighboursView, PostSummaryView, PostView } from '../blog/post.view.js';

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

/** The data an address needs, read from the blog service in the shapes the API answers. */
async function dataFor(posts: PostsService, address: BlogPageAddress): Promise<BlogPageData> {
  if (address.kind === 'list') {
    if (!address.query) return null;
    const pageSize = POST_LIST.defaultPageSize;
    const { items, total } = await posts.listPage({ ...address.query, pageSize, summary: true });
    return {
      items: items.map((post) => PostSummaryView.of(post)),
      total,
      page: address.query.page,
      pageSize,
    };
  }
  if (address.kind !== 'post') return null;
  try {
    const { post, neighbours } = await posts.findWithNeighbours(address.slug);
    return { post: PostView.of(post), neighbours: PostNeighboursView.of(neighbours) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'POST_NOT_FOUND') return null;
    throw error;
  }
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Blog unavailable</title></head>
<body><h1>The blog is unavailable right now.</h1><p>Please try again in a minute.</p></body></html>
`;

/**
 * Answers the blog's addresses with the server-rendered page: 200 with the finished HTML, 404
 * with the not-found page for a post, tag or page number that does not exist, 301 from page 1
 * to the list itself, and 503 (with Retry-After) when the posts cannot be read.
 */
export function blogPages(renderer: BlogRenderer, posts: PostsService): RequestHandler {
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
    response.setHeader('Cache-Control', 'no-cache');
    if (address.kind === 'redirect') {
      response.redirect(301, address.location);
      return;
    }
    dataFor(posts, address)
      .then((data) => renderer.render(url, address, data))
      .then(({ status, html }) => {
        if (status === 404) response.setHeader('X-Robots-Tag', 'noindex');
        // One UTF-8 encoding of the page, which express then sends and tags as it is.
        response.status(status).type('html').send(Buffer.from(html));
      })
      .catch((error: unknown) => {
        logger.error(`Could not render ${request.path}: ${String(error)}`);
        response
          .status(503)
          .setHeader('Retry-After', '5')
          .setHeader('X-Robots-Tag', 'noindex')
          .type('html')
          .send(UNAVAILABLE_PAGE);
      });
  };
}
