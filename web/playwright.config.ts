import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the site and the staff screens against the real CMS (e2e/support/global-setup.ts starts a
 * seeded CMS on a temporary database, the built site, a fake SMS API and an SMTP sink, all on free ports).
 *
 * The browser is Debian's Chromium (`npx playwright install` needs the internet, which this machine and CI lack).
 * One worker: the tests share the CMS's state, and the machine has two cores. Spec files run in name order
 * (numbered), read-only checks before the ones that change content.
 *
 *   cd web && npx playwright test                  # everything (builds web/.next first if there is no build)
 *   npx playwright test e2e/03-home.spec.ts        # one spec
 *   E2E_BUILD=1 npx playwright test                # rebuild the site first; see e2e/support/global-setup.ts
 */
const isCI = Boolean(process.env.CI);

/**
 * Failure artifacts (traces, screenshots) of this run, in a folder of its own so two runs never clear each other's:
 * E2E_OUTPUT_DIR, or a new folder under the system's temporary folder. Set once in the runner; the workers, which
 * load this file again, inherit it through the environment.
 */
if (!process.env.E2E_OUTPUT_DIR) {
  process.env.E2E_OUTPUT_DIR = path.join(os.tmpdir(), `bank-e2e-results-${process.pid}-${randomBytes(3).toString('hex')}`);
  // Global teardown removes it when the run left no failure artifacts in it; the next run's setup removes what
  // Playwright writes after that (.last-run.json), and failure artifacts after a week.
  process.env.E2E_OUTPUT_DIR_GENERATED = '1';
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI for flakiness only; a test that passes on retry is reported as flaky, not hidden.
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 60_000,
  // About 330 tests; ~15 min on an idle 2-core machine, more under load: the whole run may take 40 min at most.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Carousels and tickers stand still unless a test asks for motion.
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Africa/Banjul',
    // The site's service worker (scripts/build-sw.mjs) answers navigations once it controls a page, and Playwright's
    // page.route() cannot see what a worker fetches: the specs that intercept or count requests would be testing the
    // worker instead. It runs in e2e/54-offline.spec.ts, which tests it (and the pages through it).
    serviceWorkers: 'block',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // A trace costs ~15% of the suite's time: only for retries (CI). Debugging locally: --trace retain-on-failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
