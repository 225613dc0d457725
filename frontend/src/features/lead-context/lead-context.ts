import { LEAD_CONTEXT_LIMITS, UTM_TAGS, type UtmTag } from '@site/contract';
import { type Visit, VISIT_KEY } from './visit.js';

/** What the contact form sends about the visit (its `context`), each value capped to
 * LEAD_CONTEXT_LIMITS. */
export interface LeadContext {
  /** The page shown before the contact form (path and query). */
  page?: string;
  /** The first page of the visit (path and query). */
  landingPage?: string;
  /** The other site the visitor came from. */
  referrer?: string;
  /** The UTM tags of the landing page's address. */
  utm?: Partial<Record<UtmTag, string>>;
}

const { path: PATH_MAX, referrer: REFERRER_MAX, utm: UTM_MAX } = LEAD_CONTEXT_LIMITS;

function utmOf(landingPage: string): LeadContext['utm'] {
  let query: URLSearchParams;
  try {
    query = new URL(landingPage, location.origin).searchParams;
  } catch {
    return undefined;
  }
  const utm: NonNullable<LeadContext['utm']> = {};
  for (const tag of UTM_TAGS) {
    const value = query.get(`utm_${tag}`);
    if (value) utm[tag] = value.slice(0, UTM_MAX);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The visit's context as the contact form sends it, empty values left out; undefined when
 * nothing was recorded. */
export function readLeadContext(): LeadContext | undefined {
  let visit: Partial<Visit>;
  try {
    const text = sessionStorage.getItem(VISIT_KEY);
    if (!text) return undefined;
    visit = JSON.parse(text) as Partial<Visit>;
  } catch {
    return undefined;
  }
  const context: LeadContext = {};
  if (typeof visit.page === 'string' && visit.page) context.page = visit.page.slice(0, PATH_MAX);
  if (typeof visit.landingPage === 'string' && visit.landingPage) {
    context.landingPage = visit.landingPage.slice(0, PATH_MAX);
    const utm = utmOf(visit.landingPage);
    if (utm) context.utm = utm;
  }
  if (typeof visit.referrer === 'string' && visit.referrer) {
    context.referrer = visit.referrer.slice(0, REFERRER_MAX);
  }
  return context;
}
