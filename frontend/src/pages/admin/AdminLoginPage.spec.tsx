import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken } from '../../../test/admin-token.js';
import { jsonResponse, urlOf } from '../../../test/render-page.js';
import { renderRoute } from '../../../test/render-route.js';

async function logIn(username = 'site-admin', password = 'secret password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/admin/login', () => {
  beforeEach(() => localStorage.clear());

  it('asks for username and password, both required, and shows no credentials', async () => {
    renderRoute('/admin/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(document.body.textContent).not.toMatch(/admin123|default credentials|password:/i);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument(); // no public header
  });

  it("reads 'Logging in...' while waiting, stores the token and goes to the dashboard", async () => {
    const token = fakeToken(3600);
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        urlOf(input) === '/api/auth/login'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(jsonResponse(200, [])),
      );
    renderRoute('/admin/login');
    await logIn();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      username: 'site-admin',
      password: 'secret password',
    });

    answer(jsonResponse(200, { token }));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
  });

  it.each([
    [
      'a 401',
      () => Promise.resolve(jsonResponse(401, { message: 'Invalid username or password' })),
      'Invalid username or password',
    ],
    [
      'a network error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Cannot connect to server. Please make sure the backend is running on port 5000.',
    ],
    [
      'a lockout (the server’s message)',
      () =>
        Promise.resolve(
          jsonResponse(429, {
            message: 'Too many failed login attempts. Please try again in 30 seconds.',
          }),
        ),
      'Too many failed login attempts. Please try again in 30 seconds.',
    ],
    [
      'a failure without a message',
      () => Promise.resolve(jsonResponse(500)),
      'Login failed. Please try again.',
    ],
  ])('shows the right message for %s and stays on the page', async (_case, answer, message) => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(answer);
    renderRoute('/admin/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('admin guards and logout', () => {
  beforeEach(() => localStorage.clear());

  it.each(['/admin', '/admin/dashboard', '/admin/messages'])(
    '%s without a token goes to the login page',
    async (path) => {
      const fetch = jest.spyOn(globalThis, 'fetch');
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('an expired token goes to the login page and is cleared', async () => {
    localStorage.setItem('token', fakeToken(-60));
    renderRoute('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 while loading clears the token and goes to the login page', async () => {
    localStorage.setItem('token', fakeToken(3600));
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(401, { message: 'Your session has ended.' }));
    renderRoute('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('/admin goes to the dashboard, with a sidebar and no public header or footer', async () => {
    localStorage.setItem('token', fakeToken(3600));
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    renderRoute('/admin');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(sidebar).toHaveTextContent('Dashboard');
    expect(sidebar).toHaveTextContent('Messages');
    expect(sidebar).toHaveTextContent('Logout');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['answers 204', () => Promise.resolve(new Response(null, { status: 204 }))],
    ['fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'Logout calls POST /api/auth/logout, clears the token and goes to the login page when the call %s',
    async (_case, logoutAnswer) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const token = fakeToken(3600);
      localStorage.setItem('token', token);
      const fetch = jest
        .spyOn(globalThis, 'fetch')
        .mockImplementation((input) =>
          urlOf(input) === '/api/auth/logout'
            ? logoutAnswer()
            : Promise.resolve(jsonResponse(200, [])),
        );
      renderRoute('/admin/messages');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      const logoutCall = fetch.mock.calls.find(([input]) => urlOf(input) === '/api/auth/logout');
      expect(logoutCall?.[1]?.method).toBe('POST');
      expect((logoutCall?.[1]?.headers as Record<string, string>).Authorization).toBe(
        `Bearer ${token}`,
      );
    },
  );
});
