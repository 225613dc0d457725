import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type PostView } from '@site/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeToken } from '../../../../test/admin-token.js';
import { dashboardHandlers } from '../../../../test/admin-posts.js';
import { renderRoute } from '../../../../test/render-route.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { holdRequest, requests, server } from '../../../../test/server.js';
import { stubLayout } from '../editor/editor-harness.js';

beforeAll(stubLayout);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  server.use(...dashboardHandlers([]));
});

async function openAdd() {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Add New Blog' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Blog' });
  await user.type(within(dialog).getByLabelText('Title'), 'Hello World');
  await user.type(within(dialog).getByLabelText('Excerpt'), 'Short.');
  await user.type(within(dialog).getByLabelText('Read time'), '3 min read');
  const content = await within(dialog).findByRole('textbox', { name: 'Content' });
  return { user, dialog, content };
}

describe('the post form with the editor', () => {
  it('sends what was written in the editor as the post’s HTML', async () => {
    const { sent, answer } = holdRequest('post', '/api/blogs', () =>
      HttpResponse.json<PostView>(SAMPLE_POST, { status: 201 }),
    );
    answer.open();
    const { user, dialog, content } = await openAdd();
    act(() => content.focus());
    await user.keyboard('## Why{Enter}Because **it** works.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form.get('content')).toBe(
      '<h2>Why</h2><p>Because <strong>it</strong> works.</p>',
    );
  });

  it('an empty editor: "Content is required.", the editor marked invalid, nothing sent', async () => {
    const { user, dialog, content } = await openAdd();
    await user.click(within(dialog).getByRole('radio', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Content is required.');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(requests()).not.toContain('POST /api/blogs');
    act(() => content.focus());
    await user.keyboard('Now there is text');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(content).not.toHaveAttribute('aria-invalid');
  });

  it('Full window expands the dialog and back; Escape still closes it', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, dialog } = await openAdd();
    const full = within(dialog).getByRole('button', { name: 'Full window' });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    await user.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'true');
    expect(dialog).toHaveClass('admin-modal--full');
    await user.click(full);
    expect(dialog).not.toHaveClass('admin-modal--full');
    await user.click(full);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // What was typed is not saved: closing asked first.
    expect(confirm).toHaveBeenCalledWith('Discard unsaved changes?');
    confirm.mockRestore();
  });
});
