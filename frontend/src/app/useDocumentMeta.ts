import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { documentTitle, type PageMetaSource, resolveMeta } from '../lib/page-meta.js';

/** Keeps <title> and the description in step with the page after client-side navigation
 * (prerendered HTML already carries both). */
export function useDocumentMeta(source: PageMetaSource | undefined, pattern?: string): void {
  const params = useParams();
  const meta = resolveMeta(source, { pattern, params });
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = documentTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
