/**
 * `npm run dev` (scripts/dev.mjs) serves the public pages as production does: the HTML is the whole page, no Next
 * client runtime, and the islands that esbuild builds (and rebuilds on change) are loaded by the islands runtime.
 *
 * next dev serves this folder's public/, so the dev build of the islands replaces the production one there while
 * the test runs; the production files are put back afterwards (the e2e suite runs against them next).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startService, stopService, waitFor, type Service } from '../e2e/support/processes';

jest.setTimeout(180_000);

const web = path.resolve(__dirname, '..');
const islandsDir = path.join(web, 'public', 'islands');
const watchedSource = path.join(web, 'islands', 'registry.ts');

type Manifest = { runtime: string; runtimeFiles: string[]; islands: Record<string, string[]> };

let dev: Service;
let base: string;
let backup: string;
let watchedOriginal: string;
let watchedTimes: fs.Stats;
const devLogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-dev-test-'));

function log(): string {
  return fs.readFileSync(dev.logFile, 'utf8');
}

function manifestLines(): number {
  return log().match(/^islands: \/islands\/runtime\.js/gm)?.length ?? 0;
}

function devManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(islandsDir, 'manifest.json'), 'utf8')) as Manifest;
}

beforeAll(async () => {
  backup = path.join(devLogDir, 'islands');
  if (fs.existsSync(islandsDir)) fs.cpSync(islandsDir, backup, { recursive: true });
  watchedOriginal = fs.readFileSync(watchedSource, 'utf8');
  watchedTimes = fs.statSync(watchedSource);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = startService('dev', process.execPath, [path.join(web, 'scripts', 'dev.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: web,
    // No CMS: the page under test reads none, and a page that does must not reach a real one.
    env: { ...process.env, CMS_INTERNAL_URL: 'http://127.0.0.1:9', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    logFile: path.join(devLogDir, 'dev.log'),
  });
  await waitFor('next dev', async () => /Ready in/.test(log()), { timeoutMs: 90_000, service: dev });
});

afterAll(async () => {
  fs.writeFileSync(watchedSource, watchedOriginal);
  // Its times too: the e2e harness compares the sources' times with the build's, and would call the build stale.
  fs.utimesSync(watchedSource, watchedTimes.atime, watchedTimes.mtime);
  if (dev) await stopService(dev);
  fs.rmSync(islandsDir, { recursive: true, force: true });
  if (fs.existsSync(backup)) fs.cpSync(backup, islandsDir, { recursive: true });
  fs.rmSync(devLogDir, { recursive: true, force: true });
});

test('a public page comes without Next’s client runtime, and its islands load from the dev build', async () => {
  const response = await fetch(`${base}/services/accounts`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('<h1');
  expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\//);
  expect(html).not.toContain('__NEXT_DATA__');

  const manifest = devManifest();
  expect(html).toContain(`import("${manifest.runtime}")`);
  const names = [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]);
  expect(names).toContain('main-nav');
  const files = [...manifest.runtimeFiles, ...names.flatMap((name) => manifest.islands[name] ?? [`(no ${name})`])];
  for (const file of new Set(files)) {
    const script = await fetch(`${base}${file}`);
    expect({ file, status: script.status, type: script.headers.get('content-type') }).toEqual({
      file,
      status: 200,
      type: expect.stringContaining('javascript'),
    });
  }
});

test('a change to an island’s source rebuilds the islands and their manifest', async () => {
  const before = manifestLines();
  fs.writeFileSync(watchedSource, `${watchedOriginal}\n// changed by scripts/dev.test.ts\n`);
  await waitFor('the islands rebuild', async () => manifestLines() > before, { timeoutMs: 30_000, service: dev });
  expect(devManifest().runtime).toBe('/islands/runtime.js');
});
