import {
  AUDIT,
  AUDIT_ACTION_NAMES,
  AUDIT_OUTCOMES,
  type AuditAction,
  type AuditOutcome,
} from '@site/contract';
import type { AuditListParams } from '@site/contract';
import { dayOf, oneOf, pageOf, searchString } from '../list-address.js';

/** What the audit log shows, as its address holds it (?action=&outcome=&from=&to=&page=). */
export interface AuditView {
  action: AuditAction | undefined;
  outcome: AuditOutcome | undefined;
  /** Days in Pakistan (YYYY-MM-DD, inclusive), or ''. */
  from: string;
  to: string;
  page: number;
}

/** The view an address's search string asks for; what is missing or malformed takes its
 * default. */
export function viewOf(search: string): AuditView {
  const params = new URLSearchParams(search);
  return {
    action: oneOf(AUDIT_ACTION_NAMES, params.get('action')),
    outcome: oneOf(AUDIT_OUTCOMES, params.get('outcome')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageOf(params.get('page'), AUDIT.maxPage),
  };
}

/** The search string of `view`, its defaults left out. */
export const searchOf = ({ action, outcome, from, to, page }: AuditView): string =>
  searchString({ action, outcome, from, to, page: page > 1 ? page : undefined });

/** The API's query for `view`. */
export const paramsOf = ({ action, outcome, from, to, page }: AuditView): AuditListParams => ({
  ...(action ? { action } : {}),
  ...(outcome ? { outcome } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  page,
});
