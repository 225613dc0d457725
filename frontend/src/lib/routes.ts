import type { CareerCategoryId, ServiceId } from '../content/types.js';

/**
 * Every address of the site, defined once: the router (app/pages.ts gives each entry its page
 * module), the prerender step and so the sitemap (the pages it writes), and every link are built
 * from this table. It ships with every page, so the content that some routes expand over is
 * handed in by the prerender step rather than imported here.
 */
export interface RouteEntry {
  /** The router's patterns: one, or one per page of a family (the hero pages). */
  readonly patterns: readonly string[];
  /** The static paths it expands to, prerendered at build time and listed in the sitemap.
   * Absent: rendered in the browser only (it depends on the API, or is the admin area). */
  readonly prerender?: (content: SiteContent) => readonly string[];
}

/** The content whose entries have pages of their own (src/content, given by the prerender). */
export interface SiteContent {
  services: readonly { id: ServiceId }[];
  careers: { categories: readonly { id: CareerCategoryId }[] };
  articles: readonly { slug: string }[];
}

/** A route one can link to. */
export interface Route<Args extends unknown[] = []> extends RouteEntry {
  readonly link: (...args: Args) => string;
}

/** The hero-only service pages: one route each, all rendered by the same page, their text in
 * content/hero-pages.ts. */
export const HERO_PATHS = [
  '/web-development',
  '/app-development',
  '/digital-marketing',
  '/graphic-design',
] as const;
export type HeroPath = (typeof HERO_PATHS)[number];

const fixed = (path: string): Route => ({
  patterns: [path],
  link: () => path,
  prerender: () => [path],
});

const browserOnly = (path: string): Route => ({ patterns: [path], link: () => path });

/** Page `page` of a paginated list at `base`: page 1 is `base` itself. */
const pageOf = (base: string, page = 1): string => (page > 1 ? `${base}/page/${page}` : base);

/** `base/:param`, prerendered for every value `values` lists (none when it is absent). */
function parameterised<Value extends string = string>(
  base: string,
  param: string,
  values?: (content: SiteContent) => readonly Value[],
): Route<[Value]> {
  const link = (value: Value) => `${base}/${encodeURIComponent(value)}`;
  return {
    patterns: [`${base}/:${param}`],
    link,
    prerender: values && ((content) => values(content).map(link)),
  };
}

/** The public site, inside the header and footer. */
export const routes = {
  home: fixed('/'),
  about: fixed('/about'),
  services: fixed('/services'),
  service: parameterised<ServiceId>('/services', 'id', ({ services }) =>
    services.map((service) => service.id),
  ),
  contact: fixed('/contact'),
  careers: fixed('/careers'),
  careerCategory: parameterised<CareerCategoryId>('/careers', 'category', ({ careers }) =>
    careers.categories.map((category) => category.id),
  ),
  resources: fixed('/resources'),
  knowledgeCenter: fixed('/knowledge-center'),
  article: parameterised('/knowledge-center', 'slug', ({ articles }) =>
    articles.map((article) => article.slug),
  ),
  faqs: fixed('/faqs'),
  pdfGuide: fixed('/pdf-guide'),
  courses: fixed('/courses'),
  projects: fixed('/projects'),
  // The blog is rendered by the server from the API (bff/src/blog-pages), never prerendered.
  blog: {
    patterns: ['/blog', '/blog/page/:page'],
    link: (page?: number) => pageOf('/blog', page),
  } satisfies Route<[page?: number]>,
  blogTag: {
    patterns: ['/blog/tag/:tag', '/blog/tag/:tag/page/:page'],
    link: (tag: string, page?: number) => pageOf(`/blog/tag/${encodeURIComponent(tag)}`, page),
  } satisfies Route<[tag: string, page?: number]>,
  blogSearch: {
    patterns: ['/blog/search'],
    link: (q: string, page?: number) =>
      `/blog/search?${new URLSearchParams(page && page > 1 ? { q, page: String(page) } : { q })}`,
  } satisfies Route<[q: string, page?: number]>,
  blogPost: parameterised('/blog', 'slug'),
  hero: {
    patterns: HERO_PATHS,
    link: (path: HeroPath) => path,
    prerender: () => HERO_PATHS,
  } satisfies Route<[HeroPath]>,
  marketing: fixed('/marketing'),
  privacyPolicy: fixed('/privacy-policy'),
  terms: fixed('/terms-conditions'),
  notFound: { patterns: ['*'] } satisfies RouteEntry,
} as const;

export type PublicRouteName = keyof typeof routes;

/** The admin area lives under this path: its own chunks, never prerendered, no public header or
 * footer; any other address under it goes to the dashboard. */
export const ADMIN_BASE = '/admin';

export const adminRoutes = {
  login: browserOnly(`${ADMIN_BASE}/login`),
  dashboard: browserOnly(`${ADMIN_BASE}/dashboard`),
  messages: browserOnly(`${ADMIN_BASE}/messages`),
  message: {
    patterns: [`${ADMIN_BASE}/messages/:id`],
    link: (id: string) => `${ADMIN_BASE}/messages/${encodeURIComponent(id)}`,
  } satisfies Route<[id: string]>,
  security: browserOnly(`${ADMIN_BASE}/security`),
  audit: browserOnly(`${ADMIN_BASE}/audit`),
} as const;

export type AdminRouteName = keyof typeof adminRoutes;

/** Every path the build prerenders, in the table's order. */
export function prerenderPaths(content: SiteContent): string[] {
  return Object.values(routes).flatMap((route: RouteEntry) => route.prerender?.(content) ?? []);
}
