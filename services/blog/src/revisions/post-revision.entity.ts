import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type PostStatus } from '@site/contract';

/** What a revision records of a post: its text and where it stood (not its cover image). */
export interface PostSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  readTime: string;
  tags: string[];
  status: PostStatus;
  /** ISO 8601, or null for a draft. */
  publishedAt: string | null;
}

/** Why a revision was kept. */
export type RevisionKind =
  'created' | 'saved' | 'autosaved' | 'restored' | 'published' | 'trashed' | 'untrashed';

/** One saved state of a post; the newest PUBLISHING.maxRevisions of each post are kept. */
@Entity({ name: 'post_revisions' })
export class PostRevisionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;

  /** The post's version this revision records. */
  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'varchar', length: 20 })
  kind!: RevisionKind;

  /** What changed since the revision before, in a line. */
  @Column({ type: 'text' })
  summary!: string;

  @Column({ type: 'jsonb' })
  snapshot!: PostSnapshot;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
