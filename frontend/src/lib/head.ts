/**
 * A page's <head> beyond its title, as plain elements (the shape vite-prerender-plugin writes, and
 * simple to serialise on a server): description, canonical link, Open Graph, Twitter card and
 * JSON-LD. Build and server side only.
 */
import { jsonLdText, type StructuredData } from './structured-data.js';

export interface HeadElement {
  type: 'meta' | 'link' | 'script';
  props: Record<string, string>;
}

/** An image for link previews: absolute URL, its real pixel size (when known) and a
 * description. */
export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageHeadInput {
  /** The document title, as in <title>. */
  title: string;
  description: string;
  /** The absolute canonical URL. */
  url: string;
  siteName: string;
  /** `article` for a dated text with an author; `website` for everything else. */
  type: 'website' | 'article';
  image: SocialImage;
  /** Open Graph article facts (ISO 8601 dates). */
  article?: { publishedTime?: string; modifiedTime?: string; tags?: readonly string[] };
  /** Feeds and other alternate forms of the page. */
  alternates?: readonly { type: string; title: string; href: string }[];
  structuredData?: readonly StructuredData[];
  /** A robots directive for a page that is shown but not listed ('noindex, follow'). */
  robots?: string;
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadElement => ({
  type: 'meta',
  props: { [key]: id, content },
});

export function jsonLdElement(data: StructuredData): HeadElement {
  return { type: 'script', props: { type: 'application/ld+json', children: jsonLdText(data) } };
}

/** The head of an indexable page. */
export function pageHead(input: PageHeadInput): HeadElement[] {
  const elements: HeadElement[] = [
    ...(input.robots ? [meta('name', 'robots', input.robots)] : []),
    meta('name', 'description', input.description),
    { type: 'link', props: { rel: 'canonical', href: input.url } },
    ...(input.alternates ?? []).map((alternate): HeadElement => ({
      type: 'link',
      props: { rel: 'alternate', ...alternate },
    })),
    meta('property', 'og:type', input.type),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', input.url),
    meta('property', 'og:image', input.image.url),
  ];
  if (input.image.width && input.image.height) {
    elements.push(
      meta('property', 'og:image:width', String(input.image.width)),
      meta('property', 'og:image:height', String(input.image.height)),
    );
  }
  elements.push(meta('property', 'og:image:alt', input.image.alt));
  if (input.type === 'article' && input.article) {
    const { publishedTime, modifiedTime, tags = [] } = input.article;
    if (publishedTime) elements.push(meta('property', 'article:published_time', publishedTime));
    if (modifiedTime) elements.push(meta('property', 'article:modified_time', modifiedTime));
    for (const tag of tags) elements.push(meta('property', 'article:tag', tag));
  }
  elements.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', input.image.url),
    meta('name', 'twitter:image:alt', input.image.alt),
    ...(input.structuredData ?? []).map(jsonLdElement),
  );
  return elements;
}

/** The head of a page search engines must not index (the 404 page, the app shell): no canonical
 * link, no preview tags. */
export function noindexHead(description?: string): HeadElement[] {
  const elements = [meta('name', 'robots', 'noindex')];
  if (description) elements.unshift(meta('name', 'description', description));
  return elements;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** The title and elements as HTML, for a head written by the server (JSON-LD is already
 * escaped by jsonLdText). */
export function headHtml(title: string, elements: readonly HeadElement[]): string {
  const tags = elements.map(({ type, props }) => {
    const { children, ...attributes } = props;
    const text = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return type === 'script' ? `<script${text}>${children ?? ''}</script>` : `<${type}${text}>`;
  });
  return [`<title>${escapeHtml(title)}</title>`, ...tags].join('\n');
}
