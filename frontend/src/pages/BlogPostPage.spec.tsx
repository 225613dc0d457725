import { describe, expect, it, jest } from '@jest/globals';
import type { PostView } from '@site/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../../test/render-page.js';
import { errorAnswer, requests, server } from '../../test/server.js';
import BlogPostPage from './BlogPostPage.js';
import { SAMPLE_POST } from '../../test/sample-post.js';

const POST: PostView = {
  ...SAMPLE_POST,
  _id: '1',
  excerpt: 'x',
  content:
    '<h2>Shared hosting</h2><p onclick="alert(1)">Cheap.</p><img src="x" onerror="alert(2)"><script>alert(3)</script>',
  tags: [],
};

describe('BlogPostPage', () => {
  it("shows 'Loading post...', then the post with its content sanitised", async () => {
    server.use(http.get('/api/blogs/:slug', () => HttpResponse.json(POST)));
    const { container } = renderPage(BlogPostPage, '/blog/choosing-a-hosting-plan', '/blog/:slug');
    expect(screen.getByText('Loading post...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/blogs/choosing-a-hosting-plan']);
    expect(screen.getByText('1 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/4 min read/)).toBeInTheDocument();
    expect(container.querySelector('.blog-post__image')).toHaveAttribute('src', '/uploads/k.png');
    expect(screen.getByRole('heading', { level: 2, name: 'Shared hosting' })).toBeInTheDocument();
    const html = container.querySelector('.blog-post__content')!.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script|alert\(3\)/);
    expect(document.title).toContain(POST.title);
  });

  it.each([
    ['a 404', () => errorAnswer(404, 'Post not found')],
    ['a network failure', () => HttpResponse.error()],
  ])("shows 'Post not found.' on %s", async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/blogs/missing', answer));
    renderPage(BlogPostPage, '/blog/missing', '/blog/:slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found.' }),
    ).toBeInTheDocument();
  });
});
