import { type Visit, type VisitLog } from './visit.js';

let visits: VisitLog | null = null;

/** Gives the app the visit's record the page's first script keeps (src/main.tsx). Imports
 * nothing the app would not load anyway: the public layout calls it on every page. */
export function connectVisitLog(log: VisitLog | null): void {
  visits = log;
}

/** Records a page the app shows (a move within the app; a full page load records itself). */
export function recordVisitedPage(path: string): void {
  visits?.recordPage(path);
}

/** The visit as recorded; null when nothing was, or when the app was given no record. */
export function recordedVisit(): Partial<Visit> | null {
  return visits?.readVisit() ?? null;
}
