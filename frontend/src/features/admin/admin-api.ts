import type { MessageView, PostPage, PostSummary, PostView, ResponsiveImage } from '@site/contract';
import { apiRequest } from '../../lib/api.js';

/** The admin's calls: each sends the bearer token, so a 401 ends the session (and, through
 * nginx, skips the public micro-cache: the admin always reads what is stored). */

/** Posts per dashboard page. */
export const DASHBOARD_PAGE_SIZE = 20;

/** A page of the dashboard's list: posts without their content. */
export interface PostSummaryPage extends Omit<PostPage, 'items'> {
  items: PostSummary[];
}

/** One page of posts without their content, newest first; with `q`, the best matches first. */
export function listPostSummaries({ page, q }: { page: number; q: string }) {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(DASHBOARD_PAGE_SIZE),
    fields: 'summary',
  });
  if (q) query.set('q', q);
  return apiRequest<PostSummaryPage>(`/api/blogs?${query.toString()}`, { auth: true });
}

/** One post with its content, to edit it. */
export const readPost = (slug: string) =>
  apiRequest<PostView>(`/api/blogs/${encodeURIComponent(slug)}`, { auth: true });

export const listMessages = () => apiRequest<MessageView[]>('/api/messages', { auth: true });

export const deletePost = (id: string) =>
  apiRequest<void>(`/api/blogs/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

export const logout = () => apiRequest<void>('/api/auth/logout', { method: 'POST', auth: true });

/** POST /api/blogs (a new post) or PUT /api/blogs/{id} with the multipart form, reporting the
 * upload's progress in percent. */
export const savePost = (
  form: FormData,
  id: string | null,
  onProgress: (percent: number) => void,
) =>
  apiRequest<PostView>(id ? `/api/blogs/${encodeURIComponent(id)}` : '/api/blogs', {
    method: id ? 'PUT' : 'POST',
    form,
    auth: true,
    onUploadProgress: onProgress,
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
