#!/usr/bin/env node
/**
 * Sets up two-factor sign-in for one staff account: `npm run two-factor -- <username>` (docs/security.md "Two-factor sign-in").
 *
 * Makes a new secret and prints the otpauth:// address once, for the staff member's authenticator app (scan it as a
 * QR code, or type the key), then asks for the code the app shows. Only a right code switches two-factor sign-in on
 * with the new secret (stored encrypted with TWO_FACTOR_KEY), takes that code, and signs the account out everywhere;
 * until then nothing is stored and the account signs in as before. Run it again for a new phone: the old phone's
 * codes stop working once the new one's code is confirmed. Switching it off and on again is the operator's switch in
 * the panel (Content Manager → User → "two_factor").
 *
 * Loads the CMS like `npm run seed` (same cms/.env and database, without the HTTP server), so it can run beside the
 * running CMS.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runOnLoadedCms } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
/** Wrong codes at the prompt before the script gives up (nothing stored). */
const TRIES = 3;

const username = process.argv[2]?.trim();
if (!username || process.argv.length > 3) {
  console.error('Usage: npm run two-factor -- <username>');
  process.exit(2);
}

await runOnLoadedCms(cmsDir, 'two-factor', async (app, distDir) => {
  const load = createRequire(path.join(cmsDir, 'package.json'));
  const { beginEnrolment, confirmEnrolment } = load(path.join(distDir, 'src', 'utils', 'two-factor.js'));
  // The audit trail names the operator's script for the enrolment, not "CMS".
  const { actingAs } = load(path.join(distDir, 'src', 'audit', 'actor.js'));
  const asOperator = (task) => actingAs({ actor: 'npm run two-factor', actor_kind: 'system' }, task);
  const pending = await asOperator(() => beginEnrolment(app, username));
  const secret = new URL(pending.uri).searchParams.get('secret');
  console.log(`\nGive this to ${username}'s authenticator app, once, in person:\n`);
  console.log(`  ${pending.uri}\n`);
  console.log(`  (or type the key by hand: ${secret}, time-based, 6 digits, 30 seconds)\n`);
  // Read line by line from a buffer: piped lines that come before their question are kept, and the end of the input
  // answers as an empty line instead of leaving a question open.
  const prompt = createInterface({ input: process.stdin });
  const lines = prompt[Symbol.asyncIterator]();
  const ask = async (question) => {
    process.stdout.write(question);
    const { value, done } = await lines.next();
    return done ? '' : value.trim();
  };
  try {
    for (let tries = 1; tries <= TRIES; tries += 1) {
      const code = await ask('The 6-digit code the app shows now (empty to give up): ');
      if (code === '') break;
      if (await asOperator(() => confirmEnrolment(app, pending, code))) {
        console.log(`\nTwo-factor sign-in is on for ${username}; every session signed in before is signed out.\n`);
        return;
      }
      console.log(tries < TRIES ? 'That code is not right for the new key: check the app, try the next code.' : '');
    }
  } finally {
    prompt.close();
  }
  throw new Error(`no right code: nothing changed for ${username} (run it again to start over)`);
});
