import fs from 'fs';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { createStrapi, type Core } from '@strapi/strapi';
import { Client } from 'pg';
import request from 'supertest';
import { image } from './fixtures';

// A free port, for CMS_FRONT_PORT (it has to be known before Strapi starts): @bank/test-support's, for both suites.
export { freePort } from '@bank/test-support';

const APP_DIR = path.resolve(__dirname, '..', '..');

export const ADMIN = { username: 'admin', password: 'admin-test-password-1' };
export const ATMADMIN = { username: 'atmadmin', password: 'atm-test-password-1' };
export const PANEL_OPERATOR = { email: 'operator@example.com', password: 'Operator-Test-1' };
export const PANEL_EDITOR = { email: 'marketing@example.com', password: 'Marketing-Test-1' };

/** A Strapi panel account (the panel signs in by e-mail address). */
export type PanelAccount = { email: string; password: string };

/** The Authorization header of a token (a staff one or the panel's), for supertest's `.set()`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface TestCms {
  strapi: Core.Strapi;
  /** supertest bound to the in-process CMS. */
  api: () => ReturnType<typeof request>;
  /** The temporary folder that holds this run's database and uploads. */
  tmpDir: string;
  uploadsDir: string;
  login: (who?: typeof ADMIN, role?: 'admin' | 'atmadmin') => Promise<string>;
  /** Signs in to Strapi's panel (POST /admin/login, which must answer 200): the panel's token. */
  panelToken: (account: PanelAccount) => Promise<string>;
  /**
   * Stops Strapi and starts it again on the same database and uploads (a redeploy or a crash); `whileStopped` runs
   * in between (e.g. a restore).
   */
  restart: (whileStopped?: () => Promise<void>) => Promise<void>;
  /** The CMS's variables in this test (its database and folders). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * Every variable the CMS reads, set explicitly: a developer's cms/.env must never leak into a test
 * (dotenv does not override variables that are already set, even to '').
 */
const baseEnv = (tmpDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  // Warnings and errors only: at info every request of every test writes a line, about 35,000 in a run, and a failing
  // test's output was lost among them. observability.test.ts asks for info itself, to check those lines.
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  CMS_PORT: '0',
  // No front port unless a test asks for one (src/observability/front-listener.ts).
  CMS_FRONT_PORT: '',
  APP_KEYS: 'testKeyA,testKeyB',
  ADMIN_JWT_SECRET: randomBytes(16).toString('hex'),
  API_TOKEN_SALT: randomBytes(16).toString('hex'),
  TRANSFER_TOKEN_SALT: randomBytes(16).toString('hex'),
  ENCRYPTION_KEY: randomBytes(16).toString('hex'),
  JWT_SECRET: randomBytes(16).toString('hex'),
  AUDIT_KEY: randomBytes(32).toString('hex'),
  TWO_FACTOR_KEY: randomBytes(32).toString('base64url'),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ATMADMIN_USERNAME: ATMADMIN.username,
  ATMADMIN_PASSWORD: ATMADMIN.password,
  STRAPI_ADMIN_EMAIL: PANEL_OPERATOR.email,
  STRAPI_ADMIN_PASSWORD: PANEL_OPERATOR.password,
  STRAPI_EDITOR_EMAIL: PANEL_EDITOR.email,
  STRAPI_EDITOR_PASSWORD: PANEL_EDITOR.password,
  DATABASE_FILENAME: path.join(tmpDir, 'data.db'),
  PUBLIC_DIR: path.join(tmpDir, 'public'),
  SEED_ON_START: 'false',
  // No trusted proxy: supertest's X-Forwarded-For counts only in a test that trusts 127.0.0.1 itself.
  TRUSTED_PROXIES: '',
  // Tests that want Redis pass REDIS_URL (and a prefix of their own) as overrides.
  REDIS_URL: '',
  REDIS_PREFIX: `bank-test-${randomBytes(6).toString('hex')}:`,
  AT_USERNAME: '',
  AT_API_KEY: '',
  AT_SENDER_ID: '',
  AT_SMS_URL: '',
  AT_CALLBACK_TOKEN: '',
  SMTP_HOST: '',
  SMTP_PORT: '',
  SMTP_USER: '',
  SMTP_PASS: '',
  SMTP_FROM: '',
  SMTP_SECURE: 'false',
  SMTP_IGNORE_TLS: 'false',
  AT_TIMEOUT_MS: '15000',
  EMAIL_SUBJECT: 'A message from Trust Bank',
  EMAIL_CONCURRENCY: '5',
  UPLOAD_MAX_DOCUMENT_MB: '20',
  UPLOAD_MAX_NOTICE_MB: '20',
  UPLOAD_MAX_IMAGE_MB: '10',
  UPLOAD_MAX_SHEET_MB: '5',
  LOGIN_WINDOW_MINUTES: '15',
  LOGIN_MAX_FAILURES_PER_USERNAME: '10',
  LOGIN_MAX_FAILURES_PER_IP: '30',
  STAFF_TOKEN_TTL: '8h',
  CORS_ORIGINS: 'http://localhost:3000',
  CMS_PUBLIC_URL: '',
  REVALIDATE_URL: '',
  REVALIDATE_SECRET: '',
  PREVIEW_SECRET: '',
  DRAFT_READ_TOKEN: '',
  PREVIEW_URL: 'http://localhost:3000',
  STRAPI_TELEMETRY_DISABLED: 'true',
  BROWSER: 'none',
});

/** With DATABASE_URL set the suite runs on PostgreSQL, each test file in a schema of its own. */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { DATABASE_CLIENT: 'sqlite' }, drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: async () => {
      const dropClient = new Client({ connectionString: url });
      await dropClient.connect();
      await dropClient.query(`DROP SCHEMA "${schema}" CASCADE`);
      await dropClient.end();
    },
  };
}

/** Boots the compiled CMS in-process on a temporary database and upload folder. */
export async function startCms(overrides: Record<string, string> = {}): Promise<TestCms> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-cms-test-'));
  // The CMS's server config creates the uploads folder itself (a fresh clone has none).
  const uploadsDir = path.join(tmpDir, 'public', 'uploads');
  const database = await databaseEnv();
  const env = { ...baseEnv(tmpDir), ...database.env, ...overrides };
  const boot = async () => {
    Object.assign(process.env, env);
    const strapi = await createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') }).load();
    strapi.server.mount();
    return strapi;
  };
  const api = () => request(cms.strapi.server.httpServer);

  const login = async (who = ADMIN, role: 'admin' | 'atmadmin' = 'admin') => {
    const response = await api().post(`/api/${role}/login`).send(who);
    if (response.body.status !== 'success') throw new Error(`Login failed: ${JSON.stringify(response.body)}`);
    return response.body.token as string;
  };
  const panelToken = async (account: PanelAccount) =>
    (await api().post('/admin/login').send(account).expect(200)).body.data.token as string;

  const cms: TestCms = {
    strapi: await boot(),
    api,
    tmpDir,
    uploadsDir,
    login,
    panelToken,
    env,
    restart: async (whileStopped) => {
      await cms.strapi.destroy();
      await whileStopped?.();
      cms.strapi = await boot();
    },
    stop: async () => {
      await cms.strapi.destroy();
      await database.drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
  return cms;
}

/**
 * The bulk worker of the CMS under test: the compiled module the in-process Strapi loaded (importing src/ would give
 * another instance, without the running worker).
 */
export function cmsBulkRuntime(): typeof import('../../src/bulk/runtime') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi required from dist/
  return require(path.join(APP_DIR, 'dist', 'src', 'bulk', 'runtime.js'));
}

/** Files in the upload folder (to prove a rejected upload left nothing behind). */
/** The scheduler of the CMS under test, from dist/ like the bulk worker above (src/scheduling/schedule.ts). */
export function cmsScheduling(): typeof import('../../src/scheduling/schedule') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi required from dist/
  return require(path.join(APP_DIR, 'dist', 'src', 'scheduling', 'schedule.js'));
}

/** The log format the CMS under test writes every line with, from dist/ (src/observability/log-format.ts). */
export function cmsLogFormat(): typeof import('../../src/observability/log-format') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi's config required from dist/
  return require(path.join(APP_DIR, 'dist', 'src', 'observability', 'log-format.js'));
}

/** The audit trail of the CMS under test, from dist/ (src/audit/trail.ts). */
export function cmsAudit(): typeof import('../../src/audit/trail') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi required from dist/
  return require(path.join(APP_DIR, 'dist', 'src', 'audit', 'trail.js'));
}

export function cmsChain(): typeof import('../../src/audit/chain') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi required from dist/
  return require(path.join(APP_DIR, 'dist', 'src', 'audit', 'chain.js'));
}

/** A news item as staff add it (POST /api/admin/news, published, with an image); its document id. */
export async function addNews(cms: TestCms, token: string, title: string): Promise<string> {
  const response = await cms
    .api()
    .post('/api/admin/news')
    .set('Authorization', `Bearer ${token}`)
    .field('title', title)
    .field('author_name', 'Newsroom')
    .field('category', 'News')
    .field('summary', 'Short')
    .field('full_text', 'Long')
    .attach('image', await image('png'), 'photo.png')
    .expect(201);
  return response.body.news.id as string;
}

export const storedFiles = (cms: TestCms) => fs.readdirSync(cms.uploadsDir);
