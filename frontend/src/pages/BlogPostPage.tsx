import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { documentTitle } from '../app/useDocumentMeta.js';
import { type BlogPost, fetchPost } from '../features/blog/blog-api.js';
import { DEFAULT_POST_IMAGE, formatDate, postImageUrl } from '../features/blog/post-image.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'An article from our blog on websites, apps, marketing and security for small businesses.',
};

type State = { status: 'loading' } | { status: 'loaded'; post: BlogPost } | { status: 'not-found' };

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPost(slug, controller.signal)
      .then((post) => setState({ status: 'loaded', post }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error); // spec §8: any failure is logged and shows 'Post not found.'
        setState({ status: 'not-found' });
      });
    return () => controller.abort();
  }, [slug]);

  const post = state.status === 'loaded' ? state.post : null;
  // The server sanitised the HTML when it was saved; sanitise again before it meets the DOM.
  const content = useMemo(() => (post ? DOMPurify.sanitize(post.content) : ''), [post]);
  useEffect(() => {
    if (post) document.title = documentTitle(post.title);
  }, [post]);

  if (state.status === 'loading') {
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
          <Link to="/blog">Back to the blog</Link>
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
        <Link to="/blog">Back to the blog</Link>
      </p>
    </article>
  );
}
