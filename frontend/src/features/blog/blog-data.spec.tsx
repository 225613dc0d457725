import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { embedData, ProbeRoutes, type ProbeAnswer } from '../../../test/blog-data-probe.js';
import { gate, requests, server } from '../../../test/server.js';

// The page's embedded data is read once per page load (module state): this file's first test is
// that first render. blog-data-elsewhere.spec.tsx has a page whose data is for another address.

let script: HTMLScriptElement | undefined;
afterEach(() => script?.remove());

const probe = () => screen.getByTestId('probe');

describe('useBlogData', () => {
  it("draws the server's data for this address at once, without a request", async () => {
    const text = 'from the server </script><b>as sent</b>';
    script = embedData('/probe/one', { text } satisfies ProbeAnswer);
    render(<ProbeRoutes path="/probe/one" />);
    expect(probe()).toHaveTextContent(text);
    // Effects have run by now: a request would have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probe()).toHaveTextContent(text);
    expect(requests()).toEqual([]);
  });

  it('reads the data script only for the first page: later pages ask the API', async () => {
    server.use(
      http.get('/api/probe/two', () => HttpResponse.json<ProbeAnswer>({ text: 'two, fetched' })),
    );
    script = embedData('/probe/two', { text: 'two, from the HTML' } satisfies ProbeAnswer);
    render(<ProbeRoutes path="/probe/two" />);
    expect(probe()).toHaveTextContent('loading');
    expect(await screen.findByText('two, fetched')).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/probe/two']);
  });

  it.each([
    ['another address of the same page', 'three', 'four'],
    ['another page', 'five', 'elsewhere'],
  ])(
    'coming back from %s draws the last answer at once, then the refreshed one',
    async (_case, name, away) => {
      let answers = 0;
      const held = gate();
      server.use(
        http.get(`/api/probe/${name}`, async () => {
          answers += 1;
          if (answers > 1) await held.wait;
          return HttpResponse.json<ProbeAnswer>({ text: `${name}, answer ${answers}` });
        }),
        http.get('/api/probe/four', () =>
          HttpResponse.json<ProbeAnswer>({ text: 'four, fetched' }),
        ),
      );
      const user = userEvent.setup();
      render(<ProbeRoutes path={`/probe/${name}`} />);
      expect(await screen.findByText(`${name}, answer 1`)).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: away }));
      if (away === 'four') expect(await screen.findByText('four, fetched')).toBeInTheDocument();
      else expect(screen.queryByTestId('probe')).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name }));
      expect(probe()).toHaveTextContent(`${name}, answer 1`);
      held.open();
      expect(await screen.findByText(`${name}, answer 2`)).toBeInTheDocument();
      expect(requests()).toEqual([
        `GET /api/probe/${name}`,
        ...(away === 'four' ? ['GET /api/probe/four'] : []),
        `GET /api/probe/${name}`,
      ]);
    },
  );

  it('keeps the last answer of an address when its refresh fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answers = 0;
    server.use(
      http.get('/api/probe/six', () => {
        answers += 1;
        return answers > 1
          ? HttpResponse.error()
          : HttpResponse.json<ProbeAnswer>({ text: 'six, answer 1' });
      }),
      http.get('/api/probe/four', () => HttpResponse.json<ProbeAnswer>({ text: 'four, again' })),
    );
    const user = userEvent.setup();
    render(<ProbeRoutes path="/probe/six" />);
    expect(await screen.findByText('six, answer 1')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'four' }));
    expect(await screen.findByText('four, again')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'six' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(probe()).toHaveTextContent('six, answer 1');
    expect(answers).toBe(2);
  });
});
