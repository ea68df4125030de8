#!/usr/bin/env node
/**
 * Compiles the CMS's TypeScript into cms/dist (what `strapi start` runs), in its own process:
 * compileStrapi() calls process.exit(1) on failure, which must not take the test runner down with it.
 *   node compile-cms.cjs <cmsDir>
 * Type errors are left to `npm run typecheck`; only a failed emit fails here.
 */
'use strict';
const path = require('node:path');

const appDir = path.resolve(process.argv[2] || path.join(__dirname, '..', '..', '..', 'cms'));
const { compileStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));

compileStrapi({ appDir, ignoreDiagnostics: true })
  .then(() => process.exit(0))
  .catch((error) => {
    console.error('[compile-cms] failed:', error);
    process.exit(1);
  });
