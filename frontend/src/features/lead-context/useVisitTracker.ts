import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordVisitedPage } from './visit-log.js';

/** Keeps the visit's lead context as the visitor moves between the public pages. */
export function useVisitTracker(): void {
  const { pathname, search } = useLocation();
  useEffect(() => recordVisitedPage(pathname + search), [pathname, search]);
}
