import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { type PostEntity, type PostNeighbours } from '@site/blog';
import { POST_STATUSES, type PostStatus } from '@site/contract';
import { ResponsiveImageView } from './image.view.js';

/** A blog post without its content, as the list sends it with `fields=summary`. */
@ApiSchema({ name: 'PostSummary' })
export class PostSummaryView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty() readTime!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'uploads/3f1c….jpg',
    description: 'The cover image (its widest JPEG), or null for the default image.',
  })
  image!: string | null;
  @ApiProperty({
    type: ResponsiveImageView,
    nullable: true,
    description:
      'The cover image made for the web; null without an image (or, for a while after an ' +
      'upgrade, until an older image has its variants).',
  })
  images!: ResponsiveImageView | null;
  @ApiProperty({ enum: POST_STATUSES, description: 'Public posts are all `published`.' })
  status!: PostStatus;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the post went public (or goes public, while scheduled); null for a draft.',
  })
  publishedAt!: string | null;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'Counts the saves; an edit sends the version it started from.',
  })
  version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the post was last saved; its creation time until it is edited.',
  })
  updatedAt!: string;

  static of(post: PostEntity): PostSummaryView {
    return {
      _id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      readTime: post.readTime,
      tags: post.tags,
      image: imagePath(post),
      images: post.images,
      status: post.status,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      version: post.version,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  }
}

/** A blog post as the API sends it. */
@ApiSchema({ name: 'PostView' })
export class PostView extends PostSummaryView {
  @ApiProperty({ description: 'Sanitised HTML' }) content!: string;

  static override of(post: PostEntity): PostView {
    return { ...PostSummaryView.of(post), content: post.content };
  }
}

/** One page of the list: GET /api/blogs with any query parameter. */
@ApiSchema({ name: 'PostPage' })
export class PostPageView {
  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ $ref: getSchemaPath(PostView) }, { $ref: getSchemaPath(PostSummaryView) }] },
    description:
      'The posts of this page (`PostSummary` with `fields=summary`); empty past the last page.',
  })
  items!: (PostView | PostSummaryView)[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many posts match, on every page.' })
  total!: number;

  @ApiProperty({ type: 'integer', minimum: 1 }) page!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) pageSize!: number;
}

/** What the post page shows around a post: GET /api/blogs/{slug}/related. */
@ApiSchema({ name: 'PostNeighbours' })
export class PostNeighboursView {
  @ApiProperty({
    type: [PostSummaryView],
    maxItems: 3,
    description: 'Up to three other posts: the most tags in common first, then the newest.',
  })
  related!: PostSummaryView[];

  @ApiPropertyOptional({
    type: PostSummaryView,
    description: 'The post published just before this one; absent for the first post.',
  })
  previous?: PostSummaryView;

  @ApiPropertyOptional({
    type: PostSummaryView,
    description: 'The post published just after this one; absent for the newest post.',
  })
  next?: PostSummaryView;

  static of({ related, previous, next }: PostNeighbours): PostNeighboursView {
    const view: PostNeighboursView = { related: related.map((post) => PostSummaryView.of(post)) };
    if (previous) view.previous = PostSummaryView.of(previous);
    if (next) view.next = PostSummaryView.of(next);
    return view;
  }
}

function imagePath(post: PostEntity): string | null {
  return post.imageKey ? `uploads/${post.imageKey}` : null;
}
