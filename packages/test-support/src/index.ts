/**
 * @bank/test-support: test helpers written once, for the CMS's Jest suites (cms/tests), the site's Playwright suite
 * (web/e2e) and scripts/make-sample-images.mjs. Test input only: nothing here belongs in the apps.
 *
 * Where a test helper lives: used by more than one workspace, here; used by one workspace only, in that workspace's
 * support folder (cms/tests/support, e.g. what needs a running Strapi; web/e2e/support).
 */
export * from './excel';
export * from './mime';
export * from './pdf';
export * from './ports';
export * from './raw-http';
