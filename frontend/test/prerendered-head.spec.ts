/**
 * The head of every page in the build (frontend/dist, made by `npm run build -w frontend`):
 * canonical link, Open Graph, Twitter card and JSON-LD, as link previews and search engines read
 * them. The 404 page and the app shell stay out of search results.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { articles } from '../src/content/articles.js';
import { careers } from '../src/content/careers.js';
import { courses } from '../src/content/courses.js';
import { faqSections } from '../src/content/faqs.js';
import { services } from '../src/content/services.js';
import { prerenderPaths } from '../src/lib/routes.js';
import { checkJsonLd, type JsonObject, nodes, typesOf } from './json-ld.js';

const DIST = process.env.FRONTEND_DIST ?? path.resolve(import.meta.dirname, '../dist');
if (!existsSync(path.join(DIST, 'index.html'))) {
  throw new Error(`${DIST} has no build: run \`npm run build -w frontend\` first`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'static' ? [] : htmlFiles(full);
    return name === 'index.html' ? [full] : [];
  });
}

/** '/', '/about', … for every dist/<route>/index.html. */
const PAGES = htmlFiles(DIST)
  .map((file) => {
    const relative = path.relative(DIST, path.dirname(file)).split(path.sep).join('/');
    return relative ? `/${relative}` : '/';
  })
  .sort();

const read = (file: string) =>
  new DOMParser().parseFromString(readFileSync(path.join(DIST, file), 'utf8'), 'text/html');
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const attr = (doc: Document, selector: string, name: string) =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;
const property = (doc: Document, key: string) => attr(doc, `meta[property="${key}"]`, 'content');
const named = (doc: Document, key: string) => attr(doc, `meta[name="${key}"]`, 'content');

/** The build's site address, as the home page's canonical link gives it. */
const SITE = (attr(read('index.html'), 'link[rel="canonical"]', 'href') ?? '').replace(/\/$/, '');

/** Width and height of a PNG (IHDR) or a baseline/progressive JPEG (SOF), or null. */
function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      const marker = bytes[at + 1] ?? 0;
      if (marker >= 0xc0 && marker <= 0xc3) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

const isArticle = (route: string) => /^\/knowledge-center\/[^/]+$/.test(route);

/** The problems of one page's head; none means it passes. */
export function headProblems(doc: Document, route: string): string[] {
  const problems: string[] = [];
  const canonical = `${SITE}${route}`;
  const check = (what: string, actual: string | null, wanted: string | RegExp) => {
    const ok =
      typeof wanted === 'string' ? actual === wanted : actual !== null && wanted.test(actual);
    if (!ok) problems.push(`${what}: ${JSON.stringify(actual)}, expected ${String(wanted)}`);
  };
  const SOME = /\S/;
  check('canonical', attr(doc, 'link[rel="canonical"]', 'href'), canonical);
  check('og:url', property(doc, 'og:url'), canonical);
  check('og:type', property(doc, 'og:type'), isArticle(route) ? 'article' : 'website');
  check('og:title', property(doc, 'og:title'), doc.title);
  check('og:description', property(doc, 'og:description'), named(doc, 'description') ?? '');
  check('og:site_name', property(doc, 'og:site_name'), SOME);
  check('og:image:alt', property(doc, 'og:image:alt'), SOME);
  check('twitter:card', named(doc, 'twitter:card'), 'summary_large_image');
  check('twitter:title', named(doc, 'twitter:title'), doc.title);
  check('twitter:description', named(doc, 'twitter:description'), named(doc, 'description') ?? '');
  check('twitter:image', named(doc, 'twitter:image'), property(doc, 'og:image') ?? '');
  if (named(doc, 'robots')?.includes('noindex')) problems.push('robots: noindex');

  const image = property(doc, 'og:image') ?? '';
  let url: URL | null = null;
  try {
    url = new URL(image);
  } catch {
    problems.push(`og:image is not an absolute URL: ${JSON.stringify(image)}`);
  }
  if (url && !/^https?:$/.test(url.protocol)) problems.push(`og:image is ${url.protocol}`);
  if (url && url.origin === new URL(SITE).origin) {
    const file = path.join(DIST, decodeURIComponent(url.pathname));
    if (!existsSync(file)) {
      problems.push(`og:image ${url.pathname} is not in the build`);
    } else {
      const size = imageSize(readFileSync(file));
      if (!size) problems.push(`og:image ${url.pathname} is not a PNG or JPEG`);
      else {
        check('og:image:width', property(doc, 'og:image:width'), String(size.width));
        check('og:image:height', property(doc, 'og:image:height'), String(size.height));
      }
    }
  }
  if (isArticle(route)) {
    check('article:published_time', property(doc, 'article:published_time'), /^\d{4}-\d{2}-\d{2}/);
    check('article:modified_time', property(doc, 'article:modified_time'), /^\d{4}-\d{2}-\d{2}/);
  }
  return problems;
}

/** The JSON-LD blocks of a page, as written in its HTML. */
const jsonLdTexts = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );

const ofType = (blocks: JsonObject[], type: string) =>
  blocks.flatMap(nodes).filter((node) => typesOf(node).includes(type));

describe('the prerendered pages', () => {
  it('are exactly the route table’s prerender list, with a site address', () => {
    expect(PAGES).toEqual(prerenderPaths({ services, careers, articles }).sort());
    expect(SITE).toMatch(/^https?:\/\/[^/]+$/);
  });

  describe.each(PAGES)('%s', (route) => {
    const doc = read(pageFile(route));

    it('has a canonical link, Open Graph and a Twitter card with an image in the build', () => {
      expect(headProblems(doc, route)).toEqual([]);
    });

    it('has valid JSON-LD: one Organization, the required properties of every type', () => {
      const { problems, blocks } = checkJsonLd(jsonLdTexts(doc));
      expect(problems).toEqual([]);
      const [organization] = ofType(blocks, 'ProfessionalService');
      expect(organization?.['@id']).toBe(`${SITE}/#organization`);
      expect(organization?.url).toBe(`${SITE}/`);

      const trail = ofType(blocks, 'BreadcrumbList');
      if (/^\/(services|careers|knowledge-center)\/[^/]+$/.test(route)) {
        expect(trail).toHaveLength(1);
        const items = trail[0]?.itemListElement as JsonObject[];
        expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
        expect(items[0]?.item).toBe(`${SITE}/`);
        expect(items[2]?.item).toBe(`${SITE}${route}`);
      } else {
        expect(trail).toEqual([]);
      }
    });
  });

  it('/faqs carries every question and answer as a FAQPage', () => {
    const { blocks } = checkJsonLd(jsonLdTexts(read('faqs/index.html')));
    const [faq] = ofType(blocks, 'FAQPage');
    const expected = faqSections.flatMap((section) => section.items);
    expect((faq?.mainEntity as JsonObject[]).map((question) => question.name)).toEqual(
      expected.map((item) => item.question),
    );
    expect(
      (faq?.mainEntity as JsonObject[]).map(
        (question) => (question.acceptedAnswer as JsonObject).text,
      ),
    ).toEqual(expected.map((item) => item.answer));
  });

  it.each(services.map((service) => service.id))(
    '/services/%s is a Service of the organization',
    (id) => {
      const { blocks } = checkJsonLd(jsonLdTexts(read(`services/${id}/index.html`)));
      const [node, ...others] = ofType(blocks, 'Service');
      expect(others).toEqual([]);
      expect(node?.name).toBe(services.find((service) => service.id === id)?.title);
      expect(node?.provider).toEqual({ '@id': `${SITE}/#organization` });
    },
  );

  it('/courses describes every course with where and how long it runs', () => {
    const { blocks } = checkJsonLd(jsonLdTexts(read('courses/index.html')));
    const described = ofType(blocks, 'Course');
    expect(described.map((node) => node.name)).toEqual(courses.map((course) => course.title));
    expect(described.map((node) => (node.hasCourseInstance as JsonObject[])[0]?.duration)).toEqual(
      courses.map((course) => `P${course.months}M`),
    );
  });

  it.each(articles.map((article) => article.slug))(
    '/knowledge-center/%s is an Article by its author, published by the organization',
    (slug) => {
      const doc = read(`knowledge-center/${slug}/index.html`);
      const { blocks } = checkJsonLd(jsonLdTexts(doc));
      const [node] = ofType(blocks, 'Article');
      const article = articles.find((entry) => entry.slug === slug);
      expect(node?.headline).toBe(article?.title);
      expect(node?.author).toEqual({ '@type': 'Person', name: article?.author });
      expect(node?.publisher).toEqual({ '@id': `${SITE}/#organization` });
      expect(node?.datePublished).toBe(property(doc, 'article:published_time'));
      expect(node?.mainEntityOfPage).toEqual({
        '@type': 'WebPage',
        '@id': `${SITE}/knowledge-center/${slug}`,
      });
    },
  );

  it.each([
    ['404.html', 'noindex'],
    // The shell serves /blog/<slug> too; the admin area gets X-Robots-Tag from the server.
    ['app-shell.html', null],
  ])('%s has robots %s and no canonical link', (file, robots) => {
    const doc = read(file);
    expect(named(doc, 'robots')).toBe(robots);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('404.html is the not-found page', () => {
    const doc = read('404.html');
    expect(doc.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(doc.title).toMatch(/^Page not found \| /);
  });
});

describe('the checks themselves', () => {
  const doc = read('services/printing/index.html');
  const html = doc.documentElement.outerHTML;
  const broken = (edit: (html: string) => string) =>
    new DOMParser().parseFromString(edit(html), 'text/html');

  it('fail on a relative or missing og:image, a wrong og:type or no Twitter card', () => {
    expect(headProblems(doc, '/services/printing')).toEqual([]);
    expect(
      headProblems(
        broken((text) => text.replace(`content="${SITE}/social/`, 'content="/social/')),
        '/services/printing',
      ),
    ).toContainEqual(expect.stringMatching(/^og:image is not an absolute URL/));
    expect(
      headProblems(
        broken((text) => text.replace('/social/service-printing.png', '/social/nothing.png')),
        '/services/printing',
      ),
    ).toContain('og:image /social/nothing.png is not in the build');
    expect(headProblems(doc, '/knowledge-center/x')).toContainEqual(
      expect.stringMatching(/^og:type: "website", expected article/),
    );
    expect(
      headProblems(
        broken((text) => text.replace('name="twitter:card"', 'name="twitter:kind"')),
        '/services/printing',
      ),
    ).toContainEqual(expect.stringMatching(/^twitter:card: null/));
  });

  it('fail on bad JSON, a missing required property, two Organizations or a raw "<"', () => {
    const texts = jsonLdTexts(doc);
    const [organization = '', serviceBlock = ''] = texts;
    expect(checkJsonLd(texts).problems).toEqual([]);
    expect(checkJsonLd([organization, '{"@context":']).problems).toContainEqual(
      expect.stringMatching(/^block 1: not JSON/),
    );
    expect(
      checkJsonLd([organization, serviceBlock.replace('"serviceType"', '"kind"')]).problems,
    ).toContain('Service lacks serviceType');
    expect(checkJsonLd([organization, organization]).problems).toContain(
      '2 Organization blocks (one expected)',
    );
    expect(checkJsonLd([serviceBlock]).problems).toEqual(
      expect.arrayContaining([
        '0 Organization blocks (one expected)',
        `reference to a missing node "${SITE}/#organization"`,
      ]),
    );
    expect(checkJsonLd([organization.replace('"name":"', '"name":"</script>')]).problems).toContain(
      'block 0: a raw "<" (must be \\u003c)',
    );
    expect(
      checkJsonLd([organization.replace('"@type":"ProfessionalService"', '"@type":"Thing"')])
        .problems,
    ).toContain('@type Thing has no row in the table of required properties');
  });
});
