import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary.js';

/** Where a lazy page renders: a loading line while its chunk arrives, PageLoadError if it
 * cannot. Keyed by path, so navigating elsewhere starts afresh. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense
        fallback={
          <p className="app-loading" role="status">
            Loading…
          </p>
        }
      >
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}
