import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SpiedFunction } from 'jest-mock';
import { fakeToken } from '../../../test/admin-token.js';
import { jsonResponse, urlOf } from '../../../test/render-page.js';
import { renderRoute } from '../../../test/render-route.js';

const POST = {
  _id: 'p1',
  title: 'Choosing a hosting plan',
  slug: 'choosing-a-hosting-plan',
  excerpt: 'Shared or VPS.',
  content: '<p>Body</p>',
  readTime: '4 min read',
  tags: ['Hosting', 'Web'],
  image: 'uploads/k.png',
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** Stands in for the browser's XMLHttpRequest: the test decides when and how a save answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const originalXhr = globalThis.XMLHttpRequest;
let fetchMock: SpiedFunction<typeof fetch>;
const listCalls = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) => urlOf(input) === '/api/blogs' && !init?.method?.match(/DELETE/),
  ).length;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  FakeXhr.last = null;
  fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) =>
      Promise.resolve(
        init?.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, [POST]),
      ),
    );
});
afterEach(() => {
  globalThis.XMLHttpRequest = originalXhr;
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
  await user.type(within(dialog).getByLabelText('Content (HTML)'), '<p>Hi</p>');
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

  it('shows an empty state', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
  });

  it('a 401 while loading clears the token and goes to the login page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Your session has ended.' }));
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
    for (const label of ['Title', 'Slug', 'Excerpt', 'Content (HTML)', 'Read time']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
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

  it("saves: 'Saving...' with the upload percentage, then closes the modal and reloads the list", async () => {
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), image);
    expect(within(dialog).getByAltText('Preview of the post image')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const loadsBefore = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/blogs');
    expect(xhr.headers.Authorization).toMatch(/^Bearer /);
    expect(xhr.body?.get('slug')).toBe('hello-world');
    expect(xhr.body?.get('image')).toBeInstanceOf(File);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
    expect(await within(dialog).findByText(/Uploading image: 42%/)).toBeInTheDocument();

    act(() => xhr.answer(201, { ...POST, _id: 'p2', title: 'Hello World' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls()).toBe(loadsBefore + 1));
    expect(document.body).not.toHaveClass('admin-modal-open');
  });

  it('a failed save shows the server’s message and keeps the modal and what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    act(() =>
      FakeXhr.last!.answer(409, {
        message: 'A post with this slug already exists. Please choose another slug.',
      }),
    );
    expect(
      await screen.findByText('A post with this slug already exists. Please choose another slug.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Blog' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Hello World');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses a file that is not an image', async () => {
    const { user, dialog } = await openAdd();
    const input = within(dialog).getByLabelText('Image');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(user).toBeDefined();
  });

  it('the Preview tab shows the content sanitised, as the public page renders it', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText('Title'), 'Preview me');
    const content = within(dialog).getByLabelText('Content (HTML)');
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
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Delete ${POST.title}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this blog?');
    await waitFor(() => expect(listCalls()).toBe(2));
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(urlOf(deleteCall[0])).toBe('/api/blogs/p1');
    expect((deleteCall[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('a cancelled delete calls nothing', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: `Delete ${POST.title}` }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(listCalls()).toBe(1);
  });
});
