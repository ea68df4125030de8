#!/usr/bin/env node
/**
 * Starts the compiled CMS (cms/dist) for the e2e run. It serves the admin panel's UI when the panel is built
 * (`npm run build -w cms`, cms/dist/build), for the tests that drive it; its API answers either way.
 *   node start-cms.cjs <cmsDir>
 * Every setting comes from the environment the harness passes (see global-setup.ts).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(process.argv[2] || path.join(__dirname, '..', '..', '..', 'cms'));
const distDir = path.join(appDir, 'dist');
// The CMS's own copy of Strapi, whatever the hoisting.
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));

createStrapi({ appDir, distDir, serveAdminPanel: fs.existsSync(path.join(distDir, 'build', 'index.html')) })
  .start()
  .catch((error) => {
    console.error('[start-cms] the CMS failed to start:', error);
    process.exit(1);
  });
