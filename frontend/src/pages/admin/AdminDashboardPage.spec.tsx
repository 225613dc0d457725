import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  IMAGE_TYPE_MESSAGE,
  type PostPage,
  type PostSummary,
  type PostView,
  SLUG_PATTERN,
} from '@site/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { responsiveImage } from '../../../test/blog-fixtures.js';
import { renderRoute } from '../../../test/render-route.js';
import {
  errorAnswer,
  holdRequest,
  requests,
  type SentRequest,
  server,
} from '../../../test/server.js';
import { SAMPLE_POST } from '../../../test/sample-post.js';
import { openHtmlView } from '../../features/admin/editor/editor-harness.js';

const POST = SAMPLE_POST;

const summaryOf = ({ content: _content, ...summary }: PostView): PostSummary => summary;

/** `count` posts as the list sends them, newest first: 'Post 1' … */
const manyPosts = (count: number): PostSummary[] =>
  Array.from({ length: count }, (_, index) => ({
    ...summaryOf(POST),
    _id: `p${index + 1}`,
    title: `Post ${index + 1}`,
    slug: `post-${index + 1}`,
  }));

/** Answers GET /api/blogs from `posts` as the API pages and searches them (a title match
 * stands in for the search); each request's query and Authorization header are kept. */
function answerList(posts: PostSummary[]) {
  const asked: URLSearchParams[] = [];
  const authorizations: (string | null)[] = [];
  server.use(
    http.get('/api/blogs', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      authorizations.push(request.headers.get('Authorization'));
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const q = query.get('q')?.toLowerCase();
      const matching = q ? posts.filter((post) => post.title.toLowerCase().includes(q)) : posts;
      return HttpResponse.json<PostPage>({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
  );
  return { asked, authorizations };
}

const listCalls = () => requests().filter((request) => request === 'GET /api/blogs').length;

/** The request's own upload target. (MSW puts a proxy on `upload` that passes listeners on but
 * not dispatchEvent, so it is read through the prototype's getter.) */
function uploadOf(request: XMLHttpRequest): XMLHttpRequestUpload {
  return Reflect.get(XMLHttpRequest.prototype, 'upload', request);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  answerList([summaryOf(POST)]);
  server.use(
    http.get('/api/blogs/:slug', ({ params }) =>
      params.slug === POST.slug
        ? HttpResponse.json<PostView>(POST)
        : errorAnswer(404, 'Post not found'),
    ),
  );
});

async function openAdd() {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Add New Blog' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add New Blog' }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Title'), 'Hello World');
  await user.type(within(dialog).getByLabelText('Excerpt'), 'Short.');
  await user.type(await openHtmlView(user, dialog), '<p>Hi</p>');
  await user.type(within(dialog).getByLabelText('Read time'), '3 min read');
}

describe('/admin/dashboard', () => {
  it('shows a loading state, then the posts with title, slug, date, tags and a thumbnail', async () => {
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 2, name: POST.title });
    const row = title.closest('li')!;
    expect(row).toHaveTextContent('/choosing-a-hosting-plan');
    expect(row).toHaveTextContent('1 November 2026');
    expect(row).toHaveTextContent('Hosting');
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/k.png');
  });

  it('a thumbnail of an image made for the web offers its narrow JPEGs at 120 pixels', async () => {
    answerList([{ ...summaryOf(POST), images: responsiveImage('thumb') }]);
    renderRoute('/admin/dashboard');
    const title = await screen.findByRole('heading', { level: 2, name: POST.title });
    const thumbnail = title.closest('li')!.querySelector('img');
    expect(thumbnail).toHaveAttribute(
      'srcset',
      '/uploads/thumb-480.jpg 480w,/uploads/thumb-960.jpg 960w',
    );
    expect(thumbnail).toHaveAttribute('sizes', '120px');
    expect(thumbnail).toHaveAttribute('src', '/uploads/thumb-480.jpg');
  });

  it('has its own document title', async () => {
    document.title = '';
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: POST.title });
    expect(document.title).toMatch(/^Blog management \| /);
  });

  it('shows an empty state', async () => {
    answerList([]);
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('a 401 while loading clears the token and goes to the login page', async () => {
    server.use(http.get('/api/blogs', () => errorAnswer(401, 'Your session has ended.')));
    renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens the add form empty and suggests the slug from the title until it is edited by hand', async () => {
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(document.body).toHaveClass('admin-modal-open');
    await user.type(within(dialog).getByLabelText('Title'), 'Five Basics: 2026!');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('five-basics-2026');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'my-own');
    await user.type(within(dialog).getByLabelText('Title'), ' more');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('my-own');
    await openHtmlView(user, dialog);
    for (const label of ['Title', 'Slug', 'Excerpt', 'Content (HTML)', 'Read time']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    const slug = within(dialog).getByLabelText('Slug');
    expect(slug).toHaveAttribute('pattern', SLUG_PATTERN.source);
    expect(() => new RegExp(`^(?:${SLUG_PATTERN.source})$`, 'v')).not.toThrow();
    await user.clear(slug);
    await user.type(slug, 'Not--a slug');
    expect(slug).toBeInvalid();
  });

  it('opens the edit form filled with the chosen post', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Edit ${POST.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(POST.title);
    expect(within(dialog).getByLabelText('Slug')).toHaveValue(POST.slug);
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('Hosting, Web');
    await user.type(within(dialog).getByLabelText('Title'), ' again');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue(POST.slug);
  });

  it('reads the post’s content with the token when Edit opens (the list has none)', async () => {
    let authorization: string | null = null;
    const content = '<h2>The whole post</h2><p>Only GET /api/blogs/{slug} sends this.</p>';
    server.use(
      http.get('/api/blogs/:slug', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json<PostView>({ ...POST, content });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Edit ${POST.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    expect(await openHtmlView(user, dialog)).toHaveValue(content);
    expect(requests()).toEqual(['GET /api/blogs', `GET /api/blogs/${POST.slug}`]);
    expect(authorization).toMatch(/^Bearer /);
  });

  it('a post gone before Edit opens: the server’s message, no dialog, the list read again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/blogs/:slug', () => errorAnswer(404, 'Post not found')));
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Edit ${POST.title}` }));
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it("saves: 'Saving...' with the upload percentage, then closes the modal and reloads the list", async () => {
    const { sent: saved, answer } = holdRequest('post', '/api/blogs', () =>
      HttpResponse.json<PostView>({ ...POST, _id: 'p2', title: 'Hello World' }, { status: 201 }),
    );
    // The page's XMLHttpRequest, to report upload progress as the browser would.
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), image);
    expect(within(dialog).getByAltText('Preview of the post image')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.type(within(dialog).getByLabelText(/Image description/), 'A laptop on a desk');
    const loadsBefore = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(saved).toHaveLength(1));
    const [save] = saved as [SentRequest];
    expect(save.method).toBe('POST');
    expect(save.path).toBe('/api/blogs');
    expect(save.authorization).toMatch(/^Bearer /);
    expect(save.form.get('slug')).toBe('hello-world');
    expect(save.form.get('image')).toBeInstanceOf(File);
    expect(save.form.get('imageAlt')).toBe('A laptop on a desk');
    expect(save.form.get('imageDecorative')).toBe('false');
    act(() => {
      uploadOf(open.mock.contexts[0] as XMLHttpRequest).dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded: 42, total: 100 }),
      );
    });
    expect(await within(dialog).findByText(/Uploading image: 42%/)).toBeInTheDocument();

    answer.open();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls()).toBe(loadsBefore + 1));
    expect(document.body).not.toHaveClass('admin-modal-open');
  });

  it('an edit saves with PUT to the post’s own address', async () => {
    let path = '';
    server.use(
      http.put('/api/blogs/:id', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json<PostView>(POST);
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Edit ${POST.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(path).toBe('/api/blogs/p1');
  });

  it('a failed save shows the server’s message and keeps the modal and what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { answer } = holdRequest('post', '/api/blogs', () =>
      errorAnswer(409, 'A post with this slug already exists. Please choose another slug.'),
    );
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    answer.open();
    expect(
      await screen.findByText('A post with this slug already exists. Please choose another slug.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Blog' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Hello World');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses a file that is not an image, with the server’s message, and sends none', async () => {
    const { sent: saved, answer } = holdRequest('post', '/api/blogs', () =>
      HttpResponse.json<PostView>(POST, { status: 201 }),
    );
    answer.open();
    const { user, dialog } = await openAdd();
    const input = within(dialog).getByLabelText('Image');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    expect(within(dialog).queryByAltText('Preview of the post image')).not.toBeInTheDocument();

    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.form.get('image')).toBeNull();
  });

  it('the Preview tab shows the content sanitised, as the public page renders it', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText('Title'), 'Preview me');
    const content = await openHtmlView(user, dialog);
    await user.click(content);
    await user.paste('<h2>Heading</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Heading' })).toBeInTheDocument();
    const html = panel.querySelector('.blog-post__content')!.innerHTML;
    expect(html).not.toMatch(/onerror|<script/);
    expect(within(dialog).getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('the close button and Escape close the modal', async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add New Blog' }));
    const again = await screen.findByRole('dialog');
    act(() => {
      again.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('delete asks for confirmation, then deletes with the bearer token and reloads the list', async () => {
    let authorization: string | null = null;
    server.use(
      http.delete('/api/blogs/:id', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Delete ${POST.title}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this blog?');
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(requests()).toEqual(['GET /api/blogs', 'DELETE /api/blogs/p1', 'GET /api/blogs']);
    expect(authorization).toMatch(/^Bearer /);
  });

  it('a cancelled delete calls nothing', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Delete ${POST.title}` }));
    expect(requests()).toEqual(['GET /api/blogs']);
  });

  it('asks for one page of summaries with the token, and shows the total', async () => {
    const { asked, authorizations } = answerList(manyPosts(3));
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('3 posts')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({
      page: '1',
      pageSize: '20',
      fields: 'summary',
    });
    expect(authorizations).toEqual([expect.stringMatching(/^Bearer /)]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
    ]);
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next, showing "Page n of m"', async () => {
    const { asked } = answerList(manyPosts(45));
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Post 1' })).toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 21' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3');
    expect(asked.at(-1)!.get('page')).toBe('2');

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 45' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    const last = screen.getByRole('navigation', { name: 'Pages' });
    expect(last).toHaveTextContent('Page 3 of 3');
    expect(within(last).getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(last).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 21' })).toBeInTheDocument();
    expect(asked.map((query) => query.get('page'))).toEqual(['1', '2', '3', '2']);
  });

  it('a page past the end (the last post of it deleted, an old link) shows the last page', async () => {
    const { asked } = answerList(manyPosts(25));
    renderRoute('/admin/dashboard?page=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 21' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2');
    expect(asked.map((query) => query.get('page'))).toEqual(['9', '2']);
  });

  it('searches with q from the first page, says when nothing matches, and clears', async () => {
    const { asked } = answerList([
      ...manyPosts(30),
      { ...summaryOf(POST), _id: 'x', title: 'Hosting for shops', slug: 'hosting-for-shops' },
    ]);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard?page=2');
    await screen.findByRole('heading', { level: 2, name: 'Post 21' });

    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(search).toHaveAttribute('maxLength', '200');
    await user.type(search, '  hosting  {Enter}');
    expect(await screen.findByText('1 post found for “hosting”')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hosting for shops',
    ]);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      page: '1',
      pageSize: '20',
      fields: 'summary',
      q: 'hosting',
    });

    await user.clear(screen.getByRole('searchbox', { name: 'Search posts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'kubernetes{Enter}');
    expect(await screen.findByText('No posts match “kubernetes”.')).toBeInTheDocument();
    expect(screen.queryByText('No blog posts yet.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('31 posts')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    expect(asked.at(-1)!.get('q')).toBeNull();
  });
});
