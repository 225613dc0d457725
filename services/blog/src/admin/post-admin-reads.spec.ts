/** The dashboard's pages on a real PostgreSQL: a search's total, on every page and past the end. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type TestModule } from '@site/common/testing';
import { postForm, startBlog } from '../blog.fixtures.js';
import { PostsService } from '../posts.service.js';
import { PostAdminReads } from './post-admin-reads.js';

describe('PostAdminReads.page', () => {
  let directory: string;
  let blog: TestModule;
  let reads: PostAdminReads;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'admin-reads-spec-'));
    blog = await startBlog(directory);
    reads = blog.moduleRef.get(PostAdminReads);
    const posts = blog.moduleRef.get(PostsService);
    for (const slug of ['alpha-harbour', 'beta-harbour', 'gamma-harbour', 'delta-field']) {
      await posts.create(postForm(slug, { title: `${slug.split('-')[0]} ${slug.split('-')[1]}` }));
    }
  });

  afterAll(async () => {
    await blog.close();
    await rm(directory, { recursive: true, force: true });
  });

  const search = (page: number) => reads.page({ page, pageSize: 2, q: 'harbour', sort: 'title' });

  it('counts a search (through its index), on every page and past the end', async () => {
    const first = await search(1);
    expect(first.items.map((post) => post.slug)).toEqual(['alpha-harbour', 'beta-harbour']);
    expect(first.total).toBe(3);
    const second = await search(2);
    expect(second.items.map((post) => post.slug)).toEqual(['gamma-harbour']);
    expect(second.total).toBe(3);
    const past = await search(3);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(3);
    expect(first.counts).toEqual({ draft: 0, scheduled: 0, published: 4, trash: 0 });
  });
});
