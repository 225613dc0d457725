import { type AdminPost, type AdminPostPage, type PostView, PUBLISHING } from '@site/contract';
import { http, HttpResponse } from 'msw';
import { errorAnswer } from './server.js';

/** A post as the admin's API sends it, outside the trash. */
export const adminPost = (post: PostView): AdminPost => ({ ...post, deletedAt: null });

/** Answers the dashboard's list (GET /api/admin/posts) with `posts` on one page, and each post
 * by its id (GET /api/admin/posts/{id}); prefix `base` for another API server. */
export function dashboardHandlers(posts: PostView[], base = '') {
  const counts = { draft: 0, scheduled: 0, published: 0, trash: 0 };
  for (const post of posts) counts[post.status] += 1;
  return [
    http.get(`${base}/api/admin/posts`, () =>
      HttpResponse.json<AdminPostPage>({
        items: posts.map(({ content: _content, ...summary }) => ({ ...summary, deletedAt: null })),
        total: posts.length,
        page: 1,
        pageSize: PUBLISHING.adminPageSize,
        counts,
      }),
    ),
    http.get(`${base}/api/admin/posts/:id`, ({ params }) => {
      const post = posts.find(({ _id }) => _id === params.id);
      return post
        ? HttpResponse.json<AdminPost>(adminPost(post))
        : errorAnswer(404, 'Post not found');
    }),
  ];
}
