import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { company } from '../content/company.js';
import { type PageMetaSource, resolveMeta } from '../lib/page-meta.js';

export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${company.name}` : company.name;
}

/** Keeps <title> and the description in step with the page after client-side navigation
 * (prerendered HTML already carries both). */
export function useDocumentMeta(source: PageMetaSource | undefined): void {
  const params = useParams();
  const meta = resolveMeta(source, params);
  useEffect(() => {
    if (!meta) return;
    document.title = documentTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta?.title, meta?.description]);
}
