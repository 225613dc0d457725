import { type ComponentType, lazy } from 'react';
import { withTimeout } from '../lib/with-timeout.js';
import { type PageProps } from '../lib/page-meta.js';
import { type PageModule } from './pages.js';
import { useDocumentMeta } from './useDocumentMeta.js';

/** A page as its own chunk. Loading fails after 120 s (or on a network error), which the
 * layout's PageErrorBoundary turns into a message with a retry button. Once loaded, the page
 * keeps <title> and the description in step with itself. */
export function lazyPage(load: () => Promise<PageModule>): ComponentType<PageProps> {
  return lazy(async () => {
    const { default: Page, meta } = await withTimeout(load());
    function PageWithMeta({ pattern }: PageProps) {
      useDocumentMeta(meta, pattern);
      return <Page pattern={pattern} />;
    }
    PageWithMeta.displayName = `Page(${Page.displayName ?? Page.name})`;
    return { default: PageWithMeta };
  });
}
