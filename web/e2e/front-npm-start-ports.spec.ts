/**
 * `npm start` on ports of its own, as an operator runs it: `CMS_PORT=… WEB_PORT=… node scripts/start.mjs`, nothing
 * else set. Every address both sides use follows the two ports: the site answers on its port and reaches the CMS on
 * its own, the admin signs in on the site's staff screens with the password start.mjs generated, and the panel's
 * "Open preview" shows the site inside its frame (the site's frame-ancestors names the panel's origin, the panel's
 * frame-src the site's).
 *
 * Nothing lands in the repository or in a developer's cms/.env: the env file (ENV_PATH), the database and the uploads
 * are in a temporary folder, the site runs on a private copy of the harness's build (NEXT_DIST_DIR) and start.mjs
 * runs the builds as they are (START_SKIP_BUILD=1: a turbo build here would write into cms/dist and web/.next).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { expect, test, visit } from './fixtures';
import { uniqueName } from './support/files';
import { signInToPanel } from './support/panel';
import { freePort, logTail, startService, stopService, waitFor, type Service } from './support/processes';

const WEB_DIR = path.resolve(__dirname, '..');
const REPO_DIR = path.resolve(WEB_DIR, '..');
const NEWS = 'api::news-item.news-item';

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

/** A file's content, or null when there is none: a developer's cms/.env must be exactly as it was. */
function contentOf(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

test('npm start on other ports: the site, a staff login and the panel’s preview all follow them', async ({ page, env }) => {
  test.setTimeout(600_000);
  const [cmsPort, webPort] = await Promise.all([freePort(), freePort()]);
  const cms = `http://localhost:${cmsPort}`;
  const site = `http://localhost:${webPort}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-npm-start-'));
  const envFile = path.join(tmpDir, 'cms.env');
  // Beside the harness's own copy (web/.tmp, which Next needs and git ignores); swept with it after a crash.
  const siteCopy = `${env.siteDir}-npm-start-${webPort}`;
  const developersEnv = path.join(REPO_DIR, 'cms', '.env');
  const developersEnvBefore = contentOf(developersEnv);
  let start: Service | undefined;
  try {
    fs.cpSync(env.siteDir, siteCopy, {
      recursive: true,
      filter: (source) => !(path.basename(source) === 'cache' && path.dirname(source) === env.siteDir),
    });
    // An operator's shell: the two ports and nothing of the product's (no NODE_ENV either: Next's types want one,
    // hence the cast); the rest keeps the run out of the repository.
    const shell: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      CMS_PORT: String(cmsPort),
      WEB_PORT: String(webPort),
      ENV_PATH: envFile,
      DATABASE_FILENAME: path.join(tmpDir, 'cms.db'),
      PUBLIC_DIR: path.join(tmpDir, 'public'),
      NEXT_DIST_DIR: path.relative(WEB_DIR, siteCopy),
      START_SKIP_BUILD: '1',
      // Loopback only: a test's servers are nobody else's business.
      HOST: '127.0.0.1',
      HOSTNAME: '127.0.0.1',
      STRAPI_TELEMETRY_DISABLED: 'true',
      npm_config_update_notifier: 'false',
    };
    start = startService('npm start', process.execPath, [path.join(REPO_DIR, 'scripts', 'start.mjs')], {
      cwd: REPO_DIR,
      env: shell as unknown as NodeJS.ProcessEnv,
      logFile: path.join(tmpDir, 'npm-start.log'),
    });
    const running = start;
    await waitFor(
      'the site of npm start',
      () =>
        fetch(`${site}/`).then(
          (r) => r.status === 200,
          () => false,
        ),
      { timeoutMs: 420_000, service: running, intervalMs: 1000 },
    );

    // start.mjs wrote the secrets and passwords into the env file named, and printed the panel's real address.
    expect(fs.statSync(envFile).mode & 0o777).toBe(0o600);
    const written = parseEnv(fs.readFileSync(envFile, 'utf8'));
    const generated = (name: string): string => {
      expect(written[name], `${name} in the env file`).toBeTruthy();
      return written[name] as string;
    };
    const log = fs.readFileSync(running.logFile, 'utf8');
    expect(log).toContain(`Site: ${site}   CMS panel: ${cms}/admin`);

    // A public page on the site's port, and the CMS's data through the site (the site reaches the CMS on its port).
    const home = await fetch(`${site}/`);
    expect(await home.text()).toContain('<h1');
    const rates = await fetch(`${site}/api/get_exchange_rates`);
    expect(rates.status).toBe(200);
    expect(await rates.json()).toEqual(await (await fetch(`${cms}/api/get_exchange_rates`)).json());

    // The staff admin signs in on the site's staff screens with the generated password.
    await visit(page, `${site}/tbl/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(generated('ADMIN_PASSWORD'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${site}/tbl/admin-dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

    // A draft news item, made through the panel's API as the operator's Super Admin.
    const login = await fetch(`${cms}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: generated('STRAPI_ADMIN_EMAIL'), password: generated('STRAPI_ADMIN_PASSWORD') }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const title = uniqueName('Draft: Brikama branch moves');
    const created = await fetch(`${cms}/content-manager/collection-types/${NEWS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title,
        author_name: 'Communications',
        category: 'News',
        summary: 'Not published yet.',
        full_text: 'The Brikama branch moves to the new market.',
        date: '2026-11-30',
      }),
    });
    expect(created.ok, await created.clone().text()).toBe(true);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

    // Marketing's Editor opens it in the panel and its "Open preview": the draft shows inside the panel's frame.
    await signInToPanel(page, cms, { email: generated('STRAPI_EDITOR_EMAIL'), password: generated('STRAPI_EDITOR_PASSWORD') });
    const panel = await page.goto(`${cms}/admin/content-manager/collection-types/${NEWS}/${documentId}`);
    // The panel may frame the site's origin.
    expect(directive(panel?.headers()['content-security-policy'], 'frame-src')).toContain(site);
    const framedPage = page.waitForResponse(
      (response) => response.url() === `${site}/news` && response.request().frame() !== page.mainFrame(),
    );
    await page.getByRole('link', { name: 'Open preview' }).click();
    // The site lets the panel's origin, and no other, frame the preview.
    expect(directive((await framedPage).headers()['content-security-policy'], 'frame-ancestors')).toEqual([cms]);
    const frame = page.frameLocator('iframe[title="Preview"]');
    await expect(frame.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByRole('dialog', { name: title })).toBeVisible();
  } catch (error) {
    if (start) console.error(`--- npm start's log ---\n${logTail(start.logFile, 80)}`);
    throw error;
  } finally {
    if (start) await stopService(start, 15_000);
    fs.rmSync(siteCopy, { recursive: true, force: true });
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }

  // Nothing of it is left: its servers are gone, the developer's cms/.env is as it was.
  for (const url of [`${cms}/_health`, `${site}/robots.txt`]) {
    await expect(fetch(url, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
  }
  expect(contentOf(developersEnv)).toBe(developersEnvBefore);
});
