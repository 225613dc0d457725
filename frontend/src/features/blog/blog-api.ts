import { apiRequest } from '../../lib/api.js';

/** A blog post as GET /api/blogs answers it (spec §7). */
export interface BlogPost {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  readTime: string;
  tags: string[];
  image: string | null;
  createdAt: string;
}

export async function fetchPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const result = await apiRequest<BlogPost[]>('/api/blogs', { signal });
  if (!result.ok) throw new Error(`GET /api/blogs answered ${result.status}`);
  return Array.isArray(result.data) ? result.data : [];
}

export async function fetchPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const result = await apiRequest<BlogPost>(`/api/blogs/${encodeURIComponent(slug)}`, { signal });
  if (!result.ok) throw new Error(`GET /api/blogs/${slug} answered ${result.status}`);
  return result.data;
}
