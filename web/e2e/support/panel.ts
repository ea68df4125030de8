import type { Page } from '@playwright/test';
import { TEST_ACCOUNTS } from './env';

/** Signs in to Strapi's panel through its own sign-in page, as marketing's Editor does. */
export async function signInToPanelAsEditor(page: Page, cmsUrl: string): Promise<void> {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(TEST_ACCOUNTS.editor.email);
  await page.getByLabel('Password', { exact: false }).first().fill(TEST_ACCOUNTS.editor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));
}
