// The admin account in Chromium: two-factor authentication enrolled with a code computed here,
// logins with it and with a recovery code (used up after one use), a passkey registered and used
// through Chromium's virtual authenticator (DevTools protocol), the password changed with the
// other session signed out, and a session signed out from the list. On a bff of its own, reached
// as http://localhost:<port> (its SITE_URL, the passkeys' relying party), so the admin it changes
// is no other spec's.
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@site/contract';
import { type RunningBff, startBff, totpCode } from '@site/testkit';
import { BFF_ENV, FRONTEND_DIST } from '../stack.js';
import { seriousViolations } from './axe.js';
import { expect, test, TEST_ADMIN, watchPage } from './fixtures.js';

const NEW_PASSWORD = 'quartz-meadow-bicycle-77';

test.describe.configure({ mode: 'serial' });

let bff: RunningBff;
let site: string;
let password = TEST_ADMIN.password;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bff = await startBff({
    env: { ...BFF_ENV, LOGIN_MAX_FAILURES: '50' },
    frontendDist: process.env.E2E_DIST ?? FRONTEND_DIST,
  });
  site = `http://localhost:${bff.port}`;
});

test.afterAll(async () => {
  await bff?.stop();
});

async function newAdminPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site });
  return { context, page: await context.newPage() };
}

/** The first step of the login; the page then shows the dashboard or the second step. */
async function enterPassword(page: Page): Promise<void> {
  // After a logout the page is there already: loading it again would cut off its favicon.
  if (!page.url().endsWith('/admin/login')) await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(TEST_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logIn(page: Page): Promise<void> {
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function logOut(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle'); // nothing of the page still loading is cut off
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
}

test('two-factor authentication: enrol with a computed code, log in with it and with a recovery code, turn it off', async ({
  browser,
}) => {
  const { context, page } = await newAdminPage(browser);
  // The wrong and the used code below are answered 401, as they should be.
  const problems = watchPage(page, {
    allowStatus: (url) => url.endsWith('/api/auth/login/second-factor'),
  });
  await logIn(page);
  await openSecurity(page);

  await page.getByRole('button', { name: 'Set up' }).click();
  const key = (await page.locator('.totp-setup__key').textContent())!.replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.locator('.recovery-codes__list code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // The password alone no longer logs in: the second step asks for the app's code.
  await logOut(page);
  await enterPassword(page);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.wrongCode);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A recovery code logs in once, then never again.
  for (const attempt of ['first use', 'second use']) {
    await logOut(page);
    await enterPassword(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first use') {
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    } else {
      await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.usedRecoveryCode);
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  }

  // Off again, with the password and a code (here a recovery code: the app's next code was
  // used above, and the one after is not accepted yet).
  await openSecurity(page);
  await expect(page.getByText('Recovery codes left: 8')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('form', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password', { exact: true }).fill(password);
  await off
    .getByRole('textbox', { name: 'Authentication or recovery code' })
    .fill(recoveryCodes[2]!);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Set up' })).toBeVisible();
  await logOut(page);
  await logIn(page);
  expect(problems).toEqual([]);
  await context.close();
});

test('a passkey: registered with the virtual authenticator, then logging in alone', async ({
  browser,
}) => {
  const { context, page } = await newAdminPage(browser);
  const problems = watchPage(page);
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await logIn(page);
  await openSecurity(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('This laptop');
  expect(await seriousViolations(page)).toEqual([]);

  await logOut(page);
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openSecurity(page);
  const mine = page.getByRole('row').filter({ hasText: 'This device' });
  await expect(mine).toContainText('Passkey');
  expect(problems).toEqual([]);
  await context.close();
});

test('changing the password signs the other session out; a session signed out from the list is out', async ({
  browser,
}) => {
  const first = await newAdminPage(browser);
  const second = await newAdminPage(browser);
  await logIn(first.page);
  await logIn(second.page);

  await openSecurity(first.page);
  await first.page.getByLabel('Current password', { exact: true }).fill(password);
  await first.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await first.page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await first.page.getByRole('button', { name: 'Change password' }).click();
  await expect(first.page.getByText('Every other session was signed out.')).toBeVisible();
  password = NEW_PASSWORD;

  // The other window's next request is refused: it lands on the login page, token cleared.
  await second.page.getByRole('link', { name: 'Messages' }).click();
  await expect(second.page).toHaveURL(/\/admin\/login$/);
  expect(await second.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Logged in again there, and signed out from the first window's list of sessions.
  await logIn(second.page);
  await first.page.reload();
  const other = first.page
    .getByRole('row')
    .filter({ hasNotText: 'This device' })
    .filter({
      has: first.page.getByRole('button', { name: 'Sign out' }),
    });
  await expect(other).toHaveCount(1);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveCount(0);
  await second.page.getByRole('link', { name: 'Messages' }).click();
  await expect(second.page).toHaveURL(/\/admin\/login$/);
  await expect(first.page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();

  // What happened is in the audit log.
  await first.page.getByRole('link', { name: 'Audit log' }).click();
  await expect(first.page).toHaveURL(/\/admin\/audit$/);
  await expect(first.page.getByRole('table')).toContainText('Password changed');
  await expect(first.page.getByRole('table')).toContainText('Session signed out');
  expect(await seriousViolations(first.page)).toEqual([]);
  await first.context.close();
  await second.context.close();
});
