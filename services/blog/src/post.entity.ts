import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { POST_FIELDS, type PostStatus, type ResponsiveImage } from '@site/contract';

@Entity({ name: 'posts' })
export class PostEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: POST_FIELDS.title.maxLength })
  title!: string;

  @Column({ type: 'varchar', length: POST_FIELDS.slug.maxLength, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: POST_FIELDS.excerpt.maxLength })
  excerpt!: string;

  /** Sanitised HTML; never stored as the admin typed it. */
  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'read_time', type: 'varchar', length: POST_FIELDS.readTime.maxLength })
  readTime!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  /** The tags' slugs (slugify), which the tag filter matches; written with `tags`. */
  @Column({ name: 'tag_slugs', type: 'text', array: true, default: () => "'{}'", select: false })
  tagSlugs!: string[];

  /** Object-storage key of the cover image, or null for the site's default image. */
  @Column({ name: 'image_key', type: 'varchar', length: 100, nullable: true })
  imageKey!: string | null;

  /** The image made for the web; null without an image, or until an old image is backfilled. */
  @Column({ type: 'jsonb', nullable: true })
  images!: ResponsiveImage | null;

  /** Public only when `published` and its publish time has passed (and not in the trash). */
  @Column({ type: 'varchar', length: 10, default: 'published' })
  status!: PostStatus;

  /** When the post went public, or goes public while scheduled; null for a draft. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true, default: () => 'now()' })
  publishedAt!: Date | null;

  /** Counts the post's saves: an edit names the version it started from (409 if it moved on). */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /** When the post was moved to the trash; null outside it. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
