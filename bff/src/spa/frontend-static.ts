import { existsSync } from 'node:fs';
import path from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

/** The client-route shell the frontend build writes (no page content, just the app). */
export const APP_SHELL = 'app-shell.html';

const NEVER_THE_SPA = /^\/(api|uploads|static)(\/|$)/;

/**
 * `make start` serves the frontend build itself (nginx does it in the container stack):
 * files as they are (fingerprinted ones cached for a year, HTML never), `/about` from the
 * prerendered `about/index.html`, and the app shell for client-only routes such as
 * /blog/:slug or /admin/*. /api, /uploads and missing files under /static are never answered
 * with HTML.
 */
export function frontendStatic(dist: string): RequestHandler[] {
  const root = path.resolve(dist);
  const files = express.static(root, {
    index: 'index.html',
    redirect: false,
    setHeaders: (response, filePath) => {
      const fingerprinted = filePath.startsWith(path.join(root, 'static') + path.sep);
      response.setHeader(
        'Cache-Control',
        fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const pages = (request: Request, response: Response, next: NextFunction): void => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      NEVER_THE_SPA.test(request.path)
    ) {
      next();
      return;
    }
    const prerendered = path.join(root, request.path, 'index.html');
    const page =
      prerendered.startsWith(root + path.sep) && existsSync(prerendered)
        ? prerendered
        : path.join(root, APP_SHELL);
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(page, (error) => {
      if (error) next(error);
    });
  };

  return [files, pages];
}

export function hasFrontendBuild(dist: string): boolean {
  return existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, APP_SHELL));
}
