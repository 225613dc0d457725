// Every public route: the pages the build prerendered and the blog's list, which the bff renders
// per request, checked against the routes the site must have, so none can silently go missing.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_DIST } from '../stack.js';

export const SERVICE_IDS = [
  'custom-software',
  'app-development',
  'website-development',
  'social-media',
  'digital-marketing',
  'printing',
  'cyber-security',
  'video-editing',
  'graphic-design',
] as const;

/** The public routes the site must have. */
export const REQUIRED_ROUTES = [
  '/',
  '/services',
  ...SERVICE_IDS.map((id) => `/services/${id}`),
  '/about',
  '/contact',
  '/careers',
  '/resources',
  '/knowledge-center',
  '/faqs',
  '/courses',
  '/projects',
  '/blog',
  '/web-development',
  '/app-development',
  '/digital-marketing',
  '/graphic-design',
  '/marketing',
];

function prerendered(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'static' ? [] : prerendered(full);
    return name === 'index.html' ? [full] : [];
  });
}

/** The public routes the bff renders on request instead of the build. */
export const SERVER_RENDERED_ROUTES = ['/blog'];

/** '/', '/about', … for every dist/<route>/index.html, and the server-rendered routes, sorted. */
export function publicRoutes(): string[] {
  return prerendered(FRONTEND_DIST)
    .map((file) => {
      const relative = path.relative(FRONTEND_DIST, path.dirname(file)).split(path.sep).join('/');
      return relative ? `/${relative}` : '/';
    })
    .concat(SERVER_RENDERED_ROUTES)
    .sort();
}

/** A file-name-safe form of a route. */
export const routeName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/\//g, '__');
