import {
  LEAD_CONTEXT_LIMITS,
  NO_CONTROL_CHARACTERS,
  REFERRER_PATTERN,
  SITE_PATH_PATTERN,
  UTM_TAGS,
  type UtmTag,
} from '@site/contract';
import { recordedVisit } from './visit-log.js';

/** What the contact form sends about the visit (its `context`), each value capped to
 * LEAD_CONTEXT_LIMITS and left out when the server's pattern would refuse it (the message
 * matters more than its context). */
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
const SITE_PATH = new RegExp(SITE_PATH_PATTERN.source);
const REFERRER = new RegExp(REFERRER_PATTERN.source);
const NO_CONTROL = new RegExp(NO_CONTROL_CHARACTERS.source);

/** `value` capped to `max`, when it then matches `pattern`. */
function kept(value: unknown, max: number, pattern: RegExp): string | undefined {
  if (typeof value !== 'string') return undefined;
  const capped = value.slice(0, max);
  return pattern.test(capped) ? capped : undefined;
}

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
    // One line: white space (a line break typed as %0A) becomes one space.
    const text = value?.split(/\s+/).join(' ').trim().slice(0, UTM_MAX).trim();
    if (text && NO_CONTROL.test(text)) utm[tag] = text;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The visit's context as the contact form sends it, empty values left out; undefined when
 * nothing was recorded. */
export function readLeadContext(): LeadContext | undefined {
  const visit = recordedVisit();
  if (!visit) return undefined;
  const context: LeadContext = {};
  const page = kept(visit.page, PATH_MAX, SITE_PATH);
  if (page) context.page = page;
  const landingPage = kept(visit.landingPage, PATH_MAX, SITE_PATH);
  if (landingPage) context.landingPage = landingPage;
  if (typeof visit.landingPage === 'string') {
    const utm = utmOf(visit.landingPage);
    if (utm) context.utm = utm;
  }
  const referrer = kept(visit.referrer, REFERRER_MAX, REFERRER);
  if (referrer) context.referrer = referrer;
  return context;
}
