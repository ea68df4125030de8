import type { Page } from '@playwright/test';
import { TEST_ACCOUNTS } from './env';

/** Signs in to Strapi's panel through its own sign-in page, as marketing's Editor does. */
export async function signInToPanelAsEditor(page: Page, cmsUrl: string): Promise<void> {
  await signInToPanel(page, cmsUrl, TEST_ACCOUNTS.editor);
}

/** Signs in to Strapi's panel through its own sign-in page with `account` (the Editor, or the Super Admin). */
export async function signInToPanel(page: Page, cmsUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));
}
