import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { DomainError } from '@site/common';
import { flatJpeg, type TestModule } from '@site/common/testing';
import { postForm, startBlog } from './blog.fixtures.js';
import { IMAGE_FORMAT_TYPES, type PostForm } from '@site/contract';
import { PostEntity } from './post.entity.js';
import { type ImageUpload, keysOf } from './post-images/post-images.js';
import { PostsService } from './posts.service.js';
import { BlogChanges } from './read-cache/blog-changes.js';
import { SAMPLE_POSTS } from './seed/sample-posts.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
  storageUnavailable,
} from './storage/object-storage.js';

async function errorOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected the call to reject, but it resolved');
    },
    (reason: unknown) => reason,
  );
}

async function expectDomainError(work: Promise<unknown>, code: string): Promise<void> {
  const error = await errorOf(work);
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

const TEST_ALT = 'A test image';

/** A small real image of its own colour: different numbers, different content keys. */
async function image(n = 0): Promise<ImageUpload> {
  return { file: await flatJpeg({ r: 20 + n * 30, g: 120, b: 60 }, 48, 32), alt: TEST_ALT };
}

/** Every storage key a post's image uses, sorted as storedKeys() is. */
function keysOfPost(post: Pick<PostEntity, 'imageKey' | 'images'>): string[] {
  const keys = post.images ? keysOf(post.images) : [];
  return [...new Set([...(post.imageKey ? [post.imageKey] : []), ...keys])].sort();
}

function postInput(overrides: Partial<PostForm> = {}): PostForm {
  return postForm(`post-${randomUUID().slice(0, 8)}`, overrides, 'Web, SEO');
}

describe('PostsService against PostgreSQL and disk storage', () => {
  let testModule: TestModule;
  let folder: string;
  let moduleRef: TestingModule;
  let service: PostsService;
  let storage: ObjectStorage;
  let dataSource: DataSource;

  /** The files in the uploads folder, i.e. every stored image object. */
  const storedKeys = async (): Promise<string[]> => (await readdir(folder)).sort();
  const rowCount = async (): Promise<number> =>
    Number((await dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM posts'))[0]!.n);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-posts-spec-'));
    testModule = await startBlog(folder);
    moduleRef = testModule.moduleRef;
    service = moduleRef.get(PostsService);
    storage = moduleRef.get<ObjectStorage>(OBJECT_STORAGE);
    dataSource = moduleRef.get(DataSource);
  });

  afterAll(async () => {
    await testModule?.close();
    await rm(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE posts CASCADE');
    // Reads cached before the TRUNCATE are forgotten once its notification arrives.
    await moduleRef.get(BlogChanges).caughtUp();
    await rm(folder, { recursive: true, force: true });
    await storage.ping(); // recreates the empty folder
  });

  describe('create', () => {
    it('stores sanitised content and parsed tags and returns the row with id and createdAt', async () => {
      const before = Date.now();
      const created = await service.create(
        postInput({
          title: '  Choosing a website builder  ',
          slug: 'choosing-a-builder',
          excerpt: '  Four questions.  ',
          readTime: ' 5 min read ',
          content:
            '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:x()">l</a>',
          tags: ' Web, , web, SEO ,',
        }),
      );

      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(created.createdAt.getTime() - before)).toBeLessThan(60_000);
      expect(created).toMatchObject({
        title: 'Choosing a website builder',
        slug: 'choosing-a-builder',
        excerpt: 'Four questions.',
        readTime: '5 min read',
        content: '<p>Hello</p><a rel="noopener noreferrer">l</a>',
        tags: ['Web', 'SEO'],
        imageKey: null,
      });

      const [row] = await dataSource.query<{ content: string; tags: string[]; title: string }[]>(
        'SELECT title, content, tags FROM posts WHERE id = $1',
        [created.id],
      );
      expect(row).toEqual({
        title: 'Choosing a website builder',
        content: '<p>Hello</p><a rel="noopener noreferrer">l</a>',
        tags: ['Web', 'SEO'],
      });
    });

    it('stores an empty tag list when no tags are given', async () => {
      const created = await service.create(postInput({ tags: undefined }));
      expect((await service.findBySlug(created.slug)).tags).toEqual([]);
    });

    it('refuses a slug that is already taken with SLUG_TAKEN', async () => {
      await service.create(postInput({ slug: 'taken' }));
      await expectDomainError(service.create(postInput({ slug: 'taken' })), 'SLUG_TAKEN');
      expect(await rowCount()).toBe(1);
    });

    it('leaves no image object behind when a create with an image fails on a taken slug', async () => {
      await service.create(postInput({ slug: 'taken' }));
      await expectDomainError(
        service.create(postInput({ slug: 'taken' }), await image()),
        'SLUG_TAKEN',
      );
      expect(await storedKeys()).toEqual([]);
    });

    it('answers SLUG_TAKEN and keeps only the winner’s image when two creates race for a slug', async () => {
      const results = await Promise.allSettled([
        service.create(postInput({ slug: 'raced' }), await image(1)),
        service.create(postInput({ slug: 'raced' }), await image(2)),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
      expect(((lost[0] as PromiseRejectedResult).reason as DomainError).code).toBe('SLUG_TAKEN');
      const winner = (won[0] as PromiseFulfilledResult<PostEntity>).value;
      expect(await storedKeys()).toEqual(keysOfPost(winner));
      expect(await rowCount()).toBe(1);
    });

    it('answers SLUG_TAKEN and removes its upload when the slug is taken between check and insert', async () => {
      const realPut = storage.put.bind(storage);
      const put = jest.spyOn(storage, 'put').mockImplementationOnce(async (key, bytes, type) => {
        await realPut(key, bytes, type);
        // Another request wins the slug while this one is uploading.
        await dataSource.query(
          `INSERT INTO posts (title, slug, excerpt, content, read_time) VALUES ('x', 'contested', 'x', 'x', 'x')`,
        );
      });
      try {
        await expectDomainError(
          service.create(postInput({ slug: 'contested' }), await image()),
          'SLUG_TAKEN',
        );
        expect(put).toHaveBeenCalled();
      } finally {
        put.mockRestore();
      }
      expect(await storedKeys()).toEqual([]);
      expect(await rowCount()).toBe(1);
    });

    it('stores every variant of an upload under content keys, the widest JPEG as imageKey', async () => {
      const created = await service.create(postInput(), await image(3));

      const images = created.images!;
      expect(images.alt).toBe(TEST_ALT);
      expect(created.imageKey).toMatch(/^[0-9a-f]{64}\.jpg$/);
      expect(images.variants.filter((v) => v.format === 'jpeg').at(-1)!.url).toBe(
        `/uploads/${created.imageKey}`,
      );
      expect(await storedKeys()).toEqual(keysOfPost(created));
      for (const variant of [...images.variants, images.social]) {
        const key = variant.url.slice('/uploads/'.length);
        const bytes = await readFile(path.join(folder, key));
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(key.split('.')[0]);
        const stored = await storage.get(key);
        expect(stored?.contentType).toBe(IMAGE_FORMAT_TYPES[variant.format]);
        expect(stored?.size).toBe(bytes.length);
        stored?.body.destroy();
      }
      expect(await service.findBySlug(created.slug)).toMatchObject({
        imageKey: created.imageKey,
        images,
      });
    });

    it('refuses an image that is not an allowed type and writes nothing', async () => {
      await expectDomainError(
        service.create(postInput(), {
          file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          alt: TEST_ALT,
        }),
        'IMAGE_TYPE_NOT_ALLOWED',
      );
      expect(await rowCount()).toBe(0);
      expect(await storedKeys()).toEqual([]);
    });

    it('removes the uploaded object again when the database refuses the row', async () => {
      const error = await errorOf(
        service.create(postInput({ title: 't'.repeat(300) }), await image()),
      );
      expect(error).not.toBeInstanceOf(DomainError);
      expect(String(error)).toMatch(/too long/);
      expect(await storedKeys()).toEqual([]);
      expect(await rowCount()).toBe(0);
    });
  });

  describe('list', () => {
    it('answers no posts for an empty table', async () => {
      expect(await service.list()).toEqual([]);
    });

    it('lists every post newest first', async () => {
      const first = await service.create(postInput({ slug: 'first' }));
      const second = await service.create(postInput({ slug: 'second' }));
      const third = await service.create(postInput({ slug: 'third' }));
      // Make the order unmistakable rather than relying on microseconds between inserts.
      await dataSource.query(
        `UPDATE posts SET created_at = now() - (CASE slug WHEN 'first' THEN 3 WHEN 'second' THEN 2 ELSE 1 END) * interval '1 hour', published_at = now() - (CASE slug WHEN 'first' THEN 3 WHEN 'second' THEN 2 ELSE 1 END) * interval '1 hour'`,
      );
      expect((await service.list()).map((post) => post.id)).toEqual([
        third.id,
        second.id,
        first.id,
      ]);

      await dataSource.query(
        `UPDATE posts SET created_at = now(), published_at = now() WHERE slug = 'first'`,
      );
      expect((await service.list()).map((post) => post.slug)).toEqual(['first', 'third', 'second']);
    });
  });

  describe('listPage', () => {
    it('writes the tags’ slugs beside the tags, without repeats, and filters by them', async () => {
      const created = await service.create(
        postInput({ slug: 'tagged', tags: 'Web Development, Node.js, Node JS, Café, 日本' }),
      );
      await service.create(postInput({ slug: 'untagged', tags: '' }));
      const [row] = await dataSource.query<{ tag_slugs: string[] }[]>(
        'SELECT tag_slugs FROM posts WHERE id = $1',
        [created.id],
      );
      expect(row!.tag_slugs).toEqual(['web-development', 'node-js', 'cafe']);
      expect(created.tags).toEqual(['Web Development', 'Node.js', 'Node JS', 'Café', '日本']);

      for (const tag of ['web-development', 'node-js', 'cafe']) {
        const page = await service.listPage({ page: 1, pageSize: 12, tag });
        expect(page.total).toBe(1);
        expect(page.items.map((post) => post.slug)).toEqual(['tagged']);
      }
      expect(await service.listPage({ page: 1, pageSize: 12, tag: 'web' })).toEqual({
        items: [],
        total: 0,
      });

      const updated = await service.update(created.id, postInput({ slug: 'tagged', tags: 'SEO' }));
      expect(updated.tags).toEqual(['SEO']);
      expect((await service.listPage({ page: 1, pageSize: 12, tag: 'cafe' })).total).toBe(0);
      expect((await service.listPage({ page: 1, pageSize: 12, tag: 'seo' })).total).toBe(1);
    });

    it('pages newest first, with the total on every page and past the end', async () => {
      for (const slug of ['a', 'b', 'c', 'd', 'e']) await service.create(postInput({ slug }));
      await dataSource.query(
        `UPDATE posts SET created_at = now() - (ascii(slug) - 96) * interval '1 hour', published_at = now() - (ascii(slug) - 96) * interval '1 hour'`,
      );
      const slugsOf = async (page: number) => {
        const answer = await service.listPage({ page, pageSize: 2 });
        expect(answer.total).toBe(5);
        return answer.items.map((post) => post.slug);
      };
      expect([await slugsOf(1), await slugsOf(2), await slugsOf(3), await slugsOf(4)]).toEqual([
        ['a', 'b'],
        ['c', 'd'],
        ['e'],
        [],
      ]);
    });

    it('with summary reads every column but the content', async () => {
      const created = await service.create(postInput({ slug: 'summarised' }));
      const [post] = (await service.listPage({ page: 1, pageSize: 12, summary: true })).items;
      expect(post!.content).toBeUndefined();
      expect(post).toEqual({ ...created, content: undefined, tagSlugs: undefined });
    });

    it('searches title, excerpt and content, best match first, without the HTML markup', async () => {
      await service.create(postInput({ slug: 'in-content', content: '<p>Terraform plans</p>' }));
      await service.create(postInput({ slug: 'in-excerpt', excerpt: 'Terraform or not.' }));
      await service.create(postInput({ slug: 'in-title', title: 'Terraform basics' }));
      await service.create(
        postInput({ slug: 'in-markup', content: '<p class="terraform">Other words</p>' }),
      );
      const found = await service.listPage({ page: 1, pageSize: 12, q: 'terraform' });
      expect(found.items.map((post) => post.slug)).toEqual([
        'in-title',
        'in-excerpt',
        'in-content',
      ]);
      expect(found.total).toBe(3);
    });
  });

  describe('neighbours', () => {
    it('relates the posts with the most tags in common, then the newest, and links the posts before and after', async () => {
      const posts: [string, string][] = [
        ['oldest', 'SEO'],
        ['two-shared', 'Web Development, SEO, Design'],
        ['one-shared-old', 'SEO'],
        ['subject', 'Web Development, SEO, Node.js'],
        ['none-shared', 'Marketing'],
        ['one-shared-new', 'Node.js'],
        ['newest', ''],
      ];
      for (const [slug, tags] of posts) await service.create(postInput({ slug, tags }));
      // Hours apart in the order listed: 'oldest' first, 'newest' last.
      await dataSource.query(
        `UPDATE posts SET created_at = now() - (array_position($1::text[], slug) * -1 + 10) * interval '1 hour', published_at = now() - (array_position($1::text[], slug) * -1 + 10) * interval '1 hour'`,
        [posts.map(([slug]) => slug)],
      );
      const { related, previous, next } = await service.neighbours('subject');
      expect(related.map((post) => post.slug)).toEqual([
        'two-shared',
        'one-shared-new',
        'one-shared-old',
      ]);
      expect(related[0]!.content).toBeUndefined();
      expect(previous?.slug).toBe('one-shared-old');
      expect(next?.slug).toBe('none-shared');

      const first = await service.neighbours('oldest');
      expect(first.previous).toBeNull();
      expect(first.next?.slug).toBe('two-shared');
      // Without a tag in common, the newest come first.
      expect((await service.neighbours('newest')).related.map((post) => post.slug)).toEqual([
        'one-shared-new',
        'none-shared',
        'subject',
      ]);
      expect((await service.neighbours('newest')).next).toBeNull();
    });

    it.each(['missing', 'Not A Slug'])('answers POST_NOT_FOUND for %j', async (slug) => {
      await expectDomainError(service.neighbours(slug), 'POST_NOT_FOUND');
      await expectDomainError(service.findWithNeighbours(slug), 'POST_NOT_FOUND');
    });

    it('reads the post with the same neighbours in one call', async () => {
      for (const slug of ['older', 'subject', 'newer']) {
        await service.create(postInput({ slug, tags: 'SEO' }));
      }
      await dataSource.query(
        `UPDATE posts SET created_at = now() - (CASE slug WHEN 'older' THEN 3 WHEN 'subject' THEN 2 ELSE 1 END) * interval '1 hour', published_at = now() - (CASE slug WHEN 'older' THEN 3 WHEN 'subject' THEN 2 ELSE 1 END) * interval '1 hour'`,
      );
      const { post, neighbours } = await service.findWithNeighbours('subject');
      expect({ ...post }).toEqual({ ...(await service.findBySlug('subject')) });
      expect(neighbours).toEqual(await service.neighbours('subject'));
      expect(neighbours.previous?.slug).toBe('older');
    });
  });

  describe('findBySlug', () => {
    it('finds a post by its slug', async () => {
      const created = await service.create(postInput({ slug: 'findable' }));
      await service.create(postInput({ slug: 'other' }));
      const found = await service.findBySlug('findable');
      expect(found.id).toBe(created.id);
      expect(found.title).toBe(created.title);
    });

    it.each(['unknown-slug', '', "x' OR '1'='1", '\u0000', 'a\u0000b', '../etc', 's'.repeat(201)])(
      'answers POST_NOT_FOUND for the slug %j',
      async (slug) => {
        await service.create(postInput());
        await expectDomainError(service.findBySlug(slug), 'POST_NOT_FOUND');
      },
    );
  });

  describe('update', () => {
    it('describes the current image anew with alt alone, keeping its files', async () => {
      const created = await service.create(postInput(), await image(6));
      const updated = await service.update(
        created.id,
        postInput({ slug: created.slug }),
        undefined,
        '',
      );
      expect(updated.images).toEqual({ ...created.images, alt: '' });
      expect(updated.imageKey).toBe(created.imageKey);
      expect(await storedKeys()).toEqual(keysOfPost(created));
    });

    it('keeps image columns written since the post was read (the backfill) when the edit has no image', async () => {
      const created = await service.create(postInput());
      const stale = await service.findBySlug(created.slug);
      const filled = (await service.create(postInput(), await image(7))).images!;
      await dataSource.query(`UPDATE posts SET images = $2, image_key = 'k.jpg' WHERE id = $1`, [
        created.id,
        JSON.stringify(filled),
      ]);
      const read = jest.spyOn(dataSource.getRepository(PostEntity), 'findOneBy');
      read.mockResolvedValueOnce(stale);
      try {
        const updated = await service.update(
          created.id,
          postInput({ slug: created.slug, title: 'Edited' }),
        );
        expect(updated).toMatchObject({ title: 'Edited', imageKey: 'k.jpg', images: filled });
      } finally {
        read.mockRestore();
      }
    });

    it('replaces the fields, sanitising the content and parsing the tags again', async () => {
      const created = await service.create(postInput({ slug: 'old-slug' }));
      const updated = await service.update(
        created.id,
        postInput({
          title: 'New title',
          slug: 'new-slug',
          content: '<p style="color:red">New<iframe src="https://evil.example.com"></iframe></p>',
          tags: 'News, news',
        }),
      );
      expect(updated).toMatchObject({ id: created.id, title: 'New title', slug: 'new-slug' });
      const found = await service.findBySlug('new-slug');
      expect(found).toMatchObject({ id: created.id, content: '<p>New</p>', tags: ['News'] });
      expect(found.createdAt.getTime()).toBe(created.createdAt.getTime());
      expect(found.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
      await expectDomainError(service.findBySlug('old-slug'), 'POST_NOT_FOUND');
      expect(await rowCount()).toBe(1);
    });

    it('keeps its own slug without calling it taken', async () => {
      const created = await service.create(postInput({ slug: 'same' }));
      const updated = await service.update(
        created.id,
        postInput({ slug: 'same', title: 'Renamed' }),
      );
      expect(updated.title).toBe('Renamed');
    });

    it('refuses a slug another post has with SLUG_TAKEN and changes nothing', async () => {
      await service.create(postInput({ slug: 'taken' }));
      const mine = await service.create(postInput({ slug: 'mine', title: 'Mine' }));
      await expectDomainError(
        service.update(mine.id, postInput({ slug: 'taken', title: 'Changed' }), await image()),
        'SLUG_TAKEN',
      );
      expect((await service.findBySlug('mine')).title).toBe('Mine');
      expect(await storedKeys()).toEqual([]);
    });

    it('answers SLUG_TAKEN, keeps the old image and removes the new upload when the slug is taken during the upload', async () => {
      const created = await service.create(postInput({ slug: 'mine' }), await image());
      const realPut = storage.put.bind(storage);
      const put = jest.spyOn(storage, 'put').mockImplementationOnce(async (key, bytes, type) => {
        await realPut(key, bytes, type);
        await dataSource.query(
          `INSERT INTO posts (title, slug, excerpt, content, read_time) VALUES ('x', 'contested', 'x', 'x', 'x')`,
        );
      });
      try {
        await expectDomainError(
          service.update(created.id, postInput({ slug: 'contested' }), await image(4)),
          'SLUG_TAKEN',
        );
        expect(put).toHaveBeenCalled();
      } finally {
        put.mockRestore();
      }
      expect(await storedKeys()).toEqual(keysOfPost(created));
      expect((await service.findBySlug('mine')).imageKey).toBe(created.imageKey);
    });

    it('replaces the image with a new one and deletes the old object', async () => {
      const created = await service.create(postInput(), await image());
      const oldKey = created.imageKey!;
      const updated = await service.update(
        created.id,
        postInput({ slug: created.slug }),
        await image(4),
      );

      expect(updated.imageKey).toMatch(/\.jpg$/);
      expect(updated.imageKey).not.toBe(oldKey);
      expect(await storedKeys()).toEqual(keysOfPost(updated));
      expect(await storage.get(oldKey)).toBeNull();
      expect((await service.findBySlug(created.slug)).imageKey).toBe(updated.imageKey);
    });

    it('keeps the old image when no new one is given', async () => {
      const created = await service.create(postInput(), await image());
      const updated = await service.update(
        created.id,
        postInput({ slug: created.slug, title: 'Only the title changes' }),
      );
      expect(updated.imageKey).toBe(created.imageKey);
      expect((await service.findBySlug(created.slug)).imageKey).toBe(created.imageKey);
      expect(await storedKeys()).toEqual(keysOfPost(created));
    });

    it('keeps the old image and removes the new upload when the database refuses the row', async () => {
      const created = await service.create(postInput(), await image());
      await expect(
        service.update(
          created.id,
          postInput({ slug: created.slug, title: 't'.repeat(300) }),
          await image(4),
        ),
      ).rejects.toThrow(/too long/);
      expect(await storedKeys()).toEqual(keysOfPost(created));
      expect((await service.findBySlug(created.slug)).imageKey).toBe(created.imageKey);
    });

    it.each([
      ['an unknown uuid', randomUUID()],
      ['a malformed id', 'not-a-uuid'],
      ['an SQL-injection id', "1' OR '1'='1"],
    ])('answers POST_NOT_FOUND for %s and changes nothing', async (_what, id) => {
      const existing = await service.create(postInput({ title: 'Untouched' }));
      await expectDomainError(
        service.update(id, postInput({ title: 'Changed' }), await image()),
        'POST_NOT_FOUND',
      );
      expect((await service.findBySlug(existing.slug)).title).toBe('Untouched');
      expect(await rowCount()).toBe(1);
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe('remove (to the trash) and deleteForever', () => {
    it('moves the post to the trash: gone from the public side, its row and image kept', async () => {
      const doomed = await service.create(postInput(), await image());
      const kept = await service.create(postInput(), await image(5));
      await service.remove(doomed.id);

      await expectDomainError(service.findBySlug(doomed.slug), 'POST_NOT_FOUND');
      await expectDomainError(service.findWithNeighbours(doomed.slug), 'POST_NOT_FOUND');
      expect((await service.list()).map((post) => post.id)).toEqual([kept.id]);
      expect(await rowCount()).toBe(2);
      expect(await storage.get(doomed.imageKey!)).not.toBeNull();
      // A second delete finds nothing to move.
      await expectDomainError(service.remove(doomed.id), 'POST_NOT_FOUND');
    });

    it('deletes a post in the trash for good with its image, and refuses one outside it', async () => {
      const doomed = await service.create(postInput(), await image());
      const kept = await service.create(postInput(), await image(5));
      await expectDomainError(service.deleteForever(doomed.id), 'POST_NOT_IN_TRASH');
      await service.remove(doomed.id);
      await service.deleteForever(doomed.id);

      expect(await storage.get(doomed.imageKey!)).toBeNull();
      expect(await storedKeys()).toEqual(keysOfPost(kept));
      expect(await rowCount()).toBe(1);
    });

    it.each([
      ['an unknown uuid', randomUUID()],
      ['a malformed id', 'not-a-uuid'],
      ['an SQL-injection id', "1' OR '1'='1"],
    ])('answers POST_NOT_FOUND for %s and deletes nothing', async (_what, id) => {
      const existing = await service.create(postInput(), await image());
      await expectDomainError(service.remove(id), 'POST_NOT_FOUND');
      expect(await rowCount()).toBe(1);
      expect(await storedKeys()).toEqual(keysOfPost(existing));
    });
  });

  describe('seedIfEmpty', () => {
    it('writes the three sample posts into an empty table, and nothing the second time', async () => {
      expect(await service.seedIfEmpty(SAMPLE_POSTS)).toBe(3);
      expect(await service.seedIfEmpty(SAMPLE_POSTS)).toBe(0);

      const posts = await service.list();
      expect(posts).toHaveLength(3);
      // Written oldest first, so the newest-first list shows them in reverse.
      expect(posts.map((post) => post.slug)).toEqual(
        SAMPLE_POSTS.map((post) => post.slug).reverse(),
      );
      for (const post of posts) {
        expect(post.tags.length).toBeGreaterThan(0);
        expect(post.content).not.toMatch(/<script|onclick|javascript:/i);
      }
    });

    it('dates each sample post once: updatedAt is its createdAt', async () => {
      await service.seedIfEmpty(SAMPLE_POSTS);
      for (const post of await service.list()) {
        expect(post.updatedAt.toISOString()).toBe(post.createdAt.toISOString());
      }
    });

    it('writes nothing when the table already has a post', async () => {
      await service.create(postInput());
      expect(await service.seedIfEmpty(SAMPLE_POSTS)).toBe(0);
      expect(await rowCount()).toBe(1);
    });
  });
});

describe('PostsService when image storage is unavailable', () => {
  let testModule: TestModule;
  let folder: string;
  let moduleRef: TestingModule;
  let service: PostsService;
  let dataSource: DataSource;
  const putCalls: string[] = [];

  const failingStorage: ObjectStorage = {
    put: (key) => {
      putCalls.push(key);
      return Promise.reject(storageUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:9000')));
    },
    get: () => Promise.reject(storageUnavailable(new Error('connect ECONNREFUSED'))),
    delete: () => Promise.reject(storageUnavailable(new Error('connect ECONNREFUSED'))),
    ping: () => Promise.reject(storageUnavailable(new Error('connect ECONNREFUSED'))),
    list: () => ({
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(storageUnavailable(new Error('connect ECONNREFUSED'))),
      }),
    }),
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'blog-posts-spec-down-'));
    testModule = await startBlog(folder, failingStorage);
    moduleRef = testModule.moduleRef;
    service = moduleRef.get(PostsService);
    dataSource = moduleRef.get(DataSource);
  });

  afterAll(async () => {
    await testModule?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('rejects a create with an image with STORAGE_UNAVAILABLE and writes no row', async () => {
    await expectDomainError(service.create(postInput(), await image()), 'STORAGE_UNAVAILABLE');
    expect(putCalls.length).toBeGreaterThan(0);
    expect(await dataSource.query('SELECT id FROM posts')).toEqual([]);
  });

  it('still creates a post without an image', async () => {
    const created = await service.create(postInput({ slug: 'no-image' }));
    expect(created.imageKey).toBeNull();
    expect((await service.findBySlug('no-image')).id).toBe(created.id);
  });

  it('rejects an update with a new image with STORAGE_UNAVAILABLE and keeps the row as it was', async () => {
    const created = await service.create(postInput({ title: 'Before' }));
    await expectDomainError(
      service.update(created.id, postInput({ slug: created.slug, title: 'After' }), await image()),
      'STORAGE_UNAVAILABLE',
    );
    expect((await service.findBySlug(created.slug)).title).toBe('Before');
  });
});
