import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { ConfigError } from '../config/app-config.js';
import { labelRoute } from '../http/route-label.js';

/** The client-route shell the frontend build writes (no page content, just the app). */
export const APP_SHELL = 'app-shell.html';
/** The site's 404 page (noindex), prerendered by the frontend build. */
export const NOT_FOUND_PAGE = '404.html';
/** `{ "siteUrl": ... }`: the address the build baked into its pages (vite-plugins/site-files). */
export const SITE_FILE = 'site.json';

const NEVER_A_FILE = /^\/(api|uploads)(\/|$)/;
const NEVER_THE_SPA = /^\/(api|uploads|static)(\/|$)|^\/(sitemap\.xml|blog\/rss\.xml)$/;
/** The admin area: every address under /admin is the app's, and none is for search engines. */
const ADMIN_AREA = /^\/admin(\/|$)/;

/**
 * `make start` serves the frontend build itself (nginx does it in the container stack, with the
 * same answers): files as they are (fingerprinted ones cached for a year, HTML never), `/about`
 * from the prerendered `about/index.html`, the app shell for the admin area (/admin,
 * /admin/*), and the 404 page with status 404 for any other address. /api, /uploads, missing
 * files under /static, the sitemap and the feed are never answered from here (the blog's pages
 * are answered before, by blog-pages).
 */
export function frontendStatic(dist: string): RequestHandler[] {
  const root = path.resolve(dist);
  const files = express.static(root, {
    index: 'index.html',
    redirect: false,
    setHeaders: (response, filePath) => {
      // The logs' and metrics' name for what answered (routeOf), as for pages below.
      labelRoute(response.req as Request, '(file)');
      const fingerprinted = filePath.startsWith(path.join(root, 'static') + path.sep);
      response.setHeader(
        'Cache-Control',
        fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (filePath === path.join(root, NOT_FOUND_PAGE)) {
        response.setHeader('X-Robots-Tag', 'noindex');
      }
    },
  });

  const send = (file: string, response: Response, next: NextFunction): void => {
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(file, (error) => {
      if (error) next(error);
    });
  };

  const pages = (request: Request, response: Response, next: NextFunction): void => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      NEVER_THE_SPA.test(request.path)
    ) {
      next();
      return;
    }
    const route = decodedPath(request.path);
    const prerendered = route && path.join(root, route, 'index.html');
    if (prerendered?.startsWith(root + path.sep) && existsSync(prerendered)) {
      labelRoute(request, '(page)');
      send(prerendered, response, next);
    } else if (route && ADMIN_AREA.test(route)) {
      labelRoute(request, '/admin/*');
      response.setHeader('X-Robots-Tag', 'noindex');
      send(path.join(root, APP_SHELL), response, next);
    } else {
      labelRoute(request, '(not found)');
      response.status(404).setHeader('X-Robots-Tag', 'noindex');
      response.setHeader('Cache-Control', 'no-cache');
      // A build without the page still answers 404 (the API's JSON one).
      response.sendFile(path.join(root, NOT_FOUND_PAGE), (error) => {
        if (error) next(response.headersSent ? error : undefined);
      });
    }
  };

  // The API and the uploads are never files of the build: no disk lookup for them.
  const filesOutsideApi = (request: Request, response: Response, next: NextFunction): void => {
    if (NEVER_A_FILE.test(request.path)) next();
    else files(request, response, next);
  };
  return [filesOutsideApi, pages];
}

/** The request path as nginx sees it (percent-decoded); undefined when it cannot be a file. */
function decodedPath(raw: string): string | undefined {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

export function hasFrontendBuild(dist: string): boolean {
  return existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, APP_SHELL));
}

/** The address a frontend build was made for (its site.json), if it recorded one. */
export function builtSiteUrl(dist: string): string | undefined {
  try {
    const { siteUrl } = JSON.parse(readFileSync(path.join(dist, SITE_FILE), 'utf8')) as {
      siteUrl?: unknown;
    };
    return typeof siteUrl === 'string' ? siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Compares SITE_URL with the address the frontend build baked into its canonical links and
 * robots.txt. Returns what is wrong (with the fix), or undefined when they agree.
 */
export function siteUrlMismatch(dist: string, siteUrl: string): string | undefined {
  return builtForAnotherAddress(
    `The frontend build in ${dist}`,
    builtSiteUrl(dist),
    siteUrl,
    ' (its canonical links and robots.txt say so)',
  );
}

/** What is wrong when `what` was built for `built` but SITE_URL is `siteUrl` (with the fix), or
 * undefined when they agree. */
export function builtForAnotherAddress(
  what: string,
  built: string | undefined,
  siteUrl: string,
  says = '',
): string | undefined {
  if (built === siteUrl) return undefined;
  const made = built
    ? `was built for ${built}${says}`
    : `does not say which address it was built for (no ${SITE_FILE})`;
  return [
    `${what} ${made}, but SITE_URL is ${siteUrl}.`,
    `Rebuild it for this address: VITE_SITE_URL=${siteUrl} npm run build -w frontend`,
    `(make start and make build do that with SITE_URL, or http://localhost:<PORT> when it is unset)${built ? `, or set SITE_URL=${built}` : ''}.`,
  ].join('\n');
}

/** A build made for another address: production refuses to start, development warns. */
export function enforceBuiltAddress(problem: string | undefined, production: boolean): void {
  if (!problem) return;
  if (production) throw new ConfigError(problem);
  new Logger('Start').warn(problem);
}
