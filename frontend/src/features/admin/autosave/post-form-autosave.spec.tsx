import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type AdminPost, type PostView, type Revision, type RevisionSummary } from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../../test/admin-token.js';
import { adminPost, dashboardHandlers } from '../../../../test/admin-posts.js';
import { renderRoute } from '../../../../test/render-route.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { requests, server } from '../../../../test/server.js';
import { stubLayout } from '../editor/editor-harness.js';
import { fieldsOf } from '../post-form/post-fields.js';
import { readCopy, writeCopy } from './browser-copy.js';

const DRAFT: PostView = {
  ...SAMPLE_POST,
  _id: 'd1',
  title: 'A draft',
  slug: 'a-draft',
  content: '<p>Draft text</p>',
  status: 'draft',
  publishedAt: null,
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

interface Sent {
  ifMatch: string | null;
  form: FormData;
}

/** Answers PUT /api/blogs/d1 as the server does (each save one version more). */
function answerPuts() {
  const sent: Sent[] = [];
  let version = DRAFT.version;
  server.use(
    http.put('/api/blogs/d1', async ({ request }) => {
      const form = await request.formData();
      sent.push({ ifMatch: request.headers.get('If-Match'), form });
      version += 1;
      return HttpResponse.json<PostView>({
        ...DRAFT,
        title: form.get('title') as string,
        version,
        updatedAt: new Date().toISOString(),
      });
    }),
  );
  return sent;
}

async function openDraft() {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: `Edit ${DRAFT.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
  const content = await within(dialog).findByRole('textbox', { name: 'Content' });
  return { user, dialog, content };
}

beforeAll(stubLayout);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  server.use(...dashboardHandlers([DRAFT]));
});

describe('autosave in the post form', () => {
  it('a draft is saved when a field loses focus; Save draft then sends the autosave’s version', async () => {
    const sent = answerPuts();
    const { user, dialog } = await openDraft();
    await user.type(within(dialog).getByLabelText('Title'), ' grows');
    await user.click(within(dialog).getByLabelText('Excerpt'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.ifMatch).toBe('"2"');
    expect(sent[0]!.form.get('autosave')).toBe('true');
    expect(sent[0]!.form.get('status')).toBe('draft');
    expect(await within(dialog).findByText(/^Saved \d\d:\d\d$/)).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.type(within(dialog).getByLabelText('Excerpt'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The click left the excerpt (an autosave), then the explicit save waited for it.
    expect(sent.map(({ ifMatch }) => ifMatch)).toEqual(['"2"', '"3"', '"4"']);
    expect(sent[2]!.form.get('autosave')).toBeNull();
    expect(readCopy('d1')).toBeNull();
  });

  it('a published post is not autosaved; leaving it asks first', async () => {
    const published = { ...DRAFT, status: 'published' as const, publishedAt: DRAFT.createdAt };
    server.use(...dashboardHandlers([published]));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { user, dialog } = await openDraft();
    await user.type(within(dialog).getByLabelText('Title'), ' edited');
    await user.click(within(dialog).getByLabelText('Excerpt'));
    expect(
      within(dialog).getByText('Changes are kept in this browser until you save.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Discard unsaved changes?');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(readCopy('d1')?.fields.title).toBe('A draft edited');

    confirm.mockReturnValueOnce(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCopy('d1')).toBeNull();
    expect(requests().filter((line) => line.startsWith('PUT'))).toEqual([]);
    confirm.mockRestore();
  });

  it('offers the browser copy when the post opens, and Restore puts it in the fields and the editor', async () => {
    writeCopy(
      'd1',
      { ...fieldsOf(DRAFT), title: 'Kept title', content: '<p>Kept in the browser</p>' },
      new Date('2026-11-20T10:30:00.000Z'),
    );
    answerPuts();
    const { user, dialog, content } = await openDraft();
    expect(content).toHaveTextContent('Draft text');
    const offer = within(dialog).getByRole('alert');
    expect(offer).toHaveTextContent(
      'You have unsaved changes from 20 Nov 2026, 15:30 (PKT). Restore them?',
    );
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Kept title');
    expect(await within(dialog).findByRole('textbox', { name: 'Content' })).toHaveTextContent(
      'Kept in the browser',
    );
  });

  it('a restored revision replaces the fields and the editor’s text, and its version is the form’s', async () => {
    const revisions: RevisionSummary[] = [
      { _id: 'r1', version: 1, kind: 'created', summary: 'Created', createdAt: DRAFT.createdAt },
    ];
    const restored: AdminPost = adminPost({
      ...DRAFT,
      title: 'The first title',
      content: '<p>The first text</p>',
      version: 3,
    });
    server.use(
      http.get('/api/admin/posts/d1/revisions', () => HttpResponse.json(revisions)),
      http.get('/api/admin/posts/d1/revisions/r1', () =>
        HttpResponse.json<Revision>({ ...revisions[0]!, post: { ...restored, tags: [] } }),
      ),
      http.post('/api/admin/posts/d1/revisions/r1/restore', () =>
        HttpResponse.json<AdminPost>(restored),
      ),
    );
    const sent = answerPuts();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, dialog } = await openDraft();
    await user.click(within(dialog).getByText('Revisions'));
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveValue('The first title'),
    );
    expect(await within(dialog).findByRole('textbox', { name: 'Content' })).toHaveTextContent(
      'The first text',
    );
    // Nothing is unsaved now; the next save sends the restore's version.
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.ifMatch).toBe('"3"');
    confirm.mockRestore();
  });
});
