/**
 * Drafts, scheduling, concurrent edits, slug redirects and the trash, through PostsService and
 * PostClock on a real PostgreSQL. Two blog modules share one database, as two bff replicas do;
 * their clocks' timers are stopped so that each publishDue call is the test's own (one suite at
 * the end runs a module whose timer publishes by itself).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '@site/common';
import { flatJpeg, type TestModule } from '@site/common/testing';
import { type PostForm, PUBLISHING_MESSAGES } from '@site/contract';
import { PostAdminReads } from '../admin/post-admin-reads.js';
import { BlogModule } from '../blog.module.js';
import { postForm, startBlog } from '../blog.fixtures.js';
import { blogEntities } from '../index.js';
import { type PostEntity } from '../post.entity.js';
import { PostsService } from '../posts.service.js';
import { BlogChanges } from '../read-cache/blog-changes.js';
import { PostClock } from './post-clock.js';
import { nextState } from './post-state.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The DomainError a call rejects with (it must reject). */
async function domainErrorOf(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => new Error('expected the call to reject, but it resolved'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function expectRefused(work: Promise<unknown>, code: string, message?: string) {
  const error = await domainErrorOf(work);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
}

function draftForm(slug: string, overrides: Partial<PostForm> = {}): PostForm {
  return postForm(slug, { excerpt: '', content: '', readTime: '', ...overrides });
}

describe('nextState', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const later = new Date('2026-03-02T10:00:00Z');
  const earlier = new Date('2026-02-01T10:00:00Z');

  it('a new post is published now unless told otherwise; a draft has no publish time', () => {
    expect(nextState(null, {}, now)).toEqual({ status: 'published', publishedAt: now });
    expect(nextState(null, { status: 'draft', publishAt: later }, now)).toEqual({
      status: 'draft',
      publishedAt: null,
    });
    expect(nextState(null, { status: 'published', publishAt: earlier }, now)).toEqual({
      status: 'published',
      publishedAt: earlier,
    });
  });

  it('scheduling needs a future time; publishing refuses one; an edit keeps its state', () => {
    const message = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as DomainError).message;
      }
      return 'no error';
    };
    expect(message(() => nextState(null, { status: 'scheduled' }, now))).toBe(
      PUBLISHING_MESSAGES.publishAtRequired,
    );
    expect(message(() => nextState(null, { status: 'scheduled', publishAt: earlier }, now))).toBe(
      PUBLISHING_MESSAGES.publishAtPast,
    );
    expect(message(() => nextState(null, { status: 'scheduled', publishAt: now }, now))).toBe(
      PUBLISHING_MESSAGES.publishAtPast,
    );
    expect(message(() => nextState(null, { status: 'published', publishAt: later }, now))).toBe(
      PUBLISHING_MESSAGES.publishAtFuture,
    );
    const scheduled = { status: 'scheduled' as const, publishedAt: later };
    expect(nextState(scheduled, {}, now)).toEqual(scheduled);
    const published = { status: 'published' as const, publishedAt: earlier };
    expect(nextState(published, {}, now)).toEqual(published);
    // Published from a schedule: now, not the scheduled time.
    expect(nextState(scheduled, { status: 'published' }, now)).toEqual({
      status: 'published',
      publishedAt: now,
    });
  });
});

describe('publishing against PostgreSQL, two modules on one database', () => {
  let a: TestModule;
  let bRef: TestingModule;
  let folder: string;
  let posts: PostsService;
  let reads: PostAdminReads;
  let db: DataSource;

  const revisionsOf = (id: string) =>
    db.query<{ kind: string; version: number; summary: string }[]>(
      `SELECT kind, version, summary FROM post_revisions WHERE post_id = $1
        ORDER BY created_at, id`,
      [id],
    );
  const rowOf = async (id: string) =>
    (
      await db.query<Record<string, unknown>[]>(
        `SELECT title, slug, excerpt, content, status, version, published_at, deleted_at
           FROM posts WHERE id = $1`,
        [id],
      )
    )[0];
  const isPublicSlug = (slug: string) =>
    posts.findBySlug(slug).then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError && error.code === 'POST_NOT_FOUND') return false;
        throw error;
      },
    );
  const schedule = (slug: string, inMs = HOUR) =>
    posts.create(postForm(slug), undefined, {
      status: 'scheduled',
      publishAt: new Date(Date.now() + inMs),
    });
  /** Makes a scheduled post due (its publish time a second ago) without waiting. */
  const makeDue = (id: string) =>
    db.query(`UPDATE posts SET published_at = now() - interval '1 second' WHERE id = $1`, [id]);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-publishing-spec-'));
    a = await startBlog(folder);
    db = a.dataSource;
    posts = a.moduleRef.get(PostsService);
    reads = a.moduleRef.get(PostAdminReads);
    const { url } = db.options as { url: string };
    // The second replica: the same database (migrated by the first), its own pool and clock.
    bRef = await Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot({ type: 'postgres', url, entities: blogEntities }),
        BlogModule.forRoot({ storage: { driver: 'disk', directory: folder } }),
      ],
    }).compile();
    await bRef.init();
    for (const ref of [a.moduleRef, bRef]) await ref.get(PostClock).beforeApplicationShutdown();
  });

  afterAll(async () => {
    await bRef?.close();
    await a?.close();
    await rm(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await db.query('TRUNCATE posts CASCADE');
    await a.moduleRef.get(BlogChanges).caughtUp();
  });

  describe('drafts', () => {
    it('saves a draft with blank excerpt, content and read time, seen only by admin reads', async () => {
      await posts.create(postForm('public-one'));
      const draft = await posts.create(draftForm('a-draft'), undefined, { status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', publishedAt: null, excerpt: '', content: '' });
      expect(draft.readTime).toBe('');

      expect((await posts.list()).map((post) => post.slug)).toEqual(['public-one']);
      const page = await posts.listPage({ page: 1, pageSize: 10 });
      expect(page.items.map((post) => post.slug)).toEqual(['public-one']);
      expect(page.total).toBe(1);
      await expectRefused(posts.findBySlug('a-draft'), 'POST_NOT_FOUND');
      await expectRefused(posts.findWithNeighbours('a-draft'), 'POST_NOT_FOUND');
      expect((await posts.findBySlug('a-draft', { unpublished: true })).id).toBe(draft.id);
      const preview = await posts.findWithNeighbours('a-draft', { unpublished: true });
      expect(preview.post.id).toBe(draft.id);
      // A public post's neighbours never include the draft, even with tags in common.
      const { related, previous, next } = await posts.neighbours('public-one');
      expect({ related, previous, next }).toEqual({ related: [], previous: null, next: null });
    });

    it('a search does not find a draft', async () => {
      await posts.create(draftForm('secret-plan', { title: 'Zanzibar expansion' }), undefined, {
        status: 'draft',
      });
      await posts.create(postForm('public-zanzibar', { title: 'Zanzibar office opening' }));
      const found = await posts.listPage({ page: 1, pageSize: 10, q: 'Zanzibar' });
      expect(found.items.map((post) => post.slug)).toEqual(['public-zanzibar']);
    });
  });

  describe('scheduling', () => {
    it('refuses a schedule without a time or in the past, and a publication in the future', async () => {
      await expectRefused(
        posts.create(postForm('no-time'), undefined, { status: 'scheduled' }),
        'POST_INVALID',
        PUBLISHING_MESSAGES.publishAtRequired,
      );
      await expectRefused(
        posts.create(postForm('past-time'), undefined, {
          status: 'scheduled',
          publishAt: new Date(Date.now() - 60_000),
        }),
        'POST_INVALID',
        PUBLISHING_MESSAGES.publishAtPast,
      );
      await expectRefused(
        posts.create(postForm('future-publication'), undefined, {
          status: 'published',
          publishAt: new Date(Date.now() + HOUR),
        }),
        'POST_INVALID',
        PUBLISHING_MESSAGES.publishAtFuture,
      );
      expect(
        Number((await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM posts'))[0]!.n),
      ).toBe(0);
    });

    it('a scheduled post is private until publishDue runs after its time, then public', async () => {
      const post = await schedule('on-time');
      expect(post.status).toBe('scheduled');
      const clock = a.moduleRef.get(PostClock);
      expect(await clock.publishDue()).toEqual([]);
      expect(await isPublicSlug('on-time')).toBe(false);

      await makeDue(post.id);
      // Due but not yet published: still private (status decides, not the time alone).
      expect(await isPublicSlug('on-time')).toBe(false);
      const published = await clock.publishDue();
      expect(published.map((p) => p.slug)).toEqual(['on-time']);
      expect(await isPublicSlug('on-time')).toBe(true);
      expect(await rowOf(post.id)).toMatchObject({ status: 'published', version: 2 });
      const revisions = await revisionsOf(post.id);
      expect(revisions.map((r) => r.kind)).toEqual(['created', 'published']);
      expect(revisions[1]).toMatchObject({ version: 2, summary: 'Published as scheduled' });
      // Nothing more is due.
      expect(await clock.publishDue()).toEqual([]);
    });

    it('publishDue racing in two replicas publishes each due post exactly once', async () => {
      const due: PostEntity[] = [];
      for (let n = 0; n < 6; n += 1) due.push(await schedule(`race-${n}`));
      const notYet = await schedule('not-yet');
      for (const post of due) await makeDue(post.id);
      const clocks = [a.moduleRef.get(PostClock), bRef.get(PostClock)];

      const rounds = await Promise.all(
        [0, 1, 2].flatMap(() => clocks.map((clock) => clock.publishDue())),
      );
      const slugs = rounds.flat().map((post) => post.slug);
      expect(slugs.sort()).toEqual(due.map((post) => post.slug).sort());

      const [counts] = await db.query<{ published: number; revisions: number }[]>(
        `SELECT (SELECT count(*)::int FROM posts WHERE status = 'published') AS published,
                (SELECT count(*)::int FROM post_revisions WHERE kind = 'published') AS revisions`,
      );
      expect(counts).toEqual({ published: 6, revisions: 6 });
      for (const post of due) expect(await rowOf(post.id)).toMatchObject({ version: 2 });
      expect(await rowOf(notYet.id)).toMatchObject({ status: 'scheduled', version: 1 });
    });

    it('a scheduled post in the trash is not published when its time comes', async () => {
      const post = await schedule('trashed-schedule');
      await posts.remove(post.id);
      await makeDue(post.id);
      expect(await a.moduleRef.get(PostClock).publishDue()).toEqual([]);
      expect(await rowOf(post.id)).toMatchObject({ status: 'scheduled' });
    });
  });

  describe('concurrent edits', () => {
    it('a save from a stale version is refused with 409 and changes nothing', async () => {
      const post = await posts.create(postForm('contested'));
      const first = await posts.update(
        post.id,
        postForm('contested', { title: 'First window' }),
        undefined,
        undefined,
        { version: 1 },
      );
      expect(first.version).toBe(2);
      const before = { row: await rowOf(post.id), revisions: await revisionsOf(post.id) };

      await expectRefused(
        posts.update(
          post.id,
          postForm('contested', { title: 'Second window' }),
          undefined,
          undefined,
          {
            version: 1,
          },
        ),
        'POST_EDITED_ELSEWHERE',
        PUBLISHING_MESSAGES.editedElsewhere,
      );
      expect(await rowOf(post.id)).toEqual(before.row);
      expect(await revisionsOf(post.id)).toEqual(before.revisions);

      const current = await posts.update(
        post.id,
        postForm('contested', { title: 'Reloaded' }),
        undefined,
        undefined,
        { version: 2 },
      );
      expect(current).toMatchObject({ version: 3, title: 'Reloaded' });
    });

    it('two saves from the same version at once: one wins, the other is refused', async () => {
      const post = await posts.create(postForm('racing'));
      const service = bRef.get(PostsService);
      const results = await Promise.allSettled([
        posts.update(post.id, postForm('racing', { title: 'From A' }), undefined, undefined, {
          version: 1,
        }),
        service.update(post.id, postForm('racing', { title: 'From B' }), undefined, undefined, {
          version: 1,
        }),
      ]);
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result) => result.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0]!.reason as DomainError).code).toBe('POST_EDITED_ELSEWHERE');
      const winner = won[0]!.value.title;
      expect(await rowOf(post.id)).toMatchObject({ title: winner, version: 2 });
      expect((await revisionsOf(post.id)).map((r) => r.kind)).toEqual(['created', 'saved']);
    });
  });

  describe('slug changes', () => {
    it('an old slug leads to the current one, through a chain, until a new post takes it', async () => {
      const post = await posts.create(postForm('slug-a'));
      await posts.update(post.id, postForm('slug-b'));
      await posts.update(post.id, postForm('slug-c'));
      expect(await posts.movedTo('slug-a')).toBe('slug-c');
      expect(await posts.movedTo('slug-b')).toBe('slug-c');
      expect(await posts.movedTo('slug-c')).toBeNull();
      expect(await posts.movedTo('never-used')).toBeNull();

      await posts.create(postForm('slug-a', { title: 'A new post' }));
      expect(await posts.movedTo('slug-a')).toBeNull();
      expect((await posts.findBySlug('slug-a')).title).toBe('A new post');
      expect(await posts.movedTo('slug-b')).toBe('slug-c');

      // Renaming back to an old slug ends its redirect too.
      await posts.update(post.id, postForm('slug-b'));
      expect(await posts.movedTo('slug-b')).toBeNull();
      expect(await posts.movedTo('slug-c')).toBe('slug-b');
    });

    it("a draft's or a trashed post's old slug does not redirect publicly", async () => {
      const draft = await posts.create(draftForm('draft-old'), undefined, { status: 'draft' });
      await posts.update(draft.id, draftForm('draft-new'));
      expect(await posts.movedTo('draft-old')).toBeNull();
      expect(await posts.movedTo('draft-old', { unpublished: true })).toBe('draft-new');

      const gone = await posts.create(postForm('gone-old'));
      await posts.update(gone.id, postForm('gone-new'));
      expect(await posts.movedTo('gone-old')).toBe('gone-new');
      await posts.remove(gone.id);
      expect(await posts.movedTo('gone-old')).toBeNull();
      expect(await posts.movedTo('gone-old', { unpublished: true })).toBeNull();
    });
  });

  describe('the trash', () => {
    it('trash hides a post, restore brings it back, only a trashed post is deleted for good', async () => {
      const post = await posts.create(postForm('binned'), {
        file: await flatJpeg({ r: 200, g: 40, b: 40 }, 48, 32),
        alt: 'A cover',
      });
      const files = (await readdir(folder)).length;
      expect(files).toBeGreaterThan(0);

      await expectRefused(
        posts.deleteForever(post.id),
        'POST_NOT_IN_TRASH',
        PUBLISHING_MESSAGES.notInTrash,
      );
      await posts.remove(post.id);
      expect(await isPublicSlug('binned')).toBe(false);
      await expectRefused(posts.remove(post.id), 'POST_NOT_FOUND');
      await expectRefused(
        posts.update(post.id, postForm('binned', { title: 'Edited in the bin' })),
        'POST_IN_TRASH',
        PUBLISHING_MESSAGES.inTrash,
      );
      await expectRefused(
        posts.create(postForm('binned')),
        'SLUG_TAKEN',
        PUBLISHING_MESSAGES.slugInTrash,
      );
      const trash = await reads.page({ page: 1, pageSize: 20, filter: 'trash', sort: 'updated' });
      expect(trash.items.map((p) => p.slug)).toEqual(['binned']);
      expect(trash.counts).toEqual({ draft: 0, scheduled: 0, published: 0, trash: 1 });

      const restored = await posts.restoreFromTrash(post.id);
      expect(restored).toMatchObject({ deletedAt: null, status: 'published' });
      expect(await isPublicSlug('binned')).toBe(true);
      await expectRefused(posts.restoreFromTrash(post.id), 'POST_NOT_IN_TRASH');
      expect((await revisionsOf(post.id)).map((r) => r.kind)).toEqual([
        'created',
        'trashed',
        'untrashed',
      ]);

      await posts.remove(post.id);
      await posts.deleteForever(post.id);
      expect(await rowOf(post.id)).toBeUndefined();
      expect(await revisionsOf(post.id)).toEqual([]);
      expect(await readdir(folder)).toEqual([]);
      await expectRefused(posts.deleteForever(post.id), 'POST_NOT_FOUND');
    });

    it('purgeTrash deletes only posts trashed more than 30 days ago', async () => {
      const old = await posts.create(postForm('trashed-long-ago'));
      const recent = await posts.create(postForm('trashed-lately'));
      const kept = await posts.create(postForm('not-trashed'));
      await posts.remove(old.id);
      await posts.remove(recent.id);
      await db.query(`UPDATE posts SET deleted_at = now() - interval '31 days' WHERE id = $1`, [
        old.id,
      ]);
      await db.query(`UPDATE posts SET deleted_at = now() - interval '29 days' WHERE id = $1`, [
        recent.id,
      ]);

      expect(await posts.purgeTrash()).toBe(1);
      expect(await rowOf(old.id)).toBeUndefined();
      expect(await rowOf(recent.id)).toMatchObject({ slug: 'trashed-lately' });
      expect(await rowOf(kept.id)).toMatchObject({ deleted_at: null });
      // Two days on, the other one is due too.
      expect(await posts.purgeTrash(new Date(Date.now() + 2 * DAY))).toBe(1);
      expect(await rowOf(recent.id)).toBeUndefined();
      expect(await rowOf(kept.id)).toMatchObject({ slug: 'not-trashed' });
    });
  });
});

describe('the publishing clock on its own timer', () => {
  let t: TestModule;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-clock-spec-'));
    t = await startBlog(folder);
  });

  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('publishes a post scheduled 1.5 s ahead within a few seconds, with no call from outside', async () => {
    const posts = t.moduleRef.get(PostsService);
    const slug = `timed-${randomUUID().slice(0, 8)}`;
    const at = new Date(Date.now() + 1_500);
    const post = await posts.create(postForm(slug), undefined, {
      status: 'scheduled',
      publishAt: at,
    });
    await expectRefused(posts.findBySlug(slug), 'POST_NOT_FOUND');
    const deadline = Date.now() + 10_000;
    let seen: PostEntity | null = null;
    while (!seen && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await posts.findBySlug(slug).catch(() => null);
    }
    expect(seen).toMatchObject({ id: post.id, status: 'published', version: 2 });
    expect(seen!.publishedAt!.getTime()).toBe(at.getTime());
  });
});
