import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls to the top: smoothly, unless the visitor asked for less motion. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
}
