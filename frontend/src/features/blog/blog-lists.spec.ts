import { describe, expect, it } from '@jest/globals';
import { POST_FIELDS, POST_LIST } from '@site/contract';
import { postPage, summary } from '../../../test/blog-fixtures.js';
import {
  BLOG_DESCRIPTION,
  blogListHead,
  listOfAddress,
  listQuery,
  tagLink,
  tagName,
} from './blog-lists.js';

const none = new URLSearchParams();
const search = (query: Record<string, string>) =>
  listOfAddress('/blog/search', {}, new URLSearchParams(query));

describe('listOfAddress', () => {
  it('reads the list of every post and its pages', () => {
    expect(listOfAddress('/blog', {}, none)).toEqual({ kind: 'all', page: 1 });
    expect(listOfAddress('/blog/page/:page', { page: '2' }, none)).toEqual({
      kind: 'all',
      page: 2,
    });
    expect(listOfAddress('/blog/page/:page', { page: String(POST_LIST.maxPage) }, none)).toEqual({
      kind: 'all',
      page: POST_LIST.maxPage,
    });
  });

  it.each([
    '0',
    '01',
    '-1',
    '1.5',
    '1e3',
    'abc',
    ' 2',
    '',
    String(POST_LIST.maxPage + 1),
    '100000',
  ])('page %p is no page', (page) => {
    expect(listOfAddress('/blog/page/:page', { page }, none)).toBeNull();
    expect(listOfAddress('/blog/tag/:tag/page/:page', { tag: 'seo', page }, none)).toBeNull();
  });

  it("reads a tag's list by its slug, and nothing else", () => {
    expect(listOfAddress('/blog/tag/:tag', { tag: 'web-development' }, none)).toEqual({
      kind: 'tag',
      page: 1,
      tag: 'web-development',
    });
    expect(listOfAddress('/blog/tag/:tag/page/:page', { tag: 'seo', page: '3' }, none)).toEqual({
      kind: 'tag',
      page: 3,
      tag: 'seo',
    });
    const tooLong = 'a'.repeat(POST_FIELDS.slug.maxLength + 1);
    for (const tag of [
      'Web-Development',
      'web development',
      'a--b',
      '-seo',
      'seo-',
      '日本',
      '',
      tooLong,
    ]) {
      expect(listOfAddress('/blog/tag/:tag', { tag }, none)).toBeNull();
    }
    expect(listOfAddress('/blog/tag/:tag', {}, none)).toBeNull();
  });

  it('reads a search from the query: its words trimmed and cut to the longest search, its page', () => {
    expect(search({})).toEqual({ kind: 'search', page: 1, q: undefined });
    expect(search({ q: '   ' })).toEqual({ kind: 'search', page: 1, q: undefined });
    expect(search({ q: '  seo tips ', page: '2' })).toEqual({
      kind: 'search',
      page: 2,
      q: 'seo tips',
    });
    expect(search({ q: 'x'.repeat(POST_LIST.maxQueryLength + 50) })?.q).toHaveLength(
      POST_LIST.maxQueryLength,
    );
    expect(search({ q: 'seo', page: '0' })).toBeNull();
    expect(search({ q: 'seo', page: 'two' })).toBeNull();
    // The page of a search is in its query, never in the path's parameters.
    expect(listOfAddress('/blog/search', { page: '3' }, new URLSearchParams({ q: 'a' }))).toEqual({
      kind: 'search',
      page: 1,
      q: 'a',
    });
  });
});

describe('listQuery', () => {
  it('asks for the page, the tag and the words; a search without words asks nothing', () => {
    expect(listQuery({ kind: 'all', page: 2 })).toEqual({ page: 2 });
    expect(listQuery({ kind: 'tag', page: 1, tag: 'seo' })).toEqual({ page: 1, tag: 'seo' });
    expect(listQuery({ kind: 'search', page: 3, q: 'vps' })).toEqual({ page: 3, q: 'vps' });
    expect(listQuery({ kind: 'search', page: 1 })).toBeNull();
  });
});

describe('blogListHead', () => {
  it('names the blog and its pages', () => {
    expect(blogListHead({ kind: 'all', page: 1 }, null)).toEqual({
      heading: 'Blog',
      title: 'Blog',
      description: BLOG_DESCRIPTION,
    });
    expect(blogListHead({ kind: 'all', page: 3 }, null).title).toBe('Blog, page 3');
  });

  it('names a tag as its posts write it, or by its slug when no post says', () => {
    const posts = postPage([
      summary({ slug: 'one', tags: ['Hosting'] }),
      summary({ slug: 'two', tags: ['SEO', 'Web Development'] }),
    ]);
    const head = blogListHead({ kind: 'tag', page: 2, tag: 'web-development' }, posts);
    expect(head.heading).toBe('Posts tagged “Web Development”');
    expect(head.title).toBe('Web Development: articles, page 2');
    expect(head.description).toContain('Web Development');
    expect(blogListHead({ kind: 'tag', page: 1, tag: 'web-development' }, null)).toMatchObject({
      heading: 'Posts tagged “web-development”',
      title: 'web-development: articles',
    });
  });

  it('names a search by its words', () => {
    expect(blogListHead({ kind: 'search', page: 1, q: 'seo' }, null)).toMatchObject({
      heading: 'Search the blog',
      title: 'Search: seo',
    });
    expect(blogListHead({ kind: 'search', page: 2, q: 'seo' }, null).title).toBe(
      'Search: seo, page 2',
    );
    expect(blogListHead({ kind: 'search', page: 1 }, null).title).toBe('Search the blog');
  });
});

describe('tagName', () => {
  it('takes the first spelling the posts use', () => {
    const posts = postPage([
      summary({ slug: 'one', tags: ['web development'] }),
      summary({ slug: 'two', tags: ['Web Development'] }),
    ]);
    expect(tagName('web-development', posts)).toBe('web development');
    expect(tagName('seo', posts)).toBe('seo');
  });
});

describe('tagLink', () => {
  it.each([
    ['Web Development', '/blog/tag/web-development'],
    ['SEO', '/blog/tag/seo'],
    ['Café & Crème', '/blog/tag/cafe-creme'],
    ['  spaced  out  ', '/blog/tag/spaced-out'],
    ['日本', undefined],
    ['!!!', undefined],
    ['', undefined],
  ])('%p links to %p', (tag, expected) => {
    expect(tagLink(tag)).toBe(expected);
  });
});
