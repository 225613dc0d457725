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
import { type HeadElement, noindexHead } from './lib/head.js';
import { documentTitle, resolveMeta } from './lib/page-meta.js';
import { prerenderPaths } from './lib/routes.js';
import { type HeadContent, siteHead } from './lib/site-head.js';

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

/** The shell served for client-only routes (vite.config.ts also lists /404.html, which renders
 * the not-found page); both are kept out of search results. */
const SHELL = '/app-shell.html';

/** The content of the pages whose head describes it. Their content modules are read through the
 * page modules: a direct import here would be shared with the page and so move the module out of
 * the page's chunk into a chunk of its own, one more request for the page. */
async function headContent(): Promise<HeadContent> {
  const [{ courses }, { faqSections }] = await Promise.all([
    import('./pages/CoursesPage.js'),
    import('./pages/FaqsPage.js'),
  ]);
  return {
    services,
    articles,
    careerCategories: careers.categories,
    faqSections,
    courses,
  };
}

async function renderPage(url: string): Promise<string> {
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
  return new Response(prelude).text();
}

export async function prerender({ url }: { url: string }): Promise<PrerenderResult> {
  // The shell also serves /blog/<slug> until posts are rendered on the server, so it is not
  // noindex: the admin area's answers carry X-Robots-Tag: noindex from the server instead.
  if (url === SHELL) {
    return {
      html: '<div class="app-loading" role="status">Loading…</div>',
      head: { lang: 'en', title: company.name },
    };
  }
  const html = await renderPage(url);
  const [match] = matchRoutes(pageRoutes, url)?.slice(-1) ?? [];
  const meta = match
    ? resolveMeta((await match.route.load()).meta, {
        pattern: match.route.path,
        params: match.params,
      })
    : undefined;

  if (!match || match.route.name === 'notFound') {
    return {
      html,
      data: { url },
      head: {
        lang: 'en',
        title: documentTitle(meta?.title),
        elements: new Set(noindexHead(meta?.description)),
      },
    };
  }

  const head = siteHead(
    { path: url, route: match.route.name, params: match.params, meta },
    await headContent(),
  );
  return {
    html,
    // The first page hands the plugin every other path to render.
    links: url === '/' ? new Set(prerenderPaths({ services, careers, articles })) : undefined,
    data: { url },
    head: { lang: 'en', title: head.title, elements: new Set(head.elements) },
  };
}
