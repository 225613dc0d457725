import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type PostView, type PreviewLink } from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dashboardHandlers } from '../../../../test/admin-posts.js';
import { fakeToken } from '../../../../test/admin-token.js';
import { renderRoute } from '../../../../test/render-route.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { errorAnswer, requests, server } from '../../../../test/server.js';

const DRAFT: PostView = {
  ...SAMPLE_POST,
  _id: 'd1',
  title: 'A draft',
  slug: 'a-draft',
  status: 'draft',
  publishedAt: null,
};

/** Expires on 2 December 2026 at 09:00 in Karachi. */
const LINK: PreviewLink = {
  _id: 'l1',
  path: '/blog/a-draft?preview=token-one',
  expiresAt: '2026-12-02T04:00:00.000Z',
  createdAt: '2026-11-25T04:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  server.use(...dashboardHandlers([DRAFT]));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openEdit() {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: `Edit ${DRAFT.title}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Blog' }) };
}

/** The form's Share links section. */
const shareLinks = (dialog: HTMLElement) =>
  within(dialog).getByText('Share links').closest('details')!;

/** A tab as window.open returns it. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: jest.fn() };
}

describe('Open preview', () => {
  it('is offered for a saved post only; the Preview tab keeps its name', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Add New Blog' }));
    const add = await screen.findByRole('dialog', { name: 'Add New Blog' });
    expect(within(add).queryByRole('button', { name: 'Open preview' })).not.toBeInTheDocument();
    expect(within(add).queryByText('Share links')).not.toBeInTheDocument();
    expect(within(add).getByRole('tab', { name: 'Preview' })).toBeInTheDocument();
  });

  it('sets the preview cookie with the token, then sends the tab opened by the click to /blog/{slug}', async () => {
    let authorization: string | null = null;
    server.use(
      http.put('/api/auth/preview-cookie', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const tab = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Open preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/blog/a-draft'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(requests()).toContain('PUT /api/auth/preview-cookie');
    expect(authorization).toMatch(/^Bearer /);
  });

  it('a refused cookie closes the tab and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.put('/api/auth/preview-cookie', () => errorAnswer(503, 'Try later.')));
    const tab = fakeTab();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Open preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The preview could not be opened. Please try again.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});

describe('Share links', () => {
  it('lists the links when opened, with expiry in Karachi time; creates one for 30 days; copies; revokes', async () => {
    let links: PreviewLink[] = [LINK];
    const created: unknown[] = [];
    server.use(
      http.get('/api/admin/posts/:id/preview-links', () => HttpResponse.json(links)),
      http.post('/api/admin/posts/:id/preview-links', async ({ request }) => {
        created.push(await request.json());
        const link: PreviewLink = {
          _id: 'l2',
          path: '/blog/a-draft?preview=token-two',
          expiresAt: '2026-12-25T04:00:00.000Z',
          createdAt: '2026-11-25T04:00:00.000Z',
        };
        links = [link, ...links];
        return HttpResponse.json(link, { status: 201 });
      }),
      http.delete('/api/admin/posts/:id/preview-links/:linkId', ({ params }) => {
        links = links.filter(({ _id }) => _id !== params.linkId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, dialog } = await openEdit();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    expect(requests()).not.toContain('GET /api/admin/posts/d1/preview-links');
    await user.click(within(dialog).getByText('Share links'));
    const list = await within(dialog).findByRole('list', { name: 'Share links' });
    const first = within(list).getByLabelText('Link expiring 2 Dec 2026, 09:00 (PKT)');
    expect(first).toHaveValue(`${window.location.origin}/blog/a-draft?preview=token-one`);
    expect(first).toHaveAttribute('readonly');

    await user.selectOptions(within(dialog).getByLabelText('Valid for'), '30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create share link' }));
    expect(
      await within(list).findByLabelText('Link expiring 25 Dec 2026, 09:00 (PKT)'),
    ).toHaveValue(`${window.location.origin}/blog/a-draft?preview=token-two`);
    expect(created).toEqual([{ days: 30 }]);
    expect(within(shareLinks(dialog)).getByRole('status')).toHaveTextContent(
      'it works for 30 days',
    );

    await user.click(
      within(list).getByRole('button', { name: 'Copy the link expiring 25 Dec 2026, 09:00 (PKT)' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/blog/a-draft?preview=token-two`,
    );
    expect(within(shareLinks(dialog)).getByRole('status')).toHaveTextContent('Link copied.');

    await user.click(
      within(list).getByRole('button', {
        name: 'Revoke the link expiring 2 Dec 2026, 09:00 (PKT)',
      }),
    );
    await waitFor(() =>
      expect(
        within(list).queryByLabelText('Link expiring 2 Dec 2026, 09:00 (PKT)'),
      ).not.toBeInTheDocument(),
    );
    expect(requests()).toContain('DELETE /api/admin/posts/d1/preview-links/l1');
    expect(within(list).getByLabelText('Link expiring 25 Dec 2026, 09:00 (PKT)')).toHaveValue(
      `${window.location.origin}/blog/a-draft?preview=token-two`,
    );
  });

  it('without the Clipboard API the link is selected and copied by the browser’s copy command', async () => {
    server.use(http.get('/api/admin/posts/:id/preview-links', () => HttpResponse.json([LINK])));
    const execCommand = jest.fn((_command: string) => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const { user, dialog } = await openEdit();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    await user.click(within(dialog).getByText('Share links'));
    const field = await within(dialog).findByLabelText(/Link expiring/);
    await user.click(within(dialog).getByRole('button', { name: /^Copy the link/ }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionEnd).toBe((field as HTMLInputElement).value.length);
    expect(within(shareLinks(dialog)).getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('no links yet says so; a failed call shows the server’s words', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/admin/posts/:id/preview-links', () => HttpResponse.json([])),
      http.post('/api/admin/posts/:id/preview-links', () => errorAnswer(404, 'Post not found')),
    );
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByText('Share links'));
    expect(await within(dialog).findByText('No share links.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create share link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Post not found');
  });
});
