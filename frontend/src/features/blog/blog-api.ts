import { POST_LIST, type PostNeighbours, type PostPage, type PostView } from '@site/contract';
import { apiRequest } from '../../lib/api.js';

/** Which page of which list: every post, one tag's posts, or a search's matches. */
export interface ListQuery {
  page: number;
  tag?: string;
  q?: string;
}

/** One page of post summaries, 12 to a page (GET /api/blogs?fields=summary&page=…). */
export function fetchPostList(
  { page, tag, q }: ListQuery,
  signal?: AbortSignal,
): Promise<PostPage> {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(POST_LIST.defaultPageSize),
    fields: 'summary',
  });
  if (tag !== undefined) params.set('tag', tag);
  if (q !== undefined) params.set('q', q);
  return apiRequest<PostPage>(`/api/blogs?${params}`, { signal });
}

/** What the post page shows: the post, its related posts and the posts before and after. */
export interface PostWithNeighbours {
  post: PostView;
  neighbours: PostNeighbours;
}

export async function fetchPostWithNeighbours(
  slug: string,
  signal?: AbortSignal,
): Promise<PostWithNeighbours> {
  const path = `/api/blogs/${encodeURIComponent(slug)}`;
  const [post, neighbours, { sanitizePostContent }] = await Promise.all([
    apiRequest<PostView>(path, { signal }),
    apiRequest<PostNeighbours>(`${path}/related`, { signal }),
    // Loaded with the post, not with the page: a page the server drew needs no sanitiser.
    import('../../lib/post-html.js'),
  ]);
  // The server sanitised the HTML when it was saved; the browser sanitises what it fetches again
  // before it meets the DOM.
  return { post: { ...post, content: sanitizePostContent(post.content) }, neighbours };
}
