#!/usr/bin/env node
/**
 * Starts the compiled CMS (cms/dist) for the e2e run, without the admin panel's UI (its API still answers).
 *   node start-cms.cjs <cmsDir>
 * Every setting comes from the environment the harness passes (see global-setup.ts).
 */
'use strict';
const path = require('node:path');

const appDir = path.resolve(process.argv[2] || path.join(__dirname, '..', '..', '..', 'cms'));
const distDir = path.join(appDir, 'dist');
// The CMS's own copy of Strapi, whatever the hoisting.
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));

createStrapi({ appDir, distDir, serveAdminPanel: false })
  .start()
  .catch((error) => {
    console.error('[start-cms] the CMS failed to start:', error);
    process.exit(1);
  });
