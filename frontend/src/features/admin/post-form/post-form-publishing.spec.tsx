import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type AdminPost, type PostView, PUBLISHING_MESSAGES } from '@site/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { adminPost, dashboardHandlers } from '../../../../test/admin-posts.js';
import { fakeToken } from '../../../../test/admin-token.js';
import { renderRoute } from '../../../../test/render-route.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { errorAnswer, requests, server } from '../../../../test/server.js';
import { openHtmlView } from '../editor/editor-harness.js';

const PUBLISHED: PostView = { ...SAMPLE_POST, version: 3 };
/** Goes public on 1 December 2026 at 09:30 in Karachi. */
const SCHEDULED: PostView = {
  ...SAMPLE_POST,
  _id: 's1',
  slug: 'coming-soon',
  title: 'Coming soon',
  status: 'scheduled',
  publishedAt: '2026-12-01T04:30:00.000Z',
  version: 2,
};

/** A save as the handler received it: its method, path, If-Match and form. */
interface Save {
  method: string;
  path: string;
  ifMatch: string | null;
  form: FormData;
}

/** Answers POST /api/blogs and PUT /api/blogs/:id with `reply(save)`, keeping each save. */
function answerSaves(reply: (save: Save) => Response) {
  const saves: Save[] = [];
  const handle = async ({ request }: { request: Request }) => {
    const save: Save = {
      method: request.method,
      path: new URL(request.url).pathname,
      ifMatch: request.headers.get('If-Match'),
      form: await request.formData(),
    };
    saves.push(save);
    return reply(save);
  };
  server.use(http.post('/api/blogs', handle), http.put('/api/blogs/:id', handle));
  return saves;
}

/** The saves the Save button sent (an autosave of a draft may come first). */
const explicit = (saves: Save[]) => saves.filter(({ form }) => form.get('autosave') !== 'true');

const savedAs = (save: Save, changes: Partial<PostView> = {}) =>
  HttpResponse.json<PostView>(
    { ...PUBLISHED, _id: 'new1', title: save.form.get('title') as string, ...changes },
    { status: save.method === 'POST' ? 201 : 200 },
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  server.use(...dashboardHandlers([PUBLISHED, SCHEDULED]));
});

async function openAdd() {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Add New Blog' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add New Blog' }) };
}

async function openEdit(post: PostView) {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: `Edit ${post.title}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Blog' }) };
}

const status = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Status' });
const choose = (dialog: HTMLElement, name: 'Draft' | 'Scheduled' | 'Published') =>
  userEvent.click(within(status(dialog)).getByRole('radio', { name }));

describe('the post form: status', () => {
  it('a new post starts as a draft: "Save draft", and excerpt, content and read time may stay empty', async () => {
    const { user, dialog } = await openAdd();
    expect(within(status(dialog)).getByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await openHtmlView(user, dialog);
    for (const label of ['Excerpt', 'Content (HTML)', 'Read time']) {
      expect(within(dialog).getByLabelText(label)).not.toBeRequired();
    }
    expect(within(dialog).getByLabelText('Title')).toBeRequired();

    await choose(dialog, 'Published');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    for (const label of ['Excerpt', 'Content (HTML)', 'Read time']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    await choose(dialog, 'Scheduled');
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('a draft is saved with status=draft, no publish time, and its blanks', async () => {
    const saves = answerSaves((save) => savedAs(save, { status: 'draft', publishedAt: null }));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText('Title'), 'Half an idea');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(explicit(saves)).toHaveLength(1);
    const [save] = explicit(saves) as [Save];
    expect(save.form.get('title')).toBe('Half an idea');
    expect(save.form.get('status')).toBe('draft');
    expect(save.form.get('publishAt')).toBeNull();
    expect(save.form.get('excerpt')).toBe('');
    expect(save.form.get('content')).toBe('');
  });

  it('Scheduled asks for a date and time in Pakistan time and sends them as ISO with +05:00', async () => {
    const saves = answerSaves((save) => savedAs(save, { status: 'scheduled' }));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText('Title'), 'Launch day');
    await user.type(within(dialog).getByLabelText('Excerpt'), 'Soon.');
    await user.type(await openHtmlView(user, dialog), '<p>Soon</p>');
    await user.type(within(dialog).getByLabelText('Read time'), '1 min read');
    await choose(dialog, 'Scheduled');
    const date = within(dialog).getByLabelText('Publish date');
    const time = within(dialog).getByLabelText('Publish time');
    expect(date).toBeRequired();
    expect(time).toBeRequired();
    expect(date).toHaveAccessibleDescription('Pakistan time, PKT');
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    fireEvent.change(time, { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(explicit(saves)).toHaveLength(1));
    expect(explicit(saves)[0]!.form.get('status')).toBe('scheduled');
    expect(explicit(saves)[0]!.form.get('publishAt')).toBe('2026-12-01T09:00:00+05:00');
  });

  it('a scheduled post opens with its time in Karachi; a published one says when it went public', async () => {
    const { user, dialog } = await openEdit(SCHEDULED);
    expect(within(status(dialog)).getByRole('radio', { name: 'Scheduled' })).toBeChecked();
    expect(within(dialog).getByLabelText('Publish date')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('Publish time')).toHaveValue('09:30');
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `Edit ${PUBLISHED.title}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Blog' });
    const published = within(status(edit)).getByRole('radio', { name: 'Published' });
    expect(published).toBeChecked();
    expect(published).toHaveAccessibleDescription('Published 1 Nov 2026');
    expect(within(edit).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(within(edit).queryByLabelText('Publish date')).not.toBeInTheDocument();
  });
});

describe('the post form: edits made elsewhere', () => {
  it('every edit sends If-Match with the version the form opened', async () => {
    const saves = answerSaves((save) => savedAs(save, { _id: PUBLISHED._id, version: 4 }));
    const { user, dialog } = await openEdit(PUBLISHED);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ method: 'PUT', path: '/api/blogs/p1', ifMatch: '"3"' });
    expect(saves[0]!.form.get('status')).toBe('published');
  });

  it('a 409 keeps the form and what was typed, shows the server’s words, and Reload the post reads the stored version', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const saves = answerSaves(() => errorAnswer(409, PUBLISHING_MESSAGES.editedElsewhere));
    const { user, dialog } = await openEdit(PUBLISHED);
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'My better title');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(PUBLISHING_MESSAGES.editedElsewhere);
    expect(screen.getByRole('dialog', { name: 'Edit Blog' })).toBe(dialog);
    expect(title).toHaveValue('My better title');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
    // Shown once, in the form: no toast repeats it.
    expect(screen.getAllByText(PUBLISHING_MESSAGES.editedElsewhere)).toHaveLength(1);

    // Declined: nothing is read, the form stays as typed.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await user.click(within(alert).getByRole('button', { name: 'Reload the post' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(title).toHaveValue('My better title');

    const stored: AdminPost = adminPost({ ...PUBLISHED, title: 'Their title', version: 5 });
    server.use(http.get('/api/admin/posts/:id', () => HttpResponse.json<AdminPost>(stored)));
    confirm.mockReturnValueOnce(true);
    const reads = requests().length;
    await user.click(within(alert).getByRole('button', { name: 'Reload the post' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Edit Blog' })).not.toBe(dialog));
    expect(requests().slice(reads)).toEqual(['GET /api/admin/posts/p1']);
    const fresh = screen.getByRole('dialog', { name: 'Edit Blog' });
    expect(within(fresh).getByLabelText('Title')).toHaveValue('Their title');
    expect(within(fresh).queryByText(PUBLISHING_MESSAGES.editedElsewhere)).not.toBeInTheDocument();

    // The next save starts from the version just read.
    await user.click(within(fresh).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.ifMatch).toBe('"5"');
  });

  it('another 409 (a slug taken) is a toast, without Reload the post', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = 'A post with this slug already exists. Please choose another slug.';
    answerSaves(() => errorAnswer(409, taken));
    const { user, dialog } = await openEdit(PUBLISHED);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Reload the post' }),
    ).not.toBeInTheDocument();
  });
});
