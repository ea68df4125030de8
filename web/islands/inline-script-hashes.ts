/**
 * The hashes of the public pages' inline scripts (islands/inline-scripts.ts) for their Content-Security-Policy, and the
 * islands runtime's URL the loader script names. Node only: next.config.ts and pages/_document.tsx use it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { headScript, islandsLoader, offlineScript } from './inline-scripts';

/** Written by scripts/build-islands.mjs (run by `npm run build` before `next build`). */
export function islandsRuntimeUrl(): string {
  const file = path.join(process.cwd(), 'public', 'islands', 'manifest.json');
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const runtime = (manifest as { runtime?: unknown }).runtime;
    if (typeof runtime === 'string' && runtime.startsWith('/islands/')) return runtime;
  } catch (cause) {
    throw new Error(`The islands are not built (${file}): run \`npm run build -w web\``, { cause });
  }
  throw new Error(`${file} names no islands runtime: run \`npm run build -w web\``);
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The hashes of the public pages' inline scripts, for their script-src. */
export function publicInlineScriptHashes(): string[] {
  return [scriptHash(headScript), scriptHash(islandsLoader(islandsRuntimeUrl())), scriptHash(offlineScript)];
}
