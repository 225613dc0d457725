import type { PostView } from '@site/contract';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchPost } from '../features/blog/blog-api.js';
import { documentTitle, type PageMeta } from '../lib/page-meta.js';
import { DEFAULT_POST_IMAGE, formatDate, postImageUrl } from '../lib/post-image.js';
import { routes } from '../lib/routes.js';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'An article from our blog on websites, apps, marketing and security for small businesses.',
};

/** The answer for one slug: the post, or null when it could not be had. */
interface Answer {
  slug: string;
  post: PostView | null;
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPost(slug, controller.signal)
      .then((post) => setAnswer({ slug, post }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error); // any failure is logged and shows 'Post not found.'
        setAnswer({ slug, post: null });
      });
    return () => controller.abort();
  }, [slug]);

  // Until the answer for this very slug arrives, the page is loading.
  const loading = answer?.slug !== slug;
  const post = loading ? null : answer.post;
  // The server sanitised the HTML when it was saved; sanitise again before it meets the DOM.
  const content = useMemo(() => (post ? DOMPurify.sanitize(post.content) : ''), [post]);
  useEffect(() => {
    if (post) document.title = documentTitle(post.title);
  }, [post]);

  if (loading) {
    return (
      <div className="page page--narrow">
        <p role="status">Loading post...</p>
      </div>
    );
  }
  if (!post) {
    return (
      <div className="page page--narrow">
        <h1>Post not found.</h1>
        <p>
          <Link to={routes.blog.link()}>Back to the blog</Link>
        </p>
      </div>
    );
  }
  const date = formatDate(post.createdAt);
  return (
    <article className="page page--narrow blog-post">
      <h1>{post.title}</h1>
      <p className="muted">
        {date && <time dateTime={post.createdAt}>{date}</time>}
        {date && post.readTime && ' · '}
        {post.readTime}
      </p>
      <img
        className="blog-post__image"
        src={postImageUrl(post.image)}
        width={DEFAULT_POST_IMAGE.width}
        height={DEFAULT_POST_IMAGE.height}
        alt=""
        fetchPriority="high"
      />
      <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: content }} />
      <p>
        <Link to={routes.blog.link()}>Back to the blog</Link>
      </p>
    </article>
  );
}
