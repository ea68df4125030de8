/**
 * The real CMS of an e2e run: compiled into cms/dist when its sources changed, then started on the run's temporary
 * SQLite database and upload folder (it seeds itself), with every variable it reads set here.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMS_PATH, type FakeServices } from './fake-services';
import { MAIL_FROM, MAIL_SUBJECT, SMS_SENDER_ID, SMS_USERNAME, TEST_ACCOUNTS } from './env';
import { httpOk, runToCompletion, startService, waitFor, type Service } from './processes';
import { CMS_DIR, newestMtime, secret } from './run-folders';

/** Every variable the CMS reads (cms/config/*.ts, cms/src/**), set explicitly so a developer's cms/.env never leaks in. */
export function cmsEnv(options: {
  tmpDir: string;
  cmsPort: number;
  webPort: number;
  fake: Pick<FakeServices, 'httpUrl' | 'smtpPort'>;
  revalidateSecret: string;
  previewSecret?: string;
  draftReadToken?: string;
  /** AT_CALLBACK_TOKEN: the secret of the SMS delivery-report URL; empty: no reports taken. */
  callbackToken?: string;
}): NodeJS.ProcessEnv {
  const {
    tmpDir,
    cmsPort,
    webPort,
    fake,
    revalidateSecret,
    previewSecret = '',
    draftReadToken = '',
    callbackToken = '',
  } = options;
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
    AUDIT_KEY: secret(),
    // 32 bytes: AES-256's key (secret() is shorter).
    TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
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
    AT_CALLBACK_TOKEN: callbackToken,
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
    STRAPI_HIDE_STARTUP_MESSAGE: 'true',
    BROWSER: 'none',
  };
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

/** Compiles the CMS into cms/dist when it needs it (see cmsNeedsCompile). */
export async function compileCms(logsDir: string): Promise<void> {
  if (!cmsNeedsCompile()) return;
  await runToCompletion('CMS compile', process.execPath, [path.join(__dirname, 'compile-cms.cjs'), CMS_DIR], {
    cwd: CMS_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    logFile: path.join(logsDir, 'cms-compile.log'),
    timeoutMs: 5 * 60_000,
  });
}

/** Starts the compiled CMS with `env` (cmsEnv); it seeds its empty database as it starts. */
export function startCms(env: NodeJS.ProcessEnv, logsDir: string): Service {
  return startService('CMS', process.execPath, [path.join(__dirname, 'start-cms.cjs'), CMS_DIR], {
    cwd: CMS_DIR,
    env,
    logFile: path.join(logsDir, 'cms.log'),
  });
}

/** Waits until the CMS answers its health check (after its seed), or fails with its log's tail. */
export async function cmsHealthy(cms: Service, cmsUrl: string): Promise<void> {
  await waitFor('the CMS health check (GET /_health → 204)', () => httpOk(`${cmsUrl}/_health`, (s) => s === 204), {
    timeoutMs: 240_000,
    service: cms,
    intervalMs: 500,
  });
}
