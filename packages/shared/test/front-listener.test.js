'use strict';

const assert = require('node:assert/strict');
const http = require('node:http');
const net = require('node:net');
const { afterEach, beforeEach, it } = require('node:test');
const { frontListener } = require('../dist/cjs/server/front-listener.js');

/*
 * The front port (src/server/front-listener.ts, the site's and the CMS's) around a stand-in handler: open while the readiness checks
 * hold, refused while they do not (what lets nginx pass any request, a POST too, to another instance), and a request
 * in flight when it closes is answered in full.
 */

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A request on a new connection, unless `agent` keeps one: resolves with { status, body, connection }. */
function request(port, method, target, agent = false) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: target, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const until = async (condition, timeoutMs = 3000) => {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const refused = (promise) => assert.rejects(promise, { code: 'ECONNREFUSED' });

/** The stand-in handler: answers `<method> <path>` after ?ms= milliseconds; counts what it started. */
let started = 0;
const handler = (incoming, response) => {
  started += 1;
  const delay = Number(new URL(incoming.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
  const timer = setTimeout(() => response.end(`${incoming.method} ${incoming.url?.split('?')[0]}`), delay);
  response.once('close', () => clearTimeout(timer));
};

let checks;
let front;
let port;
const messages = [];

beforeEach(async () => {
  started = 0;
  messages.length = 0;
  checks = { warmUp: false, notStopping: true };
  port = await freePort();
});
afterEach(async () => {
  await front?.stop(100);
  front = undefined;
});

const start = (intervalMs = 1000) =>
  (front = frontListener({
    listener: handler,
    port,
    hostname: '127.0.0.1',
    ready: () => ({ ...checks }),
    intervalMs,
    log: (level, message) => messages.push(`${level}: ${message}`),
  }));

it('is refused while not ready, serves the same handler once ready (a POST too), and is refused again when not', async () => {
  start();
  await front.check();
  assert.equal(front.isOpen, false);
  await refused(request(port, 'GET', '/'));
  await refused(request(port, 'POST', '/api/form'));
  assert.equal(started, 0);

  checks.warmUp = true;
  await front.check();
  assert.equal(front.isOpen, true);
  const news = await request(port, 'GET', '/news');
  assert.deepEqual([news.status, news.body], [200, 'GET /news']);
  const form = await request(port, 'POST', '/api/form');
  assert.deepEqual([form.status, form.body], [200, 'POST /api/form']);

  checks.notStopping = false;
  await front.check();
  assert.equal(front.isOpen, false);
  await refused(request(port, 'GET', '/'));
  assert.deepEqual(messages, [
    `info: front port ${port} open: ready`,
    `info: front port ${port} closed: not ready (notStopping)`,
  ]);
});

it('follows readiness by itself, every interval, and opens again once ready again', async () => {
  checks.warmUp = true;
  start(50);
  await until(() => front.isOpen);
  assert.equal((await request(port, 'GET', '/a')).body, 'GET /a');
  checks.redis = false;
  await until(() => !front.isOpen);
  await refused(request(port, 'GET', '/'));
  checks.redis = true;
  await until(() => front.isOpen);
  assert.equal((await request(port, 'GET', '/b')).body, 'GET /b');
});

it('lets a request in flight finish when it closes (with Connection: close), and refuses new connections', async () => {
  checks.warmUp = true;
  start();
  await front.check();
  const agent = new http.Agent({ keepAlive: true });
  // An idle keep-alive connection, and a slow request in flight on another.
  await request(port, 'GET', '/warm', agent);
  const slow = request(port, 'GET', '/slow?ms=400', agent);
  await until(() => started === 2);

  checks.warmUp = false;
  await front.check();
  assert.equal(front.isOpen, false);
  await refused(request(port, 'GET', '/'));
  assert.deepEqual(await slow, { status: 200, body: 'GET /slow', connection: 'close' });
  agent.destroy();
});

it('stops for good: the request in flight finishes, nothing opens it again; past the limit the rest is cut', async () => {
  checks.warmUp = true;
  start(20);
  await front.check();
  const slow = request(port, 'GET', '/slow?ms=300');
  await until(() => started === 1);
  const stopping = front.stop(5000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await refused(request(port, 'GET', '/'));
  assert.equal((await slow).body, 'GET /slow');
  assert.deepEqual(await stopping, { cut: false });
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(front.isOpen, false);

  // A second one whose request outlives the limit.
  port = await freePort();
  start();
  await front.check();
  const endless = request(port, 'GET', '/slow?ms=10000');
  await until(() => started === 2);
  const began = Date.now();
  assert.deepEqual(await front.stop(200), { cut: true });
  assert.ok(Date.now() - began < 2000);
  await assert.rejects(endless, { code: 'ECONNRESET' });
});

it('says once when the port is taken, and opens as soon as it is free', async () => {
  const squatter = net.createServer();
  await new Promise((resolve) => squatter.listen(port, '127.0.0.1', resolve));
  checks.warmUp = true;
  start(30);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(front.isOpen, false);
  assert.equal(messages.length, 1);
  assert.match(messages[0], new RegExp(`^warn: front port ${port} cannot open: .*EADDRINUSE`));
  await new Promise((resolve) => squatter.close(() => resolve()));
  await until(() => front.isOpen);
  assert.equal((await request(port, 'GET', '/x')).body, 'GET /x');
});
