import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by its key. */
const positions = new Map<string, number>();

/** A new page starts at the top (smoothly, unless the visitor asked for less motion); going back
 * or forward returns to where that page was left. */
export function useScrollToTopOnNavigation(): void {
  const { pathname, key } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);
  useEffect(() => {
    const saved = navigation === NavigationType.Pop ? positions.get(key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: 'auto' });
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
    // A change of key alone (same path, new query) also starts at the top.
  }, [pathname, key, navigation]);
}
