/** Playwright global teardown: stops the site, the CMS and the fakes, and removes the temporary folders. */
import fs from 'node:fs';
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
  if (process.env.E2E_KEEP_TMP === '1') {
    console.log(`[e2e] kept ${state.tmpDir} (E2E_KEEP_TMP=1)`);
  } else {
    fs.rmSync(state.tmpDir, { recursive: true, force: true });
  }
}
