#!/usr/bin/env node
/**
 * Sets up two-factor sign-in for one staff account: `npm run two-factor -- <username>` (README "Two-factor sign-in").
 *
 * Gives the account a new secret, forgets any code taken before, switches two-factor sign-in on, and prints the
 * otpauth:// address once, for the staff member's authenticator app (scan it as a QR code, or type the secret). The
 * address is not kept anywhere else: run it again for a new phone, which ends the old one's codes. Switching it off
 * and on again is the operator's switch in the panel (Content Manager → User → "two_factor").
 *
 * Loads the CMS like `npm run seed` (same cms/.env and database, without the HTTP server), so it can run beside the
 * running CMS.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnLoadedCms } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const username = process.argv[2]?.trim();
if (!username || process.argv.length > 3) {
  console.error('Usage: npm run two-factor -- <username>');
  process.exit(2);
}

await runOnLoadedCms(cmsDir, 'two-factor', async (app, distDir) => {
  const { enrolTwoFactor } = createRequire(path.join(cmsDir, 'package.json'))(
    path.join(distDir, 'src', 'utils', 'two-factor.js'),
  );
  const uri = await enrolTwoFactor(app, username);
  const secret = new URL(uri).searchParams.get('secret');
  console.log(`\nTwo-factor sign-in is on for ${username}. Give this to their authenticator app, once, in person:\n`);
  console.log(`  ${uri}\n`);
  console.log(`  (or type the key by hand: ${secret}, time-based, 6 digits, 30 seconds)\n`);
});
