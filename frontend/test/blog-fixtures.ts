import {
  IMAGE_FORMATS,
  POST_LIST,
  type PostPage,
  type PostSummary,
  type ResponsiveImage,
} from '@site/contract';
import { http, HttpResponse } from 'msw';
import { server } from './server.js';

/** A post summary as GET /api/blogs?fields=summary sends it; specs override what they test. */
export function summary(overrides: Partial<PostSummary> = {}): PostSummary {
  const slug = overrides.slug ?? 'a-post';
  return {
    _id: `id-${slug}`,
    title: 'A post',
    slug,
    excerpt: 'What it is about.',
    readTime: '4 min read',
    tags: [],
    image: null,
    images: null,
    status: 'published',
    publishedAt: '2026-03-05T10:00:00.000Z',
    version: 1,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` summaries, newest first, numbered from `from`. */
export function summaries(count: number, from = 1): PostSummary[] {
  return Array.from({ length: count }, (_, index) =>
    summary({ slug: `post-${from + index}`, title: `Post ${from + index}` }),
  );
}

/** One page of the list as the API answers it (12 to a page). */
export function postPage(items: PostSummary[], total = items.length, page = 1): PostPage {
  return { items, total, page, pageSize: POST_LIST.defaultPageSize };
}

/**
 * Answers GET /api/blogs with `answer(query)` and records each request's query, so a spec can
 * check what the page asked for.
 */
export function answerLists(answer: (query: URLSearchParams) => PostPage): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/blogs', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return asked;
}

/** A query as a plain object, for comparing with toEqual. */
export const queryOf = (query: URLSearchParams | undefined): Record<string, string> =>
  Object.fromEntries(query ?? []);

/** An uploaded image as the API describes it: `widths` in AVIF, WebP and JPEG (listed as the
 * API lists them), under /uploads/<name>-<width>.<format>. */
export function responsiveImage(
  name: string,
  {
    alt = 'A described image',
    widths = [480, 960, 1440],
  }: { alt?: string; widths?: number[] } = {},
): ResponsiveImage {
  const widest = widths[widths.length - 1]!;
  const heightAt = (width: number) => Math.round((width * 2) / 3);
  const variants = IMAGE_FORMATS.flatMap((format) =>
    widths.map((width) => ({
      url: `/uploads/${name}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
      width,
      height: heightAt(width),
      format,
    })),
  );
  return {
    alt,
    width: widest,
    height: heightAt(widest),
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants,
    social: { url: `/uploads/${name}-social.jpg`, width: 1200, height: 630, format: 'jpeg' },
  };
}
