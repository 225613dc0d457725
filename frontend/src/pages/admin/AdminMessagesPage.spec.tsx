import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { INBOX, type InboxPage } from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { renderRoute } from '../../../test/render-route.js';
import { errorAnswer, gate, server } from '../../../test/server.js';
import { COUNTS, inboxPage, ITEM } from '../../features/admin/inbox/inbox-fixtures.js';

/** Answers the list with `answer(query)`; every query asked lands in `queries`. */
function answerList(answer: (query: URLSearchParams) => InboxPage = () => inboxPage([ITEM])) {
  const queries: string[] = [];
  server.use(
    http.get('/api/admin/messages', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      return HttpResponse.json(answer(query));
    }),
  );
  return queries;
}

describe('/admin/messages', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken(3600));
  });

  it('shows a loading state, then every message with its fields, newest first as sent', async () => {
    const answer = gate();
    let authorization: string | null = null;
    let query = '';
    server.use(
      http.get('/api/admin/messages', async ({ request }) => {
        authorization = request.headers.get('Authorization');
        query = new URL(request.url).search;
        await answer.wait;
        return HttpResponse.json(
          inboxPage([
            ITEM,
            { ...ITEM, _id: 'm2', name: 'Bilal', company: null, phone: null, service: null },
          ]),
        );
      }),
    );
    renderRoute('/admin/messages');
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${localStorage.getItem('token')}`);
    expect(query).toBe(''); // the inbox: new, read and replied

    answer.open();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ayesha Khan' });
    const first = heading.closest('li')!;
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/admin/messages/m1');
    expect(within(first).getByRole('link', { name: ITEM.email })).toHaveAttribute(
      'href',
      `mailto:${ITEM.email}`,
    );
    expect(first).toHaveTextContent('Khan Traders');
    expect(first).toHaveTextContent('+92 51 1234567');
    expect(first).toHaveTextContent('We need a website.');
    expect(first).toHaveTextContent('Website Development');
    expect(first).toHaveTextContent('New');
    // 10:00 UTC is 15:00 in Pakistan.
    expect(first).toHaveTextContent('5 Mar 2026, 15:00 (PKT)');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Ayesha Khan', 'Bilal']);
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  // The API always sends a date; a row whose date is missing or unreadable must still show.
  it.each([null, '', 'not a date'])("shows 'Date unavailable' for the date %p", async (date) => {
    // Outside the contract on purpose: the answer a broken row would give.
    answerList(() => inboxPage([{ ...ITEM, date: date as string }]));
    renderRoute('/admin/messages');
    expect(await screen.findByText('Date unavailable')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    answerList(() => inboxPage([]));
    renderRoute('/admin/messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('has its own document title', async () => {
    document.title = '';
    answerList(() => inboxPage([]));
    renderRoute('/admin/messages');
    await screen.findByText('No messages yet.');
    expect(document.title).toMatch(/^Messages \| /);
  });

  it('filters by status, each filter with its count; the Inbox counts new, read and replied', async () => {
    const user = userEvent.setup();
    const queries = answerList((query) =>
      inboxPage(query.get('status') === 'spam' ? [{ ...ITEM, status: 'spam' }] : [ITEM]),
    );
    renderRoute('/admin/messages');
    const filters = await screen.findByRole('navigation', { name: 'Filter messages' });
    await waitFor(() =>
      expect(
        within(filters)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        `Inbox (${COUNTS.new + COUNTS.read + COUNTS.replied})`,
        `New (${COUNTS.new})`,
        `Read (${COUNTS.read})`,
        `Replied (${COUNTS.replied})`,
        `Archived (${COUNTS.archived})`,
        `Spam (${COUNTS.spam})`,
      ]),
    );
    expect(within(filters).getByRole('link', { name: /^Inbox/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filters).getByRole('link', { name: /^Spam/ }));
    await waitFor(() => expect(queries).toEqual(['', 'status=spam']));
    expect(within(filters).getByRole('link', { name: /^Spam/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Spam', { selector: '.inbox-status' })).toBeInTheDocument();
  });

  it('searches by text and dates, keeping the status; Clear search drops them', async () => {
    const user = userEvent.setup();
    const queries = answerList((query) => inboxPage(query.get('q') === 'nobody' ? [] : [ITEM]));
    renderRoute('/admin/messages?status=read');
    await screen.findByRole('heading', { level: 2, name: 'Ayesha Khan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'khan');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('status=read&q=khan&from=2026-03-01&to=2026-03-31'),
    );
    expect(await screen.findByText('1 message found for “khan”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(queries.at(-1)).toBe('status=read'));
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');

    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No messages match “nobody”.')).toBeInTheDocument();
  });

  it('pages through INBOX.pageSize messages at a time, keeping the filters', async () => {
    const user = userEvent.setup();
    const total = INBOX.pageSize * 2 + 3;
    const queries = answerList((query) =>
      inboxPage([{ ...ITEM, _id: `m-${query.get('page') ?? '1'}` }], {
        total,
        page: Number(query.get('page') ?? 1),
        pageSize: INBOX.pageSize,
      }),
    );
    renderRoute('/admin/messages?q=shop');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(queries).toEqual(['q=shop', 'q=shop&page=2']));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayesha Khan' })).toHaveAttribute(
      'href',
      '/admin/messages/m-2',
    );
  });

  it('says "1000+" when a search matches more than the count goes, and pages the newest', async () => {
    answerList(() =>
      inboxPage([ITEM], { total: INBOX.countCap, totalCapped: true, pageSize: INBOX.pageSize }),
    );
    renderRoute('/admin/messages?q=website');
    expect(
      await screen.findByText(
        `${INBOX.countCap}+ messages found for “website”: the newest are listed; narrow the search or the dates to see the others.`,
      ),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent(`Page 1 of ${INBOX.countCap / INBOX.pageSize}`);
  });

  it('exports the current filters as CSV with the bearer token and downloads it', async () => {
    const user = userEvent.setup();
    answerList();
    let exported: { query: string; authorization: string | null } | null = null;
    server.use(
      http.get('/api/admin/messages/export.csv', ({ request }) => {
        exported = {
          query: new URL(request.url).searchParams.toString(),
          authorization: request.headers.get('Authorization'),
        };
        return new HttpResponse('\uFEFFname,email\r\nAyesha,ayesha@example.com\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="messages-2026-03-06.csv"',
          },
        });
      }),
    );
    let saved: Blob | null = null;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:inbox-export';
    });
    const revoked = jest.spyOn(URL, 'revokeObjectURL');
    const clicked: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderRoute('/admin/messages?status=archived&q=shop&from=2026-03-01');
    await screen.findByRole('heading', { level: 2, name: 'Ayesha Khan' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exported).toEqual({
      query: 'status=archived&q=shop&from=2026-03-01',
      authorization: `Bearer ${localStorage.getItem('token')}`,
    });
    expect(clicked[0]).toEqual({
      href: 'blob:inbox-export',
      download: 'messages-2026-03-06.csv',
    });
    // The file is the server's bytes, its BOM (which Excel needs) included.
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved!.text()).toBe('name,email\r\nAyesha,ayesha@example.com\r\n');
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:inbox-export'));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('tells when the export fails, and a 401 ends the session', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerList();
    server.use(http.get('/api/admin/messages/export.csv', () => errorAnswer(503, 'Down')));
    renderRoute('/admin/messages');
    await screen.findByRole('heading', { level: 2, name: 'Ayesha Khan' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The messages could not be exported. Please try again.'),
    ).toBeInTheDocument();

    server.use(http.get('/api/admin/messages/export.csv', () => errorAnswer(401, 'Ended')));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the sidebar’s Messages link says how many messages are new', async () => {
    let unread = 3;
    server.use(
      http.get('/api/admin/messages/counts', () => HttpResponse.json({ ...COUNTS, new: unread })),
    );
    answerList(() => inboxPage([ITEM], { counts: { ...COUNTS, new: unread } }));
    renderRoute('/admin/messages');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    const link = await within(sidebar).findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/admin/messages');
    expect(link).toHaveAttribute('aria-current', 'page');

    unread = 0;
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /^Spam/ }));
    expect(await within(sidebar).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
