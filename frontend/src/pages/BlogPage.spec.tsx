import { describe, expect, it, jest } from '@jest/globals';
import type { PostView } from '@site/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../../test/render-page.js';
import { requests, server } from '../../test/server.js';
import { DEFAULT_POST_IMAGE } from '../lib/post-image.js';
import BlogPage from './BlogPage.js';

const post = (overrides: Partial<PostView>): PostView => ({
  _id: overrides.slug ?? 'id',
  title: 'A post',
  slug: 'a-post',
  excerpt: 'What it is about.',
  content: '<p>Body</p>',
  readTime: '4 min read',
  tags: [],
  image: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

describe('BlogPage', () => {
  it('shows a loading state, then each post with image, title, excerpt, date, read time and tags', async () => {
    server.use(
      http.get('/api/blogs', () =>
        HttpResponse.json([
          post({
            title: 'With an upload',
            slug: 'with-upload',
            image: 'uploads/abc.png',
            tags: ['SEO', 'Web'],
          }),
          post({ title: 'Without an image', slug: 'no-image', image: null }),
          post({ title: 'Plain path', slug: 'plain', image: 'def.webp' }),
        ]),
      ),
    );
    renderPage(BlogPage, '/blog');
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'With an upload' })).toHaveAttribute(
      'href',
      '/blog/with-upload',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/abc.png');
    expect(within(first).getByText('5 March 2026')).toBeInTheDocument();
    expect(within(first).getByText(/4 min read/)).toBeInTheDocument();
    expect(within(first).getByText('What it is about.')).toBeInTheDocument();
    expect(within(first).getByText('SEO')).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', DEFAULT_POST_IMAGE.src);
    expect(third.querySelector('img')).toHaveAttribute('src', '/uploads/def.webp');
    expect(requests()).toEqual(['GET /api/blogs']);
  });

  it('shows the empty state when there are no posts', async () => {
    server.use(http.get('/api/blogs', () => HttpResponse.json([])));
    renderPage(BlogPage, '/blog');
    expect(await screen.findByText('No posts yet. Please check back soon.')).toBeInTheDocument();
  });

  it('logs a failure and shows the empty state', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/blogs', () => HttpResponse.error()));
    renderPage(BlogPage, '/blog');
    expect(await screen.findByText('No posts yet. Please check back soon.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
