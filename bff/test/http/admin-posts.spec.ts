/**
 * The admin's side of unpublished posts through the bff: the dashboard (filters, search, sort,
 * pages, counts), share links of a draft (signed, revocable, expiring), and the admin's preview
 * cookie on the blog's pages.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PostsService } from '@site/blog';
import { PUBLISHING } from '@site/contract';
import { REPO_ROOT } from '@site/testkit';
import { startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SSR_DIST = path.join(REPO_ROOT, 'frontend', 'dist-ssr');
const BANNER = 'Preview: this post is not public.';

interface Summary {
  _id: string;
  slug: string;
  title: string;
  status: string;
  deletedAt: string | null;
}
interface DashboardPage {
  items: Summary[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
}

describe('the dashboard', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids = new Map<string, string>();

  const dashboard = async (query = ''): Promise<DashboardPage> =>
    (await t.http().get(`/api/admin/posts${query}`).set(auth).expect(200)).body as DashboardPage;
  const slugs = (page: DashboardPage) => page.items.map((item) => item.slug);

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login()}` };
    const posts = t.app.get(PostsService);
    const form = (slug: string, title: string) => ({ ...VALID_POST, slug, title });
    // 18 published (pub-01 the oldest), 3 drafts, 2 scheduled, 2 in the trash.
    for (let n = 1; n <= 18; n += 1) {
      const slug = `pub-${String(n).padStart(2, '0')}`;
      const title = `${String.fromCharCode(96 + n)} published ${n}`;
      ids.set(slug, (await posts.create(form(slug, title))).id);
    }
    for (const n of [1, 2, 3]) {
      const slug = `draft-${n}`;
      const post = await posts.create(form(slug, `Draft ${n} about quinces`), undefined, {
        status: 'draft',
      });
      ids.set(slug, post.id);
    }
    for (const n of [1, 2]) {
      const slug = `scheduled-${n}`;
      const publishAt = new Date(Date.now() + n * 86_400_000);
      const post = await posts.create(form(slug, `Scheduled ${n}`), undefined, {
        status: 'scheduled',
        publishAt,
      });
      ids.set(slug, post.id);
    }
    for (const n of [1, 2]) {
      const post = await posts.create(form(`trashed-${n}`, `Trashed ${n} about quinces`));
      await posts.remove(post.id);
      ids.set(`trashed-${n}`, post.id);
    }
    // Publish times in slug order; saves in reverse (pub-01 the last saved).
    await t.app.get(DataSource).query(`
      UPDATE posts SET
        published_at = CASE WHEN slug LIKE 'pub-%'
          THEN now() - make_interval(days => 100 - substr(slug, 5)::int) ELSE published_at END,
        updated_at = CASE WHEN slug LIKE 'pub-%'
          THEN now() - make_interval(hours => 100 - substr(slug, 5)::int) ELSE updated_at END`);
    await posts.update(ids.get('pub-01')!, form('pub-01', 'a published 1'));
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await t.http().get('/api/admin/posts').expect(401);
    await t
      .http()
      .get(`/api/admin/posts/${ids.get('draft-1')}`)
      .expect(401);
  });

  it('lists every post outside the trash, 20 a page, last saved first, with every count', async () => {
    const first = await dashboard();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: PUBLISHING.adminPageSize });
    expect(first.counts).toEqual({ draft: 3, scheduled: 2, published: 18, trash: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.slug).toBe('pub-01');
    expect(first.items.every((item) => item.deletedAt === null)).toBe(true);
    const second = await dashboard('?page=2');
    expect(second.items).toHaveLength(3);
    const all = [...slugs(first), ...slugs(second)];
    expect(new Set(all).size).toBe(23);
    expect(all.filter((slug) => slug.startsWith('trashed'))).toEqual([]);
    expect((await dashboard('?page=3')).items).toEqual([]);
  });

  it('filters by status and the trash, the counts staying whole', async () => {
    const drafts = await dashboard('?status=draft');
    expect([drafts.total, slugs(drafts).sort()]).toEqual([3, ['draft-1', 'draft-2', 'draft-3']]);
    expect(drafts.counts).toEqual({ draft: 3, scheduled: 2, published: 18, trash: 2 });
    const scheduled = await dashboard('?status=scheduled');
    expect(slugs(scheduled).sort()).toEqual(['scheduled-1', 'scheduled-2']);
    expect((await dashboard('?status=published')).total).toBe(18);
    const trash = await dashboard('?status=trash');
    expect(slugs(trash).sort()).toEqual(['trashed-1', 'trashed-2']);
    expect(trash.items.every((item) => item.deletedAt !== null)).toBe(true);
  });

  it('sorts by publish time (drafts last) and by title, and searches every state', async () => {
    const published = await dashboard('?sort=published');
    // The scheduled posts go public latest, then the newest publication, pub-18.
    expect(slugs(published).slice(0, 3)).toEqual(['scheduled-2', 'scheduled-1', 'pub-18']);
    const last = await dashboard('?sort=published&page=2');
    expect(slugs(last).sort()).toEqual(['draft-1', 'draft-2', 'draft-3']);

    const byTitle = await dashboard('?sort=title&status=published');
    const titles = byTitle.items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y)));
    expect(titles[0]).toBe('a published 1');

    const found = await dashboard('?q=quinces');
    expect([found.total, slugs(found).sort()]).toEqual([3, ['draft-1', 'draft-2', 'draft-3']]);
    const inTrash = await dashboard('?q=quinces&status=trash');
    expect(slugs(inTrash).sort()).toEqual(['trashed-1', 'trashed-2']);
  });

  it.each([
    ['?status=deleted', 'status must be one of draft, scheduled, published, trash.'],
    ['?sort=views', 'sort must be one of updated, published, title.'],
  ])('answers 400 with a readable message to %s', async (query, message) => {
    const answer = await t.http().get(`/api/admin/posts${query}`).set(auth).expect(400);
    expect(answer.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });
});

describe('previews of unpublished posts', () => {
  let t: TestApp;
  let token: string;
  let auth: { Authorization: string };
  let draftId: string;

  interface Link {
    _id: string;
    path: string;
    expiresAt: string;
  }
  const newLink = (days: unknown) =>
    t.http().post(`/api/admin/posts/${draftId}/preview-links`).set(auth).send({ days });
  const page = (address: string, cookie?: string) => {
    const req = t.http().get(address);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const expectPrivatePreview = (answer: {
    status: number;
    headers: Record<string, string>;
    text: string;
  }) => {
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.text).toContain(BANNER);
    expect(answer.text).toContain('Unfinished thoughts on quinces');
  };

  beforeAll(async () => {
    t = await startTestApp({ FRONTEND_SSR_DIST: SSR_DIST });
    token = await t.login();
    auth = { Authorization: `Bearer ${token}` };
    const posts = t.app.get(PostsService);
    await posts.create({ ...VALID_POST, slug: 'public-post', title: 'A public post' });
    const draft = await posts.create(
      { ...VALID_POST, slug: 'unfinished', title: 'Unfinished thoughts on quinces' },
      undefined,
      { status: 'draft' },
    );
    draftId = draft.id;
    await t.caughtUp();
  });
  afterAll(() => t.close());

  it('a share link opens the draft privately under a banner; a tampered one does not', async () => {
    await page('/blog/unfinished').expect(404);
    const days = [1, 7, 30];
    const links: Link[] = [];
    for (const n of days) {
      const answer = await newLink(n).expect(201);
      links.push(answer.body as Link);
      const expires = Date.parse((answer.body as Link).expiresAt);
      expect(Math.abs(expires - (Date.now() + n * 86_400_000))).toBeLessThan(60_000);
    }
    for (const bad of [2, 0, '7', null]) {
      const answer = await newLink(bad).expect(400);
      expect((answer.body as { message: string }).message).toBe('days must be one of 1, 7, 30.');
    }
    const listed = await t.http().get(`/api/admin/posts/${draftId}/preview-links`).set(auth);
    expect((listed.body as Link[]).map((link) => link._id).sort()).toEqual(
      links.map((link) => link._id).sort(),
    );
    await t.http().get(`/api/admin/posts/${draftId}/preview-links`).expect(401);

    const link = links[1]!;
    expect(link.path).toMatch(/^\/blog\/unfinished\?preview=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expectPrivatePreview(await page(link.path));
    // Only the post's own page: the list stays public and never shows it.
    expect((await page('/blog').expect(200)).text).not.toContain('Unfinished thoughts');

    const tokenOf = link.path.split('preview=')[1]!;
    const [id, mac] = tokenOf.split('.') as [string, string];
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    for (const forged of [
      `${id}.${flipped}`,
      `${id}.`,
      'nonsense',
      `${links[0]!.path.split('preview=')[1]!.split('.')[0]}.${mac}`,
    ]) {
      const answer = await page(`/blog/unfinished?preview=${forged}`).expect(404);
      expect(answer.text).not.toContain('Unfinished thoughts');
    }
  });

  it('a revoked or expired link gives 404; a link of a renamed post leads to its new address', async () => {
    const revoked = (await newLink(7).expect(201)).body as Link;
    expectPrivatePreview(await page(revoked.path));
    await t
      .http()
      .delete(`/api/admin/posts/${draftId}/preview-links/${revoked._id}`)
      .set(auth)
      .expect(204);
    await page(revoked.path).expect(404);
    await t
      .http()
      .delete(`/api/admin/posts/${draftId}/preview-links/${revoked._id}`)
      .set(auth)
      .expect(404);

    const expired = (await newLink(1).expect(201)).body as Link;
    expectPrivatePreview(await page(expired.path));
    await t.app
      .get(DataSource)
      .query(
        `UPDATE post_preview_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expired._id],
      );
    await page(expired.path).expect(404);
    const listed = await t.http().get(`/api/admin/posts/${draftId}/preview-links`).set(auth);
    expect((listed.body as Link[]).map((link) => link._id)).not.toContain(expired._id);

    const renamed = (await newLink(30).expect(201)).body as Link;
    const posts = t.app.get(PostsService);
    await posts.update(
      draftId,
      { ...VALID_POST, slug: 'unfinished-renamed', title: 'Unfinished thoughts on quinces' },
      undefined,
      undefined,
      { status: 'draft' },
    );
    const moved = await page(renamed.path).expect(301);
    const query = renamed.path.slice(renamed.path.indexOf('?'));
    expect(moved.headers.location).toBe(`/blog/unfinished-renamed${query}`);
    expectPrivatePreview(await page(moved.headers.location!));
    await posts.update(
      draftId,
      { ...VALID_POST, slug: 'unfinished', title: 'Unfinished thoughts on quinces' },
      undefined,
      undefined,
      { status: 'draft' },
    );
  });

  it("the admin's preview cookie shows the draft privately until it is cleared or the session ends", async () => {
    await t.http().put('/api/auth/preview-cookie').expect(401);
    const set = await t.http().put('/api/auth/preview-cookie').set(auth).expect(204);
    const header = String(set.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^admin_preview=${token.replace(/\./g, '\\.')};`));
    for (const part of ['HttpOnly', 'SameSite=Strict', 'Path=/blog', 'Expires=']) {
      expect(header).toContain(part);
    }
    const cookie = `admin_preview=${token}`;

    expectPrivatePreview(await page('/blog/unfinished', cookie));
    await page('/blog/unfinished').expect(404);
    await page('/blog/unfinished', 'admin_preview=forged.token.value').expect(404);
    // A public post with the cookie is the public page, cacheable as ever.
    const open = await page('/blog/public-post', cookie).expect(200);
    expect(open.headers['cache-control']).not.toContain('private');
    expect(open.text).not.toContain(BANNER);

    const cleared = await t.http().delete('/api/auth/preview-cookie').set(auth).expect(204);
    const clearing = String(cleared.headers['set-cookie']);
    expect(clearing).toMatch(/^admin_preview=;/);
    expect(clearing).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(clearing).toContain('Path=/blog');

    await t.http().post('/api/auth/logout').set(auth).expect(204);
    const after = await page('/blog/unfinished', cookie).expect(404);
    expect(after.text).not.toContain('Unfinished thoughts');
  });
});
