/** The visit as this tab keeps it, as the browser gave it; lead-context.ts reads it into what the
 * contact form sends. The page's first script (src/main.tsx, inside every page) records it before
 * any of the app loads and hands it to the app (VisitLog), so it imports nothing. */
export interface Visit {
  /** The first page of the visit (path and query). */
  landingPage: string;
  /** The other site the visitor came from, or ''. */
  referrer: string;
  /** The page shown before the current one. */
  page?: string;
  /** The page shown now. */
  current: string;
}

export const VISIT_KEY = 'lead-context';

/** The first page of the visit: the address shown, or the page of this site that linked here
 * (a click before the app started is a full page load). A referrer from another site is kept. */
function firstVisit(path: string, referrer: string): Visit {
  let landing = path;
  let external = '';
  try {
    const from = new URL(referrer);
    if (from.origin === location.origin) landing = from.pathname + from.search;
    else external = referrer;
  } catch {
    // no referrer
  }
  return { landingPage: landing, referrer: external, current: landing };
}

/** Records `path` (path and query) as the page shown now; the page before it becomes `page`.
 * sessionStorage only: the visit ends with the tab. */
export function recordPage(path: string, referrer = document.referrer): void {
  try {
    const text = sessionStorage.getItem(VISIT_KEY);
    const visit = text ? (JSON.parse(text) as Visit) : firstVisit(path, referrer);
    if (visit.current !== path) {
      visit.page = visit.current;
      visit.current = path;
    }
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // storage refused (a privacy mode, a full quota): the form sends no context
  }
}

/** The visit as recorded; null when nothing was, or storage is refused or holds something else. */
export function readVisit(): Partial<Visit> | null {
  try {
    const text = sessionStorage.getItem(VISIT_KEY);
    return text ? (JSON.parse(text) as Partial<Visit>) : null;
  } catch {
    return null;
  }
}

/** The visit's record as the page's first script hands it to the app. */
export interface VisitLog {
  recordPage(path: string): void;
  readVisit(): Partial<Visit> | null;
}

export const visitLog: VisitLog = { recordPage, readVisit };
