import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/Footer.js';
import { Header } from '../components/Header.js';
import { PageErrorBoundary } from '../components/PageErrorBoundary.js';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation.js';

export function PublicLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <p className="app-loading" role="status">
                Loading…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
