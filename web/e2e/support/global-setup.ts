/**
 * Playwright global setup: starts everything a run needs, each on a free port and in temporary folders, so two runs
 * never collide and nothing lands in the repository.
 *
 * 1. A fake Africa's Talking SMS API and an SMTP sink (fake-services.ts), in this process.
 * 2. The real CMS: compiled (cms/dist), then started on a temporary SQLite database and upload folder, seeded.
 * 3. The built site (web/server around Next's handler) on a private copy of the build, pointed at that CMS.
 *
 * Knobs (environment):
 *   E2E_BUILD=1      rebuild the site (`next build` into web/.next) before the run; it is built anyway when
 *                    web/.next/BUILD_ID is missing.
 *   E2E_COMPILE=1    compile the CMS (cms/dist) even when it looks up to date; E2E_NO_COMPILE=1 never compiles.
 *                    By default it compiles when a file under cms/src or cms/config is newer than the last compile.
 *   E2E_NEXT_DIST=d  test the finished build in web/<d> instead of web/.next.
 *   E2E_KEEP_TMP=1   keep the temporary folder (logs, database, uploads) after the run.
 *   E2E_VERBOSE=1    print where the logs are and each step's timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FullConfig } from '@playwright/test';
import { FakeServices, SMS_PATH } from './fake-services';
import { E2E_ENV, MAIL_FROM, MAIL_SUBJECT, ONLINE_BANKING_URL, SMS_SENDER_ID, SMS_USERNAME, TEST_ACCOUNTS } from './env';
import { freePort, killServiceSync, runToCompletion, startService, stopService, waitFor, type Service } from './processes';
import { setHarness, type HarnessState } from './state';

const WEB_DIR = path.resolve(__dirname, '..', '..');
const REPO_DIR = path.resolve(WEB_DIR, '..');
const CMS_DIR = path.join(REPO_DIR, 'cms');
/** Private copies of the site build live here: Next refuses a distDir outside the workspace. Git ignores .tmp/. */
const SITE_COPIES_DIR = path.join(WEB_DIR, '.tmp');
const SITE_COPY_PREFIX = 'e2e-site-';

const secret = () => randomBytes(24).toString('hex');
const verbose = process.env.E2E_VERBOSE === '1';

function step(message: string, started: number) {
  if (verbose) console.log(`[e2e] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Every variable the CMS reads (cms/config/*.ts, cms/src/**), set explicitly so a developer's cms/.env never leaks in. */
export function cmsEnv(options: {
  tmpDir: string;
  cmsPort: number;
  webPort: number;
  fake: Pick<FakeServices, 'httpUrl' | 'smtpPort'>;
  revalidateSecret: string;
  previewSecret?: string;
  draftReadToken?: string;
}): NodeJS.ProcessEnv {
  const { tmpDir, cmsPort, webPort, fake, revalidateSecret, previewSecret = '', draftReadToken = '' } = options;
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    CMS_PUBLIC_URL: '',
    // The site runs on this machine: it forwards visitors' addresses from loopback.
    TRUSTED_PROXIES: 'loopback',
    REDIS_URL: '',
    REDIS_PREFIX: `bank-e2e-${secret().slice(0, 12)}:`,
    CORS_ORIGINS: `http://127.0.0.1:${webPort}`,
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    STAFF_TOKEN_TTL: '8h',
    ADMIN_USERNAME: TEST_ACCOUNTS.admin.username,
    ADMIN_PASSWORD: TEST_ACCOUNTS.admin.password,
    ATMADMIN_USERNAME: TEST_ACCOUNTS.atmadmin.username,
    ATMADMIN_PASSWORD: TEST_ACCOUNTS.atmadmin.password,
    STRAPI_ADMIN_EMAIL: TEST_ACCOUNTS.panel.email,
    STRAPI_ADMIN_PASSWORD: TEST_ACCOUNTS.panel.password,
    STRAPI_EDITOR_EMAIL: TEST_ACCOUNTS.editor.email,
    STRAPI_EDITOR_PASSWORD: TEST_ACCOUNTS.editor.password,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(tmpDir, 'cms.db'),
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    DATABASE_SSL: 'false',
    DATABASE_SSL_REJECT_UNAUTHORIZED: 'true',
    DATABASE_POOL_MIN: '0',
    DATABASE_POOL_MAX: '10',
    DATABASE_CONNECTION_TIMEOUT: '60000',
    PUBLIC_DIR: path.join(tmpDir, 'public'),
    SEED_ON_START: 'true',
    UPLOAD_MAX_DOCUMENT_MB: '20',
    UPLOAD_MAX_NOTICE_MB: '20',
    UPLOAD_MAX_IMAGE_MB: '10',
    UPLOAD_MAX_SHEET_MB: '5',
    // The suite logs in many times (each test is a fresh browser); failures are few but must never lock it out.
    LOGIN_WINDOW_MINUTES: '15',
    LOGIN_MAX_FAILURES_PER_USERNAME: '50',
    LOGIN_MAX_FAILURES_PER_IP: '100',
    // Strapi's own panel limit counts successful sign-ins too; the panel specs sign in more than 5 times in 5 minutes.
    PANEL_LOGIN_MAX_PER_5_MINUTES: '100',
    AT_USERNAME: SMS_USERNAME,
    AT_API_KEY: secret(),
    AT_SENDER_ID: SMS_SENDER_ID,
    AT_SMS_URL: `${fake.httpUrl}${SMS_PATH}`,
    AT_TIMEOUT_MS: '10000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(fake.smtpPort),
    SMTP_SECURE: 'false',
    SMTP_IGNORE_TLS: 'true',
    SMTP_USER: '',
    SMTP_PASS: '',
    SMTP_FROM: MAIL_FROM,
    EMAIL_SUBJECT: MAIL_SUBJECT,
    EMAIL_CONCURRENCY: '3',
    REVALIDATE_URL: `http://127.0.0.1:${webPort}/api/revalidate`,
    REVALIDATE_SECRET: revalidateSecret,
    PREVIEW_SECRET: previewSecret,
    DRAFT_READ_TOKEN: draftReadToken,
    PREVIEW_URL: `http://127.0.0.1:${webPort}`,
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    STRAPI_HIDE_STARTUP_MESSAGE: 'true',
    BROWSER: 'none',
  };
}

/** Copies a finished build (without its caches) to a private folder the site is started from. */
function copySiteBuild(sourceDir: string, targetDir: string) {
  const skip = new Set(['cache', 'standalone', 'types', 'dev', 'diagnostics', 'trace', 'trace-build']);
  fs.mkdirSync(targetDir, { recursive: true });
  for (const entry of fs.readdirSync(sourceDir)) {
    if (skip.has(entry)) continue;
    fs.cpSync(path.join(sourceDir, entry), path.join(targetDir, entry), { recursive: true, verbatimSymlinks: true });
  }
}

const TMP_PREFIX = 'bank-e2e-';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the site copies and temporary folders of runs that crashed (named after their runner's pid, now gone). */
function removeStaleRunFolders() {
  const sweep = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir)) {
      const match = new RegExp(`^${prefix}(\\d+)-`).exec(entry);
      if (match && !pidAlive(Number(match[1]))) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  };
  sweep(SITE_COPIES_DIR, SITE_COPY_PREFIX);
  sweep(os.tmpdir(), TMP_PREFIX);
  // Output folders of finished runs (playwright.config.ts): empty ones, and failure artifacts older than a week.
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const match = /^bank-e2e-results-(\d+)-/.exec(entry);
    if (!match || pidAlive(Number(match[1]))) continue;
    const dir = path.join(os.tmpdir(), entry);
    try {
      const results = fs.readdirSync(dir).filter((name) => !name.startsWith('.'));
      if (results.length === 0 || fs.statSync(dir).mtimeMs < weekAgo) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run's folder going away
    }
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

/**
 * Whether cms/dist is older than the CMS sources (tsc's build info is written last). E2E_NO_COMPILE=1 never
 * compiles; E2E_COMPILE=1 always does.
 */
function cmsNeedsCompile(): boolean {
  if (process.env.E2E_NO_COMPILE === '1') return false;
  if (process.env.E2E_COMPILE === '1') return true;
  const buildInfo = path.join(CMS_DIR, 'dist', 'tsconfig.tsbuildinfo');
  if (!fs.existsSync(buildInfo)) return true;
  const sources = ['src', 'config', 'tsconfig.json', 'package.json'].map((entry) => path.join(CMS_DIR, entry));
  return newestMtime(sources) > fs.statSync(buildInfo).mtimeMs;
}

/** Whether dist/server is missing or older than its sources (`npm run build` compiles it; a test run may not). */
function serverNeedsCompile(): boolean {
  const compiled = path.join(WEB_DIR, 'dist', 'server', 'index.js');
  if (!fs.existsSync(compiled)) return true;
  const sources = ['server', 'lib/cms/revalidation.ts', 'lib/cms/tags.ts', 'lib/preview-frame.ts', 'tsconfig.server.json'].map(
    (entry) => path.join(WEB_DIR, entry),
  );
  return newestMtime(sources) > fs.statSync(compiled).mtimeMs;
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

async function httpOk(url: string, expect: (status: number) => boolean): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
  await response.arrayBuffer().catch(() => undefined);
  return expect(response.status);
}

export default async function globalSetup(_config: FullConfig): Promise<void> {
  const started = Date.now();
  removeStaleRunFolders();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}${process.pid}-`));
  const logsDir = path.join(tmpDir, 'logs');
  fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
  fs.mkdirSync(logsDir, { recursive: true });
  fs.mkdirSync(path.join(tmpDir, 'files'), { recursive: true });
  const siteCopy = path.join(SITE_COPIES_DIR, `${SITE_COPY_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);

  const state: HarnessState = { tmpDir, siteCopy, services: [], fake: null };
  setHarness(state);
  // Whatever happens from here on, the children do not outlive this process.
  process.once('exit', () => state.services.forEach((service) => killServiceSync(service.pid)));
  if (verbose) console.log(`[e2e] temporary folder: ${tmpDir}`);

  try {
    const fake = new FakeServices();
    await fake.start();
    state.fake = fake;

    const [cmsPort, webPort] = await Promise.all([freePort(), freePort()]);
    const revalidateSecret = secret();
    const previewSecret = secret();
    const draftReadToken = secret();
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    const baseUrl = `http://127.0.0.1:${webPort}`;

    // The CMS compiles while the site starts (both take a while on two cores).
    const compiled = cmsNeedsCompile()
      ? runToCompletion('CMS compile', process.execPath, [path.join(__dirname, 'compile-cms.cjs'), CMS_DIR], {
          cwd: CMS_DIR,
          env: { ...process.env, NODE_ENV: 'production' },
          logFile: path.join(logsDir, 'cms-compile.log'),
          timeoutMs: 5 * 60_000,
        }).then(() => step('CMS compiled', started))
      : Promise.resolve();
    // Settled now, awaited later: an early failure must not go unhandled.
    const compileOutcome = compiled.then(
      () => null,
      (error: unknown) => error,
    );

    const siteBuild = await ensureSiteBuild(path.join(logsDir, 'next-build.log'));
    copySiteBuild(siteBuild, siteCopy);
    step('site build copied', started);
    // The site runs as in production: its server (web/server, compiled to dist/server) around Next's handler.
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
    const web: Service = startService('site', process.execPath, [siteServer, '-p', String(webPort), '-H', '127.0.0.1'], {
      cwd: WEB_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: path.relative(WEB_DIR, siteCopy),
        CMS_INTERNAL_URL: cmsUrl,
        REVALIDATE_SECRET: revalidateSecret,
        PREVIEW_SECRET: previewSecret,
        DRAFT_READ_TOKEN: draftReadToken,
        // The panel that frames the preview.
        CMS_PUBLIC_URL: cmsUrl,
        ONLINE_BANKING_URL,
        SITE_URL: baseUrl,
      },
      logFile: path.join(logsDir, 'web.log'),
    });
    state.services.push(web);

    const compileError = await compileOutcome;
    if (compileError) throw compileError;
    const cms = startService('CMS', process.execPath, [path.join(__dirname, 'start-cms.cjs'), CMS_DIR], {
      cwd: CMS_DIR,
      env: cmsEnv({ tmpDir, cmsPort, webPort, fake, revalidateSecret, previewSecret, draftReadToken }),
      logFile: path.join(logsDir, 'cms.log'),
    });
    state.services.push(cms);

    await waitFor('the site to answer', () => httpOk(`${baseUrl}/robots.txt`, (status) => status === 200), {
      timeoutMs: 60_000,
      service: web,
    });
    step('site up', started);
    await waitFor('the CMS health check (GET /_health → 204)', () => httpOk(`${cmsUrl}/_health`, (s) => s === 204), {
      timeoutMs: 240_000,
      service: cms,
      intervalMs: 500,
    });
    step('CMS up and seeded', started);

    // The site started before the CMS answered, so its start-up refresh kept the build's pages (made without this
    // run's CMS, or with another's): refresh every CMS page and cached read now, as a CMS change would.
    const refresh = await fetch(`${baseUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
      body: JSON.stringify({ all: true }),
    });
    const refreshed = (await refresh.json()) as { failed?: string[] };
    if (!refresh.ok || refreshed.failed?.length) {
      throw new Error(`POST /api/revalidate {all: true} answered ${refresh.status}: ${JSON.stringify(refreshed)}`);
    }
    // The site reaches the CMS through its proxy.
    await waitFor('the site proxy to reach the CMS', () => httpOk(`${baseUrl}/api/get_exchange_rates`, (s) => s === 200), {
      timeoutMs: 30_000,
      service: web,
    });
    step('ready', started);

    const values: Record<keyof typeof E2E_ENV, string> = {
      baseUrl,
      cmsUrl,
      fakeUrl: fake.httpUrl,
      tmpDir,
      adminUser: TEST_ACCOUNTS.admin.username,
      adminPassword: TEST_ACCOUNTS.admin.password,
      atmUser: TEST_ACCOUNTS.atmadmin.username,
      atmPassword: TEST_ACCOUNTS.atmadmin.password,
      panelEmail: TEST_ACCOUNTS.panel.email,
      panelPassword: TEST_ACCOUNTS.panel.password,
      onlineBankingUrl: ONLINE_BANKING_URL,
      smsSenderId: SMS_SENDER_ID,
      smsUsername: SMS_USERNAME,
      mailFrom: MAIL_FROM,
      mailSubject: MAIL_SUBJECT,
      revalidateSecret,
      previewSecret,
      cmsPid: String(cms.pid),
      siteDir: siteCopy,
    };
    for (const [key, name] of Object.entries(E2E_ENV)) process.env[name] = values[key as keyof typeof E2E_ENV];
  } catch (error) {
    // Playwright skips global teardown when setup throws: clean up here.
    await Promise.all(state.services.map((service) => stopService(service)));
    state.services.length = 0;
    await state.fake?.stop().catch(() => undefined);
    state.fake = null;
    fs.rmSync(siteCopy, { recursive: true, force: true });
    try {
      fs.rmdirSync(SITE_COPIES_DIR); // only when empty
    } catch {
      // other runs' copies
    }
    if (process.env.E2E_KEEP_TMP !== '1') fs.rmSync(tmpDir, { recursive: true, force: true });
    else console.error(`[e2e] kept ${tmpDir}`);
    throw error;
  }
}
