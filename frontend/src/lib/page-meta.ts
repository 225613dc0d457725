import { type Params } from 'react-router-dom';
import { company } from '../content/company.js';

/** What a page puts in <head>: its title and description (canonical and Open Graph follow). */
export interface PageMeta {
  title: string;
  description: string;
}

/** Where a page was matched: the route pattern (routes.ts) and the parameters it took. */
export interface PageMatch {
  pattern?: string;
  params: Params;
}

/** What the router gives every page component. */
export interface PageProps {
  /** The pattern of the route table that matched, for a page serving several (hero pages). */
  pattern?: string;
}

export type PageMetaSource = PageMeta | ((match: PageMatch) => PageMeta);

export function resolveMeta(
  source: PageMetaSource | undefined,
  match: PageMatch,
): PageMeta | undefined {
  return typeof source === 'function' ? source(match) : source;
}

/** '<page title> | <company>', or the company's name alone. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${company.name}` : company.name;
}

/** Sets the document's title ('<title> | <company>') and meta description, as a page changes
 * them after client-side navigation. */
export function setDocumentMeta(title: string, description: string): void {
  document.title = documentTitle(title);
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** A meta description of 120 to 160 characters: the text, with `extra` added when it is short,
 * cut at a word when it is long. */
export function describeForMeta(text: string, extra: string): string {
  const full = text.length >= 120 ? text : `${text} ${extra}`;
  if (full.length <= 160) return full;
  return `${full.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}
