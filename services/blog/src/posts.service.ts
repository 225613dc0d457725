import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { DomainError, isUuid } from '@site/common';
import { POST_FIELDS, type PostForm, SLUG_PATTERN, slugify } from '@site/contract';
import { parseTags } from './content/parse-tags.js';
import { sanitizePostHtml } from './content/sanitize-post-html.js';
import { type CheckedImage, checkImage } from './image-types.js';
import { PostEntity } from './post.entity.js';
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
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PostEntity)[];

/** How many related posts the post page shows. */
const RELATED_POSTS = 3;

const SEARCH_QUERY = "websearch_to_tsquery('english', :q)";

@Injectable()
export class PostsService {
  private readonly logger = new Logger(PostsService.name);

  constructor(
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** Every post, newest first. */
  list(): Promise<PostEntity[]> {
    return this.posts.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * One page of posts, newest first; with `q`, the best matches first (ts_rank, title over
   * excerpt over content), then newest. A page past the end is empty, with the total.
   */
  async listPage({ page, pageSize, tag, q, summary }: PostListQuery): Promise<PostListPage> {
    const query = this.posts.createQueryBuilder('post');
    if (summary) query.select(SUMMARY_COLUMNS.map((column) => `post.${column}`));
    if (tag !== undefined) query.andWhere('post.tag_slugs @> ARRAY[:tag]::text[]', { tag });
    if (q !== undefined) {
      query
        .andWhere(`post.search @@ ${SEARCH_QUERY}`, { q })
        .orderBy(`ts_rank(post.search, ${SEARCH_QUERY})`, 'DESC');
    }
    const [items, total] = await query
      .addOrderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return { items, total };
  }

  /** The related, previous and next posts of the post with this slug. */
  async neighbours(slug: string): Promise<PostNeighbours> {
    const post = await this.posts
      .createQueryBuilder('post')
      .select(['post.id', 'post.createdAt'])
      .addSelect('post.tagSlugs')
      .where('post.slug = :slug', { slug: isSlug(slug) ? slug : '' })
      .getOne();
    if (!post) throw postNotFound();
    return this.neighboursOf(post);
  }

  /** The post with this slug and its neighbours, reading the post once (the post page). */
  async findWithNeighbours(
    slug: string,
  ): Promise<{ post: PostEntity; neighbours: PostNeighbours }> {
    const post = isSlug(slug)
      ? await this.posts
          .createQueryBuilder('post')
          .addSelect('post.tagSlugs')
          .where('post.slug = :slug', { slug })
          .getOne()
      : null;
    if (!post) throw postNotFound();
    return { post, neighbours: await this.neighboursOf(post) };
  }

  private async neighboursOf(
    post: Pick<PostEntity, 'id' | 'createdAt' | 'tagSlugs'>,
  ): Promise<PostNeighbours> {
    const summaries = () =>
      this.posts
        .createQueryBuilder('post')
        .select(SUMMARY_COLUMNS.map((column) => `post.${column}`))
        .where('post.id <> :id', { id: post.id });
    const position = { createdAt: post.createdAt, id: post.id };
    const [related, previous, next] = await Promise.all([
      summaries()
        .orderBy(
          'cardinality(ARRAY(SELECT unnest(post.tag_slugs) INTERSECT SELECT unnest(CAST(:tags AS text[]))))',
          'DESC',
        )
        .setParameter('tags', post.tagSlugs)
        .addOrderBy('post.createdAt', 'DESC')
        .addOrderBy('post.id', 'DESC')
        .limit(RELATED_POSTS)
        .getMany(),
      summaries()
        .andWhere('(post.created_at, post.id) < (:createdAt, :id)', position)
        .orderBy('post.createdAt', 'DESC')
        .addOrderBy('post.id', 'DESC')
        // getOne() alone reads every matching row and keeps the first.
        .limit(1)
        .getOne(),
      summaries()
        .andWhere('(post.created_at, post.id) > (:createdAt, :id)', position)
        .orderBy('post.createdAt', 'ASC')
        .addOrderBy('post.id', 'ASC')
        .limit(1)
        .getOne(),
    ]);
    return { related, previous, next };
  }

  async findBySlug(slug: string): Promise<PostEntity> {
    // Only a well-formed slug is looked up; any other text is no post.
    const post = isSlug(slug) ? await this.posts.findOneBy({ slug }) : null;
    if (!post) throw postNotFound();
    return post;
  }

  /**
   * Stores the image first and the row second; if the row cannot be written the image is
   * removed again, so a failure leaves neither a post without its image nor an orphan object.
   */
  async create(input: PostForm, imageBytes?: Buffer): Promise<PostEntity> {
    await this.assertSlugFree(input.slug);
    const image = imageBytes ? await this.storeImage(imageBytes) : undefined;
    try {
      return await this.posts.save(
        this.posts.create({ ...this.fields(input), imageKey: image?.key ?? null }),
      );
    } catch (error) {
      if (image) await this.deleteImageQuietly(image.key);
      throw translateUniqueViolation(error);
    }
  }

  /** Replaces a post's fields, and its image when a new one is given. The old image is deleted
   * only once the new row is committed. */
  async update(id: string, input: PostForm, imageBytes?: Buffer): Promise<PostEntity> {
    const post = await this.findById(id);
    if (input.slug !== post.slug) await this.assertSlugFree(input.slug);
    const image = imageBytes ? await this.storeImage(imageBytes) : undefined;
    const oldImageKey = post.imageKey;
    let saved: PostEntity;
    try {
      saved = await this.posts.save({
        ...post,
        ...this.fields(input),
        imageKey: image?.key ?? post.imageKey,
        updatedAt: new Date(),
      });
    } catch (error) {
      if (image) await this.deleteImageQuietly(image.key);
      throw translateUniqueViolation(error);
    }
    if (image && oldImageKey) await this.deleteImageQuietly(oldImageKey);
    return saved;
  }

  async remove(id: string): Promise<void> {
    const post = await this.findById(id);
    await this.posts.delete({ id: post.id });
    if (post.imageKey) await this.deleteImageQuietly(post.imageKey);
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

  private async storeImage(bytes: Buffer): Promise<CheckedImage> {
    const image = await checkImage(bytes);
    await this.storage.put(image.key, image.bytes, image.contentType);
    return image;
  }

  private async deleteImageQuietly(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`Could not delete image ${key}; it is left as an orphan: ${String(error)}`);
    }
  }
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
