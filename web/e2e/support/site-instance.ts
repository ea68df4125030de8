/**
 * Site instances and nginx fronts of a test's own, beside the harness's: a private copy of the harness's site build
 * (so they disturb no other test) served by web/server, and Debian's nginx with the production template
 * (deploy/nginx/run-local.mjs). Both die with the test's worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { E2eEnv } from './env';
import { freePort, startService, stopService, waitFor, type Service } from './processes';

const WEB_DIR = path.resolve(__dirname, '..', '..');
const REPO_DIR = path.resolve(WEB_DIR, '..');

export interface SiteInstance {
  url: string;
  port: number;
  /** With `front`: its front port (FRONT_PORT), open only while it is ready. */
  frontPort?: number;
  /** What nginx is given (run-local.mjs --site): 127.0.0.1:PORT, or 127.0.0.1:PORT/FRONT_PORT with `front`. */
  upstream: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function answered(url: string, service: Service, label: string): Promise<void> {
  await waitFor(
    label,
    () =>
      fetch(url).then(
        (r) => r.status < 500,
        () => false,
      ),
    { timeoutMs: 60_000, service },
  );
}

/**
 * Starts a site instance over the harness's build (`harness` is the test's e2eEnv()), logging beside the harness's
 * services and talking to the harness's CMS unless `options` names another.
 */
export async function startSiteInstance(
  harness: Pick<E2eEnv, 'siteDir' | 'tmpDir' | 'cmsUrl' | 'revalidateSecret' | 'onlineBankingUrl'>,
  options: {
    /** Another CMS than the harness's (a stand-in, or one of the test's own). */
    cmsUrl?: string;
    revalidateSecret?: string;
    trustedProxies?: string;
    /** More variables, e.g. REDIS_URL for several instances. */
    env?: Record<string, string>;
    /** A front port too (FRONT_PORT), for nginx: as in production (docs/operations.md, deploys). */
    front?: boolean;
  } = {},
): Promise<SiteInstance> {
  const siteDir = harness.siteDir;
  const logsDir = path.join(harness.tmpDir, 'logs');
  const port = await freePort();
  const frontPort = options.front ? await freePort() : undefined;
  const url = `http://127.0.0.1:${port}`;
  const copy = `${siteDir}-instance-${port}`;
  fs.cpSync(siteDir, copy, {
    recursive: true,
    filter: (source) => !(path.basename(source) === 'cache' && path.dirname(source) === siteDir),
  });
  const start = () =>
    startService(
      `site :${port}`,
      process.execPath,
      [path.join(WEB_DIR, 'dist', 'server', 'index.js'), '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: WEB_DIR,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          NEXT_DIST_DIR: path.relative(WEB_DIR, copy),
          CMS_INTERNAL_URL: options.cmsUrl ?? harness.cmsUrl,
          REVALIDATE_SECRET: options.revalidateSecret ?? harness.revalidateSecret,
          ONLINE_BANKING_URL: harness.onlineBankingUrl,
          SITE_URL: url,
          TRUSTED_PROXIES: options.trustedProxies ?? '',
          ...(frontPort ? { FRONT_PORT: String(frontPort) } : {}),
          ...options.env,
        },
        logFile: path.join(logsDir, `site-${port}.log`),
      },
    );
  let service = start();
  await answered(`${url}/robots.txt`, service, `site instance :${port}`);
  return {
    url,
    port,
    frontPort,
    upstream: frontPort ? `127.0.0.1:${port}/${frontPort}` : `127.0.0.1:${port}`,
    async restart() {
      await stopService(service);
      service = start();
      await answered(`${url}/robots.txt`, service, `site instance :${port} (restarted)`);
    },
    async stop() {
      await stopService(service);
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}

export function nginxInstalled(): boolean {
  return ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))].some((file) =>
    fs.existsSync(file),
  );
}

export interface NginxFront {
  /** The plain HTTP port's URL: the site itself, or with `tls` only redirects to `httpsUrl`. */
  url: string;
  port: number;
  /** With `tls`: the HTTPS port and its URL. */
  tlsPort?: number;
  httpsUrl?: string;
  stop(): Promise<void>;
}

/**
 * nginx with the production template in front of `sites` and `cmss` (host:port each, or host:port/front-port: see
 * deploy/nginx/run-local.mjs).
 */
export async function startNginx(options: {
  sites: string[];
  cmss: string[];
  logsDir: string;
  /** nginx's folder (its access.log, error.log and configuration), kept after it stops; default a temporary one. */
  dir?: string;
  loginRate?: string;
  /** NGINX_PANEL_ALLOW: the client networks that may reach the panel (default: loopback). */
  panelAllow?: string;
  /** NGINX_TRUSTED_PROXIES: the proxies in front whose X-Request-Id nginx keeps (default none). */
  trustedProxies?: string;
  port?: number;
  /** HTTPS with this certificate and key (PEM files); plain HTTP then only redirects, but for `acmeRoot`. */
  tls?: { cert: string; key: string; acmeRoot?: string };
}): Promise<NginxFront> {
  const port = options.port ?? (await freePort());
  const tlsPort = options.tls ? await freePort() : undefined;
  const args = [
    path.join(REPO_DIR, 'deploy', 'nginx', 'run-local.mjs'),
    '--listen',
    String(port),
    '--login-rate',
    options.loginRate ?? '600r/m',
  ];
  for (const site of options.sites) args.push('--site', site);
  for (const cms of options.cmss) args.push('--cms', cms);
  if (options.panelAllow !== undefined) args.push('--panel-allow', options.panelAllow);
  if (options.trustedProxies !== undefined) args.push('--trusted-proxies', options.trustedProxies);
  if (options.tls) args.push('--tls-listen', String(tlsPort), '--tls-cert', options.tls.cert, '--tls-key', options.tls.key);
  if (options.tls?.acmeRoot) args.push('--acme-root', options.tls.acmeRoot);
  if (options.dir) args.push('--dir', options.dir);
  const service = startService(`nginx :${port}`, process.execPath, args, {
    cwd: REPO_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_ENV: 'production' },
    logFile: path.join(options.logsDir, `nginx-${port}.log`),
  });
  await waitFor(
    `nginx :${port}`,
    () =>
      // With TLS the plain port answers a redirect, which is enough.
      fetch(`http://127.0.0.1:${port}/robots.txt`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      ),
    {
      timeoutMs: 20_000,
      service,
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    tlsPort,
    httpsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
    stop: () => stopService(service),
  };
}
