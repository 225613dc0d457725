/**
 * Revisions on a real PostgreSQL: one per save, autosaves merged, the newest 50 kept, summaries
 * that say what changed, and restoring one as a new save.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DomainError } from '@site/common';
import { flatJpeg, type TestModule } from '@site/common/testing';
import { type PostForm, PUBLISHING, PUBLISHING_MESSAGES } from '@site/contract';
import { PostAdminReads } from '../admin/post-admin-reads.js';
import { postForm, startBlog } from '../blog.fixtures.js';
import { PostsService } from '../posts.service.js';
import { summariseChange } from './change-summary.js';
import { type PostSnapshot } from './post-revision.entity.js';

const SNAPSHOT: PostSnapshot = {
  title: 'A title',
  slug: 'a-title',
  excerpt: 'An excerpt.',
  content: '<p>one two three</p>',
  readTime: '3 min read',
  tags: ['Web'],
  status: 'draft',
  publishedAt: null,
};

describe('summariseChange', () => {
  it('names the first state, and each kind of change', () => {
    expect(summariseChange(null, SNAPSHOT)).toBe('Created as draft');
    expect(summariseChange(SNAPSHOT, SNAPSHOT)).toBe('No changes');
    expect(summariseChange(SNAPSHOT, { ...SNAPSHOT, title: 'Another title' })).toBe('Title edited');
    expect(
      summariseChange(SNAPSHOT, { ...SNAPSHOT, content: '<p>one <b>two</b> four five</p>' }),
    ).toBe('Content +2/−1 words');
    expect(summariseChange(SNAPSHOT, { ...SNAPSHOT, content: '<p>one two <i>three</i></p>' })).toBe(
      'Content formatting changed',
    );
    expect(
      summariseChange(SNAPSHOT, {
        ...SNAPSHOT,
        status: 'published',
        publishedAt: '2026-01-01T00:00:00.000Z',
        slug: 'new-slug',
        tags: ['Web', 'SEO'],
        readTime: '4 min read',
      }),
    ).toBe('Draft → published; read time, tags edited; slug a-title → new-slug');
    const scheduled = {
      ...SNAPSHOT,
      status: 'scheduled' as const,
      publishedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(
      summariseChange(scheduled, { ...scheduled, publishedAt: '2026-02-01T00:00:00.000Z' }),
    ).toBe('Publish time changed');
  });
});

describe('revisions against PostgreSQL', () => {
  let t: TestModule;
  let folder: string;
  let posts: PostsService;
  let reads: PostAdminReads;
  let db: DataSource;

  const form = (overrides: Partial<PostForm> = {}) => postForm('revised', overrides);
  const kinds = async (id: string) => (await reads.revisionList(id)).map((r) => r.kind);
  const count = async (id: string) => (await reads.revisionList(id)).length;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-revisions-spec-'));
    t = await startBlog(folder);
    db = t.dataSource;
    posts = t.moduleRef.get(PostsService);
    reads = t.moduleRef.get(PostAdminReads);
  });

  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await db.query('TRUNCATE posts CASCADE');
  });

  it('keeps one revision a save, newest first, each with what it recorded and what changed', async () => {
    const post = await posts.create(
      form({ excerpt: '', content: '', readTime: '', title: 'Draft title' }),
      undefined,
      { status: 'draft' },
    );
    await posts.update(
      post.id,
      form({ title: 'Better title', content: '<p>one two</p>' }),
      undefined,
      undefined,
      {
        status: 'draft',
      },
    );
    const published = await posts.update(
      post.id,
      form({ title: 'Better title', content: '<p>one two</p>' }),
      undefined,
      undefined,
      {
        status: 'published',
      },
    );
    expect(published.version).toBe(3);

    const list = await reads.revisionList(post.id);
    expect(list.map((r) => [r.kind, r.version, r.summary])).toEqual([
      ['saved', 3, 'Draft → published'],
      ['saved', 2, 'Title, excerpt, read time edited; content +2/−0 words'],
      ['created', 1, 'Created as draft'],
    ]);
    expect((list[0] as { snapshot?: unknown }).snapshot).toBeUndefined();
    const first = await reads.revision(post.id, list[2]!.id);
    expect(first.snapshot).toMatchObject({ title: 'Draft title', content: '', status: 'draft' });
    // A revision is found only under its own post.
    const other = await posts.create(postForm('other-post'));
    await expect(reads.revision(other.id, list[2]!.id)).rejects.toMatchObject({
      code: 'REVISION_NOT_FOUND',
    });
  });

  it('an autosave right after an autosave replaces it; an older one, or a save between, does not', async () => {
    const post = await posts.create(form());
    const autosave = (content: string) =>
      posts.update(post.id, form({ content }), undefined, undefined, { autosave: true });
    await autosave('<p>Body text. one</p>');
    await autosave('<p>Body text. one two</p>');
    await autosave('<p>Body text. one two three</p>');
    expect(await kinds(post.id)).toEqual(['autosaved', 'created']);
    const [merged] = await reads.revisionList(post.id);
    // The merged revision says what changed since the revision before the autosaves.
    expect(merged).toMatchObject({ version: 4, summary: 'Content +3/−0 words' });
    expect((await reads.revision(post.id, merged!.id)).snapshot.content).toBe(
      '<p>Body text. one two three</p>',
    );

    await posts.update(post.id, form({ content: '<p>Saved by hand.</p>' }));
    await autosave('<p>Saved by hand. more</p>');
    expect(await kinds(post.id)).toEqual(['autosaved', 'saved', 'autosaved', 'created']);

    // Every revision older than the merge window now (their order kept): the next autosave is
    // a revision of its own.
    await db.query(
      `UPDATE post_revisions SET created_at = created_at - make_interval(secs => $2)
        WHERE post_id = $1`,
      [post.id, PUBLISHING.autosaveMergeMs / 1000 + 1],
    );
    await autosave('<p>Saved by hand. more and more</p>');
    expect(await kinds(post.id)).toEqual([
      'autosaved',
      'autosaved',
      'saved',
      'autosaved',
      'created',
    ]);
  });

  it(`keeps only the newest ${PUBLISHING.maxRevisions} revisions of a post`, async () => {
    const post = await posts.create(form({ title: 'Save 0' }));
    const other = await posts.create(postForm('untouched'));
    for (let n = 1; n <= 55; n += 1) {
      await posts.update(post.id, form({ title: `Save ${n}` }));
    }
    const list = await reads.revisionList(post.id);
    expect(list).toHaveLength(PUBLISHING.maxRevisions);
    expect(list[0]!.version).toBe(56);
    expect(list.at(-1)!.version).toBe(56 - PUBLISHING.maxRevisions + 1);
    expect((await reads.revision(post.id, list[0]!.id)).snapshot.title).toBe('Save 55');
    expect(await count(other.id)).toBe(1);
  });

  it('restores a revision as a new save: its text back, the status and image kept', async () => {
    const post = await posts.create(
      form({ title: 'Original', content: '<p>The original words.</p>' }),
      { file: await flatJpeg({ r: 30, g: 90, b: 200 }, 48, 32), alt: 'A cover' },
    );
    const [original] = await reads.revisionList(post.id);
    await posts.update(
      post.id,
      form({ title: 'Rewritten', slug: 'rewritten', content: '<p>New words.</p>', tags: 'SEO' }),
      undefined,
      undefined,
      {
        status: 'draft',
      },
    );

    await expect(posts.restoreRevision(post.id, original!.id, 1)).rejects.toMatchObject({
      code: 'POST_EDITED_ELSEWHERE',
      message: PUBLISHING_MESSAGES.editedElsewhere,
    });
    expect(await count(post.id)).toBe(2);

    const restored = await posts.restoreRevision(post.id, original!.id, 2);
    expect(restored).toMatchObject({
      title: 'Original',
      slug: 'revised',
      content: '<p>The original words.</p>',
      tags: ['Web Development'],
      status: 'draft',
      imageKey: post.imageKey,
      version: 3,
    });
    expect(restored.images).toEqual(post.images);
    const [latest] = await reads.revisionList(post.id);
    expect(latest!.kind).toBe('restored');
    expect(latest!.summary).toMatch(/^Restored the revision of \d{4}-\d\d-\d\d \d\d:\d\d UTC; /);
    expect(latest!.summary).toContain('Title, tags edited; slug rewritten → revised');
    // The renamed slug redirects to the restored one.
    expect(await posts.movedTo('rewritten', { unpublished: true })).toBe('revised');

    const error = await posts
      .restoreRevision(post.id, '00000000-0000-4000-8000-000000000000')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('REVISION_NOT_FOUND');
  });
});
