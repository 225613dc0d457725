import { type Request } from 'express';

const LABEL = Symbol('routeLabel');

type Labelled = Request & { [LABEL]?: string };

/** The label of a request no controller route matched (an unknown address, a request refused
 * before routing such as a body too large). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Names what answered a request that no controller route matches (the blog's pages, the
 * frontend's files in `make start`), for the logs and metrics. */
export function labelRoute(request: Request, label: string): void {
  (request as Labelled)[LABEL] = label;
}

/**
 * The request's route for the logs and metrics: the matched route pattern (`/api/blogs/:slug`),
 * the label a page handler gave it, or UNMATCHED_ROUTE. Never the URL itself, so ids and query
 * strings (share-link tokens, searches) stay out, and the metrics keep a bounded set of series.
 */
export function routeOf(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  // A wildcard is a middleware's (nestjs-pino's request context: `{/*splat}`), not a route's.
  if (typeof pattern === 'string' && !pattern.includes('*')) return pattern;
  return (request as Labelled)[LABEL] ?? UNMATCHED_ROUTE;
}
