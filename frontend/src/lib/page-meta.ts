import { type Params } from 'react-router-dom';

/** What a page puts in <head>: its title and description (canonical and Open Graph follow). */
export interface PageMeta {
  title: string;
  description: string;
}

export type PageMetaSource = PageMeta | ((params: Params) => PageMeta);

/** The `handle` every page route carries. */
export interface PageHandle {
  meta?: PageMetaSource;
}

export function resolveMeta(
  source: PageMetaSource | undefined,
  params: Params,
): PageMeta | undefined {
  return typeof source === 'function' ? source(params) : source;
}

/** A meta description of 120 to 160 characters: the text, with `extra` added when it is short,
 * cut at a word when it is long. */
export function describeForMeta(text: string, extra: string): string {
  const full = text.length >= 120 ? text : `${text} ${extra}`;
  if (full.length <= 160) return full;
  return `${full.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}
