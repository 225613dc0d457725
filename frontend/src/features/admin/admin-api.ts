import type {
  AdminPost,
  AdminPostListParams,
  AdminPostPage,
  PostView,
  PreviewLink,
  PUBLISHING,
  ResponsiveImage,
} from '@site/contract';
import { apiRequest } from '../../lib/api.js';

/** A share link's lifetimes, in days. */
export type PreviewLinkDays = (typeof PUBLISHING.previewLinkDays)[number];

/** The admin's calls: each sends the bearer token, so a 401 ends the session (and, through
 * nginx, skips the public micro-cache: the admin always reads what is stored). */

/** One page of the dashboard: posts without their content, in any state, with every filter's
 * count. The page is always sent, the other parameters when set. */
export function listAdminPosts({ status, sort, q, page }: AdminPostListParams) {
  const query = new URLSearchParams({ page: String(page ?? 1) });
  if (status) query.set('status', status);
  if (sort) query.set('sort', sort);
  if (q) query.set('q', q);
  return apiRequest<AdminPostPage>(`/api/admin/posts?${query.toString()}`, { auth: true });
}

/** One post in any state (drafts, scheduled posts and the trash too), with its content. */
export const readAdminPost = (id: string) =>
  apiRequest<AdminPost>(`/api/admin/posts/${encodeURIComponent(id)}`, { auth: true });

/** Takes a post out of the trash. */
export const restorePost = (id: string) =>
  apiRequest<AdminPost>(`/api/admin/posts/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    auth: true,
  });

/** Deletes a post in the trash for good, with its images. */
export const deletePostForever = (id: string) =>
  apiRequest<void>(`/api/admin/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });

/** Moves a post to the trash (restorable for PUBLISHING.trashDays days). */
export const deletePost = (id: string) =>
  apiRequest<void>(`/api/blogs/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

export const logout = () => apiRequest<void>('/api/auth/logout', { method: 'POST', auth: true });

/** POST /api/blogs (a new post) or PUT /api/blogs/{id} with the multipart form, reporting the
 * upload's progress in percent. An edit sends the version it started from as If-Match: the
 * server answers 409 (PUBLISHING_MESSAGES.editedElsewhere) when the post was saved since. */
export const savePost = (
  form: FormData,
  id: string | null,
  onProgress: (percent: number) => void,
  version: number | null = null,
) =>
  apiRequest<PostView>(id ? `/api/blogs/${encodeURIComponent(id)}` : '/api/blogs', {
    method: id ? 'PUT' : 'POST',
    form,
    auth: true,
    onUploadProgress: onProgress,
    ...(id && version !== null ? { headers: { 'If-Match': `"${version}"` } } : {}),
  });

/** Lets this browser see unpublished posts at their address: an HttpOnly cookie for /blog. */
export const setPreviewCookie = () =>
  apiRequest<void>('/api/auth/preview-cookie', { method: 'PUT', auth: true });

/** Removes the preview cookie (before logging out). */
export const clearPreviewCookie = () =>
  apiRequest<void>('/api/auth/preview-cookie', { method: 'DELETE', auth: true });

const previewLinks = (id: string) => `/api/admin/posts/${encodeURIComponent(id)}/preview-links`;

/** The post's share links that still work. */
export const listPreviewLinks = (id: string) =>
  apiRequest<PreviewLink[]>(previewLinks(id), { auth: true });

/** A new share link for someone without an account, valid for `days` (PUBLISHING.previewLinkDays). */
export const createPreviewLink = (id: string, days: PreviewLinkDays) =>
  apiRequest<PreviewLink>(previewLinks(id), { method: 'POST', json: { days }, auth: true });

/** Stops a share link at once. */
export const revokePreviewLink = (id: string, linkId: string) =>
  apiRequest<void>(`${previewLinks(id)}/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
    auth: true,
  });

/** POST /api/uploads: an image for the post content (`image`, and `alt`: '' when decorative),
 * answered with its variants once processed; reports the upload's progress in percent. */
export function uploadImage(image: File, alt: string, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('alt', alt);
  form.append('image', image);
  return apiRequest<ResponsiveImage>('/api/uploads', {
    method: 'POST',
    form,
    auth: true,
    onUploadProgress: onProgress,
  });
}
