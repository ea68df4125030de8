'use strict';

const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');
const { afterEach, it } = require('node:test');

/*
 * A real SIGTERM to a real process: a server built like the site's server/index.ts (drainable, then the same stop on
 * the signal; the CMS's graceful stop drains its port the same way) answers /slow after a delay. The requests it
 * holds when the signal comes are answered in full; new connections are refused; idle keep-alive connections close at
 * once; it exits 0 as soon as the last answer is out.
 */

const MODULE = path.resolve(__dirname, '..', 'dist', 'cjs', 'server', 'graceful-stop.js');

const program = (timeoutMs) => `
const http = require('node:http');
const { drainable } = require(${JSON.stringify(MODULE)});
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const delay = Number(url.searchParams.get('ms') ?? 0);
  setTimeout(() => response.end('done after ' + delay), delay);
});
const drain = drainable(server);
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
process.once('SIGTERM', () => {
  void drain.close(${timeoutMs}).then(({ cut }) => { console.log(cut ? 'CUT' : 'DRAINED'); process.exit(0); });
});
`;

async function startServer(timeoutMs) {
  const child = spawn(process.execPath, ['-e', program(timeoutMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`the server exited before listening: ${output}`)));
  });
  return { child, port, output: () => output, exited };
}

/** Resolves with { status, body, connection }. */
const get = (port, urlPath, agent) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: agent ?? false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let running;
afterEach(() => {
  if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  running = undefined;
});

it('on SIGTERM, answers every request in flight, refuses new connections, closes idle ones and exits 0', async () => {
  running = await startServer(10_000);
  const { port, child } = running;

  // An idle keep-alive connection, as nginx keeps to its upstreams.
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  assert.equal((await get(port, '/', keepAlive)).status, 200);
  const idleSocket = Object.values(keepAlive.freeSockets).flat()[0];
  const idleClosed = new Promise((resolve) => idleSocket.once('close', () => resolve(Date.now())));

  // Requests in flight on keep-alive connections: told to close them when their answer comes.
  const busy = new http.Agent({ keepAlive: true, maxSockets: 5 });
  const slow = Array.from({ length: 5 }, () => get(port, '/slow?ms=1500', busy));
  await sleep(300);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await sleep(200);

  await assert.rejects(get(port, '/'), { code: 'ECONNREFUSED' });
  const answers = await Promise.all(slow);
  for (const answer of answers) assert.deepEqual(answer, { status: 200, body: 'done after 1500', connection: 'close' });
  assert.ok((await idleClosed) - signalled < 500);

  const { code, at } = await running.exited;
  assert.equal(code, 0);
  assert.ok(running.output().includes('DRAINED'));
  // It left as soon as the last answer was out, not at the limit.
  assert.ok(at - signalled < 4_000);
  keepAlive.destroy();
  busy.destroy();
});

it('cuts what is still running at the limit, and exits 0', async () => {
  running = await startServer(800);
  const { port, child } = running;
  const endless = get(port, '/slow?ms=60000');
  await sleep(300);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await assert.rejects(endless, { code: 'ECONNRESET' });
  const { code, at } = await running.exited;
  assert.equal(code, 0);
  assert.ok(running.output().includes('CUT'));
  assert.ok(at - signalled >= 700);
  assert.ok(at - signalled < 3_000);
});
