import { describe, expect, it, jest } from '@jest/globals';
import type { PostNeighbours, PostView } from '@site/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { responsiveImage, summary } from '../../test/blog-fixtures.js';
import { renderPage } from '../../test/render-page.js';
import { SAMPLE_POST } from '../../test/sample-post.js';
import { errorAnswer, requests, server } from '../../test/server.js';
import { IMAGE_SIZES } from '../lib/responsive-image.js';
import BlogPostPage from './BlogPostPage.js';

const POST: PostView = {
  ...SAMPLE_POST,
  _id: '1',
  excerpt: 'x',
  content:
    '<h2>Shared hosting</h2><p onclick="alert(1)">Cheap.</p><img src="x" onerror="alert(2)"><script>alert(3)</script>',
  tags: [],
};

const NO_NEIGHBOURS: PostNeighbours = { related: [] };

/** Answers the post at `slug` and its /related. The page remembers each address's answer
 * (features/blog/blog-data.ts), so every test here reads posts of its own. */
function answerPost(post: PostView, neighbours: PostNeighbours = NO_NEIGHBOURS) {
  server.use(
    http.get(`/api/blogs/${post.slug}`, () => HttpResponse.json(post)),
    http.get(`/api/blogs/${post.slug}/related`, () => HttpResponse.json(neighbours)),
  );
}

const renderPost = (slug: string) => renderPage(BlogPostPage, `/blog/${slug}`, '/blog/:slug');

describe('BlogPostPage', () => {
  it("shows 'Loading post...', then the post with its content sanitised", async () => {
    answerPost(POST);
    const { container } = renderPost(POST.slug);
    expect(screen.getByText('Loading post...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(requests().sort()).toEqual([
      'GET /api/blogs/choosing-a-hosting-plan',
      'GET /api/blogs/choosing-a-hosting-plan/related',
    ]);
    expect(screen.getByText('1 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/4 min read/)).toBeInTheDocument();
    expect(container.querySelector('.blog-post__image')).toHaveAttribute('src', '/uploads/k.png');
    expect(screen.getByRole('heading', { level: 2, name: 'Shared hosting' })).toBeInTheDocument();
    const html = container.querySelector('.blog-post__content')!.innerHTML;
    expect(html).toContain('Cheap.');
    expect(html).not.toMatch(/onclick|onerror|<script|alert\(3\)/);
    expect(document.title).toContain(POST.title);
    // Nothing to show around a post that has no neighbours.
    expect(screen.queryByRole('navigation', { name: 'More posts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Related posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('draws its cover made for the web at once, sized for the page, the images in its content and the related cards', async () => {
    const inContent =
      '<picture><source type="image/avif" srcset="/uploads/in-480.avif 480w" sizes="100vw">' +
      '<img src="/uploads/in-480.jpg" srcset="/uploads/in-480.jpg 480w" sizes="100vw" width="480" height="320" alt="A chart" loading="lazy"></picture>';
    answerPost(
      {
        ...POST,
        slug: 'with-cover',
        image: 'uploads/cover-1440.jpg',
        images: responsiveImage('cover', { alt: 'The server room' }),
        content: `<p>Before.</p>${inContent}`,
      },
      {
        related: [
          summary({
            slug: 'related-described',
            title: 'Related described',
            images: responsiveImage('related'),
          }),
        ],
      },
    );
    const { container } = renderPost('with-cover');
    const cover = await screen.findByRole('img', { name: 'The server room' });
    expect(cover.closest('.blog-post__image')).toHaveClass('responsive-image');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('sizes', IMAGE_SIZES.post);
    expect(cover).toHaveAttribute('width', '1440');
    expect(cover).toHaveAttribute('height', '960');

    const content = container.querySelector('.blog-post__content')!;
    expect(content.innerHTML).toContain(inContent);
    expect(within(content as HTMLElement).getByRole('img', { name: 'A chart' })).toHaveAttribute(
      'loading',
      'lazy',
    );

    const related = screen.getByRole('img', { name: 'A described image' });
    expect(related).toHaveAttribute('sizes', IMAGE_SIZES.relatedCard);
    expect(related).toHaveAttribute('loading', 'lazy');
  });

  it('shows when the post was published (not written), and when it was updated on a later day', async () => {
    answerPost({
      ...POST,
      slug: 'updated-later',
      // Written as a draft in October, published in November.
      createdAt: '2026-10-12T08:00:00.000Z',
      publishedAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-20T16:30:00.000Z',
    });
    renderPost('updated-later');
    const published = await screen.findByText('Published');
    expect(published).toHaveTextContent('Published 1 November 2026');
    expect(published.querySelector('time')).toHaveAttribute('dateTime', '2026-11-01T09:00:00.000Z');
    const updated = screen.getByText('Updated');
    expect(updated).toHaveTextContent('Updated 20 November 2026');
    expect(updated.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T16:30:00.000Z');
  });

  it('says nothing about an update made on the day of publishing', async () => {
    answerPost({
      ...POST,
      slug: 'updated-same-day',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T15:00:00.000Z',
    });
    renderPost('updated-same-day');
    expect(await screen.findByText('Published')).toHaveTextContent('Published 1 November 2026');
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
  });

  it("links its tags and leads to the service of a tag that has one ('Web Development')", async () => {
    answerPost({ ...POST, slug: 'with-service', tags: ['Hosting', 'Web Development', '日本'] });
    renderPost('with-service');
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Hosting' })).toHaveAttribute(
      'href',
      '/blog/tag/hosting',
    );
    expect(within(tags).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/blog/tag/web-development',
    );
    expect(within(tags).getByText('日本').closest('a')).toBeNull();

    const cta = screen.getByRole('complementary', { name: 'Our service' });
    expect(
      within(cta).getByRole('link', { name: 'See our Website Development service' }),
    ).toHaveAttribute('href', '/services/website-development');
  });

  it('has no call to action when no tag maps to a service', async () => {
    answerPost({ ...POST, slug: 'no-service', tags: ['Hosting', 'Web'] });
    renderPost('no-service');
    expect(await screen.findByRole('list', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Our service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^See our/ })).not.toBeInTheDocument();
  });

  it('links the previous and next posts and shows the related posts; a link opens that post', async () => {
    const previous = summary({ slug: 'older-post', title: 'An older post' });
    const next = summary({ slug: 'newer-post', title: 'A newer post' });
    const related = [
      summary({ slug: 'related-1', title: 'Related one', tags: ['Hosting'] }),
      summary({ slug: 'related-2', title: 'Related two' }),
      summary({ slug: 'related-3', title: 'Related three' }),
    ];
    answerPost({ ...POST, slug: 'in-the-middle' }, { related, previous, next });
    answerPost({ ...POST, slug: 'newer-post', title: 'A newer post' });
    const user = userEvent.setup();
    renderPost('in-the-middle');

    const more = await screen.findByRole('navigation', { name: 'More posts' });
    const before = within(more).getByRole('link', { name: /Previous post/ });
    expect(before).toHaveTextContent('Previous postAn older post');
    expect(before).toHaveAttribute('href', '/blog/older-post');
    expect(before).toHaveAttribute('rel', 'prev');
    const after = within(more).getByRole('link', { name: /Next post/ });
    expect(after).toHaveTextContent('Next postA newer post');
    expect(after).toHaveAttribute('href', '/blog/newer-post');
    expect(after).toHaveAttribute('rel', 'next');

    const section = screen
      .getByRole('heading', { level: 2, name: 'Related posts' })
      .closest('section')!;
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Related one',
      'Related two',
      'Related three',
    ]);
    expect(within(section).getByRole('link', { name: 'Related one' })).toHaveAttribute(
      'href',
      '/blog/related-1',
    );
    expect(within(section).getByRole('link', { name: 'Hosting' })).toHaveAttribute(
      'href',
      '/blog/tag/hosting',
    );

    await user.click(after);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A newer post' }),
    ).toBeInTheDocument();
    expect(requests()).toContain('GET /api/blogs/newer-post/related');
  });

  it.each([
    ['a 404', () => errorAnswer(404, 'Post not found')],
    ['a network failure', () => HttpResponse.error()],
  ])("shows 'Post not found.' on %s", async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/blogs/missing', answer),
      http.get('/api/blogs/missing/related', answer),
    );
    renderPost('missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });
});
