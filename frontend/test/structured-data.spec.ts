import { describe, expect, it } from '@jest/globals';
import { articles } from '../src/content/articles.js';
import { careers } from '../src/content/careers.js';
import { company } from '../src/content/company.js';
import { courses } from '../src/content/courses.js';
import { faqSections } from '../src/content/faqs.js';
import { heroPages } from '../src/content/hero-pages.js';
import { home } from '../src/content/home.js';
import { articleDates, organizationFacts, pageBanners } from '../src/content/organization.js';
import { services } from '../src/content/services.js';
import type { ImageAsset } from '../src/content/types.js';
import { type HeadElement, noindexHead, pageHead } from '../src/lib/head.js';
import { HERO_PATHS } from '../src/lib/routes.js';
import { type HeadContent, siteHead } from '../src/lib/site-head.js';
import {
  article,
  breadcrumbList,
  collectionPage,
  HEADLINE_MAX,
  jsonLdText,
  organizationRef,
} from '../src/lib/structured-data.js';
import { checkJsonLd } from './json-ld.js';

const SITE = 'https://www.example.com';
const publisher = organizationRef(SITE);
const content: HeadContent = {
  services,
  articles,
  careerCategories: careers.categories,
  faqSections,
  courses,
};

const jsonLdOf = (elements: HeadElement[]) =>
  elements
    .filter((element) => element.props.type === 'application/ld+json')
    .map((element) => element.props.children ?? '');
const metaOf = (elements: HeadElement[], key: string) =>
  elements.filter((element) => (element.props.property ?? element.props.name) === key);

describe('jsonLdText', () => {
  it('escapes what could end the script element, and parses back to the same data', () => {
    const node = article({
      type: 'BlogPosting',
      headline: 'A post </script><script>alert(1)</script> <!-- & more',
      description: 'a > b',
      url: `${SITE}/blog/x`,
      images: [`${SITE}/x.png`],
      author: publisher,
      publisher,
    });
    const text = jsonLdText(node);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(node);
  });
});

describe('builders', () => {
  it('article: a long headline is cut at a word, dateModified defaults to datePublished', () => {
    const node = article({
      type: 'Article',
      headline: 'word '.repeat(40).trim(),
      description: 'd',
      url: `${SITE}/a`,
      images: [],
      author: 'Ayesha Malik',
      publisher,
      datePublished: '2026-01-02',
    });
    expect(node.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(node.headline).toMatch(/^word( word)* ?…$/);
    expect(node.dateModified).toBe('2026-01-02');
    expect(node.author).toEqual({ '@type': 'Person', name: 'Ayesha Malik' });
    expect(node.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${SITE}/a` });
  });

  it('article: no date when none is known', () => {
    const node = article({
      type: 'BlogPosting',
      headline: 'h',
      description: 'd',
      url: `${SITE}/a`,
      images: [],
      author: publisher,
      publisher,
    });
    expect(node).not.toHaveProperty('datePublished');
    expect(node).not.toHaveProperty('dateModified');
    expect(node.author).toEqual({ '@id': `${SITE}/#organization` });
  });

  it('breadcrumbList and collectionPage number their items from 1, or from firstPosition', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: `${SITE}/` },
        { name: 'Blog', url: `${SITE}/blog` },
      ]).itemListElement.map((item) => [item.position, item.item]),
    ).toEqual([
      [1, `${SITE}/`],
      [2, `${SITE}/blog`],
    ]);
    const page = collectionPage({
      name: 'Blog, page 2',
      description: 'd',
      url: `${SITE}/blog/page/2`,
      siteUrl: SITE,
      items: [`${SITE}/blog/a`, `${SITE}/blog/b`],
      firstPosition: 13,
    });
    expect(page.mainEntity.numberOfItems).toBe(2);
    expect(page.mainEntity.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, url: `${SITE}/blog/a` },
      { '@type': 'ListItem', position: 14, url: `${SITE}/blog/b` },
    ]);
    expect(page.isPartOf.publisher).toEqual(publisher);
  });
});

describe('pageHead', () => {
  const image = { url: `${SITE}/i.png`, width: 1200, height: 630, alt: 'A picture' };
  const base = {
    title: 'T',
    description: 'D',
    url: `${SITE}/p`,
    siteName: 'S',
    image,
  } as const;

  it('an article carries its dates and tags; a website page never does', () => {
    const facts = { publishedTime: '2026-01-02', modifiedTime: '2026-02-03', tags: ['a', 'b'] };
    const asArticle = pageHead({ ...base, type: 'article', article: facts });
    expect(metaOf(asArticle, 'og:type')[0]?.props.content).toBe('article');
    expect(metaOf(asArticle, 'article:published_time')[0]?.props.content).toBe('2026-01-02');
    expect(metaOf(asArticle, 'article:modified_time')[0]?.props.content).toBe('2026-02-03');
    expect(metaOf(asArticle, 'article:tag').map((element) => element.props.content)).toEqual([
      'a',
      'b',
    ]);
    const asWebsite = pageHead({ ...base, type: 'website', article: facts });
    expect(metaOf(asWebsite, 'og:type')[0]?.props.content).toBe('website');
    expect(metaOf(asWebsite, 'article:published_time')).toEqual([]);
  });

  it('links alternates (a feed) and writes one script per structured-data node', () => {
    const head = pageHead({
      ...base,
      type: 'website',
      alternates: [{ type: 'application/rss+xml', title: 'Feed', href: `${SITE}/blog/rss.xml` }],
      structuredData: [breadcrumbList([{ name: 'Home', url: `${SITE}/` }])],
    });
    expect(head).toContainEqual({
      type: 'link',
      props: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Feed',
        href: `${SITE}/blog/rss.xml`,
      },
    });
    expect(jsonLdOf(head)).toHaveLength(1);
  });

  it('noindexHead: robots noindex, no canonical link', () => {
    expect(noindexHead('gone')).toEqual([
      { type: 'meta', props: { name: 'description', content: 'gone' } },
      { type: 'meta', props: { name: 'robots', content: 'noindex' } },
    ]);
  });
});

describe('siteHead', () => {
  const head = (path: string, route: Parameters<typeof siteHead>[0]['route'], params = {}) =>
    siteHead({ path, route, params, meta: { title: 'T', description: 'D' } }, content).elements;

  it('every kind of page passes the JSON-LD checks', () => {
    for (const elements of [
      head('/', 'home'),
      head('/faqs', 'faqs'),
      head('/courses', 'courses'),
      head('/services/printing', 'service', { id: 'printing' }),
      head('/careers/sales', 'careerCategory', { category: 'sales' }),
      head(`/knowledge-center/${articles[0]?.slug}`, 'article', { slug: articles[0]?.slug }),
      head('/web-development', 'hero'),
    ]) {
      expect(checkJsonLd(jsonLdOf(elements)).problems).toEqual([]);
    }
  });

  it('an unknown service or article gets only the Organization and the default image', () => {
    for (const elements of [
      head('/services/nothing', 'service', { id: 'nothing' }),
      head('/knowledge-center/nothing', 'article', { slug: 'nothing' }),
    ]) {
      expect(jsonLdOf(elements)).toHaveLength(1);
      expect(metaOf(elements, 'og:type')[0]?.props.content).toBe('website');
      expect(metaOf(elements, 'og:image')[0]?.props.content).toBe(
        `${company.siteUrl}/social/default.png`,
      );
    }
  });
});

describe('content for the head', () => {
  it('the home and hero banners match the pictures and descriptions of their pages', () => {
    const expected: Record<string, ImageAsset> = {
      '/': home.hero.image,
      ...Object.fromEntries(heroPages.map((page) => [page.path, page.image])),
    };
    expect(Object.keys(pageBanners).sort()).toEqual(['/', ...HERO_PATHS].sort());
    for (const [path, banner] of Object.entries(pageBanners)) {
      const image = expected[path];
      expect({ path, alt: banner.alt, width: banner.width, height: banner.height }).toEqual({
        path,
        alt: image?.alt,
        width: image?.width,
        height: image?.height,
      });
    }
  });

  it('every knowledge-center article, and only those, has an ISO publication date', () => {
    expect(Object.keys(articleDates).sort()).toEqual(articles.map((entry) => entry.slug).sort());
    for (const dates of Object.values(articleDates)) {
      expect(new Date(dates.published).toISOString().slice(0, 10)).toBe(dates.published);
    }
  });

  it('the street address is the displayed address without its locality', () => {
    expect(company.address).toContain(organizationFacts.address.streetAddress);
    expect(organizationFacts.address.streetAddress).not.toMatch(/Rawalpindi/);
  });
});
