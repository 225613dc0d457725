import type { PostView } from '@site/contract';
import { apiRequest } from '../../../lib/api.js';
import { type PostFields, toFormData } from '../post-form/post-fields.js';

/** The post an autosave writes to: null creates a draft, else the post at the version the form
 * holds (If-Match: a save made since answers 409). */
export interface AutosaveTarget {
  _id: string;
  version: number;
}

/** Saves the form's text fields as a draft autosave: POST /api/blogs for a new post, PUT
 * /api/blogs/{id} with If-Match for a saved one. */
export function autosavePost(fields: PostFields, target: AutosaveTarget | null) {
  const form = toFormData(fields, null);
  form.append('status', 'draft');
  form.append('autosave', 'true');
  if (!target) return apiRequest<PostView>('/api/blogs', { method: 'POST', form, auth: true });
  return apiRequest<PostView>(`/api/blogs/${encodeURIComponent(target._id)}`, {
    method: 'PUT',
    form,
    auth: true,
    headers: { 'If-Match': `"${target.version}"` },
  });
}
