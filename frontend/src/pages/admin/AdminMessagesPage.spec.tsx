import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeToken } from '../../../test/admin-token.js';
import { jsonResponse } from '../../../test/render-page.js';
import { renderRoute } from '../../../test/render-route.js';

const MESSAGE = {
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
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute('/admin/messages');
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toMatch(
      /^Bearer /,
    );

    answer(
      jsonResponse(200, [
        MESSAGE,
        { ...MESSAGE, _id: 'm2', name: 'Bilal', company: null, phone: null },
      ]),
    );
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

  it.each([null, '', 'not a date'])("shows 'Date unavailable' for the date %p", async (date) => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, [{ ...MESSAGE, date }]));
    renderRoute('/admin/messages');
    expect(await screen.findByText('Date unavailable')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    renderRoute('/admin/messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
