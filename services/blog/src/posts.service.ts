import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EntityManager,
  QueryFailedError,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { DomainError, isUuid } from '@site/common';
import {
  PUBLISHING_MESSAGES,
  POST_FIELDS,
  type PostForm,
  type PostStatus,
  PUBLISHING,
  type ResponsiveImage,
  SLUG_PATTERN,
  slugify,
} from '@site/contract';
import { parseTags } from './content/parse-tags.js';
import { sanitizePostHtml } from './content/sanitize-post-html.js';
import { type ImagePipeline } from './images/image-pipeline.js';
import { countOf, pageAndTotal } from './paging.js';
import { PostAudit } from './audit/post-audit.js';
import { PostEntity } from './post.entity.js';
import { nextState } from './publishing/post-state.js';
import { BlogReadCache, readThrough } from './read-cache/read-cache.js';
import { type PostSnapshot, type RevisionKind } from './revisions/post-revision.entity.js';
import { recordRevision, snapshotOf } from './revisions/post-revisions.js';
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

/** How a save may change where a post stands, besides its fields. */
export interface PostSaveOptions {
  /** The new status; else published for a new post, the current one for an edit. */
  status?: PostStatus;
  /** The publish time: required to schedule, a past time to backdate a publication. */
  publishAt?: Date;
  /** The version the edit started from: a save of another version is refused (409). */
  version?: number;
  /** An autosave of the editor: kept as a revision that later autosaves replace. */
  autosave?: boolean;
}

/** Which posts a read may see: the public ones, or (admin previews) any outside the trash. */
export interface Visibility {
  unpublished?: boolean;
}

/** The columns of a post without its content. */
export const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'readTime',
  'tags',
  'imageKey',
  'images',
  'status',
  'publishedAt',
  'version',
  'deletedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PostEntity)[];

/** A post everyone may read: published, its publish time passed, not in the trash. */
export function isPublic(alias: string): string {
  return `${alias}.status = 'published' AND ${alias}.deleted_at IS NULL AND ${alias}.published_at <= now()`;
}

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
    private readonly audit: PostAudit,
    @Optional() @Inject(BlogReadCache) private readonly cache?: BlogReadCache | null,
  ) {
    this.files = new PostImageFiles(posts.manager.connection, storage, pipeline);
  }

  /** Every public post, newest publication first. */
  list(): Promise<PostEntity[]> {
    return this.posts
      .createQueryBuilder('post')
      .where(isPublic('post'))
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .getMany();
  }

  /**
   * One page of the public posts, newest publication first; with `q`, the best matches first (ts_rank, title over
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
      query.where(isPublic('post'));
      if (tag !== undefined) query.andWhere('post.tag_slugs @> ARRAY[:tag]::text[]', { tag });
      if (q !== undefined) query.andWhere(`post.search @@ ${SEARCH_QUERY}`, { q });
      return query;
    };
    const list = matching(this.posts.createQueryBuilder('post'));
    if (summary) list.select(SUMMARY_COLUMNS.map((column) => `post.${column}`));
    if (q !== undefined) list.orderBy(`ts_rank(post.search, ${SEARCH_QUERY})`, 'DESC');
    list.addOrderBy('post.publishedAt', 'DESC').addOrderBy('post.id', 'DESC');
    return pageAndTotal(
      list,
      countOf(matching(this.posts.createQueryBuilder('post'))),
      page,
      pageSize,
    );
  }

  /** The related, previous and next posts of the post with this slug. */
  async neighbours(slug: string, visibility: Visibility = {}): Promise<PostNeighbours> {
    return (await this.findWithNeighbours(slug, visibility)).neighbours;
  }

  /**
   * The post with this slug and its neighbours in one round trip: the post, the posts sharing a
   * tag with it (most in common first), the newest of the others to fill up to three, and the
   * posts published just before and after it (compared in the database, whose timestamps are
   * finer than a JavaScript Date). Neighbours are always public posts; the post itself may be
   * unpublished for an admin's preview (never cached).
   */
  async findWithNeighbours(slug: string, visibility: Visibility = {}): Promise<PostWithNeighbours> {
    if (!isSlug(slug)) throw postNotFound();
    const found = visibility.unpublished
      ? await this.readWithNeighbours(slug, true)
      : await readThrough(this.cache, `post:${slug}`, () => this.readWithNeighbours(slug, false));
    if (!found) throw postNotFound();
    return found;
  }

  /** The current slug of the post that had `slug` before it was renamed, if it may be seen. */
  async movedTo(slug: string, visibility: Visibility = {}): Promise<string | null> {
    if (!isSlug(slug)) return null;
    const seen = visibility.unpublished ? 'p.deleted_at IS NULL' : isPublic('p');
    const [row] = await this.posts.query<{ slug: string }[]>(
      `SELECT p.slug FROM post_slug_redirects r JOIN posts p ON p.id = r.post_id
        WHERE r.slug = $1 AND ${seen}`,
      [slug],
    );
    return row?.slug ?? null;
  }

  private async readWithNeighbours(
    slug: string,
    unpublished: boolean,
  ): Promise<PostWithNeighbours | null> {
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
        'status',
        'published_at',
        'version',
        'deleted_at',
        'created_at',
        'updated_at',
      ]
        .map((column) => `${table}.${column}`)
        .join(', ');
    const others = `${columns('p')}, NULL AS content FROM posts p, subject s
      WHERE p.id <> s.id AND ${isPublic('p')}`;
    const subject = unpublished ? 'deleted_at IS NULL' : isPublic('posts');
    const rows = await this.posts.query<PostRow[]>(
      `WITH subject AS (SELECT id, published_at, tag_slugs FROM posts WHERE slug = $1 AND ${subject})
       (SELECT 'post' AS role, ${columns('p')}, p.content FROM posts p, subject s WHERE p.id = s.id)
       UNION ALL
       (SELECT 'related', ${others} AND p.tag_slugs && s.tag_slugs
         ORDER BY (SELECT count(*) FROM unnest(p.tag_slugs) AS tag WHERE tag = ANY(s.tag_slugs)) DESC,
           p.published_at DESC, p.id DESC LIMIT ${RELATED_POSTS})
       UNION ALL
       (SELECT 'fill', ${others} AND NOT (p.tag_slugs && s.tag_slugs)
         ORDER BY p.published_at DESC, p.id DESC LIMIT ${RELATED_POSTS})
       UNION ALL
       (SELECT 'previous', ${others} AND (p.published_at, p.id) < (s.published_at, s.id)
         ORDER BY p.published_at DESC, p.id DESC LIMIT 1)
       UNION ALL
       (SELECT 'next', ${others} AND (p.published_at, p.id) > (s.published_at, s.id)
         ORDER BY p.published_at ASC, p.id ASC LIMIT 1)`,
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

  /** The post with this slug: a public one, or (admin) any outside the trash. */
  async findBySlug(slug: string, visibility: Visibility = {}): Promise<PostEntity> {
    // Only a well-formed slug is looked up; any other text is no post.
    const post = isSlug(slug)
      ? await this.posts
          .createQueryBuilder('post')
          .where('post.slug = :slug', { slug })
          .andWhere(visibility.unpublished ? 'post.deleted_at IS NULL' : isPublic('post'))
          .getOne()
      : null;
    if (!post) throw postNotFound();
    return post;
  }

  /**
   * Stores the image's files first and the row second; if the row cannot be written the files
   * are removed again, so a failure leaves neither a post without its image nor orphan objects.
   * The post's first revision is written with it; a redirect from its slug, if any, ends.
   */
  async create(
    input: PostForm,
    upload?: ImageUpload,
    options: PostSaveOptions = {},
  ): Promise<PostEntity> {
    const state = nextState(null, options, new Date());
    await this.assertSlugFree(input.slug);
    const image = upload ? await this.files.store(upload) : undefined;
    try {
      const saved = await this.posts.manager.transaction(async (manager) => {
        const post = await manager.save(
          manager.create(PostEntity, {
            ...this.fields(input),
            ...state,
            imageKey: image?.imageKey ?? null,
            images: image?.images ?? null,
          }),
        );
        await manager.query(`DELETE FROM post_slug_redirects WHERE slug = $1`, [post.slug]);
        const created = await manager.findOneByOrFail(PostEntity, { id: post.id });
        await recordRevision(manager, created, 'created', null);
        await this.audit.changed(manager, created, 'created', null);
        return created;
      });
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
    options: PostSaveOptions = {},
  ): Promise<PostEntity> {
    return this.save(id, input, options, options.autosave ? 'autosaved' : 'saved', upload, alt);
  }

  /**
   * One save of an existing post, in one transaction that locks its row: the version check, the
   * new state, the fields, a redirect from the old slug, and the revision. A post in the trash
   * is not edited.
   */
  private async save(
    id: string,
    input: PostForm,
    options: PostSaveOptions,
    kind: RevisionKind,
    upload?: ImageUpload,
    alt?: string,
    note?: string,
  ): Promise<PostEntity> {
    // The edit is checked under the row lock; with an image, also before the image is processed.
    const current = upload ? await this.findById(id) : undefined;
    if (current) await this.assertEditAllowed(this.posts.manager, current, input, options);
    const image = upload ? await this.files.store(upload) : undefined;
    let saved: PostEntity;
    try {
      saved = await this.posts.manager.transaction(async (manager) => {
        const post = await lockPost(manager, id);
        await this.assertEditAllowed(manager, post, input, options);
        const before = snapshotOf(post);
        // Only the columns this edit changes: the image columns may have been filled meanwhile
        // (the backfill), and an edit without a new image must not write them back as they were.
        const changes: QueryDeepPartialEntity<PostEntity> = {
          ...this.fields(input),
          ...nextState(post, options, new Date()),
          ...(image ?? {}),
          version: post.version + 1,
          updatedAt: new Date(),
        };
        await manager.update(PostEntity, { id: post.id }, changes);
        if (!image && alt !== undefined) {
          await manager.query(
            `UPDATE posts SET images = jsonb_set(images, '{alt}', to_jsonb($2::text))
             WHERE id = $1 AND images IS NOT NULL`,
            [post.id, alt],
          );
        }
        if (input.slug !== post.slug) {
          await manager.query(
            `INSERT INTO post_slug_redirects (slug, post_id) VALUES ($1, $2)
             ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
            [post.slug, post.id],
          );
        }
        await manager.query(`DELETE FROM post_slug_redirects WHERE slug = $1`, [input.slug]);
        const after = await manager.findOneByOrFail(PostEntity, { id: post.id });
        const notes = [note, image ? 'image replaced' : undefined].filter(Boolean).join('; ');
        await recordRevision(manager, after, kind, before, notes || undefined);
        await this.audit.changed(manager, after, kind, before);
        return after;
      });
      this.cache?.changed();
    } catch (error) {
      if (image) await this.files.deleteUnreferenced(keysOfPost(image));
      throw translateUniqueViolation(error);
    }
    if (image && current) await this.files.deleteUnreferenced(keysOfPost(current));
    return saved;
  }

  /** Puts a revision's text back (title, slug, excerpt, content, read time, tags) as a new
   * save; the post keeps its status and image. */
  async restoreRevision(id: string, revisionId: string, version?: number): Promise<PostEntity> {
    const [revision] = isUuid(revisionId)
      ? await this.posts.query<{ snapshot: PostSnapshot; created_at: Date }[]>(
          `SELECT snapshot, created_at FROM post_revisions WHERE id = $1 AND post_id = $2`,
          [revisionId, isUuid(id) ? id : null],
        )
      : [];
    if (!revision) throw new DomainError('REVISION_NOT_FOUND', 'Revision not found');
    const { title, slug, excerpt, content, readTime, tags } = revision.snapshot;
    const form = { title, slug, excerpt, content, readTime, tags: tags.join(', ') };
    const at = revision.created_at.toISOString().slice(0, 16).replace('T', ' ');
    return this.save(
      id,
      form,
      { version },
      'restored',
      undefined,
      undefined,
      `Restored the revision of ${at} UTC`,
    );
  }

  /** Moves a post to the trash: gone from the public side at once, restorable for
   * PUBLISHING.trashDays days, then purged. A post already there is not found. */
  async remove(id: string): Promise<void> {
    await this.moveTrash(id, true);
  }

  /** Takes a post out of the trash, in the state it had. */
  async restoreFromTrash(id: string): Promise<PostEntity> {
    return this.moveTrash(id, false);
  }

  private async moveTrash(id: string, into: boolean): Promise<PostEntity> {
    if (!isUuid(id)) throw postNotFound();
    const saved = await this.posts.manager.transaction(async (manager) => {
      const post = await lockPost(manager, id);
      if (into && post.deletedAt) throw postNotFound();
      if (!into && !post.deletedAt) {
        throw new DomainError('POST_NOT_IN_TRASH', 'This post is not in the trash.');
      }
      await manager.update(
        PostEntity,
        { id },
        { deletedAt: into ? new Date() : null, version: post.version + 1 },
      );
      const after = await manager.findOneByOrFail(PostEntity, { id });
      const kind = into ? 'trashed' : 'untrashed';
      await recordRevision(manager, after, kind, snapshotOf(post));
      await this.audit.changed(manager, after, kind, snapshotOf(post));
      return after;
    });
    this.cache?.changed();
    return saved;
  }

  /** Deletes a post in the trash for good, with its revisions, redirects, share links and the
   * image files no other post uses. `reason`: why, for the audit log, when not by the admin. */
  async deleteForever(id: string, reason?: string): Promise<void> {
    if (!isUuid(id)) throw postNotFound();
    const post = await this.posts.manager.transaction(async (manager) => {
      const locked = await lockPost(manager, id);
      if (!locked.deletedAt)
        throw new DomainError('POST_NOT_IN_TRASH', PUBLISHING_MESSAGES.notInTrash);
      await manager.delete(PostEntity, { id });
      await this.audit.purged(manager, locked, reason);
      return locked;
    });
    this.cache?.changed();
    await this.files.deleteUnreferenced(keysOfPost(post));
  }

  /** Deletes for good every post trashed more than PUBLISHING.trashDays days before `now`.
   * Returns how many. */
  async purgeTrash(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - PUBLISHING.trashDays * 86_400_000);
    const due = await this.posts.query<{ id: string }[]>(
      `SELECT id FROM posts WHERE deleted_at < $1 ORDER BY deleted_at`,
      [before],
    );
    let purged = 0;
    for (const { id } of due) {
      try {
        await this.deleteForever(id, `in the trash for ${PUBLISHING.trashDays} days`);
        purged += 1;
      } catch (error) {
        // Restored or purged by another replica meanwhile: nothing to do.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return purged;
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
        status: 'published',
        publishedAt: createdAt,
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
      // A draft may leave these blank (the bff checks the rule).
      excerpt: (input.excerpt ?? '').trim(),
      content: sanitizePostHtml(input.content ?? ''),
      readTime: (input.readTime ?? '').trim(),
      tags,
      tagSlugs: [...new Set(tags.map(slugify).filter(Boolean))],
    };
  }

  /** The post may take this edit: editable, a possible change of state, its new slug free. */
  private async assertEditAllowed(
    manager: EntityManager,
    post: PostEntity,
    input: PostForm,
    options: PostSaveOptions,
  ): Promise<void> {
    assertEditable(post, options.version);
    nextState(post, options, new Date());
    if (input.slug !== post.slug) await this.assertSlugFree(input.slug, manager);
  }

  private async assertSlugFree(slug: string, manager = this.posts.manager): Promise<void> {
    const holder = await manager.findOne(PostEntity, {
      where: { slug },
      select: { id: true, deletedAt: true },
    });
    if (holder)
      throw holder.deletedAt
        ? new DomainError('SLUG_TAKEN', PUBLISHING_MESSAGES.slugInTrash)
        : slugTaken();
  }
}

/** The post's row, locked for this transaction. */
async function lockPost(manager: EntityManager, id: string): Promise<PostEntity> {
  const post = isUuid(id)
    ? await manager.findOne(PostEntity, { where: { id }, lock: { mode: 'pessimistic_write' } })
    : null;
  if (!post) throw postNotFound();
  return post;
}

/** A post may be edited outside the trash, from its current version. */
function assertEditable(post: PostEntity, version: number | undefined): void {
  if (post.deletedAt) throw new DomainError('POST_IN_TRASH', PUBLISHING_MESSAGES.inTrash);
  if (version !== undefined && version !== post.version) {
    throw new DomainError('POST_EDITED_ELSEWHERE', PUBLISHING_MESSAGES.editedElsewhere);
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
  status: PostStatus;
  published_at: Date | null;
  version: number;
  deleted_at: Date | null;
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
    status: row.status,
    publishedAt: row.published_at,
    version: row.version,
    deletedAt: row.deleted_at,
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
