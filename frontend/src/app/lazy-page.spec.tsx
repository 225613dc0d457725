import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageErrorBoundary } from '../components/PageErrorBoundary.js';
import { ChunkLoadTimeoutError } from '../lib/with-timeout.js';
import { lazyPage } from './lazy-page.js';
import { type PageModule } from './pages.js';

/** The layout's part around a page: an error boundary holding a Suspense with a fallback. */
function renderLazy(load: () => Promise<PageModule>) {
  const Page = lazyPage(load);
  return render(
    <MemoryRouter>
      <PageErrorBoundary>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

const loadError = () => screen.queryByRole('heading', { name: 'This page could not load' });

describe('lazyPage', () => {
  let consoleError: jest.Spied<typeof console.error>;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the page once its chunk arrives and sets the title from its meta', async () => {
    document.title = '';
    renderLazy(() =>
      Promise.resolve({
        default: () => <h1>Loaded page</h1>,
        meta: { title: 'Loaded', description: 'A page that loaded.' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Loaded \| /);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the load error with a retry button when the chunk never arrives within 120 s', async () => {
    jest.useFakeTimers();
    renderLazy(() => new Promise<PageModule>(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(119_999);
    });
    expect(loadError()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(loadError()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
  });

  it('shows the same message when the chunk fails to load (network failure)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    renderLazy(() => Promise.reject(failure));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(failure);
  });
});
