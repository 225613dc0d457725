import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PostsService } from '@site/blog';
import type { PostForm, PostNeighbours, PostPage, PostSummary, PostView } from '@site/contract';
import { postForm, startTestApp, type TestApp, VALID_POST } from '../support/test-app.js';

const SUMMARY_FIELDS = [
  '_id',
  'title',
  'slug',
  'excerpt',
  'readTime',
  'tags',
  'image',
  'images',
  'status',
  'publishedAt',
  'version',
  'createdAt',
  'updatedAt',
];
const FULL_FIELDS = [...SUMMARY_FIELDS, 'content'];

/** 25 dated posts, `filler-01` the newest, an hour apart: odd ones tagged 'Web Development',
 * even ones 'SEO'; then three search targets, each with 'kubernetes' in one place only. */
const FILLERS = Array.from({ length: 25 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return {
    slug: `filler-${n}`,
    title: `Filler post ${n}`,
    tags: index % 2 === 0 ? 'Web Development, Hosting' : 'SEO',
  };
});
const SEARCH_TARGETS: (Partial<PostForm> & { slug: string })[] = [
  // Newest of the three, so only the rank puts the title hit first.
  { slug: 'hit-in-content', content: '<p>We run <em>Kubernetes</em> clusters for clients.</p>' },
  { slug: 'hit-in-excerpt', excerpt: 'Why Kubernetes is rarely what a small site needs.' },
  { slug: 'hit-in-title', title: 'Kubernetes for small businesses' },
];
const TOTAL = FILLERS.length + SEARCH_TARGETS.length + 1; // + the accented-tag post

describe('GET /api/blogs with query parameters', () => {
  let t: TestApp;
  let all: PostView[];

  const get = (query: string) => t.http().get(`/api/blogs?${query}`);
  const page = async (query: string) => (await get(query).expect(200)).body as PostPage;
  const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug);
  const refused = async (query: string, message: string) => {
    const answer = await get(query).expect(400);
    expect(answer.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  };

  beforeAll(async () => {
    t = await startTestApp();
    const posts = t.app.get(PostsService);
    const base = { ...VALID_POST, content: '<p>Plain words.</p>', tags: 'Misc' };
    for (const filler of FILLERS) await posts.create({ ...base, ...filler });
    for (const target of SEARCH_TARGETS) {
      await posts.create({ ...base, title: `About ${target.slug}`, ...target });
    }
    await posts.create({
      ...base,
      slug: 'accented-tag',
      title: 'A post with an accented tag',
      // The class name and the link address hold the word, the text does not.
      content: '<p class="zebra"><a href="https://zebra.example">a link</a></p>',
      tags: 'Café Culture',
    });
    // Filler-01 newest, an hour apart; the search targets and the accented post newer still.
    await t.app.get(DataSource).query(`
      UPDATE posts SET created_at = CASE
        WHEN slug LIKE 'filler-%' THEN now() - make_interval(hours => substr(slug, 8)::int)
        WHEN slug = 'hit-in-title' THEN now() - interval '3 minutes'
        WHEN slug = 'hit-in-excerpt' THEN now() - interval '2 minutes'
        WHEN slug = 'hit-in-content' THEN now() - interval '1 minute'
        ELSE now() END`);
    await t.app
      .get(DataSource)
      .query(`UPDATE posts SET updated_at = created_at, published_at = created_at`);
    await t.caughtUp();
    all = (await t.http().get('/api/blogs').expect(200)).body;
  });
  afterAll(() => t.close());

  it('without parameters answers the plain array of every full post, newest first', () => {
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(TOTAL);
    for (const post of all) expect(Object.keys(post).sort()).toEqual([...FULL_FIELDS].sort());
    const times = all.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(slugs(all).slice(0, 5)).toEqual([
      'accented-tag',
      'hit-in-content',
      'hit-in-excerpt',
      'hit-in-title',
      'filler-01',
    ]);
    expect(slugs(all).at(-1)).toBe('filler-25');
  });

  it('page=1 answers the first 12 posts in an envelope with the total', async () => {
    const first = await page('page=1');
    expect(Object.keys(first).sort()).toEqual(['items', 'page', 'pageSize', 'total']);
    expect(first).toMatchObject({ total: TOTAL, page: 1, pageSize: 12 });
    expect(first.items).toEqual(all.slice(0, 12));
  });

  it('pages through every post with pageSize, the last page partial, past the end empty', async () => {
    const seen: string[] = [];
    const lastPage = Math.ceil(TOTAL / 5);
    for (let n = 1; n <= lastPage; n += 1) {
      const answer = await page(`page=${n}&pageSize=5`);
      expect(answer).toMatchObject({ total: TOTAL, page: n, pageSize: 5 });
      expect(answer.items).toHaveLength(n < lastPage ? 5 : TOTAL - 5 * (lastPage - 1));
      seen.push(...slugs(answer.items));
    }
    expect(seen).toEqual(slugs(all));
    expect(await page(`page=${lastPage + 1}&pageSize=5`)).toEqual({
      items: [],
      total: TOTAL,
      page: lastPage + 1,
      pageSize: 5,
    });
    expect(await page('page=10000')).toMatchObject({ items: [], total: TOTAL });
  });

  it('pageSize 1 and 50 are the bounds', async () => {
    expect(slugs((await page('pageSize=1')).items)).toEqual(slugs(all.slice(0, 1)));
    const fifty = await page('pageSize=50');
    expect(fifty).toMatchObject({ total: TOTAL, page: 1, pageSize: 50 });
    expect(slugs(fifty.items)).toEqual(slugs(all));
  });

  it.each([
    ['pageSize=51', 'pageSize must be a whole number from 1 to 50.'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 50.'],
    ['page=0', 'page must be a whole number from 1 to 10000.'],
    ['page=10001', 'page must be a whole number from 1 to 10000.'],
    ['page=-1', 'page must be a whole number from 1 to 10000.'],
    ['page=1.5', 'page must be a whole number from 1 to 10000.'],
    ['page=abc', 'page must be a whole number from 1 to 10000.'],
    ['page=1e1', 'page must be a whole number from 1 to 10000.'],
    ['page=%201', 'page must be a whole number from 1 to 10000.'],
    ['page=', 'page must be a whole number from 1 to 10000.'],
    ['page=1&page=2', 'page must be a whole number from 1 to 10000.'],
    ['page=99999999999999999999', 'page must be a whole number from 1 to 10000.'],
    ['fields=full', 'fields must be summary.'],
    ['fields=summary&fields=summary', 'fields must be summary.'],
    [
      'tag=Web%20Development',
      'tag must be a tag slug: lower-case letters, digits and single hyphens, such as web-development.',
    ],
    [`tag=${'a'.repeat(201)}`, 'tag must be at most 200 characters.'],
    ['q=', 'q must not be blank.'],
    ['q=%20%20', 'q must not be blank.'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters.'],
    ['q=a%00b', 'q contains characters that are not allowed.'],
    ['q=a&q=b', 'q must be text.'],
  ])('answers 400 to ?%s', async (query, message) => {
    await refused(query, message);
  });

  it.each([
    ['limit=5', 'property limit should not exist'],
    ['page=1&sort=title', 'property sort should not exist'],
    ['constructor=1', 'property constructor should not exist'],
  ])('refuses the unknown parameter in ?%s', async (query, message) => {
    await refused(query, message);
  });

  it('tag filters by the tag slug and keeps the display names', async () => {
    const web = await page('tag=web-development');
    expect(web.total).toBe(13);
    expect(slugs(web.items)).toEqual(
      slugs(all.filter((post) => post.tags.includes('Web Development'))).slice(0, 12),
    );
    expect(web.items[0]!.tags).toEqual(['Web Development', 'Hosting']);
    const second = await page('tag=web-development&page=2');
    expect(slugs(second.items)).toEqual(['filler-25']);
    expect(await page('tag=seo&pageSize=50')).toMatchObject({ total: 12 });
    expect(slugs((await page('tag=cafe-culture')).items)).toEqual(['accented-tag']);
    expect(await page('tag=no-such-tag')).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
  });

  it('q finds a word in the title, the excerpt and the content, best match first', async () => {
    const found = await page('q=kubernetes');
    expect(found.total).toBe(3);
    expect(slugs(found.items)).toEqual(['hit-in-title', 'hit-in-excerpt', 'hit-in-content']);
    // English stemming and web-search syntax.
    expect(slugs((await page('q=Kubernetes%20clusters')).items)).toEqual(['hit-in-content']);
    expect(slugs((await page('q=cluster')).items)).toEqual(['hit-in-content']);
    expect(slugs((await page('q=kubernetes%20-clusters')).items).sort()).toEqual([
      'hit-in-excerpt',
      'hit-in-title',
    ]);
    expect(slugs((await page('q=%22small%20businesses%22')).items)).toEqual(['hit-in-title']);
  });

  it('q misses what is not in the text: absent words, HTML markup, stop words only', async () => {
    for (const query of ['q=blockchain', 'q=zebra', 'q=href', 'q=the']) {
      expect(await page(query)).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
    }
  });

  it('q combines with tag and paging', async () => {
    expect(await page('q=filler&tag=seo&pageSize=50')).toMatchObject({ total: 12 });
    const second = await page('q=filler&pageSize=20&page=2');
    expect(second.total).toBe(25);
    expect(second.items).toHaveLength(5);
  });

  it('fields=summary leaves out the content, alone or with the others', async () => {
    const summary = await page('fields=summary');
    expect(summary).toMatchObject({ total: TOTAL, page: 1, pageSize: 12 });
    const expected = all.slice(0, 12).map(({ content: _content, ...rest }): PostSummary => rest);
    expect(summary.items).toEqual(expected);
    for (const post of summary.items) {
      expect(Object.keys(post).sort()).toEqual([...SUMMARY_FIELDS].sort());
    }
    const searched = await page('fields=summary&q=kubernetes&tag=misc');
    expect(searched.total).toBe(3);
    for (const post of searched.items) expect(post).not.toHaveProperty('content');
  });

  it('answers the admin (a valid token) the same page', async () => {
    const token = await t.login();
    const answer = await get('page=2&fields=summary')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(slugs((answer.body as PostPage).items)).toEqual(slugs(all.slice(12, 24)));
  });
});

describe('updatedAt', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t.close());

  it('is the creation time on create, unchanged by reads, moved by an update', async () => {
    const created = (await postForm(t.http().post('/api/blogs').set(auth), VALID_POST).expect(201))
      .body as PostView;
    expect(created.updatedAt).toBe(created.createdAt);

    const read = async () =>
      (await t.http().get(`/api/blogs/${VALID_POST.slug}`).expect(200)).body as PostView;
    expect((await read()).updatedAt).toBe(created.updatedAt);
    const listed = (await t.http().get('/api/blogs?fields=summary').expect(200)).body as PostPage;
    expect(listed.items[0]!.updatedAt).toBe(created.updatedAt);

    const updated = (
      await postForm(t.http().put(`/api/blogs/${created._id}`).set(auth), {
        ...VALID_POST,
        title: 'A changed title',
      }).expect(200)
    ).body as PostView;
    expect(updated.createdAt).toBe(created.createdAt);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await read()).updatedAt).toBe(updated.updatedAt);
    expect(((await t.http().get('/api/blogs').expect(200)).body as PostView[])[0]).toEqual(updated);
  });
});

describe('GET /api/blogs/{slug}/related', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const posts = t.app.get(PostsService);
    const base = { ...VALID_POST, content: '<p>Plain words.</p>' };
    const tagged: [string, string][] = [
      ['first', 'SEO'],
      ['middle', 'SEO, Hosting'],
      ['last', 'Hosting'],
      ['unrelated', 'Design'],
    ];
    for (const [slug, tags] of tagged) await posts.create({ ...base, slug, tags });
    await t.app
      .get(DataSource)
      .query(
        `UPDATE posts SET created_at = now() - (5 - array_position($1::text[], slug)) * interval '1 hour', published_at = now() - (5 - array_position($1::text[], slug)) * interval '1 hour'`,
        [tagged.map(([slug]) => slug)],
      );
    await t.caughtUp();
  });
  afterAll(() => t.close());

  it('answers the related posts as summaries, and the posts before and after', async () => {
    const body = (await t.http().get('/api/blogs/middle/related').expect(200))
      .body as PostNeighbours;
    expect(body.related.map((post) => post.slug)).toEqual(['last', 'first', 'unrelated']);
    for (const post of body.related) {
      expect(Object.keys(post).sort()).toEqual([...SUMMARY_FIELDS].sort());
    }
    expect(body.previous?.slug).toBe('first');
    expect(body.next?.slug).toBe('last');
  });

  it('leaves out the previous post of the first and the next post of the newest', async () => {
    const related = async (slug: string) =>
      (await t.http().get(`/api/blogs/${slug}/related`).expect(200)).body as PostNeighbours;
    const first = await related('first');
    expect(first).not.toHaveProperty('previous');
    expect(first.next?.slug).toBe('middle');
    const newest = await related('unrelated');
    expect(newest).not.toHaveProperty('next');
    expect(newest.previous?.slug).toBe('last');
  });

  it.each(['missing', 'Not%20A%20Slug'])('answers 404 for %s', async (slug) => {
    const answer = await t.http().get(`/api/blogs/${slug}/related`).expect(404);
    expect(answer.body).toEqual({ statusCode: 404, message: 'Post not found', error: 'Not Found' });
  });
});
