/**
 * Writing and publishing through the bff: drafts hidden from every public surface, scheduling
 * (its rules, and the clock publishing a due post), 409 on a stale version, revisions, 301 from
 * an old slug (API and pages), and the trash.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { solidImage } from '@site/common/testing';
import { PUBLISHING_MESSAGES } from '@site/contract';
import { REPO_ROOT, waitFor } from '@site/testkit';
import { startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SSR_DIST = path.join(REPO_ROOT, 'frontend', 'dist-ssr');
const HOUR = 3_600_000;

type Fields = Record<string, string | undefined>;
interface Post {
  _id: string;
  slug: string;
  title: string;
  status: string;
  publishedAt: string | null;
  version: number;
  image: string | null;
}

/** The post form as multipart/form-data, with an optional PNG cover. */
function send(req: request.Test, fields: Fields, image?: Buffer): request.Test {
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) void req.field(name, value);
  }
  if (image) {
    void req.field('imageAlt', 'A cover');
    void req.attach('image', image, { filename: 'cover.png', contentType: 'image/png' });
  }
  return req;
}

describe('writing and publishing through the bff', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let db: DataSource;

  const create = (fields: Fields, image?: Buffer) =>
    send(t.http().post('/api/blogs').set(auth), { ...VALID_POST, ...fields }, image);
  /** PUT of the form; with `version`, as an edit started from that version (If-Match). */
  const update = (id: string, fields: Fields, version?: number | string) => {
    const req = t.http().put(`/api/blogs/${id}`).set(auth);
    if (version !== undefined) void req.set('If-Match', `"${version}"`);
    return send(req, { ...VALID_POST, ...fields });
  };
  const created = async (fields: Fields, image?: Buffer): Promise<Post> =>
    (await create(fields, image).expect(201)).body as Post;
  const draft = (fields: Fields) =>
    created({ status: 'draft', excerpt: '', content: '', readTime: '', ...fields });
  const revisions = async (id: string) =>
    (await t.http().get(`/api/admin/posts/${id}/revisions`).set(auth).expect(200)).body as {
      _id: string;
      kind: string;
      version: number;
      summary: string;
    }[];
  const storedFiles = async () =>
    (await readdir((t.config.storage as { directory: string }).directory).catch(() => [])).filter(
      (name) => !name.startsWith('.'),
    );
  const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });
  const conflict = (message: string) => ({ statusCode: 409, message, error: 'Conflict' });

  beforeAll(async () => {
    t = await startTestApp({ FRONTEND_SSR_DIST: SSR_DIST });
    auth = { Authorization: `Bearer ${await t.login()}` };
    db = t.owner;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await db.query('TRUNCATE posts CASCADE');
    await t.caughtUp();
  });

  describe('drafts', () => {
    it('are saved with blank excerpt, content and read time, and shown nowhere public', async () => {
      await created({ slug: 'public-post', title: 'A public marmalade post' });
      const post = await draft({ slug: 'secret-draft', title: 'Secret marmalade plans' });
      expect(post).toMatchObject({ status: 'draft', publishedAt: null, version: 1 });
      expect(post).toMatchObject({ excerpt: '', content: '', readTime: '' });

      const slugs = (items: Post[]) => items.map((item) => item.slug);
      expect(slugs((await t.http().get('/api/blogs').expect(200)).body as Post[])).toEqual([
        'public-post',
      ]);
      const page = (await t.http().get('/api/blogs?page=1&pageSize=10').expect(200)).body as {
        items: Post[];
        total: number;
      };
      expect([slugs(page.items), page.total]).toEqual([['public-post'], 1]);
      const search = (await t.http().get('/api/blogs?q=marmalade').expect(200)).body as {
        items: Post[];
      };
      expect(slugs(search.items)).toEqual(['public-post']);

      await t.http().get('/api/blogs/secret-draft').expect(404);
      await t.http().get('/api/blogs/secret-draft/related').expect(404);
      const seen = await t.http().get('/api/blogs/secret-draft').set(auth).expect(200);
      expect(seen.body).toMatchObject({ _id: post._id, status: 'draft' });

      const list = await t.http().get('/blog').expect(200);
      expect(list.text).toContain('A public marmalade post');
      expect(list.text).not.toContain('Secret marmalade plans');
      const missing = await t.http().get('/blog/secret-draft').expect(404);
      expect(missing.text).not.toContain('Secret marmalade plans');
      expect(missing.headers['x-robots-tag']).toBe('noindex');
      for (const address of ['/sitemap.xml', '/blog/rss.xml']) {
        const answer = await t.http().get(address).expect(200);
        expect(answer.text).toContain('public-post');
        expect(answer.text).not.toContain('secret-draft');
        expect(answer.text).not.toContain('Secret marmalade');
      }
    });

    it('publishing or scheduling needs the excerpt, content and read time', async () => {
      const future = new Date(Date.now() + HOUR).toISOString();
      for (const status of ['published', 'scheduled', undefined]) {
        const publishAt = status === 'scheduled' ? future : undefined;
        const answer = await create({ excerpt: '', status, publishAt }).expect(400);
        expect(answer.body).toEqual(badRequest('Excerpt is required.'));
      }
      const blank = { excerpt: '', content: '', readTime: '' };
      const post = await draft({ slug: 'to-publish' });
      const answer = await update(post._id, { ...blank, slug: 'to-publish', status: 'published' });
      expect([answer.status, answer.body]).toEqual([
        400,
        badRequest('Excerpt is required. Content is required. Read time is required.'),
      ]);
      const after = await t.http().get(`/api/admin/posts/${post._id}`).set(auth).expect(200);
      expect(after.body).toMatchObject({ status: 'draft', version: 1 });
    });
  });

  describe('scheduling', () => {
    it('answers 400 with a readable message to a bad publish time, and stores nothing', async () => {
      const future = new Date(Date.now() + HOUR).toISOString();
      const past = new Date(Date.now() - HOUR).toISOString();
      const cases: [Fields, string][] = [
        [{ status: 'scheduled' }, PUBLISHING_MESSAGES.publishAtRequired],
        [{ status: 'scheduled', publishAt: past }, PUBLISHING_MESSAGES.publishAtPast],
        [{ status: 'published', publishAt: future }, PUBLISHING_MESSAGES.publishAtFuture],
        [{ status: 'scheduled', publishAt: 'tomorrow' }, PUBLISHING_MESSAGES.publishAtInvalid],
        // A time without its zone would be read in the server's zone: refused.
        [
          { status: 'scheduled', publishAt: '2099-12-01T09:00:00' },
          PUBLISHING_MESSAGES.publishAtInvalid,
        ],
        [{ status: 'live' }, 'status must be one of draft, scheduled, published.'],
      ];
      for (const [fields, message] of cases) {
        const answer = await create(fields);
        expect([answer.status, answer.body]).toEqual([400, badRequest(message)]);
      }
      const [row] = await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM posts`);
      expect(row?.n).toBe(0);
    });

    it('stores the publish time in UTC, keeps the post private, and the clock publishes it once when due', async () => {
      const post = await created({
        slug: 'scheduled-post',
        status: 'scheduled',
        publishAt: '2099-12-01T09:00:00+05:00',
      });
      expect(post).toMatchObject({ status: 'scheduled', publishedAt: '2099-12-01T04:00:00.000Z' });
      await t.http().get('/api/blogs/scheduled-post').expect(404);
      await t.http().get('/blog/scheduled-post').expect(404);
      expect((await t.http().get('/api/blogs').expect(200)).body).toEqual([]);

      // Its time comes: the running clock, woken by the change, publishes it.
      await db.query(`UPDATE posts SET published_at = now() WHERE id = $1`, [post._id]);
      await waitFor(async () => (await t.http().get('/api/blogs/scheduled-post')).status === 200, {
        timeoutMs: 10_000,
      });
      const published = await t.http().get('/api/blogs/scheduled-post').expect(200);
      expect(published.body).toMatchObject({ status: 'published', version: 2 });
      expect((await t.http().get('/blog/scheduled-post').expect(200)).text).toContain(
        VALID_POST.title,
      );
      const kinds = (await revisions(post._id)).map((revision) => revision.kind);
      expect(kinds).toEqual(['published', 'created']);
    });
  });

  describe('concurrent edits', () => {
    it('a save from a stale version answers 409 and changes nothing; from the current one it applies', async () => {
      const post = await created({ slug: 'two-windows' });
      const opened = await t.http().get(`/api/admin/posts/${post._id}`).set(auth).expect(200);
      expect(opened.headers.etag).toBe('"1"');
      const first = await update(post._id, { slug: 'two-windows', title: 'Window one' }, 1);
      expect([first.status, (first.body as Post).version]).toEqual([200, 2]);

      const stale = await update(post._id, { slug: 'two-windows', title: 'Window two' }, 1);
      expect([stale.status, stale.body]).toEqual([
        409,
        conflict(PUBLISHING_MESSAGES.editedElsewhere),
      ]);
      const now = await t.http().get(`/api/admin/posts/${post._id}`).set(auth).expect(200);
      expect(now.body).toMatchObject({ title: 'Window one', version: 2 });
      expect(now.headers.etag).toBe('"2"');
      expect(await revisions(post._id)).toHaveLength(2);

      const current = await update(
        post._id,
        { slug: 'two-windows', title: 'Window two, reloaded' },
        2,
      );
      expect([current.status, (current.body as Post).version]).toEqual([200, 3]);
      const bad = await update(post._id, { slug: 'two-windows' }, 'two');
      expect([bad.status, (bad.body as { message: string }).message]).toEqual([
        400,
        'If-Match must be the post\u2019s version in quotes, as its ETag gives it, such as "3".',
      ]);
      // Without If-Match the save applies whatever the version.
      const blind = await update(post._id, { slug: 'two-windows', title: 'Blind save' });
      expect([blind.status, (blind.body as Post).version]).toEqual([200, 4]);
    });
  });

  describe('revisions', () => {
    it('lists, shows and restores revisions; a stale restore is 409', async () => {
      const cover = await solidImage({ r: 10, g: 200, b: 90 }, { width: 64, height: 48 });
      const post = await created(
        { slug: 'revised', title: 'First words', content: '<p>alpha beta gamma</p>' },
        cover,
      );
      await update(post._id, {
        slug: 'revised',
        title: 'Second words',
        content: '<p>alpha beta delta epsilon</p>',
        status: 'draft',
      }).expect(200);
      const list = await revisions(post._id);
      expect(list.map((r) => [r.kind, r.version, r.summary])).toEqual([
        ['saved', 2, 'Published → draft; title edited; content +2/−1 words'],
        ['created', 1, 'Created as published'],
      ]);
      const first = await t
        .http()
        .get(`/api/admin/posts/${post._id}/revisions/${list[1]!._id}`)
        .set(auth)
        .expect(200);
      expect(first.body).toMatchObject({
        _id: list[1]!._id,
        kind: 'created',
        post: { title: 'First words', content: '<p>alpha beta gamma</p>', status: 'published' },
      });

      const restore = (version: number) =>
        t
          .http()
          .post(`/api/admin/posts/${post._id}/revisions/${list[1]!._id}/restore`)
          .set(auth)
          .set('If-Match', `"${version}"`);
      const stale = await restore(1);
      expect([stale.status, stale.body]).toEqual([
        409,
        conflict(PUBLISHING_MESSAGES.editedElsewhere),
      ]);
      const restored = await restore(2).expect(200);
      expect(restored.body).toMatchObject({
        title: 'First words',
        content: '<p>alpha beta gamma</p>',
        status: 'draft',
        image: post.image,
        version: 3,
      });
      expect((await revisions(post._id))[0]).toMatchObject({ kind: 'restored', version: 3 });
      await t
        .http()
        .get(`/api/admin/posts/${post._id}/revisions/00000000-0000-4000-8000-000000000000`)
        .set(auth)
        .expect(404);
      await t.http().get(`/api/admin/posts/${post._id}/revisions`).expect(401);
    });
  });

  describe('slug changes', () => {
    it('an old slug answers 301 to the current one in the API and on the pages, through a chain', async () => {
      const post = await created({ slug: 'slug-a' });
      await update(post._id, { slug: 'slug-b' }).expect(200);
      await update(post._id, { slug: 'slug-c' }).expect(200);
      for (const old of ['slug-a', 'slug-b']) {
        const api = await t.http().get(`/api/blogs/${old}`).expect(301);
        expect(api.headers.location).toBe('/api/blogs/slug-c');
        const related = await t.http().get(`/api/blogs/${old}/related`).expect(301);
        expect(related.headers.location).toBe('/api/blogs/slug-c/related');
        const page = await t.http().get(`/blog/${old}`).expect(301);
        expect(page.headers.location).toBe('/blog/slug-c');
      }
      await t.http().get('/api/blogs/slug-c').expect(200);

      await created({ slug: 'slug-a', title: 'The new slug-a' });
      const now = await t.http().get('/api/blogs/slug-a').expect(200);
      expect(now.body).toMatchObject({ title: 'The new slug-a' });
      await t.http().get('/blog/slug-a').expect(200);
      await t.http().get('/api/blogs/slug-b').expect(301);
    });

    it("a draft's old slug does not redirect publicly (404), only for the admin", async () => {
      const post = await draft({ slug: 'draft-before' });
      await update(post._id, {
        slug: 'draft-after',
        status: 'draft',
        excerpt: '',
        content: '',
        readTime: '',
      }).expect(200);
      await t.http().get('/api/blogs/draft-before').expect(404);
      await t.http().get('/blog/draft-before').expect(404);
      const admin = await t.http().get('/api/blogs/draft-before').set(auth).expect(301);
      expect(admin.headers.location).toBe('/api/blogs/draft-after');
    });
  });

  describe('the trash', () => {
    const counts = async () =>
      (
        (await t.http().get('/api/admin/posts').set(auth).expect(200)).body as {
          counts: Record<string, number>;
        }
      ).counts;

    it('DELETE moves a post to the trash, restore brings it back, deleting for good needs the trash', async () => {
      const cover = await solidImage({ r: 220, g: 30, b: 140 }, { width: 64, height: 48 });
      const filesBefore = await storedFiles();
      const post = await created({ slug: 'binned', title: 'Binned post' }, cover);
      await created({ slug: 'kept' });
      const coverFiles = (await storedFiles()).filter((name) => !filesBefore.includes(name));
      expect(coverFiles.length).toBeGreaterThan(0);

      await t.http().delete(`/api/blogs/${post._id}`).set(auth).expect(204);
      await t.http().get('/api/blogs/binned').expect(404);
      await t.http().get('/api/blogs/binned').set(auth).expect(404);
      await t.http().get('/blog/binned').expect(404);
      expect(((await t.http().get('/api/blogs').expect(200)).body as Post[]).length).toBe(1);
      const trash = await t.http().get('/api/admin/posts?status=trash').set(auth).expect(200);
      expect(trash.body).toMatchObject({
        total: 1,
        items: [{ _id: post._id, slug: 'binned' }],
        counts: { draft: 0, scheduled: 0, published: 1, trash: 1 },
      });
      expect(
        Date.parse((trash.body as { items: { deletedAt: string }[] }).items[0]!.deletedAt),
      ).toBeGreaterThan(Date.now() - 60_000);

      const edit = await update(post._id, { slug: 'binned', title: 'Edited in the bin' });
      expect([edit.status, edit.body]).toEqual([409, conflict(PUBLISHING_MESSAGES.inTrash)]);
      const taken = await create({ slug: 'binned' });
      expect([taken.status, taken.body]).toEqual([409, conflict(PUBLISHING_MESSAGES.slugInTrash)]);
      await t.http().delete(`/api/blogs/${post._id}`).set(auth).expect(404);

      const restored = await t
        .http()
        .post(`/api/admin/posts/${post._id}/restore`)
        .set(auth)
        .expect(200);
      expect(restored.body).toMatchObject({ deletedAt: null, status: 'published' });
      await t.http().get('/api/blogs/binned').expect(200);
      expect(await counts()).toEqual({ draft: 0, scheduled: 0, published: 2, trash: 0 });

      const early = await t.http().delete(`/api/admin/posts/${post._id}`).set(auth);
      expect([early.status, early.body]).toEqual([409, conflict(PUBLISHING_MESSAGES.notInTrash)]);
      await t.http().get('/api/blogs/binned').expect(200);

      await t.http().delete(`/api/blogs/${post._id}`).set(auth).expect(204);
      await t.http().delete(`/api/admin/posts/${post._id}`).set(auth).expect(204);
      await t.http().get(`/api/admin/posts/${post._id}`).set(auth).expect(404);
      expect(await counts()).toEqual({ draft: 0, scheduled: 0, published: 1, trash: 0 });
      expect((await storedFiles()).filter((name) => coverFiles.includes(name))).toEqual([]);
      await t.http().delete(`/api/admin/posts/${post._id}`).expect(401);
    });
  });
});
