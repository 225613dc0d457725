import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LOGIN_FIELDS, type LoginRequest, type TokenView } from '@site/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { dashboardHandlers } from '../../../test/admin-posts.js';
import { renderRoute } from '../../../test/render-route.js';
import { errorAnswer, gate, requests, server } from '../../../test/server.js';

async function logIn(username = 'site-admin', password = 'secret password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** What the dashboard loads once the admin is in. */
const emptyDashboard = dashboardHandlers([]);

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
    expect(screen.getByLabelText('Username')).toHaveAttribute(
      'maxLength',
      String(LOGIN_FIELDS.username.maxLength),
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'maxLength',
      String(LOGIN_FIELDS.password.maxLength),
    );
    expect(document.body.textContent).not.toMatch(/admin123|default credentials|password:/i);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument(); // no public header
  });

  it("reads 'Logging in...' while waiting, stores the token and goes to the dashboard", async () => {
    const token = fakeToken(3600);
    const answer = gate();
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        await answer.wait;
        return HttpResponse.json<TokenView>({ token });
      }),
      ...emptyDashboard,
    );
    renderRoute('/admin/login');
    await logIn();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await screen.findByRole('button', { name: 'Logging in...' });
    answer.open();
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(sent).toEqual({
      username: 'site-admin',
      password: 'secret password',
    } satisfies LoginRequest);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it.each([
    [
      'a 401',
      () => errorAnswer(401, 'Invalid username or password'),
      'Invalid username or password',
    ],
    [
      'a network error',
      () => HttpResponse.error(),
      'Cannot connect to server. Please make sure the backend is running on port 5000.',
    ],
    [
      'a lockout (the server’s message)',
      () => errorAnswer(429, 'Too many failed login attempts. Please try again in 30 seconds.'),
      'Too many failed login attempts. Please try again in 30 seconds.',
    ],
    [
      'a failure without a message',
      () => new HttpResponse(null, { status: 500 }),
      'Login failed. Please try again.',
    ],
  ])('shows the right message for %s and stays on the page', async (_case, answer, message) => {
    server.use(http.post('/api/auth/login', answer));
    renderRoute('/admin/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('admin guards and logout', () => {
  beforeEach(() => localStorage.clear());

  it.each(['/admin', '/admin/dashboard', '/admin/messages', '/admin/security', '/admin/audit'])(
    '%s without a token goes to the login page',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(requests()).toEqual([]);
    },
  );

  it('an expired token goes to the login page and is cleared', async () => {
    localStorage.setItem('token', fakeToken(-60));
    renderRoute('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(requests()).toEqual([]);
  });

  it('a 401 while loading clears the token and goes to the login page', async () => {
    localStorage.setItem('token', fakeToken(3600));
    server.use(http.get('/api/admin/messages', () => errorAnswer(401, 'Your session has ended.')));
    renderRoute('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('/admin goes to the dashboard, with a sidebar and no public header or footer', async () => {
    localStorage.setItem('token', fakeToken(3600));
    server.use(...emptyDashboard);
    renderRoute('/admin');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(sidebar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Messages', 'Security', 'Audit log', 'Logout']);
    expect(within(sidebar).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    expect(within(sidebar).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['answers 204', () => new HttpResponse(null, { status: 204 })],
    ['fails', () => HttpResponse.error()],
  ])(
    'Logout clears the preview cookie, calls POST /api/auth/logout, clears the token and goes to the login page when the call %s',
    async (_case, logoutAnswer) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const token = fakeToken(3600);
      localStorage.setItem('token', token);
      let authorization: string | null = null;
      server.use(
        http.get('/api/admin/messages', () =>
          HttpResponse.json({
            items: [],
            total: 0,
            page: 1,
            pageSize: 25,
            counts: { new: 0, read: 0, replied: 0, archived: 0, spam: 0 },
          }),
        ),
        http.delete('/api/auth/preview-cookie', () => logoutAnswer()),
        http.post('/api/auth/logout', ({ request }) => {
          authorization = request.headers.get('Authorization');
          return logoutAnswer();
        }),
      );
      renderRoute('/admin/messages');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(requests()).toEqual(
        expect.arrayContaining(['DELETE /api/auth/preview-cookie', 'POST /api/auth/logout']),
      );
      expect(authorization).toBe(`Bearer ${token}`);
    },
  );
});
