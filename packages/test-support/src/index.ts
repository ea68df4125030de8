/**
 * @bank/test-support: test helpers written once, for the CMS's Jest suites (cms/tests), the site's Playwright suite
 * (web/e2e) and scripts/make-sample-images.mjs. Test input only: nothing here belongs in the apps.
 */
export * from './excel';
export * from './mime';
export * from './pdf';
export * from './ports';
export * from './raw-http';
