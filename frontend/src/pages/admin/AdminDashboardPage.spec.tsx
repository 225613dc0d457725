import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { IMAGE_TYPE_MESSAGE, type PostView, SLUG_PATTERN } from '@site/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { renderRoute } from '../../../test/render-route.js';
import { errorAnswer, gate, requests, server } from '../../../test/server.js';
import { SAMPLE_POST } from '../../../test/sample-post.js';

const POST = SAMPLE_POST;

const listCalls = () => requests().filter((request) => request === 'GET /api/blogs').length;

/** A save as the handler received it. */
interface Saved {
  method: string;
  path: string;
  authorization: string | null;
  form: FormData;
}

/** Answers POST /api/blogs once `answer` opens, with `reply`; what was sent lands in `saved`. */
function holdSave(reply: () => Response) {
  const answer = gate();
  const saved: Saved[] = [];
  server.use(
    http.post('/api/blogs', async ({ request }) => {
      saved.push({
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        form: await request.formData(),
      });
      await answer.wait;
      return reply();
    }),
  );
  return { saved, answer };
}

/** The request's own upload target. (MSW puts a proxy on `upload` that passes listeners on but
 * not dispatchEvent, so it is read through the prototype's getter.) */
function uploadOf(request: XMLHttpRequest): XMLHttpRequestUpload {
  return Reflect.get(XMLHttpRequest.prototype, 'upload', request);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  server.use(http.get('/api/blogs', () => HttpResponse.json<PostView[]>([POST])));
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

  it('has its own document title', async () => {
    document.title = '';
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: POST.title });
    expect(document.title).toMatch(/^Blog management \| /);
  });

  it('shows an empty state', async () => {
    server.use(http.get('/api/blogs', () => HttpResponse.json([])));
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
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

  it("saves: 'Saving...' with the upload percentage, then closes the modal and reloads the list", async () => {
    const { saved, answer } = holdSave(() =>
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
    const loadsBefore = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(saved).toHaveLength(1));
    const [save] = saved as [Saved];
    expect(save.method).toBe('POST');
    expect(save.path).toBe('/api/blogs');
    expect(save.authorization).toMatch(/^Bearer /);
    expect(save.form.get('slug')).toBe('hello-world');
    expect(save.form.get('image')).toBeInstanceOf(File);
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
    const { answer } = holdSave(() =>
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
    const { saved, answer } = holdSave(() => HttpResponse.json<PostView>(POST, { status: 201 }));
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
});
