#!/usr/bin/env node
/**
 * Checks the audit trail's seals: `npm run audit:verify` (docs/adr/0006-audit-trail.md). Recomputes every entry's keyed hash
 * with AUDIT_KEY, in order, and names the first entry that was changed, removed or inserted out of order; exit 0 when
 * the whole trail holds, 1 when it does not (or the check could not run).
 *
 * Loads the CMS like `npm run seed` (same cms/.env and database, without the HTTP server), so it can run beside the
 * running CMS.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnLoadedCms } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

if (process.argv.length > 2) {
  console.error('Usage: npm run audit:verify');
  process.exit(2);
}

// Written to the streams themselves: the loaded CMS sends console lines through its JSON logger.
const say = (stream, line) => stream.write(`${line}\n`);

await runOnLoadedCms(cmsDir, 'audit:verify', async (app, distDir) => {
  const { verifyChain } = createRequire(path.join(cmsDir, 'package.json'))(path.join(distDir, 'src', 'audit', 'chain.js'));
  const report = await verifyChain(app);
  if (report.ok) {
    say(
      process.stdout,
      report.checked === 0
        ? 'Audit trail: empty.'
        : `Audit trail intact: ${report.checked} entries, #${report.first} to #${report.last}.`,
    );
    return 0;
  }
  const { id, seq, what } = report.problem;
  say(process.stderr, `Audit trail broken at entry ${seq === null ? '(no number)' : `#${seq}`} (row id ${id}): ${what}.`);
  say(process.stderr, `${report.checked} entries in the trail; those before it hold.`);
  return 1;
});
