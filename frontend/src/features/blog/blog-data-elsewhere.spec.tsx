import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { embedData, ProbeRoutes, type ProbeAnswer } from '../../../test/blog-data-probe.js';
import { requests, server } from '../../../test/server.js';

// A file of its own: the page's embedded data is read once per page load (module state).
describe('useBlogData with data embedded for another address', () => {
  it('fetches its own data, and does not use the embedded data later either', async () => {
    const script = embedData('/probe/two', { text: 'two, from the HTML' } satisfies ProbeAnswer);
    server.use(
      http.get('/api/probe/one', () => HttpResponse.json<ProbeAnswer>({ text: 'one, fetched' })),
      http.get('/api/probe/two', () => HttpResponse.json<ProbeAnswer>({ text: 'two, fetched' })),
    );
    const user = userEvent.setup();
    render(<ProbeRoutes path="/probe/one" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    expect(await screen.findByText('one, fetched')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'two' }));
    expect(screen.queryByText('two, from the HTML')).not.toBeInTheDocument();
    expect(await screen.findByText('two, fetched')).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/probe/one', 'GET /api/probe/two']);
    script.remove();
  });
});
