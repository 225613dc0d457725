/**
 * Each page's <head> on this site: which image previews it, whether it is an article, and the
 * structured data that describes it, with the company's Organization on every page. Build and
 * server side only (the prerender step); no page imports this.
 */
import { type Params } from 'react-router-dom';
import { company } from '../content/company.js';
import {
  articleDates,
  type Banner,
  organizationFacts,
  pageBanners,
  socialImages,
} from '../content/organization.js';
import type {
  Article,
  CareerCategory,
  Course,
  FaqSection,
  ServiceSummary,
} from '../content/types.js';
import { type HeadElement, pageHead, type PageHeadInput, type SocialImage } from './head.js';
import { documentTitle, type PageMeta } from './page-meta.js';
import { type PublicRouteName, routes } from './routes.js';
import {
  article,
  breadcrumbList,
  type Crumb,
  course,
  faqPage,
  organization,
  type OrganizationNode,
  organizationRef,
  service,
  type StructuredData,
} from './structured-data.js';

/** An absolute URL on this site. */
export function siteUrl(path: string): string {
  return `${company.siteUrl}${path}`;
}

/** The company as structured data, once on every page; other nodes refer to it by `@id`. */
export function siteOrganization(): OrganizationNode {
  return organization({
    type: organizationFacts.type,
    name: company.name,
    siteUrl: company.siteUrl,
    description: organizationFacts.description,
    logo: {
      url: siteUrl(socialImages.logo.path),
      width: socialImages.logo.width,
      height: socialImages.logo.height,
    },
    address: organizationFacts.address,
    telephone: company.phone,
    email: company.email,
    areaServed: organizationFacts.areaServed,
    sameAs: company.social.map((profile) => profile.href),
  });
}

/** The company's default preview image, for pages without one of their own. */
export function defaultSocialImage(): SocialImage {
  const { path, ...rest } = socialImages.default;
  return { ...rest, url: siteUrl(path) };
}

/** A banner's PNG copy (public/social), with the banner's own size and description. */
function bannerImage(name: string, banner: Omit<Banner, 'name'>): SocialImage {
  return {
    url: siteUrl(socialImages.banner(name)),
    width: banner.width,
    height: banner.height,
    alt: banner.alt,
  };
}

const HOME_CRUMB = (): Crumb => ({ name: 'Home', url: siteUrl(routes.home.link()) });

export const DEFAULT_DESCRIPTION = `${company.name}: IT services and short courses in Rawalpindi.`;

/** The content the head describes, handed in by the caller: the prerender entry reads the FAQs
 * and the courses through their page modules (see prerender.tsx), which an import here would
 * split into chunks of their own. */
export interface HeadContent {
  services: readonly ServiceSummary[];
  articles: readonly Article[];
  careerCategories: readonly CareerCategory[];
  faqSections: readonly FaqSection[];
  courses: readonly Course[];
}

export interface SiteHeadInput {
  /** The path rendered, e.g. '/services/printing'. */
  path: string;
  /** The route table's entry that matched it. */
  route: PublicRouteName;
  params: Params;
  /** The page module's title and description. */
  meta: PageMeta | undefined;
}

type PageFacts = Pick<PageHeadInput, 'type' | 'image' | 'article'> & {
  structuredData: StructuredData[];
};

/** What a route adds to the defaults (a website page with the default image). */
function pageFacts(
  { path, route, params, meta }: SiteHeadInput,
  content: HeadContent,
  url: string,
): PageFacts {
  const facts: PageFacts = { type: 'website', image: defaultSocialImage(), structuredData: [] };
  const name = meta?.title ?? company.name;
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  const provider = organizationRef(company.siteUrl);
  switch (route) {
    case 'home':
    case 'hero': {
      const banner = (pageBanners as Partial<Record<string, Banner>>)[path];
      if (banner) facts.image = bannerImage(banner.name, banner);
      break;
    }
    case 'service': {
      const summary = content.services.find((entry) => entry.id === params.id);
      if (!summary) break;
      facts.image = bannerImage(`service-${summary.id}`, summary.banner);
      facts.structuredData.push(
        service({
          name: summary.title,
          description: summary.summary,
          serviceType: summary.title,
          url,
          image: facts.image.url,
          provider,
          areaServed: organizationFacts.areaServed,
        }),
        breadcrumbList([
          HOME_CRUMB(),
          { name: 'Services', url: siteUrl(routes.services.link()) },
          { name: summary.title, url },
        ]),
      );
      break;
    }
    case 'article': {
      const entry = content.articles.find((candidate) => candidate.slug === params.slug);
      if (!entry) break;
      const dates = articleDates[entry.slug];
      facts.type = 'article';
      facts.article = {
        publishedTime: dates?.published,
        modifiedTime: dates?.modified ?? dates?.published,
        tags: entry.categories,
      };
      facts.structuredData.push(
        article({
          type: 'Article',
          headline: entry.title,
          description,
          url,
          images: [facts.image.url],
          author: entry.author,
          publisher: provider,
          datePublished: dates?.published,
          dateModified: dates?.modified,
          keywords: entry.categories,
        }),
        breadcrumbList([
          HOME_CRUMB(),
          { name: 'Knowledge center', url: siteUrl(routes.knowledgeCenter.link()) },
          { name: entry.title, url },
        ]),
      );
      break;
    }
    case 'careerCategory': {
      if (!content.careerCategories.some((entry) => entry.id === params.category)) break;
      facts.structuredData.push(
        breadcrumbList([
          HOME_CRUMB(),
          { name: 'Remote careers', url: siteUrl(routes.careers.link()) },
          { name, url },
        ]),
      );
      break;
    }
    case 'faqs':
      facts.structuredData.push(
        faqPage(
          url,
          content.faqSections.flatMap((section) => section.items),
        ),
      );
      break;
    case 'courses':
      facts.structuredData.push(
        ...content.courses.map((entry) =>
          course({
            name: entry.title,
            description: entry.summary,
            url: `${url}#course-${entry.id}`,
            provider,
            mode: organizationFacts.courseMode,
            months: entry.months,
            address: organizationFacts.address,
          }),
        ),
      );
      break;
    case 'about':
    case 'services':
    case 'contact':
    case 'careers':
    case 'resources':
    case 'knowledgeCenter':
    case 'pdfGuide':
    case 'projects':
    case 'blog':
    case 'blogTag':
    case 'blogSearch':
    case 'blogPost':
    case 'marketing':
    case 'privacyPolicy':
    case 'terms':
    case 'notFound':
      break;
  }
  return facts;
}

/** The head of one page of the site: its title and every element after it. */
export function siteHead(
  input: SiteHeadInput,
  content: HeadContent,
): { title: string; elements: HeadElement[] } {
  const title = documentTitle(input.meta?.title);
  const url = siteUrl(input.path === '/' ? '/' : input.path);
  const facts = pageFacts(input, content, url);
  return {
    title,
    elements: pageHead({
      title,
      description: input.meta?.description ?? DEFAULT_DESCRIPTION,
      url,
      siteName: company.name,
      type: facts.type,
      image: facts.image,
      article: facts.article,
      structuredData: [siteOrganization(), ...facts.structuredData],
    }),
  };
}
