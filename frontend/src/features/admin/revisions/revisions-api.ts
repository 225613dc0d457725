import type { AdminPost, Revision, RevisionSummary } from '@site/contract';
import { apiRequest } from '../../../lib/api.js';

const base = (postId: string) => `/api/admin/posts/${encodeURIComponent(postId)}/revisions`;

/** A post's revisions, newest first. */
export const listRevisions = (postId: string) =>
  apiRequest<RevisionSummary[]>(base(postId), { auth: true });

/** One revision with the post's text as it recorded it. */
export const readRevision = (postId: string, revisionId: string) =>
  apiRequest<Revision>(`${base(postId)}/${encodeURIComponent(revisionId)}`, { auth: true });

/** Brings a revision's text back as a new revision (status and image kept), if the post is still
 * at `version` (If-Match: 409 when it was saved since). */
export const restoreRevision = (postId: string, revisionId: string, version: number) =>
  apiRequest<AdminPost>(`${base(postId)}/${encodeURIComponent(revisionId)}/restore`, {
    method: 'POST',
    auth: true,
    headers: { 'If-Match': `"${version}"` },
  });
