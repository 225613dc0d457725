import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation.js';

function Page() {
  useScrollToTopOnNavigation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{pathname + search}</p>
      <Link to="/list">list</Link>
      <Link to="/post">post</Link>
      <Link to="/post?page=2">post page 2</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        forward
      </button>
    </>
  );
}

/** The visitor scrolls to `y` (jsdom has no layout: the position is set and announced). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

// window.scrollTo is setup.ts's jest.fn; each test watches its own calls.
let scrolls: jest.Spied<typeof window.scrollTo>;
const scrollTo = () => scrolls;
const lastScroll = () => scrolls.mock.calls.at(-1)?.[0];

beforeEach(() => {
  scrolls = jest.spyOn(window, 'scrollTo');
  scrolls.mockClear();
});
afterEach(() => scrollWindowTo(0));

describe('useScrollToTopOnNavigation', () => {
  it('starts a new page at the top and returns to where a page was left on back and forward', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Page />
      </MemoryRouter>,
    );
    expect(lastScroll()).toEqual({ top: 0, left: 0, behavior: 'smooth' });
    scrollWindowTo(1200);

    await user.click(screen.getByRole('link', { name: 'post' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/post');
    expect(lastScroll()).toEqual({ top: 0, left: 0, behavior: 'smooth' });
    scrollWindowTo(300);

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/list');
    expect(lastScroll()).toEqual({ top: 1200, left: 0, behavior: 'auto' });

    await user.click(screen.getByRole('button', { name: 'forward' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/post');
    expect(lastScroll()).toEqual({ top: 300, left: 0, behavior: 'auto' });

    // The same address again by a link is a new page: the top.
    scrollWindowTo(500);
    await user.click(screen.getByRole('link', { name: 'list' }));
    expect(lastScroll()).toEqual({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('starts at the top on a new query of the same path, and on going back to an entry never scrolled', async () => {
    const user = userEvent.setup();
    render(
      // The first entry's key is 'default' in every router: the other test scrolled it.
      <MemoryRouter initialEntries={['/list', '/post', '/list']} initialIndex={2}>
        <Page />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/post');
    expect(lastScroll()).toMatchObject({ top: 0 });

    scrollWindowTo(800);
    scrollTo().mockClear();
    await user.click(screen.getByRole('link', { name: 'post page 2' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/post?page=2');
    expect(scrollTo().mock.calls).toEqual([[{ top: 0, left: 0, behavior: 'smooth' }]]);
  });

  it('jumps instead of gliding when the visitor asks for less motion', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
        }) as MediaQueryList,
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Page />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'post' }));
    expect(lastScroll()).toEqual({ top: 0, left: 0, behavior: 'auto' });
  });
});
