import { apiRequest } from '../../../lib/api.js';
import type { AuditListParams, AuditPage } from '@site/contract';
import { searchString } from '../list-address.js';

/** One page of the audit log, newest first: the page is always sent, the filters when set. */
export const listAudit = ({ page, action, outcome, from, to }: AuditListParams) =>
  apiRequest<AuditPage>(
    `/api/admin/audit${searchString({ page: page ?? 1, action, outcome, from, to })}`,
    { auth: true },
  );
