/**
 * The site of an e2e run as it runs in production: a finished build (made first when missing), copied to the run's
 * private folder, served by web/server (compiled into dist/server) around Next's handler, pointed at the run's CMS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ONLINE_BANKING_URL } from './env';
import { httpOk, runToCompletion, startService, waitFor, type Service } from './processes';
import { newestMtime, WEB_DIR } from './run-folders';

/** Copies a finished build (without its caches) to a private folder the site is started from. */
function copySiteBuild(sourceDir: string, targetDir: string) {
  const skip = new Set(['cache', 'standalone', 'types', 'dev', 'diagnostics', 'trace', 'trace-build']);
  fs.mkdirSync(targetDir, { recursive: true });
  for (const entry of fs.readdirSync(sourceDir)) {
    if (skip.has(entry)) continue;
    // The build's node_modules holds links to packages the server bundle left out (`../../node_modules/postcss`, for
    // beasties): relative to web/.next, so the copy gets them made absolute.
    fs.cpSync(path.join(sourceDir, entry), path.join(targetDir, entry), {
      recursive: true,
      verbatimSymlinks: entry !== 'node_modules',
    });
  }
}

/**
 * The finished site build to test: web/.next, built first when it is missing (or with E2E_BUILD=1).
 * E2E_NEXT_DIST names another finished build folder inside web/ instead (never built by the harness).
 */
async function ensureSiteBuild(logFile: string): Promise<string> {
  if (process.env.E2E_NEXT_DIST) {
    const dir = path.resolve(WEB_DIR, process.env.E2E_NEXT_DIST);
    if (!fs.existsSync(path.join(dir, 'BUILD_ID'))) throw new Error(`E2E_NEXT_DIST: ${dir} holds no finished build`);
    return dir;
  }
  const distDir = path.join(WEB_DIR, '.next');
  const buildId = path.join(distDir, 'BUILD_ID');
  if (fs.existsSync(buildId) && process.env.E2E_BUILD !== '1') {
    const sources = ['app', 'pages', 'islands', 'components', 'lib', 'config', 'content'].map((dir) => path.join(WEB_DIR, dir));
    const builtAt = fs.statSync(buildId).mtimeMs;
    const newer = newestMtime(sources) > builtAt;
    if (newer) {
      console.warn('[e2e] web/.next is older than the site sources: testing the old build (E2E_BUILD=1 rebuilds).');
    }
    return distDir;
  }
  console.log('[e2e] building the site (islands, next build) ...');
  await runToCompletion('islands build', process.execPath, [path.join(WEB_DIR, 'scripts', 'build-islands.mjs')], {
    cwd: WEB_DIR,
    env: process.env,
    logFile,
    timeoutMs: 5 * 60_000,
  });
  const nextBin = require.resolve('next/dist/bin/next', { paths: [WEB_DIR] });
  await runToCompletion('next build', process.execPath, [nextBin, 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    logFile,
    timeoutMs: 15 * 60_000,
  });
  return distDir;
}

/** Whether dist/server is missing or older than its sources (`npm run build` compiles it; a test run may not). */
function serverNeedsCompile(): boolean {
  const compiled = path.join(WEB_DIR, 'dist', 'server', 'index.js');
  if (!fs.existsSync(compiled)) return true;
  const sources = ['server', 'lib/server', 'content/bank-details.ts', 'tsconfig.server.json'].map((entry) =>
    path.join(WEB_DIR, entry),
  );
  return newestMtime(sources) > fs.statSync(compiled).mtimeMs;
}

export interface SiteOptions {
  siteCopy: string;
  logsDir: string;
  webPort: number;
  cmsUrl: string;
  revalidateSecret: string;
  previewSecret: string;
  draftReadToken: string;
}

/** Copies the finished build (building it first when needed), compiles web/server when needed and starts the site. */
export async function startSite(options: SiteOptions, step: (message: string) => void): Promise<Service> {
  const { siteCopy, logsDir, webPort, cmsUrl } = options;
  const siteBuild = await ensureSiteBuild(path.join(logsDir, 'next-build.log'));
  copySiteBuild(siteBuild, siteCopy);
  step('site build copied');
  if (serverNeedsCompile()) {
    await runToCompletion(
      'server compile',
      process.execPath,
      [require.resolve('typescript/bin/tsc', { paths: [WEB_DIR] }), '-p', 'tsconfig.server.json'],
      {
        cwd: WEB_DIR,
        env: process.env,
        logFile: path.join(logsDir, 'server-compile.log'),
        timeoutMs: 2 * 60_000,
      },
    );
  }
  const siteServer = path.join(WEB_DIR, 'dist', 'server', 'index.js');
  return startService('site', process.execPath, [siteServer, '-p', String(webPort), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: path.relative(WEB_DIR, siteCopy),
      CMS_INTERNAL_URL: cmsUrl,
      REVALIDATE_SECRET: options.revalidateSecret,
      PREVIEW_SECRET: options.previewSecret,
      DRAFT_READ_TOKEN: options.draftReadToken,
      // The panel that frames the preview.
      CMS_PUBLIC_URL: cmsUrl,
      ONLINE_BANKING_URL,
      SITE_URL: `http://127.0.0.1:${webPort}`,
    },
    logFile: path.join(logsDir, 'web.log'),
  });
}

/** Waits until the site answers (it serves its build without the CMS). */
export async function siteAnswers(web: Service, baseUrl: string): Promise<void> {
  await waitFor('the site to answer', () => httpOk(`${baseUrl}/robots.txt`, (status) => status === 200), {
    timeoutMs: 60_000,
    service: web,
  });
}

/**
 * The site started before the CMS answered, so its start-up refresh kept the build's pages (made without this run's
 * CMS, or with another's): refreshes every CMS page and cached read now, as a CMS change would, then waits until the
 * site's proxy reaches the CMS.
 */
export async function refreshSite(web: Service, baseUrl: string, revalidateSecret: string): Promise<void> {
  const refresh = await fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
    body: JSON.stringify({ all: true }),
  });
  const refreshed = (await refresh.json()) as { failed?: string[] };
  if (!refresh.ok || refreshed.failed?.length) {
    throw new Error(`POST /api/revalidate {all: true} answered ${refresh.status}: ${JSON.stringify(refreshed)}`);
  }
  await waitFor('the site proxy to reach the CMS', () => httpOk(`${baseUrl}/api/get_exchange_rates`, (s) => s === 200), {
    timeoutMs: 30_000,
    service: web,
  });
}
