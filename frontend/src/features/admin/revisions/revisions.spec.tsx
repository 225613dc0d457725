import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  type AdminPost,
  PUBLISHING_MESSAGES,
  type Revision,
  type RevisionSummary,
} from '@site/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fakeToken } from '../../../../test/admin-token.js';
import { adminPost } from '../../../../test/admin-posts.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { errorAnswer, requests, server } from '../../../../test/server.js';
import { RevisionsPanel } from './RevisionsPanel.js';

const POST: AdminPost = adminPost({ ...SAMPLE_POST, _id: 'p1', version: 3 });

const REVISIONS: RevisionSummary[] = [
  {
    _id: 'r3',
    version: 3,
    kind: 'autosaved',
    summary: 'Content changed',
    createdAt: '2026-11-20T10:42:00.000Z',
  },
  {
    _id: 'r1',
    version: 1,
    kind: 'created',
    summary: 'Created',
    createdAt: '2026-11-19T19:30:00.000Z',
  },
];

const OLD: Revision = {
  ...REVISIONS[1]!,
  post: {
    title: 'The first title',
    slug: POST.slug,
    excerpt: '',
    content: '<p>First words<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    readTime: '',
    tags: [],
    status: 'draft',
    publishedAt: null,
  },
};

/** Answers the list (the newest version's first), one revision, and the restore, recording the
 * restore's If-Match. */
function answerRevisions() {
  const restores: (string | null)[] = [];
  let list = REVISIONS;
  server.use(
    http.get('/api/admin/posts/p1/revisions', () => HttpResponse.json(list)),
    http.get('/api/admin/posts/p1/revisions/r1', () => HttpResponse.json<Revision>(OLD)),
    http.post('/api/admin/posts/p1/revisions/r1/restore', ({ request }) => {
      restores.push(request.headers.get('If-Match'));
      const restored: RevisionSummary = {
        _id: 'r4',
        version: 4,
        kind: 'restored',
        summary: 'Restored version 1',
        createdAt: '2026-11-20T11:00:00.000Z',
      };
      list = [restored, ...list];
      return HttpResponse.json<AdminPost>({
        ...POST,
        title: OLD.post.title,
        content: '<p>First words</p>',
        version: 4,
      });
    }),
  );
  return restores;
}

function renderPanel() {
  const restored: AdminPost[] = [];
  function Form() {
    const [version, setVersion] = useState(POST.version);
    return (
      <RevisionsPanel
        postId="p1"
        version={version}
        onRestored={(post) => {
          restored.push(post);
          setVersion(post.version);
        }}
      />
    );
  }
  render(
    <MemoryRouter>
      <Form />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), restored };
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByText('Revisions'));
  return screen.findByRole('list');
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
});

describe('the revisions panel', () => {
  it('reads the list when opened: time in Karachi, kind, version and summary', async () => {
    answerRevisions();
    const { user } = renderPanel();
    expect(requests()).toEqual([]);
    const list = await openPanel(user);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      '20 Nov 2026, 15:42 (PKT) · Autosaved (version 3) · Content changed',
      '20 Nov 2026, 00:30 (PKT) · Created (version 1) · Created',
    ]);
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', REVISIONS[0]!.createdAt);
  });

  it('View shows the revision’s title and its content, sanitised', async () => {
    answerRevisions();
    const { user } = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'View version 1' }));
    const view = await screen.findByRole('region', { name: 'Version 1' });
    expect(within(view).getByRole('heading')).toHaveTextContent('The first title');
    expect(view).toHaveTextContent('First words');
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('img')).not.toHaveAttribute('onerror');
    await user.click(within(view).getByRole('button', { name: 'Close version 1' }));
    expect(screen.queryByRole('region', { name: 'Version 1' })).not.toBeInTheDocument();
  });

  it('Restore asks first, sends the form’s version as If-Match and hands back the post', async () => {
    const restores = answerRevisions();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { user, restored } = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(confirm).toHaveBeenCalledWith(
      'Restore version 1 (20 Nov 2026, 00:30 (PKT))? Its text replaces the post’s text; ' +
        'changes not yet saved are lost.',
    );
    expect(restores).toEqual([]);

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(restored).toHaveLength(1));
    expect(restores).toEqual(['"3"']);
    expect(restored[0]).toMatchObject({ title: 'The first title', version: 4 });
    // The list is read again for the new version.
    expect(await screen.findByText(/Restored \(version 4\) · Restored version 1/)).toBeVisible();
    confirm.mockRestore();
  });

  it('a restore refused (409) shows the server’s words and changes nothing', async () => {
    answerRevisions();
    server.use(
      http.post('/api/admin/posts/p1/revisions/r1/restore', () =>
        errorAnswer(409, PUBLISHING_MESSAGES.editedElsewhere),
      ),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, restored } = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLISHING_MESSAGES.editedElsewhere);
    expect(restored).toEqual([]);
    confirm.mockRestore();
  });

  it('says so when the list cannot be read', async () => {
    server.use(http.get('/api/admin/posts/p1/revisions', () => HttpResponse.error()));
    const { user } = renderPanel();
    await user.click(screen.getByText('Revisions'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The revisions could not be loaded.',
    );
  });
});
