import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { PostEntity } from '../post.entity.js';
import { isPublic } from '../posts.service.js';
import { BlogReadCache, readThrough } from '../read-cache/read-cache.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';

/** What changes whenever a post is created, edited or deleted. */
export interface BlogVersion {
  /** Equal for two readings only if no post was added, removed or saved in between. */
  key: string;
  /** The newest `updatedAt` of any post (null for an empty blog). */
  newest: Date | null;
}

/** A page of the blog and when its content last changed. */
export interface DatedSlug {
  slug: string;
  updatedAt: Date;
}

/** A post as the feed shows it: everything but the id. */
export type FeedPost = Pick<
  PostEntity,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'tags'
  | 'imageKey'
  | 'images'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** The storage key of the image a feed item carries: the social card, or an image from before
 * the image pipeline as it was uploaded. */
export function feedImageKey(post: Pick<PostEntity, 'imageKey' | 'images'>): string | null {
  return post.images ? post.images.social.url.replace(/^\/uploads\//, '') : post.imageKey;
}

/** How many image sizes are remembered (keys are never reused, so a size never changes). */
const REMEMBERED_SIZES = 1000;

/**
 * The sitemap's and the feed's reads: only the columns they show, never every post's content.
 */
@Injectable()
export class PostDiscovery {
  private readonly sizes = new Map<string, number>();

  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Optional() @Inject(BlogReadCache) private readonly cache?: BlogReadCache | null,
  ) {}

  /**
   * One aggregate over the table. Every save sets the post's updated_at, so the sum of them
   * changes with any edit (whichever clock wrote it), and the count with any insert or delete.
   * Kept in the read cache, when there is one, until the posts change.
   */
  version(): Promise<BlogVersion> {
    return readThrough(this.cache, 'version', () => this.readVersion());
  }

  private async readVersion(): Promise<BlogVersion> {
    const [row] = await this.posts.query<{ posts: string; stamps: string | null; newest: Date }[]>(
      `SELECT count(*) AS posts,
              sum(extract(epoch FROM updated_at) + extract(epoch FROM published_at))::text AS stamps,
              max(updated_at) AS newest
         FROM posts p WHERE ${isPublic('p')}`,
    );
    return {
      key: `${row?.posts ?? 0}:${row?.stamps ?? ''}`,
      newest: row?.newest ?? null,
    };
  }

  /** Every public post's slug and updatedAt, newest publication first. */
  postPages(): Promise<DatedSlug[]> {
    return this.posts
      .createQueryBuilder('post')
      .select('post.slug', 'slug')
      .addSelect('post.updated_at', 'updatedAt')
      .where(isPublic('post'))
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .getRawMany<DatedSlug>();
  }

  /** Every tag slug once, with the newest updatedAt of its posts; by slug. */
  async tagPages(): Promise<DatedSlug[]> {
    const rows = await this.posts.query<{ slug: string; updated_at: Date }[]>(
      `SELECT tag AS slug, max(updated_at) AS updated_at
         FROM posts p CROSS JOIN LATERAL unnest(p.tag_slugs) AS tag
        WHERE ${isPublic('p')}
        GROUP BY tag
        ORDER BY tag COLLATE "C"`,
    );
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
  }

  /** The newest public posts (by publication, as the blog lists them), with their content. */
  feedPosts(limit: number): Promise<FeedPost[]> {
    return this.posts
      .createQueryBuilder('post')
      .select(
        [
          'slug',
          'title',
          'excerpt',
          'content',
          'tags',
          'imageKey',
          'images',
          'publishedAt',
          'createdAt',
          'updatedAt',
        ].map((column) => `post.${column}`),
      )
      .where(isPublic('post'))
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /**
   * The stored image's size in bytes, or undefined when storage cannot say (no such object, or
   * storage unreachable). Asked once per key: keys are random and never reused.
   */
  async imageSize(key: string): Promise<number | undefined> {
    const known = this.sizes.get(key);
    if (known !== undefined) return known;
    let size: number | undefined;
    try {
      const stored = await this.storage.get(key);
      stored?.body.destroy(); // only the size is wanted
      size = stored?.size;
    } catch {
      return undefined;
    }
    if (size === undefined) return undefined;
    if (this.sizes.size >= REMEMBERED_SIZES) this.sizes.clear();
    this.sizes.set(key, size);
    return size;
  }
}
