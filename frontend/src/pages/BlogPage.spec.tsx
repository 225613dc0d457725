import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  answerLists,
  postPage,
  queryOf,
  responsiveImage,
  summaries,
  summary,
} from '../../test/blog-fixtures.js';
import { requests, server } from '../../test/server.js';
import { DEFAULT_POST_IMAGE } from '../lib/post-image.js';
import { IMAGE_SIZES } from '../lib/responsive-image.js';
import { routes } from '../lib/routes.js';
import BlogPage from './BlogPage.js';

const LIST_PATTERNS = [
  ...routes.blog.patterns,
  ...routes.blogTag.patterns,
  ...routes.blogSearch.patterns,
];

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

/** The blog's list routes as the app has them (one page, told its pattern), at `path`. The page
 * remembers each address's answer for the session (features/blog/blog-data.ts), so every test
 * here uses addresses of its own. */
function renderBlog(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {LIST_PATTERNS.map((pattern) => (
          <Route key={pattern} path={pattern} element={<BlogPage pattern={pattern} />} />
        ))}
        <Route path="/blog/:slug" element={<p>a post</p>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const SUMMARY_QUERY = { pageSize: '12', fields: 'summary' };

const pagination = () => screen.getByRole('navigation', { name: 'Pages' });

describe('BlogPage', () => {
  it('shows a loading state, then each post with image, title, excerpt, date, read time and tags', async () => {
    const asked = answerLists(() =>
      postPage([
        summary({
          title: 'With an upload',
          slug: 'with-upload',
          image: 'uploads/abc.png',
          tags: ['SEO', 'Web Development', '日本'],
        }),
        summary({ title: 'Without an image', slug: 'no-image', image: null }),
        summary({ title: 'Plain path', slug: 'plain', image: 'def.webp' }),
      ]),
    );
    renderBlog('/blog');
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
    expect(second.querySelector('img')).toHaveAttribute('src', DEFAULT_POST_IMAGE.src);
    expect(third.querySelector('img')).toHaveAttribute('src', '/uploads/def.webp');

    // Tags with a slug link to their page; one without ('日本') stays text.
    const tags = within(first).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'SEO' })).toHaveAttribute(
      'href',
      '/blog/tag/seo',
    );
    expect(within(tags).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/blog/tag/web-development',
    );
    expect(within(tags).getByText('日本')).not.toHaveAttribute('href');
    expect(within(tags).getByText('日本').closest('a')).toBeNull();
    expect(within(tags).getAllByRole('link')).toHaveLength(2);

    // One page of summaries; a single page has no page links and no count line.
    expect(requests()).toEqual(['GET /api/blogs']);
    expect(queryOf(asked[0])).toEqual({ page: '1', ...SUMMARY_QUERY });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Posts \d+ to/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('draws images made for the web as <picture>s sized for the grid: the first at once, the rest lazily', async () => {
    answerLists(() =>
      postPage([
        summary({
          title: 'First',
          slug: 'first-described',
          image: 'uploads/first-1440.jpg',
          images: responsiveImage('first', { alt: 'A shop front at dusk' }),
        }),
        summary({
          title: 'Second',
          slug: 'second-described',
          image: 'uploads/second-1440.jpg',
          images: responsiveImage('second', { alt: '' }),
        }),
        summary({ title: 'Old style', slug: 'old-style', image: 'uploads/old.png' }),
      ]),
    );
    renderBlog('/blog?images');
    const [first, second, old] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const picture = (card: HTMLElement) => card.querySelector('picture > img')!;
    expect(within(first).getByRole('img', { name: 'A shop front at dusk' })).toBe(picture(first));
    expect(picture(first)).toHaveAttribute('loading', 'eager');
    expect(picture(first)).toHaveAttribute('fetchpriority', 'high');
    expect(picture(first)).toHaveAttribute('sizes', IMAGE_SIZES.listCard);
    expect(picture(first)).toHaveAttribute('src', '/uploads/first-480.jpg');
    // A card is never wider than 328 CSS pixels: no variant over 960 pixels is offered.
    expect(first.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/uploads/first-480.avif 480w,/uploads/first-960.avif 960w',
    );
    expect(picture(first)).toHaveAttribute(
      'srcset',
      '/uploads/first-480.jpg 480w,/uploads/first-960.jpg 960w',
    );
    expect(picture(second)).toHaveAttribute('loading', 'lazy');
    expect(picture(second)).toHaveAttribute('alt', '');
    // A post whose image predates the variants draws it as before.
    expect(old.querySelector('picture')).toBeNull();
    expect(old.querySelector('img')).toHaveAttribute('src', '/uploads/old.png');
    expect(old.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the empty state when there are no posts', async () => {
    answerLists(() => postPage([]));
    renderBlog('/blog?utm_source=newsletter');
    expect(await screen.findByText('No posts yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('logs a failure and shows the empty state', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/blogs', () => HttpResponse.error()));
    renderBlog('/blog?utm_source=feed');
    expect(await screen.findByText('No posts yet. Please check back soon.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('/blog/page/2 asks for page 2 and links to the pages around it; a page link loads that page', async () => {
    const asked = answerLists((query) => {
      const page = Number(query.get('page'));
      return postPage(summaries(page === 4 ? 4 : 12, (page - 1) * 12 + 1), 40, page);
    });
    const user = userEvent.setup();
    renderBlog('/blog/page/2');
    expect(await screen.findByText('Posts 13 to 24 of 40.')).toBeInTheDocument();
    expect(queryOf(asked[0])).toEqual({ page: '2', ...SUMMARY_QUERY });
    expect(screen.getAllByRole('article')).toHaveLength(12);

    const nav = pagination();
    expect(within(nav).getByRole('link', { name: '← Previous' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: '← Previous' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Next →' })).toHaveAttribute(
      'href',
      '/blog/page/3',
    );
    expect(within(nav).getByRole('link', { name: 'Next →' })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/blog/page/4',
    );
    // The current page is marked, and is not a link to itself.
    const current = nav.querySelector('[aria-current="page"]');
    expect(current).toHaveTextContent('Page 2');
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Page 4' }));
    expect(await screen.findByText('Posts 37 to 40 of 40.')).toBeInTheDocument();
    expect(queryOf(asked[1])).toEqual({ page: '4', ...SUMMARY_QUERY });
    expect(screen.getByTestId('address')).toHaveTextContent('/blog/page/4');
    expect(pagination().querySelector('[aria-current="page"]')).toHaveTextContent('Page 4');
    expect(within(pagination()).queryByRole('link', { name: 'Next →' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it("a tag's page asks for the tag and names it as its posts write it", async () => {
    const asked = answerLists(() =>
      postPage(
        summaries(12).map((post) => ({ ...post, tags: ['Hosting', 'Web Development'] })),
        14,
      ),
    );
    renderBlog('/blog/tag/web-development');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts tagged “Web Development”' }),
    ).toBeInTheDocument();
    expect(queryOf(asked[0])).toEqual({ page: '1', tag: 'web-development', ...SUMMARY_QUERY });
    expect(screen.getByText('Posts 1 to 12 of 14.')).toBeInTheDocument();
    const nav = pagination();
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Page 1');
    expect(within(nav).queryByRole('link', { name: '← Previous' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Next →' })).toHaveAttribute(
      'href',
      '/blog/tag/web-development/page/2',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blog/tag/web-development/page/2',
    );
    expect(document.title).toContain('Web Development');
  });

  it.each([
    ['a tag no post has', '/blog/tag/no-such-tag', { page: '1', tag: 'no-such-tag' }, 0],
    ['a page past the last', '/blog/page/9', { page: '9' }, 40],
    ["a tag's page past its last", '/blog/tag/seo/page/3', { page: '3', tag: 'seo' }, 13],
  ])('%s shows the not-found content', async (_case, path, query, total) => {
    const asked = answerLists(() => postPage([], total));
    renderBlog(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(queryOf(asked[0])).toEqual({ ...query, ...SUMMARY_QUERY });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    '/blog/page/0',
    '/blog/page/abc',
    '/blog/page/01',
    '/blog/tag/seo/page/-1',
    '/blog/tag/Not%20A%20Slug',
    '/blog/search?q=seo&page=0',
  ])('%s (not a list) shows the not-found content without asking the API', async (path) => {
    renderBlog(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('the search page without words shows the form and asks nothing', async () => {
    renderBlog('/blog/search');
    await waitFor(() => expect(screen.queryByText('Loading posts...')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Search the blog' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/blog/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByLabelText('Search posts')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it.each([
    ['hosting', 2, '2 posts match “hosting”.'],
    ['vps', 1, '1 post matches “vps”.'],
    ['nothing here', 0, 'No posts match “nothing here”. Try other words.'],
  ])('a search for %p says how many posts match', async (q, count, text) => {
    const asked = answerLists(() => postPage(summaries(count), count));
    renderBlog(`/blog/search?${new URLSearchParams({ q })}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(queryOf(asked[0])).toEqual({ page: '1', q, ...SUMMARY_QUERY });
    expect(screen.queryAllByRole('article')).toHaveLength(count);
    expect(screen.getByLabelText('Search posts')).toHaveValue(q);
  });

  it('submitting the search form goes to /blog/search?q=… and shows the matches', async () => {
    const asked = answerLists(() => postPage([summary({ title: 'SEO for shops' })], 1));
    const user = userEvent.setup();
    renderBlog('/blog/search');
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('Search posts'), '  seo tips ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('1 post matches “seo tips”.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/blog/search?q=seo+tips');
    expect(queryOf(asked[0])).toEqual({ page: '1', q: 'seo tips', ...SUMMARY_QUERY });
    expect(screen.getByRole('link', { name: 'SEO for shops' })).toBeInTheDocument();
  });
});
