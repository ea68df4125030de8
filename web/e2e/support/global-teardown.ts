/** Playwright global teardown: stops the site, the CMS and the fakes, and removes the temporary folders. */
import fs from 'node:fs';
import path from 'node:path';
import { stopService } from './processes';
import { getHarness } from './state';

export default async function globalTeardown(): Promise<void> {
  const state = getHarness();
  if (!state) return;
  // The site first: it would otherwise log the CMS going away.
  for (const service of [...state.services].reverse()) await stopService(service);
  state.services.length = 0;
  await state.fake?.stop().catch(() => undefined);
  fs.rmSync(state.siteCopy, { recursive: true, force: true });
  try {
    // web/.tmp, when no other run has a copy in it.
    fs.rmdirSync(path.dirname(state.siteCopy));
  } catch {
    // not empty, or gone
  }
  reportOrRemoveArtifacts();
  if (process.env.E2E_KEEP_TMP === '1') {
    console.log(`[e2e] kept ${state.tmpDir} (E2E_KEEP_TMP=1)`);
  } else {
    fs.rmSync(state.tmpDir, { recursive: true, force: true });
  }
}

/**
 * The run's output folder (playwright.config.ts): pointed out when it holds failure artifacts, else removed (when
 * the config made it up; a folder named by E2E_OUTPUT_DIR is left alone).
 */
function reportOrRemoveArtifacts() {
  const dir = process.env.E2E_OUTPUT_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  const results = fs.readdirSync(dir).filter((entry) => !entry.startsWith('.'));
  if (results.length > 0) console.log(`[e2e] failure artifacts (traces, screenshots): ${dir}`);
  else if (process.env.E2E_OUTPUT_DIR_GENERATED === '1') fs.rmSync(dir, { recursive: true, force: true });
}
