import { beforeEach, describe, expect, it } from '@jest/globals';
import { AUDIT, AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { renderRoute } from '../../../test/render-route.js';
import { gate, server } from '../../../test/server.js';
import type { AuditEventView, AuditPage } from '@site/contract';

const EVENT: AuditEventView = {
  id: 'e1',
  at: '2026-03-05T10:00:00.000Z',
  action: 'login.second-factor',
  outcome: 'failure',
  ipAddress: '203.0.113.5',
  sessionId: null,
  subject: 'site-admin',
  detail: 'wrong code',
};

const POSTED: AuditEventView = {
  id: 'e2',
  at: '2026-03-05T04:00:00.000Z',
  action: 'post.publish',
  outcome: 'success',
  ipAddress: null,
  sessionId: '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c1a00',
  subject: 'Ten tips for a faster website',
  detail: null,
};

const page = (items: AuditEventView[], change: Partial<AuditPage> = {}): AuditPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: AUDIT.pageSize,
  ...change,
});

/** Answers the log with `answer(query)`; every query asked lands in the list. */
function answerLog(answer: (query: URLSearchParams) => AuditPage = () => page([EVENT, POSTED])) {
  const queries: string[] = [];
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      return HttpResponse.json(answer(query));
    }),
  );
  return queries;
}

const table = () => screen.findByRole('table', { name: 'Events, newest first' });

describe('/admin/audit', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken(3600));
  });

  it('shows a loading state, then each event: time in Pakistan, action, outcome in words, address, session, subject, detail', async () => {
    const answer = gate();
    let authorization: string | null = null;
    let query = '';
    server.use(
      http.get('/api/admin/audit', async ({ request }) => {
        authorization = request.headers.get('Authorization');
        query = new URL(request.url).search;
        await answer.wait;
        return HttpResponse.json(page([EVENT, POSTED]));
      }),
    );
    renderRoute('/admin/audit');
    expect(await screen.findByText('Loading the audit log...')).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${localStorage.getItem('token')}`);
    expect(query).toBe('?page=1');
    answer.open();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Action', 'Outcome', 'Address', 'Session', 'Subject', 'Detail']);
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([
      '5 Mar 2026, 15:00 (PKT)',
      AUDIT_ACTIONS['login.second-factor'],
      'Failed',
      '203.0.113.5',
      '—',
      'site-admin',
      'wrong code',
    ]);
    expect(cells(rows[2]!)).toEqual([
      '5 Mar 2026, 09:00 (PKT)',
      'Post published',
      'Succeeded',
      '—',
      '6f1c2a9e',
      'Ten tips for a faster website',
      '—',
    ]);
    expect(within(rows[2]!).getByText('6f1c2a9e')).toHaveAttribute('title', POSTED.sessionId);
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(document.title).toMatch(/^Audit log \| /);
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers every action by its label', async () => {
    answerLog();
    renderRoute('/admin/audit');
    await table();
    const options = within(screen.getByLabelText('Action')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      ...AUDIT_ACTION_NAMES,
    ]);
    expect(options.map((option) => option.textContent)).toEqual([
      'All actions',
      ...AUDIT_ACTION_NAMES.map((name) => AUDIT_ACTIONS[name]),
    ]);
  });

  it('filters by outcome, action and days, kept in the address and sent as parameters', async () => {
    const user = userEvent.setup();
    const queries = answerLog();
    renderRoute('/admin/audit');
    await table();
    const outcomes = screen.getByRole('navigation', { name: 'Filter by outcome' });
    expect(within(outcomes).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(outcomes).getByRole('link', { name: 'Failed' }));
    await waitFor(() => expect(queries).toEqual(['page=1', 'page=1&outcome=failure']));
    expect(within(outcomes).getByRole('link', { name: 'Failed' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.selectOptions(screen.getByLabelText('Action'), 'login.second-factor');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe(
        'page=1&action=login.second-factor&outcome=failure&from=2026-03-01&to=2026-03-31',
      ),
    );
    // The outcome links keep the other filters: each is an address of its own.
    expect(within(outcomes).getByRole('link', { name: 'Succeeded' })).toHaveAttribute(
      'href',
      '/admin/audit?action=login.second-factor&outcome=success&from=2026-03-01&to=2026-03-31',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&outcome=failure'));
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('reads its filters from the address; an unknown value is left out', async () => {
    const queries = answerLog();
    renderRoute('/admin/audit?action=logout&outcome=success&from=2026-03-01&to=nonsense&page=x');
    await table();
    expect(queries).toEqual(['page=1&action=logout&outcome=success&from=2026-03-01']);
    expect(screen.getByLabelText('Action')).toHaveValue('logout');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('');
  });

  it('leaves out an action or outcome it does not know', async () => {
    const queries = answerLog();
    renderRoute('/admin/audit?action=no.such-action&outcome=maybe');
    await table();
    expect(queries).toEqual(['page=1']);
  });

  it('pages through AUDIT.pageSize events at a time, keeping the filters', async () => {
    const user = userEvent.setup();
    const total = AUDIT.pageSize * 2 + 1;
    const queries = answerLog((query) =>
      page([{ ...EVENT, id: `e-${query.get('page')}`, subject: `page ${query.get('page')}` }], {
        total,
        page: Number(query.get('page')),
      }),
    );
    renderRoute('/admin/audit?outcome=failure');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(queries).toEqual(['page=1&outcome=failure', 'page=2&outcome=failure']),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/admin/audit?outcome=failure',
    );
  });

  it('a page past the end goes to the last one', async () => {
    const queries = answerLog((query) =>
      page([EVENT], { total: AUDIT.pageSize + 1, page: Number(query.get('page')) }),
    );
    renderRoute('/admin/audit?page=7');
    await waitFor(() => expect(queries).toEqual(['page=7', 'page=2']));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it.each([
    ['/admin/audit', 'No events recorded yet.'],
    ['/admin/audit?outcome=failure', 'No events match these filters.'],
  ])('%s with no events says so', async (path, text) => {
    answerLog(() => page([]));
    renderRoute(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
