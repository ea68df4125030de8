/**
 * Two-factor sign-in on the staff login pages. For an account with two-factor on, the login asks for
 * the 6-digit code of an authenticator app after the password; a wrong code and a used code are refused in words,
 * and the right one opens the dashboard. Desktop and 320 px, with axe on the code step.
 *
 * The operator sets two-factor up with `npm run two-factor -- <username>` on the CMS server; here the account is
 * created in the panel as the operator does, and its secret written straight into this run's database, encrypted
 * with the CMS's TWO_FACTOR_KEY by the CMS's own module, as the enrolment stores it after the app's first right code
 * (the enrolment itself is tested in cms/tests/api/two-factor.test.ts). Codes are computed with otplib, as an app
 * would.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, visit, type CmsApi } from './fixtures';
import { CMS_DIR } from './support/run-folders';

// The CMS's own libraries (web does not depend on them).
const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));
const { generateSecret, generate } = cmsRequire('otplib') as {
  generateSecret: () => string;
  generate: (options: { secret: string }) => Promise<string>;
};
type Sqlite = {
  prepare: (sql: string) => { run: (...values: unknown[]) => { changes: number }; get: (...values: unknown[]) => unknown };
  close: () => void;
};
const Database = cmsRequire('better-sqlite3') as new (file: string, options: { timeout: number }) => Sqlite;
// The compiled CMS's encryption of stored secrets (cms/src/staff-auth/two-factor-secret.ts).
const { TwoFactorKeys } = cmsRequire('./dist/src/staff-auth/two-factor-secret.js') as {
  TwoFactorKeys: { parse: (value: string) => { encrypt: (secret: string, userId: number) => string } };
};

const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
const WRONG_CODE = 'Wrong code: enter the 6-digit code your authenticator app shows now';
const USED_CODE = 'This code was already used: wait for the next code in your authenticator app';

/** A named staff account created in the panel, with two-factor sign-in on; its secret (what the app holds). */
async function twoFactorAccount(
  cmsApi: CmsApi,
  env: { tmpDir: string; twoFactorKey: string },
  username: string,
  role: 'admin' | 'atmadmin',
) {
  const password = `${username}-Pass-1`;
  const roleId = await roleIdOf(cmsApi, role);
  await cmsApi.panel('POST', '/content-manager/collection-types/plugin::users-permissions.user', {
    username,
    email: `${username}@trustbank.gm`,
    password,
    confirmed: true,
    blocked: false,
    role: { connect: [{ id: roleId }] },
  });
  const secret = generateSecret();
  const database = new Database(path.join(env.tmpDir, 'cms.db'), { timeout: 10_000 });
  try {
    const { id } = database.prepare('SELECT id FROM up_users WHERE username = ?').get(username) as { id: number };
    const stored = TwoFactorKeys.parse(env.twoFactorKey).encrypt(secret, id);
    const { changes } = database
      .prepare('UPDATE up_users SET two_factor = 1, two_factor_secret = ?, two_factor_last_step = NULL WHERE id = ?')
      .run(stored, id);
    expect(changes).toBe(1);
  } finally {
    database.close();
  }
  return { username, password, secret };
}

/** The panel's list of users-permissions roles (what the User form's Role field offers). */
async function roleIdOf(cmsApi: CmsApi, role: string): Promise<number> {
  const answer = await cmsApi.panel<{ roles: Array<{ id: number; type: string }> }>('GET', '/users-permissions/roles');
  const found = answer.roles.find((candidate) => candidate.type === role);
  if (!found) throw new Error(`No users-permissions role ${role}`);
  return found.id;
}

/** Answers the text of the next window.alert, and accepts it. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('alert');
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
}

async function passwordStep(page: Page, screen: string, account: { username: string; password: string }) {
  await visit(page, screen);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel(CODE_LABEL);
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The password step gave no session: still the login screen, without the username and password fields.
  expect(new URL(page.url()).pathname).toBe(screen);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  return code;
}

async function submitCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(CODE_LABEL).fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('two-factor sign-in on the staff login pages', () => {
  test('admin at desktop width: a wrong code, the right code, then the used code again', async ({ page, cmsApi, env }) => {
    test.setTimeout(180_000);
    const account = await twoFactorAccount(cmsApi, env, 'e2e.twofactor.admin', 'admin');

    await passwordStep(page, '/tbl/admin', account);
    await expectNoSeriousA11yViolations(page, '/tbl/admin, code step');

    const right = await generate({ secret: account.secret });
    const wrong = right === '000000' ? '111111' : '000000';
    let alert = nextAlert(page);
    await submitCode(page, wrong);
    expect(await alert).toBe(WRONG_CODE);
    await expect(page.getByLabel(CODE_LABEL)).toHaveValue('');

    await submitCode(page, right);
    await page.waitForURL((url) => url.pathname === '/tbl/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.getByText(`Signed in as ${account.username}`)).toBeVisible();

    // Signed in afresh (a reload drops the session): the same code is refused, and Start again goes back.
    await passwordStep(page, '/tbl/admin', account);
    alert = nextAlert(page);
    await submitCode(page, right);
    expect(await alert).toBe(USED_CODE);
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('ATM officer at 320 px: the code step fits the screen and opens the ATM dashboard', async ({ page, cmsApi, env }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const account = await twoFactorAccount(cmsApi, env, 'e2e.twofactor.atm', 'atmadmin');

    await passwordStep(page, '/atm/admin', account);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    for (const name of ['Login', 'Start again']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320, `${name} within the screen`).toBe(true);
    }
    await expectNoSeriousA11yViolations(page, '/atm/admin at 320 px, code step');

    await submitCode(page, await generate({ secret: account.secret }));
    await page.waitForURL((url) => url.pathname === '/atm/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATM Admin Dashboard');
  });
});
