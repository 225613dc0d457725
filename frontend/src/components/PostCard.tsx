import { Link } from 'react-router-dom';
import type { PostCardData } from '@site/contract';
import { DEFAULT_POST_IMAGE, formatDate, postImageUrl } from '../lib/post-image.js';
import { cardImage, IMAGE_SIZES } from '../lib/responsive-image.js';
import { routes } from '../lib/routes.js';
import { ResponsiveImage } from './ResponsiveImage.js';
import { TagList } from './TagList.js';

/** `priority`: the first card's image is the page's largest paint, so it loads at once.
 * `tagLink`: where each tag leads, if anywhere. `sizes`: the width the grid gives the image. */
export function PostCard({
  post,
  priority = false,
  tagLink,
  headingLevel = 2,
  sizes = IMAGE_SIZES.listCard,
  imageAfterHydration = false,
}: {
  post: PostCardData;
  priority?: boolean;
  tagLink?: (tag: string) => string | undefined;
  /** 3 where the cards sit under a heading of their own. */
  headingLevel?: 2 | 3;
  sizes?: string;
  /** The image only once the page is hydrated (ResponsiveImage's afterHydration). */
  imageAfterHydration?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const date = formatDate(post.publishedAt);
  return (
    <article className="card post-card">
      {post.images ? (
        <ResponsiveImage
          image={cardImage(post.images)}
          sizes={sizes}
          priority={priority}
          afterHydration={imageAfterHydration}
        />
      ) : (
        <img
          src={postImageUrl(post.image)}
          width={DEFAULT_POST_IMAGE.width}
          height={DEFAULT_POST_IMAGE.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      <Heading className="post-card__title">
        <Link to={routes.blogPost.link(post.slug)}>{post.title}</Link>
      </Heading>
      <p className="muted post-card__meta">
        {date && <time dateTime={post.publishedAt ?? undefined}>{date}</time>}
        {date && post.readTime && ' · '}
        {post.readTime}
      </p>
      <p>{post.excerpt}</p>
      <TagList tags={post.tags} label="Tags" link={tagLink} />
    </article>
  );
}

/** The fields of a post its card draws, and nothing else. */
export function cardData({
  title,
  slug,
  excerpt,
  readTime,
  tags,
  image,
  images,
  publishedAt,
}: PostCardData): PostCardData {
  return {
    title,
    slug,
    excerpt,
    readTime,
    tags,
    image,
    images: images && cardImage(images),
    publishedAt,
  };
}
