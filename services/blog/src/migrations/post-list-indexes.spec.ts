import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@site/common/testing';
import { CreatePosts1763800000000 } from './1763800000000-create-posts.js';
import { PostListIndexes1763900000000 } from './1763900000000-post-list-indexes.js';

const indexes = async (db: DataSource) =>
  (
    await db.query<{ indexname: string }[]>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'posts' ORDER BY indexname`,
    )
  ).map((row) => row.indexname);

describe('the post-list migration on a blog that has posts', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: [CreatePosts1763800000000],
    });
    await db.initialize();
    await db.runMigrations();
    await db.query(
      `INSERT INTO posts (title, slug, excerpt, content, read_time, tags)
       VALUES ('Zebra crossings', 'old-post', 'An excerpt.', '<p class="giraffe">Lions</p>', '1 min',
               ARRAY['Web Development', 'Café', 'C++', 'C#', '日本'])`,
    );
    await db.destroy();
    db = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: [CreatePosts1763800000000, PostListIndexes1763900000000],
    });
    await db.initialize();
    await db.runMigrations();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('fills the tag slugs of the posts already written', async () => {
    const [row] = await db.query<{ tag_slugs: string[] }[]>('SELECT tag_slugs FROM posts');
    expect(row!.tag_slugs).toEqual(['web-development', 'cafe', 'c']);
  });

  it('indexes their text for search: title, excerpt and content, not the markup', async () => {
    const matches = async (q: string) =>
      (
        await db.query<{ hit: boolean }[]>(
          `SELECT search @@ websearch_to_tsquery('english', $1) AS hit FROM posts`,
          [q],
        )
      )[0]!.hit;
    expect(await matches('zebra')).toBe(true);
    expect(await matches('excerpt')).toBe(true);
    expect(await matches('lion')).toBe(true);
    expect(await matches('giraffe')).toBe(false);
  });

  it('replaces the created_at index with the list’s indexes, and undoes it', async () => {
    expect(await indexes(db)).toEqual([
      'posts_created_at_id_idx',
      'posts_pkey',
      'posts_search_idx',
      'posts_slug_key',
      'posts_tag_slugs_idx',
    ]);
    await db.undoLastMigration();
    expect(await indexes(db)).toEqual(['posts_created_at_idx', 'posts_pkey', 'posts_slug_key']);
    await db.runMigrations();
  });
});
