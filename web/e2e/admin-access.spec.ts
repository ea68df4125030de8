/**
 * The staff logins, dashboards and guards of SPEC.md sections 2, 4 and 6, through the UI.
 * - admin: /tbl/admin → /tbl/admin-dashboard with the spec's seven tiles and the bulk sender's; a failed login
 *   alerts 'Invalid credentials',
 *   a failed request 'Login failed';
 * - atmadmin: /atm/admin → /atm/admin-dashboard with one tile, which leads to /atm/status, guarded for admin only,
 *   so it redirects to /tbl/admin (the specified quirk) and from there, logged in with another role, to /;
 * - a login route redirects a logged-in user to the matching dashboard, or to / for the other role;
 * - the login lives in memory: a reload drops it (guarded page → /tbl/admin), while localStorage 'user-role' stays.
 */
import type { Page } from '@playwright/test';
import { expect, navigateInApp, openTile, test, visit } from './fixtures';

const ADMIN_TILES: [string, string][] = [
  ['Manage News', '/admin/news'],
  ['Update Exchange Rates', '/admin/exchange'],
  ['Upload Images', '/admin/images'],
  ['Anual Reports', '/admin/reports'],
  ['Application Forms', '/admin/forms'],
  ['Update ATM Status', '/atm/status'],
  ['Important Notices', '/admin/important-notices'],
  // Not in the spec's seven: the way to the bulk sender (its page stays unguarded).
  ['Bulk SMS / E-mail', '/tbl/bulk-sms-email'],
];

const storedRole = (page: Page) => page.evaluate(() => window.localStorage.getItem('user-role'));

/** Records every URL path the page shows, client-side navigations included. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** Answers the text of the next window.alert, and accepts it. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      expect(dialog.type()).toBe('alert');
      await dialog.accept();
      resolve(message);
    });
  });
}

/** Opens the admin login, submits `username` and `password`, and answers the text of the alert that follows. */
async function loginAlert(page: Page, username: string, password: string): Promise<string> {
  await visit(page, '/tbl/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const alert = nextAlert(page);
  await page.getByRole('button', { name: 'Login' }).click();
  return alert;
}

test.describe('admin login', () => {
  test('the login screen has Username, Password and Login', async ({ page }) => {
    await visit(page, '/tbl/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    await expect(page.getByLabel('Username')).toBeEditable();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('logs in to the Admin Dashboard with its eight tiles and stores the role', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    const tiles = page.getByRole('navigation', { name: 'Admin Dashboard' }).getByRole('link');
    await expect(tiles).toHaveText(ADMIN_TILES.map(([label]) => label));
    for (const [index, [, href]] of ADMIN_TILES.entries()) await expect(tiles.nth(index)).toHaveAttribute('href', href);
    expect(await storedRole(page)).toBe('admin');

    // Every tile opens its screen (client-side, keeping the login).
    for (const [label, href] of ADMIN_TILES) {
      await openTile(page, label, href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/tbl/admin-dashboard');
    }
  });

  test("wrong credentials alert 'Invalid credentials' and stay on the login", async ({ page, env }) => {
    expect(await loginAlert(page, env.adminUser, 'not-the-password')).toBe('Invalid credentials');
    await expect(page).toHaveURL(/\/tbl\/admin$/);
    expect(await storedRole(page)).toBeNull();
  });

  test("a failed login request alerts 'Login failed'", async ({ page, env }) => {
    await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
    expect(await loginAlert(page, env.adminUser, env.adminPassword)).toBe('Login failed');
    await expect(page).toHaveURL(/\/tbl\/admin$/);
  });

  test('the atmadmin account cannot log in on the admin login', async ({ page, env }) => {
    expect(await loginAlert(page, env.atmUser, env.atmPassword)).toBe('Invalid credentials');
  });

  test('a logged-in admin is sent from /tbl/admin to the dashboard, and from /atm/admin to /', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await navigateInApp(page, '/tbl/admin', { landOn: '/tbl/admin-dashboard' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

    await navigateInApp(page, '/atm/admin', { landOn: '/' });
  });
});

test.describe('guards', () => {
  test('guarded screens send a visitor who is not logged in to /tbl/admin', async ({ page }) => {
    for (const path of ['/tbl/admin-dashboard', '/admin/news', '/admin/news/add', '/admin/exchange', '/atm/status']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/tbl/admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    }
  });

  test('the ATM dashboard sends a visitor who is not logged in to /atm/admin', async ({ page }) => {
    await page.goto('/atm/admin-dashboard');
    await page.waitForURL((url) => url.pathname === '/atm/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATM Admin Login');
  });

  test('a reload drops the login (guarded page → /tbl/admin) while user-role stays in localStorage', async ({
    page,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await openTile(page, 'Manage News', '/admin/news');
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/tbl/admin');
    expect(await storedRole(page)).toBe('admin');
    // The stored role alone does not count as logged in: the login screen stays.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/tbl\/admin$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('ATM admin', () => {
  test('logs in to the ATM Admin Dashboard with a single tile', async ({ page, loginAsAtmAdmin }) => {
    await visit(page, '/atm/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATM Admin Login');
    await loginAsAtmAdmin();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATM Admin Dashboard');
    const tiles = page.getByRole('navigation', { name: 'ATM Admin Dashboard' }).getByRole('link');
    await expect(tiles).toHaveText(['Update ATM Status']);
    await expect(tiles).toHaveAttribute('href', '/atm/status');
    expect(await storedRole(page)).toBe('atmadmin');
  });

  test('following the tile to /atm/status redirects to /tbl/admin (the specified quirk), and on to /', async ({
    page,
    loginAsAtmAdmin,
  }) => {
    await loginAsAtmAdmin();
    const paths = recordPaths(page);
    await page.getByRole('link', { name: 'Update ATM Status' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(paths).toEqual(expect.arrayContaining(['/atm/status', '/tbl/admin']));
    expect(paths.indexOf('/tbl/admin')).toBeGreaterThan(paths.indexOf('/atm/status'));
    expect(paths.at(-1)).toBe('/');
    // The ATM table was never shown.
    await expect(page.getByRole('columnheader', { name: 'ATM Location' })).toHaveCount(0);
  });

  test('while logged in as atmadmin, /tbl/admin redirects to / and /atm/admin to the ATM dashboard', async ({
    page,
    loginAsAtmAdmin,
  }) => {
    await loginAsAtmAdmin();
    await navigateInApp(page, '/atm/admin', { landOn: '/atm/admin-dashboard' });
    await navigateInApp(page, '/tbl/admin', { landOn: '/' });
  });

  test('an atmadmin cannot open the admin dashboard', async ({ page, loginAsAtmAdmin }) => {
    await loginAsAtmAdmin();
    const paths = recordPaths(page);
    await navigateInApp(page, '/tbl/admin-dashboard', { landOn: '/' });
    expect(paths).toContain('/tbl/admin');
  });
});

test.describe('sign out', () => {
  test('Sign out revokes the token on the server, forgets the login and returns to the login page', async ({ page, env }) => {
    await visit(page, '/atm/admin');
    await page.getByLabel('Username').fill(env.atmUser);
    await page.getByLabel('Password').fill(env.atmPassword);
    const loginAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/atmadmin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    const { token } = (await (await loginAnswer).json()) as { token: string };
    await page.waitForURL((url) => url.pathname === '/atm/admin-dashboard');
    await expect(page.getByText(`Signed in as ${env.atmUser}`)).toBeVisible();

    const staffCall = () =>
      page.request.put('/api/atm-status/no-such-atm', {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'in-service' },
      });
    expect((await staffCall()).status()).toBe(404);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/atm/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATM Admin Login');
    await expect(page.getByText(/Signed in as/)).toHaveCount(0);
    // The role stays stored, as after a reload (the spec's redirect rules read it).
    expect(await storedRole(page)).toBe('atmadmin');

    const refused = await staffCall();
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ message: 'This token was revoked: sign in again' });
  });
});
