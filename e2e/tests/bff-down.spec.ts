// With the bff stopped. Through nginx a stopped bff is a 503 answer, not a failed request, so
// this runs in the `make start` topology: the browser talks to a bff of its own, which the test
// stops after the pages have loaded.
import { startBff } from '@site/testkit';
import { BFF_ENV, FRONTEND_DIST } from '../stack.js';
import { appStarted, expect, test, TEST_ADMIN } from './fixtures.js';

test("bff stopped: the contact form says 'Server error. Please try again later.' and the login the port-5000 message", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const bff = await startBff({ env: BFF_ENV, frontendDist: process.env.E2E_DIST ?? FRONTEND_DIST });
  try {
    const context = await browser.newContext({ baseURL: bff.url });
    const contact = await context.newPage();
    await contact.goto('/contact');
    await appStarted(contact);
    await contact.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ayesha'); // loads the toasts on first focus
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('ayesha@example.com');
    await contact.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await contact.waitForLoadState('networkidle');
    const login = await context.newPage();
    await login.goto('/admin/login');
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(TEST_ADMIN.username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_ADMIN.password);
    await login.waitForLoadState('networkidle');

    await bff.stop();

    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      contact.getByText('Server error. Please try again later.', { exact: true }),
    ).toBeVisible();
    await expect(contact.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
      'Ayesha',
    );

    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('alert')).toHaveText(
      'Cannot connect to server. Please make sure the backend is running on port 5000.',
    );
    await expect(login).toHaveURL(/\/admin\/login$/);
    expect(await login.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  } finally {
    await bff.stop();
  }
});
