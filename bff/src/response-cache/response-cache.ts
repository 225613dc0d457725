import { createHash } from 'node:crypto';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { type INestApplication } from '@nestjs/common';
import { BlogChanges, LARGEST_CACHED_SHARE } from '@site/blog';
import { ADMIN_PREVIEW_COOKIE } from '../blog-pages/blog-pages.js';
import { labelRoute, routeOf } from '../http/route-label.js';

/** The public reads whose answers depend on the posts only: the blog API, the blog's pages,
 * its feed and the sitemap. */
const PUBLIC_READS = /^\/(api\/blogs|blog)(\/|$)|^\/sitemap\.xml$/;

/** Headers of a stored answer that belong to the request that made it, not to the answer. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'etag',
]);

export const DEFAULT_RESPONSE_CACHE_BYTES = 8 * 1024 * 1024;

interface Stored {
  generation: number;
  route: string;
  headers: [string, string | number | readonly string[]][];
  etag: string;
  body: Buffer;
}

/**
 * The finished answers of the public reads (status, headers and body bytes), kept under the
 * generation of BlogChanges they were made in: PostgreSQL notifies every replica of each change
 * to the posts, which starts a new generation, so no replica serves an answer older than the
 * last change it heard of. A hit is answered before Nest's router, guards, pipes and the
 * renderer; a miss runs the normal path, and its answer is kept when it is a 200 meant for
 * everyone. Never used for a request that may be private: an Authorization header, the admin's
 * preview cookie or a share link's `preview` parameter. A matching If-None-Match gets a 304.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, Stored>;
  private readonly largestEntryBytes: number;
  private counts = { hits: 0, misses: 0 };

  constructor(
    private readonly changes: BlogChanges,
    maxBytes = DEFAULT_RESPONSE_CACHE_BYTES,
  ) {
    // A larger answer (the plain post list at 1,000 posts is 6.7 MB) is sent but not kept;
    // nginx's micro-cache still holds it.
    this.largestEntryBytes = Math.floor(maxBytes * LARGEST_CACHED_SHARE);
    this.answers = new LRUCache<string, Stored>({
      maxSize: maxBytes,
      sizeCalculation: (stored) => Math.max(1, stored.body.length + 256),
    });
    changes.onChange(() => this.answers.clear());
  }

  /** Answers kept and served, and the bytes kept. */
  stats(): { hits: number; misses: number; entries: number; bytes: number } {
    return { ...this.counts, entries: this.answers.size, bytes: this.answers.calculatedSize };
  }

  middleware(): RequestHandler {
    return (request: Request, response: Response, next: NextFunction): void => {
      const generation = this.changes.generation;
      if (generation === undefined || !isPublicRead(request)) {
        next();
        return;
      }
      const key = request.originalUrl;
      const stored = this.answers.get(key);
      if (stored?.generation === generation) {
        this.counts.hits++;
        answer(request, response, stored);
        return;
      }
      this.counts.misses++;
      this.keepWhatIsSent(key, generation, request, response);
      next();
    };
  }

  /** Keeps the answer `response` ends with in one piece, when it is a 200 for everyone, no larger
   * than an eighth of the cache, and the posts did not change while it was made (its headers are
   * final by then: Express's own Content-Type, charset and ETag included). */
  private keepWhatIsSent(
    key: string,
    generation: number,
    request: Request,
    response: Response,
  ): void {
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      response.end = end as Response['end'];
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8';
      if (
        response.statusCode === 200 &&
        !response.headersSent &&
        this.changes.generation === generation &&
        (typeof chunk === 'string' || Buffer.isBuffer(chunk)) &&
        isForEveryone(response) &&
        (typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length) <=
          this.largestEntryBytes
      ) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
        let etag = response.getHeader('etag');
        if (typeof etag !== 'string') {
          etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          response.setHeader('ETag', etag);
        }
        this.answers.set(key, {
          generation,
          route: routeOf(request),
          headers: Object.entries(response.getHeaders())
            .filter(([name, value]) => value !== undefined && !PER_REQUEST_HEADERS.has(name))
            .map(([name, value]) => [name, value as string | number | readonly string[]]),
          etag,
          body,
        });
        // The bytes just kept, rather than the string again (one copy of a large body, not two).
        return end(body, ...rest);
      }
      return end(chunk, ...rest);
    }) as Response['end'];
  }
}

function isPublicRead(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    PUBLIC_READS.test(request.path) &&
    request.headers.authorization === undefined &&
    !request.headers.cookie?.includes(ADMIN_PREVIEW_COOKIE) &&
    request.query.preview === undefined
  );
}

function isForEveryone(response: Response): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return !/private|no-store/.test(cacheControl) && response.getHeader('set-cookie') === undefined;
}

function answer(request: Request, response: Response, stored: Stored): void {
  labelRoute(request, stored.route);
  for (const [name, value] of stored.headers) response.setHeader(name, value);
  response.setHeader('ETag', stored.etag);
  if (matches(request.headers['if-none-match'], stored.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Length', stored.body.length);
  response.end(request.method === 'HEAD' ? undefined : stored.body);
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const mounted = new WeakMap<INestApplication, ResponseCache>();

/** Answers the public reads of `app` from a ResponseCache, when it is on (BLOG_RESPONSE_CACHE)
 * and the blog listens for changes (BLOG_READ_CACHE); mount it before the blog's pages and
 * Nest's routes. */
export function mountResponseCache(app: INestApplication, enabled = true): void {
  if (!enabled) return;
  const changes = app.get<BlogChanges | null>(BlogChanges, { strict: false });
  if (!changes) return;
  const cache = new ResponseCache(changes);
  mounted.set(app, cache);
  app.use(cache.middleware());
}

/** The ResponseCache mounted on `app`, if any. */
export function responseCacheOf(app: INestApplication): ResponseCache | undefined {
  return mounted.get(app);
}
