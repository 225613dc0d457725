/**
 * schema.org structured data (JSON-LD) as typed pure functions: data in, one node out. Used where
 * HTML is rendered outside the browser (the prerender step, the server-rendered pages); never
 * imported by a page, so none of it ships to the browser.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A reference to a node described in full elsewhere on the page (by its `@id`). */
export interface NodeRef {
  '@id': string;
}

export interface ImageObject {
  '@type': 'ImageObject';
  url: string;
  width: number;
  height: number;
}

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  addressCountry: string;
  postalCode?: string;
}

export interface Place {
  '@type': 'City' | 'State' | 'Country' | 'AdministrativeArea';
  name: string;
}

export interface OrganizationNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Organization' | 'ProfessionalService';
  '@id': string;
  name: string;
  url: string;
  logo: ImageObject;
  image: string;
  description: string;
  address: PostalAddress;
  telephone: string;
  email: string;
  areaServed: Place[];
  sameAs: string[];
}

export interface OrganizationInput {
  type: OrganizationNode['@type'];
  name: string;
  /** The site's origin, no trailing slash. */
  siteUrl: string;
  description: string;
  logo: { url: string; width: number; height: number };
  address: Omit<PostalAddress, '@type'>;
  telephone: string;
  email: string;
  areaServed: readonly Place[];
  sameAs: readonly string[];
}

/** The `@id` of the organization a site describes: its home page plus a fragment. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

export function organizationRef(siteUrl: string): NodeRef {
  return { '@id': organizationId(siteUrl) };
}

export function organization(input: OrganizationInput): OrganizationNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': input.type,
    '@id': organizationId(input.siteUrl),
    name: input.name,
    url: `${input.siteUrl}/`,
    logo: {
      '@type': 'ImageObject',
      url: input.logo.url,
      width: input.logo.width,
      height: input.logo.height,
    },
    image: input.logo.url,
    description: input.description,
    address: { '@type': 'PostalAddress', ...input.address },
    telephone: input.telephone,
    email: input.email,
    areaServed: [...input.areaServed],
    sameAs: [...input.sameAs],
  };
}

export interface FaqPageNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'FAQPage';
  url: string;
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
}

export function faqPage(
  url: string,
  items: readonly { question: string; answer: string }[],
): FaqPageNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ServiceNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Service';
  name: string;
  description: string;
  serviceType: string;
  url: string;
  image: string;
  provider: NodeRef;
  areaServed: Place[];
}

export function service(input: {
  name: string;
  description: string;
  serviceType: string;
  url: string;
  image: string;
  provider: NodeRef;
  areaServed: readonly Place[];
}): ServiceNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: input.url,
    image: input.image,
    provider: input.provider,
    areaServed: [...input.areaServed],
  };
}

export interface CourseInstanceNode {
  '@type': 'CourseInstance';
  /** 'Onsite', 'Online' or 'Blended'. */
  courseMode: string;
  /** ISO 8601 duration of the whole course, e.g. 'P2M'. */
  duration?: string;
  location?: { '@type': 'Place'; address: PostalAddress };
}

export interface CourseNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Course';
  name: string;
  description: string;
  url: string;
  image?: string;
  provider: NodeRef;
  hasCourseInstance?: CourseInstanceNode[];
}

export function course(input: {
  name: string;
  description: string;
  url: string;
  image?: string;
  provider: NodeRef;
  mode?: string;
  months?: number;
  address?: Omit<PostalAddress, '@type'>;
}): CourseNode {
  const node: CourseNode = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: input.url,
    provider: input.provider,
  };
  if (input.image) node.image = input.image;
  if (input.mode) {
    const instance: CourseInstanceNode = { '@type': 'CourseInstance', courseMode: input.mode };
    if (input.months) instance.duration = `P${input.months}M`;
    if (input.address) {
      instance.location = {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', ...input.address },
      };
    }
    node.hasCourseInstance = [instance];
  }
  return node;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface BreadcrumbListNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** The trail from the home page to the page itself, in order. */
export function breadcrumbList(trail: readonly Crumb[]): BreadcrumbListNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface PersonNode {
  '@type': 'Person';
  name: string;
}

/** An image with its size; `caption` describes it. */
export interface ImageObjectNode {
  '@type': 'ImageObject';
  url: string;
  width: number;
  height: number;
  caption?: string;
}

export interface ArticleNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Article' | 'BlogPosting';
  headline: string;
  description: string;
  url: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  image: (string | ImageObjectNode)[];
  author: PersonNode | NodeRef;
  publisher: NodeRef;
  datePublished?: string;
  dateModified?: string;
  keywords?: string[];
}

/** Google shows at most this many characters of a headline. */
export const HEADLINE_MAX = 110;

export function article(input: {
  type: ArticleNode['@type'];
  headline: string;
  description: string;
  /** The canonical URL of the article's own page. */
  url: string;
  /** Absolute image URLs, with their size where it is known. */
  images: readonly (string | Omit<ImageObjectNode, '@type'>)[];
  /** A named person, or the organization (by reference) when the text has no author. */
  author: string | NodeRef;
  publisher: NodeRef;
  /** ISO 8601 dates. */
  datePublished?: string;
  dateModified?: string;
  keywords?: readonly string[];
}): ArticleNode {
  const headline =
    input.headline.length <= HEADLINE_MAX
      ? input.headline
      : `${input.headline.slice(0, HEADLINE_MAX - 1).replace(/\s+\S*$/, '')}…`;
  const node: ArticleNode = {
    '@context': SCHEMA_CONTEXT,
    '@type': input.type,
    headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    image: input.images.map((image) =>
      typeof image === 'string' ? image : { '@type': 'ImageObject', ...image },
    ),
    author:
      typeof input.author === 'string' ? { '@type': 'Person', name: input.author } : input.author,
    publisher: input.publisher,
  };
  if (input.datePublished) node.datePublished = input.datePublished;
  if (input.dateModified ?? input.datePublished) {
    node.dateModified = input.dateModified ?? input.datePublished;
  }
  if (input.keywords?.length) node.keywords = [...input.keywords];
  return node;
}

export interface ItemListNode {
  '@type': 'ItemList';
  numberOfItems: number;
  itemListElement: { '@type': 'ListItem'; position: number; url: string }[];
}

export interface CollectionPageNode {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'CollectionPage';
  name: string;
  description: string;
  url: string;
  isPartOf: { '@type': 'WebSite'; url: string; publisher: NodeRef };
  mainEntity: ItemListNode;
}

/** A page listing other pages (a blog page, a tag page): its entries as an ItemList in order,
 * `firstPosition` carrying the numbering across paginated pages. */
export function collectionPage(input: {
  name: string;
  description: string;
  url: string;
  siteUrl: string;
  /** Each post's address: Google's summary form of a list (its pages carry the rest). */
  items: readonly string[];
  firstPosition?: number;
}): CollectionPageNode {
  const first = input.firstPosition ?? 1;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: input.url,
    isPartOf: {
      '@type': 'WebSite',
      url: `${input.siteUrl}/`,
      publisher: organizationRef(input.siteUrl),
    },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((url, index) => ({
        '@type': 'ListItem',
        position: first + index,
        url,
      })),
    },
  };
}

export type StructuredData =
  | OrganizationNode
  | FaqPageNode
  | ServiceNode
  | CourseNode
  | BreadcrumbListNode
  | ArticleNode
  | CollectionPageNode;

/** JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as \u00XX, so no
 * text in the data can close the script element or open a comment. */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
