import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pageNumbers, Pagination } from './Pagination.js';

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 4, [1, 2, 3, 4]],
    [1, 10, [1, 2, 3, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [5, 10, [1, null, 3, 4, 5, 6, 7, null, 10]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    // A single page left out is a gap too: only the first, the last and ±2 are numbers.
    [5, 9, [1, null, 3, 4, 5, 6, 7, null, 9]],
    [6, 20, [1, null, 4, 5, 6, 7, 8, null, 20]],
  ])('page %i of %i shows %j', (current, last, expected) => {
    expect(pageNumbers(current, last)).toEqual(expected);
  });

  it('never shows two gaps in a row, nor a page twice', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const shown = pageNumbers(current, last);
        const numbers = shown.filter((entry) => entry !== null);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(shown.some((entry, index) => entry === null && shown[index + 1] === null)).toBe(
          false,
        );
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(last);
        expect(shown).toContain(current);
      }
    }
  });
});

const link = (page: number) => (page > 1 ? `/list/page/${page}` : '/list');

const renderPagination = (page: number, pageCount: number) =>
  render(
    <MemoryRouter>
      <Pagination page={page} pageCount={pageCount} link={link} />
    </MemoryRouter>,
  );

describe('Pagination', () => {
  it.each([0, 1])('shows nothing for %i page(s)', (pageCount) => {
    const { container } = renderPagination(1, pageCount);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the pages around the current one, with previous and next', () => {
    renderPagination(5, 10);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(nav).getByRole('link', { name: '← Previous' });
    expect(previous).toHaveAttribute('href', '/list/page/4');
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(nav).getByRole('link', { name: 'Next →' });
    expect(next).toHaveAttribute('href', '/list/page/6');
    expect(next).toHaveAttribute('rel', 'next');

    // What each entry is called: a link by its accessible name, the rest by its text.
    const items = within(nav).getAllByRole('listitem');
    const named = (item: HTMLElement) =>
      item.querySelector('a')?.getAttribute('aria-label') ?? item.textContent;
    expect(items.map(named)).toEqual([
      'Page 1',
      '…',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      '…',
      'Page 10',
    ]);
    expect(within(nav).getAllByRole('link')).toHaveLength(2 + 6);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list');
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'href',
      '/list/page/10',
    );
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Page 5');
    expect(current[0]!.closest('a')).toBeNull();
    for (const gap of within(nav).getAllByText('…')) {
      expect(gap).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderPagination(1, 3);
    expect(screen.queryByRole('link', { name: '← Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/list/page/2');
    unmount();
    renderPagination(3, 3);
    expect(screen.getByRole('link', { name: '← Previous' })).toHaveAttribute(
      'href',
      '/list/page/2',
    );
    expect(screen.queryByRole('link', { name: 'Next →' })).not.toBeInTheDocument();
  });
});
