import { type PostSummary, slugify } from '@site/contract';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PostCard } from '../components/PostCard.js';
import { ResponsiveImage } from '../components/ResponsiveImage.js';
import { TagList } from '../components/TagList.js';
import { serviceOfTag } from '../content/blog-services.js';
import { fetchPostWithNeighbours, type PostWithNeighbours } from '../features/blog/blog-api.js';
import { useBlogData } from '../features/blog/blog-data.js';
import { tagLink } from '../features/blog/blog-lists.js';
import { setDocumentMeta } from '../lib/page-meta.js';
import { DEFAULT_POST_IMAGE, formatDate, postImageUrl } from '../lib/post-image.js';
import { IMAGE_SIZES } from '../lib/responsive-image.js';
import { routes } from '../lib/routes.js';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const result = useBlogData<PostWithNeighbours>(pathname + search, (signal) =>
    fetchPostWithNeighbours(slug, signal),
  );
  const found = result.state === 'loaded' ? result.data : null;
  // Content sanitised by the server when saved, and again by fetchPostWithNeighbours when the
  // browser fetched it (the HTML's own data is the server's, as trusted as the HTML itself).
  const post = found?.post;
  useEffect(() => {
    if (post) setDocumentMeta(post.title, post.excerpt);
  }, [post]);

  if (result.state === 'loading') {
    return (
      <div className="page page--narrow">
        <p role="status">Loading post...</p>
      </div>
    );
  }
  if (!found || !post) {
    return (
      <div className="page page--narrow">
        <h1>Post not found.</h1>
        <p>
          <Link to={routes.blog.link()}>Back to the blog</Link>
        </p>
      </div>
    );
  }
  // A public post always has its publish time.
  const publishedAt = post.publishedAt ?? post.createdAt;
  const published = formatDate(publishedAt);
  const updated = formatDate(post.updatedAt);
  const { related, previous, next } = found.neighbours;
  const service = serviceFor(post.tags);
  return (
    <article className="page page--narrow blog-post">
      <h1>{post.title}</h1>
      <p className="muted blog-post__meta">
        {published && (
          <span>
            Published <time dateTime={publishedAt}>{published}</time>
          </span>
        )}
        {updated && updated !== published && (
          <span>
            Updated <time dateTime={post.updatedAt}>{updated}</time>
          </span>
        )}
        {post.readTime && <span>{post.readTime}</span>}
      </p>
      <TagList tags={post.tags} label="Tags" link={tagLink} />
      {post.images ? (
        <ResponsiveImage
          className="blog-post__image"
          image={post.images}
          sizes={IMAGE_SIZES.post}
          priority
        />
      ) : (
        <img
          className="blog-post__image"
          src={postImageUrl(post.image)}
          width={DEFAULT_POST_IMAGE.width}
          height={DEFAULT_POST_IMAGE.height}
          alt=""
          fetchPriority="high"
        />
      )}
      <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      {service && (
        <aside className="blog-post__cta" aria-label="Our service">
          <p>
            Want this done for your business? Our {service.title.toLowerCase()} team in Rawalpindi
            can help.
          </p>
          <Link className="button" to={routes.service.link(service.id)}>
            See our {service.title} service
          </Link>
        </aside>
      )}
      {(previous || next) && (
        <nav aria-label="More posts">
          <ul className="post-neighbours">
            {previous && <NeighbourLink post={previous} rel="prev" />}
            {next && <NeighbourLink post={next} rel="next" />}
          </ul>
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-posts">
          <h2 id="related-posts">Related posts</h2>
          <div className="grid post-grid">
            {related.map((entry) => (
              <PostCard
                key={entry.slug}
                post={entry}
                tagLink={tagLink}
                headingLevel={3}
                sizes={IMAGE_SIZES.relatedCard}
                imageAfterHydration
              />
            ))}
          </div>
        </section>
      )}
      <p>
        <Link to={routes.blog.link()}>Back to the blog</Link>
      </p>
    </article>
  );
}

function NeighbourLink({ post, rel }: { post: PostSummary; rel: 'prev' | 'next' }) {
  return (
    <li className={rel === 'next' ? 'post-neighbours__next' : undefined}>
      <Link to={routes.blogPost.link(post.slug)} rel={rel}>
        <span className="muted">{rel === 'next' ? 'Next post' : 'Previous post'}</span>
        <br />
        {post.title}
      </Link>
    </li>
  );
}

/** The service page of the post's first tag that has one (content/blog-services.ts). */
function serviceFor(tags: readonly string[]) {
  for (const tag of tags) {
    const service = serviceOfTag[slugify(tag)];
    if (service) return service;
  }
  return undefined;
}
