import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { DomainError, isUuid } from '@site/common';
import {
  POST_FIELDS,
  type PostForm,
  type ResponsiveImage,
  SLUG_PATTERN,
  slugify,
} from '@site/contract';
import { parseTags } from './content/parse-tags.js';
import { sanitizePostHtml } from './content/sanitize-post-html.js';
import { type ImagePipeline } from './images/image-pipeline.js';
import { PostEntity } from './post.entity.js';
import { BlogReadCache, readThrough } from './read-cache/read-cache.js';
import {
  IMAGE_PIPELINE,
  type ImageUpload,
  keysOf,
  PostImageFiles,
} from './post-images/post-images.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage.js';

const SLUG = new RegExp(SLUG_PATTERN.source);

/** One page of the list, and how many posts match in all. */
export interface PostListQuery {
  /** From 1. */
  page: number;
  pageSize: number;
  /** Only posts with a tag of this slug (slugify). */
  tag?: string;
  /** Full-text search (websearch syntax) over title, excerpt and content; best match first. */
  q?: string;
  /** Leave `content` out. */
  summary?: boolean;
}

export interface PostListPage {
  items: PostEntity[];
  total: number;
}

/** The post page's data: the post and what it links to. */
export interface PostWithNeighbours {
  post: PostEntity;
  neighbours: PostNeighbours;
}

/** What the post page links to besides the post (summaries, without content). */
export interface PostNeighbours {
  /** Up to three other posts: the most tags in common first, then the newest. */
  related: PostEntity[];
  /** The post published just before this one, and just after it. */
  previous: PostEntity | null;
  next: PostEntity | null;
}

/** The columns of a post without its content. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'readTime',
  'tags',
  'imageKey',
  'images',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PostEntity)[];

/** How many related posts the post page shows. */
const RELATED_POSTS = 3;

const SEARCH_QUERY = "websearch_to_tsquery('english', :q)";

/**
 * The posts. listPage and findWithNeighbours read through the BlogReadCache when the module
 * provides one; every write tells it once committed, so this process reads its own writes.
 */
@Injectable()
export class PostsService {
  private readonly files: PostImageFiles;

  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @Inject(OBJECT_STORAGE) storage: ObjectStorage,
    @Inject(IMAGE_PIPELINE) pipeline: ImagePipeline,
    @Optional() @Inject(BlogReadCache) private readonly cache?: BlogReadCache | null,
  ) {
    this.files = new PostImageFiles(posts.manager.connection, storage, pipeline);
  }

  /** Every post, newest first. */
  list(): Promise<PostEntity[]> {
    return this.posts.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * One page of posts, newest first; with `q`, the best matches first (ts_rank, title over
   * excerpt over content), then newest. A page past the end is empty, with the total.
   */
  listPage(query: PostListQuery): Promise<PostListPage> {
    const { page, pageSize, tag, q, summary = false } = query;
    const key = `list:${JSON.stringify([page, pageSize, tag ?? null, q ?? null, summary])}`;
    return readThrough(this.cache, key, () => this.readPage(query));
  }

  private async readPage({
    page,
    pageSize,
    tag,
    q,
    summary,
  }: PostListQuery): Promise<PostListPage> {
    const matching = (query: SelectQueryBuilder<PostEntity>) => {
      if (tag !== undefined) query.andWhere('post.tag_slugs @> ARRAY[:tag]::text[]', { tag });
      if (q !== undefined) query.andWhere(`post.search @@ ${SEARCH_QUERY}`, { q });
      return query;
    };
    const list = matching(this.posts.createQueryBuilder('post'));
    if (summary) list.select(SUMMARY_COLUMNS.map((column) => `post.${column}`));
    if (q !== undefined) list.orderBy(`ts_rank(post.search, ${SEARCH_QUERY})`, 'DESC');
    // A plain COUNT(*): getManyAndCount's COUNT(DISTINCT id) sorts every matching row first.
    const [items, counted] = await Promise.all([
      list
        .addOrderBy('post.createdAt', 'DESC')
        .addOrderBy('post.id', 'DESC')
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .getMany(),
      matching(this.posts.createQueryBuilder('post'))
        .select('COUNT(*)::int', 'total')
        .getRawOne<{ total: number }>(),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  /** The related, previous and next posts of the post with this slug. */
  async neighbours(slug: string): Promise<PostNeighbours> {
    return (await this.findWithNeighbours(slug)).neighbours;
  }

  /**
   * The post with this slug and its neighbours in one round trip: the post, the posts sharing a
   * tag with it (most in common first), the newest of the others to fill up to three, and the
   * posts published just before and after it (compared in the database, whose timestamps are
   * finer than a JavaScript Date).
   */
  async findWithNeighbours(slug: string): Promise<PostWithNeighbours> {
    if (!isSlug(slug)) throw postNotFound();
    const found = await readThrough(this.cache, `post:${slug}`, () =>
      this.readWithNeighbours(slug),
    );
    if (!found) throw postNotFound();
    return found;
  }

  private async readWithNeighbours(slug: string): Promise<PostWithNeighbours | null> {
    const columns = (table: string) =>
      [
        'id',
        'title',
        'slug',
        'excerpt',
        'read_time',
        'tags',
        'image_key',
        'images',
        'created_at',
        'updated_at',
      ]
        .map((column) => `${table}.${column}`)
        .join(', ');
    const others = `${columns('p')}, NULL AS content FROM posts p, subject s WHERE p.id <> s.id`;
    const rows = await this.posts.query<PostRow[]>(
      `WITH subject AS (SELECT id, created_at, tag_slugs FROM posts WHERE slug = $1)
       (SELECT 'post' AS role, ${columns('p')}, p.content FROM posts p, subject s WHERE p.id = s.id)
       UNION ALL
       (SELECT 'related', ${others} AND p.tag_slugs && s.tag_slugs
         ORDER BY (SELECT count(*) FROM unnest(p.tag_slugs) AS tag WHERE tag = ANY(s.tag_slugs)) DESC,
           p.created_at DESC, p.id DESC LIMIT ${RELATED_POSTS})
       UNION ALL
       (SELECT 'fill', ${others} AND NOT (p.tag_slugs && s.tag_slugs)
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${RELATED_POSTS})
       UNION ALL
       (SELECT 'previous', ${others} AND (p.created_at, p.id) < (s.created_at, s.id)
         ORDER BY p.created_at DESC, p.id DESC LIMIT 1)
       UNION ALL
       (SELECT 'next', ${others} AND (p.created_at, p.id) > (s.created_at, s.id)
         ORDER BY p.created_at ASC, p.id ASC LIMIT 1)`,
      [slug],
    );
    const of = (role: string) => rows.filter((row) => row.role === role).map(entityOf);
    const [post] = of('post');
    if (!post) return null;
    return {
      post,
      neighbours: {
        related: [...of('related'), ...of('fill')].slice(0, RELATED_POSTS),
        previous: of('previous')[0] ?? null,
        next: of('next')[0] ?? null,
      },
    };
  }

  async findBySlug(slug: string): Promise<PostEntity> {
    // Only a well-formed slug is looked up; any other text is no post.
    const post = isSlug(slug) ? await this.posts.findOneBy({ slug }) : null;
    if (!post) throw postNotFound();
    return post;
  }

  /**
   * Stores the image's files first and the row second; if the row cannot be written the files
   * are removed again, so a failure leaves neither a post without its image nor orphan objects.
   */
  async create(input: PostForm, upload?: ImageUpload): Promise<PostEntity> {
    await this.assertSlugFree(input.slug);
    const image = upload ? await this.files.store(upload) : undefined;
    try {
      const saved = await this.posts.save(
        this.posts.create({
          ...this.fields(input),
          imageKey: image?.imageKey ?? null,
          images: image?.images ?? null,
        }),
      );
      this.cache?.changed();
      return saved;
    } catch (error) {
      if (image) await this.files.deleteUnreferenced(keysOfPost(image));
      throw translateUniqueViolation(error);
    }
  }

  /** Replaces a post's fields, and its image when a new one is given (else `alt`, when given,
   * describes the current image anew). The old image's files are deleted only once the new row
   * is committed, and only those no post uses. */
  async update(
    id: string,
    input: PostForm,
    upload?: ImageUpload,
    alt?: string,
  ): Promise<PostEntity> {
    const post = await this.findById(id);
    if (input.slug !== post.slug) await this.assertSlugFree(input.slug);
    const image = upload ? await this.files.store(upload) : undefined;
    // Only the columns this edit changes: the image columns may have been filled meanwhile
    // (the backfill), and an edit without a new image must not write them back as they were.
    const changes: QueryDeepPartialEntity<PostEntity> = {
      ...this.fields(input),
      ...(image ?? {}),
      updatedAt: new Date(),
    };
    try {
      await this.posts.manager.transaction(async (manager) => {
        await manager.update(PostEntity, { id: post.id }, changes);
        if (!image && alt !== undefined) {
          await manager.query(
            `UPDATE posts SET images = jsonb_set(images, '{alt}', to_jsonb($2::text))
             WHERE id = $1 AND images IS NOT NULL`,
            [post.id, alt],
          );
        }
      });
      this.cache?.changed();
    } catch (error) {
      if (image) await this.files.deleteUnreferenced(keysOfPost(image));
      throw translateUniqueViolation(error);
    }
    if (image) await this.files.deleteUnreferenced(keysOfPost(post));
    return this.findById(post.id);
  }

  async remove(id: string): Promise<void> {
    const post = await this.findById(id);
    await this.posts.delete({ id: post.id });
    this.cache?.changed();
    await this.files.deleteUnreferenced(keysOfPost(post));
  }

  /** An image for the post content (POST /api/uploads): processed and stored. Until a post's
   * content uses it, the orphan sweep may remove it after a day. */
  async storeContentImage(upload: ImageUpload): Promise<ResponsiveImage> {
    return (await this.files.store(upload)).images;
  }

  /** Writes the posts into an empty blog and nothing into one that has a post. Returns how
   * many posts were written. */
  async seedIfEmpty(posts: readonly PostForm[]): Promise<number> {
    if ((await this.posts.count()) > 0) return 0;
    const now = Date.now();
    // Dated a day apart in the given order, so the newest-first list has a stable order.
    const rows = posts.map((post, index) => {
      const createdAt = new Date(now - (posts.length - index) * 86_400_000);
      return this.posts.create({
        ...this.fields(post),
        imageKey: null,
        createdAt,
        updatedAt: createdAt,
      });
    });
    await this.posts.save(rows);
    this.cache?.changed();
    return rows.length;
  }

  private async findById(id: string): Promise<PostEntity> {
    const post = isUuid(id) ? await this.posts.findOneBy({ id }) : null;
    if (!post) throw postNotFound();
    return post;
  }

  private fields(input: PostForm) {
    const tags = parseTags(input.tags);
    return {
      title: input.title.trim(),
      slug: input.slug,
      excerpt: input.excerpt.trim(),
      content: sanitizePostHtml(input.content),
      readTime: input.readTime.trim(),
      tags,
      tagSlugs: [...new Set(tags.map(slugify).filter(Boolean))],
    };
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.posts.existsBy({ slug })) throw slugTaken();
  }
}

/** Every storage key a post's cover image uses. */
function keysOfPost(post: Pick<PostEntity, 'imageKey' | 'images'>): string[] {
  const keys = post.images ? keysOf(post.images) : [];
  return post.imageKey && !keys.includes(post.imageKey) ? [post.imageKey, ...keys] : keys;
}

/** A post as PostgreSQL names its columns; content only for the post itself. */
interface PostRow {
  role: string;
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  read_time: string;
  tags: string[];
  image_key: string | null;
  images: ResponsiveImage | null;
  created_at: Date;
  updated_at: Date;
  content: string | null;
}

function entityOf(row: PostRow): PostEntity {
  return Object.assign(new PostEntity(), {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    readTime: row.read_time,
    tags: row.tags,
    imageKey: row.image_key,
    images: row.images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.content === null ? {} : { content: row.content }),
  });
}

function isSlug(value: string): boolean {
  return value.length <= POST_FIELDS.slug.maxLength && SLUG.test(value);
}

function postNotFound(): DomainError {
  return new DomainError('POST_NOT_FOUND', 'Post not found');
}

function slugTaken(): DomainError {
  return new DomainError(
    'SLUG_TAKEN',
    'A post with this slug already exists. Please choose another slug.',
  );
}

function translateUniqueViolation(error: unknown): unknown {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string }) : undefined;
  return driverError?.code === '23505' ? slugTaken() : error;
}
