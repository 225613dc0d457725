import type { PostView } from '@site/contract';
import { useEffect, useState } from 'react';
import { PostCard } from '../components/PostCard.js';
import { fetchPosts } from '../features/blog/blog-api.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'Practical articles on websites, apps, digital marketing and security for small businesses in Pakistan, from our team in Rawalpindi.',
};

export default function BlogPage() {
  const [posts, setPosts] = useState<PostView[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPosts(controller.signal)
      .then(setPosts)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error); // a failed list is logged and shows the empty state
        setPosts([]);
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="page">
      <h1>Blog</h1>
      <p className="lead">
        Notes from our projects: what worked, what it cost and what we would do again.
      </p>
      {posts === null ? (
        <PostPlaceholders />
      ) : posts.length === 0 ? (
        <p role="status">No posts yet. Please check back soon.</p>
      ) : (
        <div className="grid post-grid">
          {posts.map((post, index) => (
            <PostCard key={post._id} post={post} priority={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * While the list loads: grey cards the size of real ones, so the posts arriving move nothing
 * below them (no layout shift); the status line is for screen readers.
 */
function PostPlaceholders() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading posts...
      </p>
      <div className="grid post-grid" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <div key={key} className="card post-card post-card--placeholder">
            <span className="placeholder placeholder--image" />
            <span className="placeholder placeholder--title" />
            <span className="placeholder placeholder--meta" />
            <span className="placeholder placeholder--text" />
            <span className="placeholder placeholder--tags" />
          </div>
        ))}
      </div>
    </>
  );
}
