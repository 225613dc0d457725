/**
 * Build-time only (vite-prerender-plugin): renders each path of the route table's prerender
 * lists to HTML with its own head. Never part of the browser bundle.
 */
import { StrictMode } from 'react';
import { prerender as renderStatic } from 'react-dom/static.edge';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { pageRoutes } from './app/pages.js';
import { articles } from './content/articles.js';
import { careers } from './content/careers.js';
import { company } from './content/company.js';
import { services } from './content/services.js';
import { documentTitle, resolveMeta } from './lib/page-meta.js';
import { prerenderPaths } from './lib/routes.js';

type HeadElement = { type: string; props: Record<string, string> };

interface PrerenderResult {
  html: string;
  links?: Set<string>;
  data?: unknown;
  head?: {
    lang?: string;
    title?: string;
    elements?: Set<HeadElement>;
  };
}

const SHELL = '/app-shell.html';

export async function prerender({ url }: { url: string }): Promise<PrerenderResult> {
  if (url === SHELL) {
    return {
      html: '<div class="app-loading" role="status">Loading…</div>',
      head: { lang: 'en', title: company.name },
    };
  }
  // react-dom/static waits for every lazy page to load, so the HTML is the finished page.
  const { prelude } = await renderStatic(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // One finished document: no boundary is outlined, so React writes none of the inline
    // scripts that would move it into place (the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();

  const [match] = matchRoutes(pageRoutes, url)?.slice(-1) ?? [];
  const meta = match
    ? resolveMeta((await match.route.load()).meta, {
        pattern: match.route.path,
        params: match.params,
      })
    : undefined;
  const title = documentTitle(meta?.title);
  const description =
    meta?.description ?? `${company.name}: IT services and short courses in Rawalpindi.`;
  const canonical = `${company.siteUrl}${url === '/' ? '/' : url}`;
  return {
    html,
    // The first page hands the plugin every other path to render.
    links: url === '/' ? new Set(prerenderPaths({ services, careers, articles })) : undefined,
    data: { url },
    head: {
      lang: 'en',
      title,
      elements: new Set<HeadElement>([
        { type: 'meta', props: { name: 'description', content: description } },
        { type: 'link', props: { rel: 'canonical', href: canonical } },
        { type: 'meta', props: { property: 'og:type', content: 'website' } },
        { type: 'meta', props: { property: 'og:site_name', content: company.name } },
        { type: 'meta', props: { property: 'og:title', content: title } },
        { type: 'meta', props: { property: 'og:description', content: description } },
        { type: 'meta', props: { property: 'og:url', content: canonical } },
      ]),
    },
  };
}
