import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  type AdminPost,
  type AdminPostPage,
  type AdminPostSummary,
  IMAGE_TYPE_MESSAGE,
  POST_FILTERS,
  type PostFilter,
  type PostView,
  PUBLISHING,
  SLUG_PATTERN,
} from '@site/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { fakeToken } from '../../../test/admin-token.js';
import { responsiveImage } from '../../../test/blog-fixtures.js';
import { renderRoute } from '../../../test/render-route.js';
import {
  errorAnswer,
  gate,
  holdRequest,
  requests,
  type SentRequest,
  server,
} from '../../../test/server.js';
import { SAMPLE_POST } from '../../../test/sample-post.js';
import { App } from '../../app/App.js';
import { openHtmlView } from '../../features/admin/editor/editor-harness.js';

/** The sample post as the admin's API sends it: published on 1 November 2026, 14:00 in Karachi. */
const POST: AdminPost = {
  ...SAMPLE_POST,
  status: 'published',
  publishedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  deletedAt: null,
};

const summaryOf = ({ content: _content, ...summary }: AdminPost): AdminPostSummary => summary;

/** `count` posts as the list sends them, last edited first: 'Post 1' … */
const manyPosts = (count: number, overrides: Partial<AdminPostSummary> = {}): AdminPostSummary[] =>
  Array.from({ length: count }, (_, index) => ({
    ...summaryOf(POST),
    _id: `p${index + 1}`,
    title: `Post ${index + 1}`,
    slug: `post-${index + 1}`,
    ...overrides,
  }));

const inFilter = (post: AdminPostSummary, filter: PostFilter | null) =>
  filter === 'trash'
    ? post.deletedAt !== null
    : post.deletedAt === null && (filter === null || post.status === filter);

/** Answers GET /api/admin/posts from `posts` as the API filters, sorts (by title; the other
 * orders keep the given one), searches (a title match stands in) and pages them, with every
 * filter's count; each request's query and Authorization header are kept. */
function answerList(posts: AdminPostSummary[]) {
  const asked: URLSearchParams[] = [];
  const authorizations: (string | null)[] = [];
  server.use(
    http.get('/api/admin/posts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      authorizations.push(request.headers.get('Authorization'));
      const page = Number(query.get('page'));
      const pageSize = PUBLISHING.adminPageSize;
      const q = query.get('q')?.toLowerCase();
      const filter = query.get('status') as PostFilter | null;
      let matching = posts.filter(
        (post) => inFilter(post, filter) && (!q || post.title.toLowerCase().includes(q)),
      );
      if (query.get('sort') === 'title') {
        matching = matching.toSorted((a, b) => a.title.localeCompare(b.title));
      }
      const count = (one: PostFilter) => posts.filter((post) => inFilter(post, one)).length;
      return HttpResponse.json<AdminPostPage>({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        counts: {
          draft: count('draft'),
          scheduled: count('scheduled'),
          published: count('published'),
          trash: count('trash'),
        },
      });
    }),
  );
  return { asked, authorizations };
}

const listCalls = () => requests().filter((request) => request === 'GET /api/admin/posts').length;

/** The request's own upload target. (MSW puts a proxy on `upload` that passes listeners on but
 * not dispatchEvent, so it is read through the prototype's getter.) */
function uploadOf(request: XMLHttpRequest): XMLHttpRequestUpload {
  return Reflect.get(XMLHttpRequest.prototype, 'upload', request);
}

/** Shows the address and offers the browser's Back button. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The site at `path`, with the address shown and a Back button. */
function renderWithAddress(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <AddressBar />
    </MemoryRouter>,
  );
  return () => screen.getByRole('status', { name: 'Address' }).textContent;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  answerList([summaryOf(POST)]);
  server.use(
    http.get('/api/admin/posts/:id', ({ params }) =>
      params.id === POST._id
        ? HttpResponse.json<AdminPost>(POST)
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
  it('shows a loading state, then the posts with title, slug, status, date, tags and a thumbnail', async () => {
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 2, name: POST.title });
    const row = title.closest('li')!;
    expect(row).toHaveTextContent('/choosing-a-hosting-plan');
    expect(row).toHaveTextContent('Published 1 Nov 2026');
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
    server.use(http.get('/api/admin/posts', () => errorAnswer(401, 'Your session has ended.')));
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
    await user.click(within(dialog).getByRole('radio', { name: 'Published' }));
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

  it('reads the post by id from the admin’s API with the token when Edit opens (a draft too)', async () => {
    const draft: AdminPost = { ...POST, _id: 'd1', status: 'draft', publishedAt: null };
    answerList([summaryOf(draft)]);
    let authorization: string | null = null;
    const content = '<h2>The whole post</h2><p>Only GET /api/admin/posts/{id} sends this.</p>';
    server.use(
      http.get('/api/admin/posts/:id', ({ request, params }) => {
        authorization = request.headers.get('Authorization');
        return params.id === 'd1'
          ? HttpResponse.json<AdminPost>({ ...draft, content })
          : errorAnswer(404, 'Post not found');
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Edit ${POST.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    expect(await openHtmlView(user, dialog)).toHaveValue(content);
    expect(requests()).toEqual(['GET /api/admin/posts', 'GET /api/admin/posts/d1']);
    expect(authorization).toMatch(/^Bearer /);
  });

  it('a post gone before Edit opens: the server’s message, no dialog, the list read again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/admin/posts/:id', () => errorAnswer(404, 'Post not found')));
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
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

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
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
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
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    answer.open();
    expect(
      await screen.findByText('A post with this slug already exists. Please choose another slug.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Blog' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Hello World');
    expect(within(dialog).getByRole('button', { name: 'Save draft' })).toBeEnabled();
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
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
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

  it('delete asks for confirmation, then moves the post to the trash with the bearer token, says so and reloads the list', async () => {
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
    expect(
      await screen.findByText('Moved to the trash. You can restore it for 30 days.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(requests()).toEqual([
      'GET /api/admin/posts',
      'DELETE /api/blogs/p1',
      'GET /api/admin/posts',
    ]);
    expect(authorization).toMatch(/^Bearer /);
  });

  it('a cancelled delete calls nothing', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Delete ${POST.title}` }));
    expect(requests()).toEqual(['GET /api/admin/posts']);
  });

  it('asks for one page of summaries with the token, and shows the total', async () => {
    const { asked, authorizations } = answerList(manyPosts(3));
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('3 posts')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', sort: 'updated' });
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
      sort: 'updated',
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

/** Two drafts, one scheduled post, three published and one in the trash. */
const MIXED: AdminPostSummary[] = [
  ...manyPosts(2, { status: 'draft', publishedAt: null }).map((post, index) => ({
    ...post,
    _id: `d${index + 1}`,
    title: `Draft ${index + 1}`,
    slug: `draft-${index + 1}`,
    updatedAt: '2026-11-24T10:15:00.000Z',
  })),
  {
    ...summaryOf(POST),
    _id: 's1',
    title: 'Coming soon',
    slug: 'coming-soon',
    status: 'scheduled',
    publishedAt: '2026-12-01T04:00:00.000Z',
  },
  ...manyPosts(3, { publishedAt: '2026-11-23T20:30:00.000Z' }),
  {
    ...summaryOf(POST),
    _id: 't1',
    title: 'Old news',
    slug: 'old-news',
    deletedAt: '2026-11-24T10:00:00.000Z',
  },
];

/** Holds DELETE /api/admin/posts/{id} until the test opens it. */
function holdDelete() {
  const answer = gate();
  server.use(
    http.delete('/api/admin/posts/:id', async () => {
      await answer.wait;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return answer;
}

const filters = () => screen.getByRole('navigation', { name: 'Filter posts' });
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const rowOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('/admin/dashboard: statuses, order and the trash', () => {
  it('one request per view: the filters with their counts (All = the three statuses)', async () => {
    answerList(MIXED);
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Draft 1' });
    expect(
      within(filters())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All (6)', 'Drafts (2)', 'Scheduled (1)', 'Published (3)', 'Trash (1)']);
    expect(within(filters()).getByRole('link', { name: 'All (6)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(titles()).toEqual(['Draft 1', 'Draft 2', 'Coming soon', 'Post 1', 'Post 2', 'Post 3']);
    expect(requests()).toEqual(['GET /api/admin/posts']);
  });

  it('each row has its status badge and the time that matters, in Karachi time', async () => {
    answerList(MIXED);
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Draft 1' });
    expect(within(rowOf('Draft 1')).getByText('Draft')).toHaveClass('admin-badge--draft');
    expect(rowOf('Draft 1')).toHaveTextContent('Last edited 24 Nov 2026, 15:15 (PKT)');
    expect(within(rowOf('Coming soon')).getByText('Scheduled')).toHaveClass(
      'admin-badge--scheduled',
    );
    expect(rowOf('Coming soon')).toHaveTextContent('Scheduled for 1 Dec 2026, 09:00 (PKT)');
    expect(within(rowOf('Post 1')).getByText('Published')).toHaveClass('admin-badge--published');
    // 20:30 UTC on the 23rd is the 24th in Karachi.
    expect(rowOf('Post 1')).toHaveTextContent('Published 24 Nov 2026');
  });

  it('a post without the time that matters says “Date unavailable”', async () => {
    answerList([{ ...summaryOf(POST), publishedAt: null }]);
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: POST.title });
    expect(rowOf(POST.title)).toHaveTextContent('Date unavailable');
  });

  it('a filter, an order and a search go into the address and the request; Back returns', async () => {
    const extras = manyPosts(30, { status: 'draft', publishedAt: null }).map((post, index) => ({
      ...post,
      _id: `x${index + 1}`,
      title: `Extra ${index + 1}`,
    }));
    const { asked } = answerList([...extras, ...MIXED]);
    const user = userEvent.setup();
    const address = renderWithAddress('/admin/dashboard?page=2');
    await screen.findByRole('heading', { level: 2, name: 'Extra 21' });

    await user.click(within(filters()).getByRole('link', { name: /^Drafts/ }));
    await waitFor(() => expect(address()).toBe('/admin/dashboard?status=draft'));
    await waitFor(() => expect(titles()[0]).toBe('Extra 1'));
    expect(within(filters()).getByRole('link', { name: 'Drafts (32)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      page: '1',
      status: 'draft',
      sort: 'updated',
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title');
    await waitFor(() => expect(address()).toBe('/admin/dashboard?status=draft&sort=title'));
    await waitFor(() => expect(titles()[0]).toBe('Draft 1'));
    expect(asked.at(-1)!.get('sort')).toBe('title');

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'draft{Enter}');
    await waitFor(() => expect(address()).toBe('/admin/dashboard?status=draft&sort=title&q=draft'));
    expect(await screen.findByText('2 posts found for “draft”')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      page: '1',
      status: 'draft',
      sort: 'title',
      q: 'draft',
    });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('/admin/dashboard?status=draft&sort=title'));
    expect(await screen.findByText('32 posts')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('/admin/dashboard?page=2'));
    expect(await screen.findByText('36 posts')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('updated');
    expect(within(filters()).getByRole('link', { name: /^All/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a reload keeps the view: every part of the address is asked for and shown', async () => {
    const { asked } = answerList(MIXED);
    renderRoute('/admin/dashboard?status=published&sort=published&q=post&page=1');
    expect(await screen.findByText('3 posts found for “post”')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({
      page: '1',
      status: 'published',
      sort: 'published',
      q: 'post',
    });
    expect(asked).toHaveLength(1);
    expect(screen.getByLabelText('Sort by')).toHaveValue('published');
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('post');
    expect(within(filters()).getByRole('link', { name: 'Published (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('an empty filter says so in its own words', async () => {
    answerList(manyPosts(2));
    renderRoute('/admin/dashboard?status=trash');
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(screen.queryByText('No blog posts yet.')).not.toBeInTheDocument();
  });

  it('the Trash: rows say when they are purged, with Restore and Delete forever, no Edit', async () => {
    answerList(MIXED);
    renderRoute('/admin/dashboard?status=trash');
    await screen.findByRole('heading', { level: 2, name: 'Old news' });
    const row = rowOf('Old news');
    expect(within(row).getByText('In trash')).toHaveClass('admin-badge--trash');
    expect(row).toHaveTextContent('Trashed 24 Nov 2026 · purged after 30 days');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore Old news', 'Delete forever Old news']);
  });

  it('Restore takes the post out of the trash with the token, says so and reads the list again', async () => {
    let authorization: string | null = null;
    server.use(
      http.post('/api/admin/posts/:id/restore', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json<AdminPost>({ ...POST, _id: 't1' });
      }),
    );
    answerList(MIXED);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard?status=trash');
    await user.click(await screen.findByRole('button', { name: 'Restore Old news' }));
    expect(await screen.findByText('Restored “Old news”.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(requests()).toEqual([
      'GET /api/admin/posts',
      'POST /api/admin/posts/t1/restore',
      'GET /api/admin/posts',
    ]);
    expect(authorization).toMatch(/^Bearer /);
  });

  it('Delete forever asks its own question, then deletes for good; cancelled, it calls nothing', async () => {
    server.use(http.delete('/api/admin/posts/:id', () => new HttpResponse(null, { status: 204 })));
    answerList(MIXED);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard?status=trash');
    await user.click(await screen.findByRole('button', { name: 'Delete forever Old news' }));
    expect(confirm).toHaveBeenCalledWith('Delete this post for good? This cannot be undone.');
    expect(requests()).toEqual(['GET /api/admin/posts']);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete forever Old news' }));
    expect(await screen.findByText('Deleted for good.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(requests()).toEqual([
      'GET /api/admin/posts',
      'DELETE /api/admin/posts/t1',
      'GET /api/admin/posts',
    ]);
  });

  it('a refused action shows the server’s message and reads the list again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/admin/posts/:id/restore', () =>
        errorAnswer(409, 'A post with this slug already exists. Please choose another slug.'),
      ),
    );
    answerList(MIXED);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard?status=trash');
    await user.click(await screen.findByRole('button', { name: 'Restore Old news' }));
    expect(
      await screen.findByText('A post with this slug already exists. Please choose another slug.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('the buttons wait while an action is under way', async () => {
    const answer = holdDelete();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    answerList(MIXED);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard?status=trash');
    await user.click(await screen.findByRole('button', { name: 'Delete forever Old news' }));
    expect(screen.getByRole('button', { name: 'Restore Old news' })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(screen.getByRole('button', { name: 'Restore Old news' })).toBeEnabled();
  });

  it('every filter the API knows has a link', () => {
    renderRoute('/admin/dashboard');
    const links = within(screen.getByRole('navigation', { name: 'Filter posts' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      ...POST_FILTERS.map((filter) => `/admin/dashboard?status=${filter}`),
    ]);
  });
});
