/**
 * The production front over HTTPS (deploy/nginx with --tls-*), with a self-signed certificate made here by openssl:
 * TLS 1.2 and 1.3 only, HTTP/2 by ALPN, plain HTTP answering a redirect to the same URL over HTTPS but for ACME's
 * challenges, Strict-Transport-Security from the site, a page and a staff login in the browser, and the panel's host
 * (its paths and its allow-list) over HTTPS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import { expect, test } from './fixtures';
import { nginxInstalled, startNginx, startSiteInstance, type NginxFront } from './support/site-instance';

test.skip(!nginxInstalled(), 'nginx is not installed (apt-get install -y nginx); .ci/run installs it');

const hostPort = (url: string) => new URL(url).host;
const PANEL_HOST = 'cms.localhost';

/** A self-signed certificate for 127.0.0.1 and the panel's host name, in `dir`. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    `subjectAltName=IP:127.0.0.1,DNS:${PANEL_HOST}`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/** A TLS handshake with the front: the negotiated protocol and ALPN, or the error that ended it. */
function handshake(
  port: number,
  options: tls.ConnectionOptions,
): Promise<{ protocol: string | null; alpn: string | false | null } | { error: string }> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
      socket.destroy();
    });
    socket.on('error', (error) => resolve({ error: error.message }));
  });
}

/** One request over HTTPS (HTTP/1.1), optionally to the panel's host name and from `localAddress`. */
function httpsRequest(
  port: number,
  pathname: string,
  options: { host?: string; localAddress?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        servername: options.host,
        localAddress: options.localAddress,
        rejectUnauthorized: false,
        headers: { host: options.host ?? `127.0.0.1:${port}`, connection: 'close' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One plain HTTP GET, not following redirects. */
function httpGet(url: string, host?: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: host ? { host } : {} }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
      })
      .on('error', reject);
  });
}

test.describe('nginx front over HTTPS', () => {
  let front: NginxFront;
  let tlsPort: number;
  let certificate: { cert: string; key: string };
  let acmeRoot: string;

  test.beforeAll(async () => {
    const env = (await import('./support/env')).e2eEnv();
    const dir = fs.mkdtempSync(path.join(env.tmpDir, 'tls-'));
    certificate = selfSignedCertificate(dir);
    acmeRoot = path.join(dir, 'acme');
    front = await startNginx({
      sites: [hostPort(env.baseUrl)],
      cmss: [hostPort(env.cmsUrl)],
      logsDir: path.join(env.tmpDir, 'logs'),
      tls: { ...certificate, acmeRoot },
    });
    tlsPort = front.tlsPort!;
  });

  test.afterAll(async () => {
    await front?.stop();
  });

  test('TLS 1.2 and 1.3 are accepted; TLS 1.0 and 1.1 are refused by the server', async () => {
    expect(await handshake(tlsPort, { minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' })).toMatchObject({ protocol: 'TLSv1.2' });
    expect(await handshake(tlsPort, { minVersion: 'TLSv1.3', maxVersion: 'TLSv1.3' })).toMatchObject({ protocol: 'TLSv1.3' });
    for (const version of ['TLSv1', 'TLSv1.1'] as const) {
      // SECLEVEL=0 lets this client offer the old versions at all; the refusal must be the server's alert.
      const answer = await handshake(tlsPort, { minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0' });
      expect(answer, version).toHaveProperty('error');
      expect((answer as { error: string }).error, version).toMatch(/alert protocol version/i);
    }
  });

  test('HTTP/2 is negotiated by ALPN and serves the site', async () => {
    expect(await handshake(tlsPort, { ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({ alpn: 'h2' });
    const session = http2.connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/about' });
        let text = '';
        let code = 0;
        stream.on('response', (headers) => (code = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (text += chunk));
        stream.on('end', () => resolve({ status: code, body: text }));
        stream.on('error', reject);
      });
      expect(status).toBe(200);
      expect(body).toContain('Who We Are');
    } finally {
      session.close();
    }
  });

  test('plain HTTP answers 301 to the same URL over HTTPS, except ACME challenges', async () => {
    const page = await httpGet(`${front.url}/news?page=2`);
    expect(page.status).toBe(301);
    expect(page.location).toBe(`https://127.0.0.1:${tlsPort}/news?page=2`);
    const login = await httpGet(`${front.url}/tbl/admin`);
    expect(login.location).toBe(`https://127.0.0.1:${tlsPort}/tbl/admin`);
    const panel = await httpGet(`${front.url}/admin`, PANEL_HOST);
    expect(panel.status).toBe(301);
    expect(panel.location).toBe(`https://${PANEL_HOST}:${tlsPort}/admin`);

    // What an ACME client (certbot --webroot) writes is served as it is, over plain HTTP.
    fs.mkdirSync(path.join(acmeRoot, '.well-known', 'acme-challenge'), { recursive: true });
    fs.writeFileSync(path.join(acmeRoot, '.well-known', 'acme-challenge', 'token-1'), 'token-1.thumbprint');
    const challenge = await httpGet(`${front.url}/.well-known/acme-challenge/token-1`);
    expect(challenge.status).toBe(200);
    expect(challenge.body).toBe('token-1.thumbprint');
  });

  test('the site sends Strict-Transport-Security over HTTPS', async ({ env }) => {
    test.setTimeout(120_000);
    // A site that trusts its nginx (TRUSTED_PROXIES, as docker-compose.yml sets it), behind the HTTPS front.
    const site = await startSiteInstance(env, { trustedProxies: '127.0.0.1' });
    const ownFront = await startNginx({
      sites: [`127.0.0.1:${site.port}`],
      cmss: [hostPort(env.cmsUrl)],
      logsDir: path.join(env.tmpDir, 'logs'),
      tls: certificate,
    });
    try {
      const about = await httpsRequest(ownFront.tlsPort!, '/about');
      expect(about.status).toBe(200);
      expect(about.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await ownFront.stop();
      await site.stop();
    }
  });

  test('a visitor reads a page and an admin logs in over HTTPS', async ({ browser, env }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const about = await page.goto(`https://127.0.0.1:${tlsPort}/about`);
      expect(about?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`https://127.0.0.1:${tlsPort}/tbl/admin`);
      await page.getByLabel('Username').fill(env.adminUser);
      await page.getByLabel('Password').fill(env.adminPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.protocol === 'https:' && url.pathname === '/tbl/admin-dashboard');
    } finally {
      await context.close();
    }
  });

  test("the panel's host over HTTPS: only the panel's paths, only for the allowed networks", async ({ env }) => {
    const init = await httpsRequest(tlsPort, '/admin/init', { host: PANEL_HOST });
    expect(init.status).toBe(200);
    expect(init.body).toContain('hasAdmin');
    expect((await httpsRequest(tlsPort, '/api/news', { host: PANEL_HOST })).status).toBe(404);

    const ownFront = await startNginx({
      sites: [hostPort(env.baseUrl)],
      cmss: [hostPort(env.cmsUrl)],
      logsDir: path.join(env.tmpDir, 'logs'),
      panelAllow: '127.0.0.1/32',
      tls: certificate,
    });
    try {
      const port = ownFront.tlsPort!;
      expect((await httpsRequest(port, '/admin/init', { host: PANEL_HOST, localAddress: '127.0.0.1' })).status).toBe(200);
      expect((await httpsRequest(port, '/admin/init', { host: PANEL_HOST, localAddress: '127.0.0.2' })).status).toBe(403);
      // The public site is everyone's.
      expect((await httpsRequest(port, '/robots.txt', { localAddress: '127.0.0.2' })).status).toBe(200);
    } finally {
      await ownFront.stop();
    }
  });
});
