import { beforeEach, describe, expect, it } from '@jest/globals';
import type { PostPage, PostView } from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from './admin-token.js';
import { dashboardHandlers } from './admin-posts.js';
import { requests, server } from './server.js';
import { SAMPLE_POST } from './sample-post.js';
import { openHtmlView } from '../src/features/admin/editor/editor-harness.js';

// VITE_API_BASE is read when the client loads (import.meta.env is process.env under Jest), so
// it is set before the site is imported.
const API = 'http://api.example.test';
process.env.VITE_API_BASE = `${API}/`;
const { renderRoute } = await import('./render-route.js');

const POST: PostView = { ...SAMPLE_POST, tags: [] };

describe('with VITE_API_BASE set', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(
      http.get(`${API}/api/blogs`, () =>
        HttpResponse.json<PostPage>({ items: [POST], total: 1, page: 1, pageSize: 12 }),
      ),
    );
  });

  it('the blog reads its posts from that server and shows their images from it', async () => {
    renderRoute('/blog');
    const card = (await screen.findAllByRole('article', {}, { timeout: 10_000 }))[0]!;
    expect(card.querySelector('img')).toHaveAttribute('src', `${API}/uploads/k.png`);
    expect(requests()).toEqual(['GET /api/blogs']);
  });

  it('the admin uploads a new post, image included, to that server', async () => {
    localStorage.setItem('token', fakeToken(3600));
    const uploads: string[] = [];
    server.use(
      // The dashboard asks for a page of posts.
      ...dashboardHandlers([POST], API),
      http.post(`${API}/api/blogs`, async ({ request }) => {
        const image = (await request.formData()).get('image');
        uploads.push(`${request.url} ${image instanceof File ? image.name : 'no image'}`);
        return HttpResponse.json<PostView>({ ...POST, _id: 'p2' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/dashboard');
    const row = (await screen.findByRole('heading', { level: 2, name: POST.title })).closest('li')!;
    expect(row.querySelector('img')).toHaveAttribute('src', `${API}/uploads/k.png`);

    await user.click(screen.getByRole('button', { name: 'Add New Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Blog' });
    await user.type(within(dialog).getByLabelText('Title'), 'Hello World');
    await user.type(within(dialog).getByLabelText('Excerpt'), 'Short.');
    await user.type(await openHtmlView(user, dialog), '<p>Hi</p>');
    await user.type(within(dialog).getByLabelText('Read time'), '3 min read');
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByLabelText('Decorative image (no description)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads).toEqual([`${API}/api/blogs cover.png`]);
  });
});
