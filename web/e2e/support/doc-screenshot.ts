import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The pictures of the editors' guide (docs/editors.md), taken by the panel specs at the moments the guide shows:
 * docs/editors/<name>.png, the whole window at 1280×800 (a hundred-odd KB each). Only with E2E_DOC_SCREENSHOTS=1, so
 * normal runs, CI's included, write nothing into the repository:
 *
 *   cd web && E2E_DOC_SCREENSHOTS=1 npx playwright test e2e/panel-atm-edit.spec.ts e2e/panel-downloads.spec.ts \
 *     e2e/panel-preview.spec.ts e2e/panel-words.spec.ts
 */
const GUIDE_IMAGES = path.resolve(__dirname, '..', '..', '..', 'docs', 'editors');

export async function docScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_DOC_SCREENSHOTS !== '1') return;
  fs.mkdirSync(GUIDE_IMAGES, { recursive: true });
  const file = path.join(GUIDE_IMAGES, `${name}.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Web fonts drawn, not their fallback; the caret and transitions stand still.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Strapi's "Introducing the new Media Library" banner is news about Strapi, not about the bank's content: left out
  // of the pictures (hidden while they are taken, not dismissed, so the test goes on as it would). An open list hides
  // the rest of the page from the accessibility tree, hence includeHidden.
  const banner = page
    .locator('div')
    .filter({ has: page.getByText('Introducing the new Media Library') })
    .filter({ has: page.getByRole('button', { name: 'Close', includeHidden: true }) })
    .last();
  const hideBanner = (display: string) =>
    banner.evaluateAll(
      (elements, value) => elements.forEach((element) => ((element as HTMLElement).style.display = value)),
      display,
    );
  await hideBanner('none');
  try {
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  } finally {
    await hideBanner('');
  }
}
