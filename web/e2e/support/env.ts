/**
 * What global setup hands to the tests. Playwright starts its workers after global setup, and they inherit the
 * runner's process.env, so these variables are the channel (fixtures.ts reads them through `e2eEnv()`).
 */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  cmsUrl: 'E2E_CMS_URL',
  fakeUrl: 'E2E_FAKE_URL',
  tmpDir: 'E2E_TMP_DIR',
  adminUser: 'E2E_ADMIN_USERNAME',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  atmUser: 'E2E_ATMADMIN_USERNAME',
  atmPassword: 'E2E_ATMADMIN_PASSWORD',
  panelEmail: 'E2E_PANEL_EMAIL',
  panelPassword: 'E2E_PANEL_PASSWORD',
  onlineBankingUrl: 'E2E_ONLINE_BANKING_URL',
  smsSenderId: 'E2E_SMS_SENDER_ID',
  smsUsername: 'E2E_SMS_USERNAME',
  mailFrom: 'E2E_MAIL_FROM',
  mailSubject: 'E2E_MAIL_SUBJECT',
  revalidateSecret: 'E2E_REVALIDATE_SECRET',
  previewSecret: 'E2E_PREVIEW_SECRET',
  /** The CMS's TWO_FACTOR_KEY, for the spec that stores a two-factor secret as the CMS does. */
  twoFactorKey: 'E2E_TWO_FACTOR_KEY',
  /** The CMS's process group (its supervisor's pid), for tests that take the CMS down for a moment. */
  cmsPid: 'E2E_CMS_PID',
  /** The private copy of the site build the harness serves, for tests that start a site instance of their own. */
  siteDir: 'E2E_SITE_DIR',
} as const;

export type E2eEnv = { [K in keyof typeof E2E_ENV]: string };

export function e2eEnv(): E2eEnv {
  const values: Record<string, string> = {};
  for (const [key, name] of Object.entries(E2E_ENV)) {
    const value = process.env[name];
    if (!value) {
      throw new Error(`${name} is not set: run the suite with \`npx playwright test\` (global setup starts the servers).`);
    }
    values[key] = value;
  }
  return values as E2eEnv;
}

/** Fixed test values: not secrets, only for the throwaway CMS of a test run. */
export const TEST_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin-e2e-password-1' },
  atmadmin: { username: 'atmadmin', password: 'atm-e2e-password-1' },
  /** The panel's Super Admin (STRAPI_ADMIN_EMAIL). */
  panel: { email: 'operator@example.com', password: 'Operator-Test-1' },
  /** Marketing's Editor account (STRAPI_EDITOR_EMAIL). */
  editor: { email: 'marketing@example.com', password: 'Marketing-Test-1' },
} as const;

export const ONLINE_BANKING_URL = 'https://ibank.example.test';
export const SMS_SENDER_ID = 'TrustBank';
export const SMS_USERNAME = 'e2e-bank';
export const MAIL_FROM = 'alerts@trustbank.example.test';
export const MAIL_SUBJECT = 'A message from Trust Bank';
