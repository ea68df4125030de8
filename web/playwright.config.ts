import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from '@bank/test-support/chromium-flags.json';

/**
 * End-to-end tests of the site and the staff screens against the real CMS (e2e/support/global-setup.ts starts a
 * seeded CMS on a temporary database, the built site, a fake SMS API and an SMTP sink, all on free ports).
 *
 * The browser is Debian's Chromium (`npx playwright install` needs the internet, which this machine and CI lack).
 * One worker: the tests share the CMS's state, and the machine has two cores. Spec files are named by area (public-,
 * security-, front-, panel-, admin-, bulk-) and run in the order of RUN_ORDER below, read-only checks before the ones
 * that change content.
 *
 *   cd web && npx playwright test                  # everything (builds web/.next first if there is no build)
 *   npx playwright test e2e/public-home.spec.ts    # one spec
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

/**
 * The spec files in the order they run: the public site's read-only checks first, the specs that change content after
 * them. Playwright runs a project's files in name order and, with one worker, the projects in the order listed: each
 * spec is a project of its own (all named chromium, as the one project was), so this list is the order. A new spec goes
 * where it belongs here; a spec file not listed, or a listed name without its file, fails the config's loading rather
 * than being skipped or run out of turn.
 */
const RUN_ORDER = [
  'public-routes.spec.ts',
  'public-menu.spec.ts',
  'public-locales.spec.ts',
  'public-home.spec.ts',
  'public-news.spec.ts',
  'public-atm-locator.spec.ts',
  'public-exchange-rates.spec.ts',
  'public-downloads.spec.ts',
  'public-publish-to-live.spec.ts',
  'public-pages-without-runtime.spec.ts',
  'security-headers.spec.ts',
  'public-contact-map.spec.ts',
  'front-isr-outage-and-restart.spec.ts',
  'public-currency-converter.spec.ts',
  'public-deposit-calculator.spec.ts',
  'public-site-search.spec.ts',
  'panel-draft-preview.spec.ts',
  'public-product-terms.spec.ts',
  'panel-atm-edit.spec.ts',
  'panel-downloads.spec.ts',
  'admin-access.spec.ts',
  'admin-news.spec.ts',
  'admin-exchange.spec.ts',
  'admin-documents.spec.ts',
  'admin-gallery.spec.ts',
  'admin-notices.spec.ts',
  'admin-atm.spec.ts',
  'bulk-send.spec.ts',
  'admin-accessibility.spec.ts',
  'security-dialog-markup.spec.ts',
  'security-uploads-and-hsts.spec.ts',
  'security-content-security-policy.spec.ts',
  'security-body-refusals.spec.ts',
  'panel-preview.spec.ts',
  'panel-words.spec.ts',
  'security-upload-refusal.spec.ts',
  'front-ready-instances-only.spec.ts',
  'front-nginx.spec.ts',
  'front-two-instances.spec.ts',
  'front-public-reads-ignore-tokens.spec.ts',
  'front-https.spec.ts',
  'front-restarts-under-load.spec.ts',
  'admin-two-factor-login.spec.ts',
  'panel-back-office.spec.ts',
  'bulk-preview.spec.ts',
  'bulk-history.spec.ts',
  'admin-upload-corrections.spec.ts',
  'public-loan-calculator.spec.ts',
  'public-rates-over-time.spec.ts',
  'public-html-checker.spec.ts',
  'public-branches-and-atms-near-me.spec.ts',
  'public-offline.spec.ts',
  'public-critical-css.spec.ts',
  'front-fresh-when-saved.spec.ts',
  'front-npm-start-ports.spec.ts',
];
const specFiles = fs.readdirSync(path.join(__dirname, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
const unlisted = specFiles.filter((name) => !RUN_ORDER.includes(name));
const missing = RUN_ORDER.filter((name) => !specFiles.includes(name));
if (unlisted.length || missing.length) {
  throw new Error(
    `playwright.config.ts RUN_ORDER and web/e2e disagree: not listed ${unlisted.join(', ') || '-'}; ` +
      `no such file ${missing.join(', ') || '-'}`,
  );
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI for flakiness only; a test that passes on retry is reported as flaky, not hidden.
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 60_000,
  // About 350 tests: 24-36 min on CI's 2 cores, with the CMS's PostgreSQL suite running beside them (.ci/run). The
  // bound stops a hung run, not a slow machine: 60 min keeps .ci/run within CI's 90.
  globalTimeout: 60 * 60_000,
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
    // worker instead. It runs in e2e/public-offline.spec.ts, which tests it (and the pages through it).
    serviceWorkers: 'block',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // A trace costs ~15% of the suite's time: only for retries (CI). Debugging locally: --trace retain-on-failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // Debian's Chromium, headless, without its background traffic: the flags the benchmarks use too.
      args: chromiumFlags,
    },
  },
  projects: RUN_ORDER.map((spec) => ({ name: 'chromium', testMatch: spec })),
});
