import { beforeEach, describe, expect, it } from '@jest/globals';
import type { MessageView } from '@site/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { renderRoute } from '../../../test/render-route.js';
import { gate, server } from '../../../test/server.js';

const MESSAGE: MessageView = {
  _id: 'm1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  company: 'Khan Traders',
  phone: '+92 51 1234567',
  message: 'We need a website.',
  date: '2026-03-05T10:00:00.000Z',
};

describe('/admin/messages', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken(3600));
  });

  it('shows a loading state, then every message with its fields, newest first as sent', async () => {
    const answer = gate();
    let authorization: string | null = null;
    server.use(
      http.get('/api/messages', async ({ request }) => {
        authorization = request.headers.get('Authorization');
        await answer.wait;
        return HttpResponse.json<MessageView[]>([
          MESSAGE,
          { ...MESSAGE, _id: 'm2', name: 'Bilal', company: null, phone: null },
        ]);
      }),
    );
    renderRoute('/admin/messages');
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${localStorage.getItem('token')}`);

    answer.open();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ayesha Khan' });
    const first = heading.closest('li')!;
    expect(within(first).getByRole('link', { name: MESSAGE.email })).toHaveAttribute(
      'href',
      `mailto:${MESSAGE.email}`,
    );
    expect(first).toHaveTextContent('Khan Traders');
    expect(first).toHaveTextContent('+92 51 1234567');
    expect(first).toHaveTextContent('We need a website.');
    expect(first).toHaveTextContent('5 Mar 2026');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Ayesha Khan', 'Bilal']);
  });

  // The API always sends a date; a row whose date is missing or unreadable must still show.
  it.each([null, '', 'not a date'])("shows 'Date unavailable' for the date %p", async (date) => {
    server.use(http.get('/api/messages', () => HttpResponse.json([{ ...MESSAGE, date }])));
    renderRoute('/admin/messages');
    expect(await screen.findByText('Date unavailable')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    server.use(http.get('/api/messages', () => HttpResponse.json([])));
    renderRoute('/admin/messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('has its own document title', async () => {
    document.title = '';
    server.use(http.get('/api/messages', () => HttpResponse.json([])));
    renderRoute('/admin/messages');
    await screen.findByText('No messages yet.');
    expect(document.title).toMatch(/^Messages \| /);
  });
});
