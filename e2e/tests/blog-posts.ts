// Posts the blog specs read: two pages of them, written through the API as the admin would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PostForm, PostView } from '@site/contract';
import { apiLogin, solidPng, TEST_ADMIN } from './fixtures.js';

export const PAGE_SIZE = 12;
export const WEB_DEVELOPMENT = { name: 'Web Development', slug: 'web-development' };
/** The description the post with an image gives it. */
export const IMAGE_DESCRIPTION = 'A blue test card for the blog checks';

export interface SeededBlog {
  /** Oldest first, as they were written. */
  posts: PostView[];
  /** The posts tagged 'Web Development'. */
  tagged: PostView[];
  /** The one post with an uploaded image (twelfth, tagged, with a post before and after). */
  withImage: PostView;
  /** A word that only one post's content has, and that post. */
  searchWord: string;
  searched: PostView;
  remove(): Promise<void>;
}

/** Lowercase letters only, so full-text search reads it as one plain word. */
function randomWord(length: number): string {
  return Array.from({ length }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** Writes `count` posts, one a few milliseconds after the other so "newest first" is strict:
 * every third tagged 'Web Development', the twelfth with an image, the fifth with a word of its
 * own. */
export async function seedBlog(request: APIRequestContext, count = 14): Promise<SeededBlog> {
  const token = await apiLogin(request, TEST_ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const run = randomWord(8);
  const searchWord = `quillwort${run}`;
  const searchedIndex = 5;
  const imageIndex = 12;
  const posts: PostView[] = [];
  for (let index = 1; index <= count; index++) {
    const number = String(index).padStart(2, '0');
    const fields = {
      title: `Blog check ${run} number ${number}`,
      slug: `blog-check-${run}-${number}`,
      excerpt: `What post ${number} of run ${run} is about.`,
      content:
        `<h2>Part one of post ${number}</h2><p>The first paragraph of post ${number}.</p>` +
        `<p>The closing paragraph of post ${number}${index === searchedIndex ? `, about ${searchWord}` : ''}.</p>`,
      readTime: `${(index % 5) + 1} min read`,
      tags: index % 3 === 0 ? `${WEB_DEVELOPMENT.name}, Run ${run}` : `Run ${run}`,
    } satisfies PostForm;
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      ...fields,
    };
    if (index === imageIndex) {
      multipart.image = {
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: solidPng(48, 25, [20, 90, 160]),
      };
      multipart.imageAlt = IMAGE_DESCRIPTION;
    }
    const created = await request.post('/api/blogs', {
      headers,
      multipart,
    });
    expect(created.status(), await created.text()).toBe(201);
    posts.push((await created.json()) as PostView);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    posts,
    tagged: posts.filter((post) => post.tags.includes(WEB_DEVELOPMENT.name)),
    withImage: posts[imageIndex - 1]!,
    searchWord,
    searched: posts[searchedIndex - 1]!,
    async remove() {
      for (const post of posts) {
        const removed = await request.delete(`/api/blogs/${post._id}`, { headers });
        expect(removed.status()).toBe(204);
      }
    },
  };
}

/** Opens `url` until the page shows what `ready` waits for: nginx micro-caches the blog pages for
 * a second, and may answer once more from the cache while it refreshes. */
export async function gotoFresh(page: Page, url: string, ready: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await ready();
  }).toPass({ timeout: 15_000, intervals: [300, 600, 1_000] });
}

/** Every JSON-LD block of the page, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The one JSON-LD block of `type`. */
export function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, `JSON-LD blocks of type ${type}`).toHaveLength(1);
  return found[0]!;
}
