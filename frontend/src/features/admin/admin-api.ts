import type { MessageView, PostView } from '@site/contract';
import { apiRequest } from '../../lib/api.js';

/** The admin's calls: each sends the bearer token, so a 401 ends the session. */

export const listPosts = () => apiRequest<PostView[]>('/api/blogs', { auth: true });

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
