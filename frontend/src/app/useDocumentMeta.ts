import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { type PageMetaSource, resolveMeta, setDocumentMeta } from '../lib/page-meta.js';

/** Keeps <title> and the description in step with the page after client-side navigation
 * (prerendered HTML already carries both). Pages whose head depends on their data (the blog)
 * export no `meta` and set both themselves. */
export function useDocumentMeta(source: PageMetaSource | undefined, pattern?: string): void {
  const params = useParams();
  const meta = resolveMeta(source, { pattern, params });
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    setDocumentMeta(title, description);
  }, [title, description]);
}
