import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type AdminPostPage,
  type IssuedPreviewLink,
  type PostEntity,
  type PostRevisionEntity,
  type PostSnapshot,
  type RevisionSummary,
} from '@site/blog';
import { POST_STATUSES, type PostFilter, type PostStatus } from '@site/contract';
import { PostSummaryView, PostView } from './post.view.js';

/** When a post went to the trash, beside what every post view says. */
function trashed(post: PostEntity): { deletedAt: string | null } {
  return { deletedAt: post.deletedAt?.toISOString() ?? null };
}

const DELETED_AT = {
  type: String,
  format: 'date-time',
  nullable: true,
  description: 'When the post was moved to the trash; null outside it.',
} as const;

/** A post in the dashboard's list: a summary, and whether it is in the trash. */
@ApiSchema({ name: 'AdminPostSummary' })
export class AdminPostSummaryView extends PostSummaryView {
  @ApiProperty(DELETED_AT) deletedAt!: string | null;

  static override of(post: PostEntity): AdminPostSummaryView {
    return { ...PostSummaryView.of(post), ...trashed(post) };
  }
}

/** A post as the editor opens it, in any state. */
@ApiSchema({ name: 'AdminPost' })
export class AdminPostView extends PostView {
  @ApiProperty(DELETED_AT) deletedAt!: string | null;

  static override of(post: PostEntity): AdminPostView {
    return { ...PostView.of(post), ...trashed(post) };
  }
}

/** How many posts each dashboard filter holds. */
@ApiSchema({ name: 'PostCounts' })
export class PostCountsView implements Record<PostFilter, number> {
  @ApiProperty({ type: 'integer', minimum: 0 }) draft!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) scheduled!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) published!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) trash!: number;
}

/** Summaries of the posts the blog's read cache keeps (frozen, shared by every request until the
 * next change): each is made once, not on every page. */
const keptSummaries = new WeakMap<PostEntity, AdminPostSummaryView>();

function summaryOfKeptPost(post: PostEntity): AdminPostSummaryView {
  if (!Object.isFrozen(post)) return AdminPostSummaryView.of(post);
  let summary = keptSummaries.get(post);
  if (!summary) keptSummaries.set(post, (summary = AdminPostSummaryView.of(post)));
  return summary;
}

/** One page of the dashboard. */
@ApiSchema({ name: 'AdminPostPage' })
export class AdminPostPageView {
  @ApiProperty({ type: [AdminPostSummaryView] }) items!: AdminPostSummaryView[];
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many posts match.' })
  total!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) page!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) pageSize!: number;
  @ApiProperty({ type: PostCountsView, description: 'Every filter’s count, whatever is asked.' })
  counts!: PostCountsView;

  static of(result: AdminPostPage, page: number, pageSize: number): AdminPostPageView {
    return {
      items: result.items.map(summaryOfKeptPost),
      total: result.total,
      page,
      pageSize,
      counts: result.counts,
    };
  }
}

const REVISION_KINDS = [
  'created',
  'saved',
  'autosaved',
  'restored',
  'published',
  'trashed',
  'untrashed',
] as const;

/** A revision in the list. */
@ApiSchema({ name: 'RevisionSummary' })
export class RevisionSummaryView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, description: "The post's version it records." })
  version!: number;
  @ApiProperty({ enum: REVISION_KINDS }) kind!: (typeof REVISION_KINDS)[number];
  @ApiProperty({ description: 'What changed since the revision before.' }) summary!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static of(revision: RevisionSummary): RevisionSummaryView {
    return {
      _id: revision.id,
      version: revision.version,
      kind: revision.kind,
      summary: revision.summary,
      createdAt: revision.createdAt.toISOString(),
    };
  }
}

/** What a revision recorded. */
@ApiSchema({ name: 'RevisionSnapshot' })
export class RevisionSnapshotView implements PostSnapshot {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) content!: string;
  @ApiProperty() readTime!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ enum: POST_STATUSES }) status!: PostStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: string | null;
}

/** A revision with what it recorded. */
@ApiSchema({ name: 'Revision' })
export class RevisionView extends RevisionSummaryView {
  @ApiProperty({ type: RevisionSnapshotView }) post!: RevisionSnapshotView;

  static override of(revision: PostRevisionEntity): RevisionView {
    return { ...RevisionSummaryView.of(revision), post: revision.snapshot };
  }
}

/** A share link of an unpublished post. */
@ApiSchema({ name: 'PreviewLink' })
export class PreviewLinkView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({
    example: '/blog/my-draft?preview=AbC….xYz',
    description: "The link's path: the post's address with its token.",
  })
  path!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static of({ link, token }: IssuedPreviewLink, slug: string): PreviewLinkView {
    return {
      _id: link.id,
      path: `/blog/${slug}?preview=${token}`,
      expiresAt: link.expiresAt.toISOString(),
      createdAt: link.createdAt.toISOString(),
    };
  }
}
