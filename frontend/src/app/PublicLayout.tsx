import { Outlet } from 'react-router-dom';
import { Footer } from '../components/Footer.js';
import { Header } from '../components/Header.js';
import { PageFrame } from '../components/PageFrame.js';
import { useVisitTracker } from '../features/lead-context/useVisitTracker.js';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation.js';

export function PublicLayout() {
  useScrollToTopOnNavigation();
  useVisitTracker();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </main>
      <Footer />
    </>
  );
}
