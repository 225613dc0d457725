import type { PostView } from '@site/contract';
import { apiRequest } from '../../lib/api.js';

/** The published posts, newest first (GET /api/blogs). */
export async function fetchPosts(signal?: AbortSignal): Promise<PostView[]> {
  const posts = await apiRequest<PostView[] | undefined>('/api/blogs', { signal });
  return Array.isArray(posts) ? posts : [];
}

/** One post by its slug (GET /api/blogs/{slug}). */
export function fetchPost(slug: string, signal?: AbortSignal): Promise<PostView> {
  return apiRequest<PostView>(`/api/blogs/${encodeURIComponent(slug)}`, { signal });
}
