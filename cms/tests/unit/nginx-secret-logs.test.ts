import { execFileSync, spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import https from 'https';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { freePort } from '@bank/test-support';

/**
 * nginx's logs (deploy/nginx/templates, run by deploy/nginx/run-local.mjs as the e2e suite runs it, with HTTPS and the
 * port-80 redirect server) after delivery reports and a preview link: neither the delivery-report token nor the
 * preview's token is in the access log or the error log, through every server block. The site's first upstream
 * (its front port) refuses the connection, as a warming instance's does, so nginx writes an error for each request
 * it passes on, which quotes the request line. Needs Debian's nginx and openssl (.ci/run installs them).
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const TOKEN = 'Xy9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT';
const PREVIEW_TOKEN = 'eyJ1aWQiOiJhcGk6Om5ld3MifQ.c2lnbmF0dXJlLW9mLXRoZS1wcmV2aWV3';
const hasNginx = fs.existsSync('/usr/sbin/nginx');

let dir: string;
let site: http.Server;
let front: ChildProcess | null = null;
let plainPort: number;
let tlsPort: number;
const siteSaw: string[] = [];

function request(
  module: typeof http | typeof https,
  port: number,
  method: string,
  target: string,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = module.request(
      { host: '127.0.0.1', port, method, path: target, rejectUnauthorized: false, headers: { 'content-length': '0' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

(hasNginx ? describe : describe.skip)('nginx’s logs', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-nginx-logs-'));
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
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);
    site = http.createServer((incoming, response) => {
      siteSaw.push(incoming.url ?? '');
      response.end('{}');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const sitePort = (site.address() as AddressInfo).port;
    const refused = await freePort();
    [plainPort, tlsPort] = [await freePort(), await freePort()];
    const nginxDir = path.join(dir, 'nginx');
    fs.mkdirSync(nginxDir);
    front = spawn(
      process.execPath,
      [
        path.join(ROOT, 'deploy', 'nginx', 'run-local.mjs'),
        ...['--listen', String(plainPort), '--tls-listen', String(tlsPort)],
        ...['--tls-cert', path.join(dir, 'cert.pem'), '--tls-key', path.join(dir, 'key.pem')],
        // The front port refuses (a warming instance): nginx logs an error, then asks the main port.
        ...['--site', `127.0.0.1:${sitePort}/${refused}`, '--cms', `127.0.0.1:${sitePort}`],
        ...['--panel-allow', '127.0.0.1', '--dir', nginxDir],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      front?.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('nginx ready')) resolve();
      });
      front?.on('exit', (code) => reject(new Error(`run-local.mjs exited with ${code}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (front && front.exitCode === null) {
      const exited = new Promise((resolve) => front?.once('exit', resolve));
      front.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => site.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hold neither the delivery-report token nor the preview token, in any server block', async () => {
    // The port-80 server redirects them; the HTTPS server passes them to the site.
    expect(await request(http, plainPort, 'POST', `/api/sms/delivery-reports/${TOKEN}`)).toMatchObject({ status: 301 });
    expect(await request(http, plainPort, 'GET', `/api/preview?token=${PREVIEW_TOKEN}`)).toMatchObject({ status: 301 });
    expect(await request(http, plainPort, 'GET', `/news?token=${PREVIEW_TOKEN}`)).toMatchObject({ status: 301 });
    expect(await request(https, tlsPort, 'POST', `/api/sms/delivery-reports/${TOKEN}`)).toEqual({ status: 200 });
    expect(await request(https, tlsPort, 'POST', `/API/SMS/Delivery-Reports/${TOKEN}`)).toEqual({ status: 200 });
    expect(await request(https, tlsPort, 'GET', `/api/preview?token=${PREVIEW_TOKEN}`)).toEqual({ status: 200 });
    // The site got each one whole.
    expect(siteSaw).toEqual([
      `/api/sms/delivery-reports/${TOKEN}`,
      `/API/SMS/Delivery-Reports/${TOKEN}`,
      `/api/preview?token=${PREVIEW_TOKEN}`,
    ]);
    // nginx writes a line once the answer is sent: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const accessLog = fs.readFileSync(path.join(dir, 'nginx', 'access.log'), 'utf8');
    const errorLog = fs.readFileSync(path.join(dir, 'nginx', 'error.log'), 'utf8');
    const paths = accessLog
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { path: string; status: number }).path);
    expect(paths).toEqual([
      '/api/sms/delivery-reports/[token]',
      '/api/preview',
      '/news',
      '/api/sms/delivery-reports/[token]',
      '/API/SMS/Delivery-Reports/[token]',
      '/api/preview',
    ]);
    for (const log of [accessLog, errorLog]) {
      expect(log).not.toContain(TOKEN);
      expect(log).not.toContain(PREVIEW_TOKEN);
    }
  });
});
