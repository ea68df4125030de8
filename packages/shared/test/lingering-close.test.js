'use strict';

const assert = require('node:assert/strict');
const http = require('node:http');
const net = require('node:net');
const { after, before, beforeEach, describe, it } = require('node:test');
// @bank/test-support is TypeScript source: tsx compiles it on require.
require('tsx/cjs');
const { MB, rawRequest } = require('@bank/test-support');
const { LINGER_MS, lingerAfterEarlyAnswer } = require('../dist/cjs/server/lingering-close.js');

/*
 * The lingering close (src/server/lingering-close.ts, the site's and the CMS's) around a server that refuses every
 * request after its headers, as the CMS's staff and panel gates and the site's /api proxy (an anonymous upload) do,
 * lingering on `budget`. Each case runs on a path of each: the CMS's /upload and the site's /api/upload/form.
 */

const REFUSAL = JSON.stringify({ message: 'Missing or invalid credentials' });
const PATHS = ['/upload', '/api/upload/form'];

let budget;
let server;
let url;
const serverSockets = [];

before(async () => {
  server = http.createServer(async (req, res) => {
    lingerAfterEarlyAnswer(req, res, () => budget);
    // After an await, as the site and the CMS answer; /at-once answers in the request's own event.
    if (!req.url.startsWith('/at-once')) await null;
    res.writeHead(401, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(REFUSAL) });
    res.end(REFUSAL);
  });
  server.on('connection', (socket) => serverSockets.push(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (budget = { bytes: 4 * MB, ms: 3000 }));

for (const path of PATHS) {
  describe(`an early answer reaches a client that sends its whole body (lingering close), on ${path}`, () => {
    const whole = { path, multipart: true, declaredLength: 2 * MB, giveUpAfter: 2 * MB, keepSending: true };

    it('a 2 MB body sent as fast as possible: the 401 is read, the body is read to its end, then a clean close', async () => {
      const answer = await rawRequest(url, { ...whole, intervalMs: 0 });
      assert.deepEqual(
        { status: answer.status, body: answer.body, writeError: answer.writeError, sent: answer.sent },
        { status: 401, body: REFUSAL, writeError: null, sent: 2 * MB },
      );
      assert.equal(answer.closed, true);
      assert.ok(serverSockets.at(-1).bytesRead > 2 * MB);
    });

    it('… sent slowly, in 32 KB pieces', async () => {
      const answer = await rawRequest(url, { ...whole, intervalMs: 5 });
      assert.deepEqual(
        { status: answer.status, writeError: answer.writeError, sent: answer.sent, closed: answer.closed },
        { status: 401, writeError: null, sent: 2 * MB, closed: true },
      );
    });

    it('… with Connection: close (Node would reset the connection as soon as the answer is out)', async () => {
      const answer = await rawRequest(url, { ...whole, intervalMs: 0, headers: { Connection: 'close' } });
      assert.deepEqual(
        { status: answer.status, writeError: answer.writeError, sent: answer.sent },
        { status: 401, writeError: null, sent: 2 * MB },
      );
    });
  });
}

it('Node’s fetch with a 2 MB body reads its 401, 10 times', async () => {
  const answers = [];
  for (let i = 0; i < 10; i += 1) {
    try {
      const response = await fetch(url, { method: 'POST', body: Buffer.alloc(2 * MB, 0x61) });
      answers.push(`${response.status} ${await response.text()}`);
    } catch (error) {
      answers.push(`failed: ${String(error.cause ?? error)}`);
    }
  }
  assert.deepEqual(answers, Array(10).fill(`401 ${REFUSAL}`));
});

/** Writes `bytes` at once and reads until the server closes or is quiet for 500 ms. */
function exchange(bytes) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    let quiet;
    const done = () => {
      clearTimeout(quiet);
      socket.destroy();
      resolve(received);
    };
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      clearTimeout(quiet);
      quiet = setTimeout(done, 500);
    });
    socket.on('close', done);
    socket.on('error', reject);
  });
}

it('a small body answered before it was read: the answer says close, and nothing after it on the connection is answered', async () => {
  // All of it was in hand, but not yet read when the answer went out. A server that says close answers no further
  // request on that connection (RFC 9112, 9.6); the pipelining client sends it again on a new one.
  const answer = await exchange(
    'POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhelloGET /b HTTP/1.1\r\nHost: x\r\n\r\n',
  );
  assert.equal(answer.match(/HTTP\/1\.1 401/g)?.length, 1);
  assert.match(answer, /^Connection: close$/im);
});

it('an answer given before its body has come says the connection closes after it', async () => {
  // Said keep-alive, a client that ends its body just after reading the answer (Node's fetch may) sends its next
  // request on a connection that is closing, and reads "other side closed".
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('POST /api/upload/form HTTP/1.1\r\nHost: x\r\nContent-Length: 3000\r\n\r\n');
  await new Promise((resolve) => socket.once('data', resolve));
  socket.end('a'.repeat(3000));
  await closed;
  assert.match(received, /^HTTP\/1\.1 401 /);
  assert.match(received, /^Connection: close$/im);
  assert.doesNotMatch(received, /keep-alive/i);
});

it('a request without a body answered in its own event keeps its connection', async () => {
  const answer = await exchange('GET /at-once/a HTTP/1.1\r\nHost: x\r\n\r\nGET /at-once/b HTTP/1.1\r\nHost: x\r\n\r\n');
  assert.equal(answer.match(/HTTP\/1\.1 401/g)?.length, 2);
  assert.doesNotMatch(answer, /Connection: close/i);
});

describe('what a refused body may cost is bounded', () => {
  it('the rest of a body is waited for 10 s at most (the site reads as much as its largest body, the CMS its route’s)', () => {
    assert.equal(LINGER_MS, 10_000);
  });

  for (const path of PATHS) {
    it(`a body larger than the budget is cut off once the budget is read, its answer read first (${path})`, async () => {
      budget = { bytes: 1 * MB, ms: 3000 };
      const answer = await rawRequest(url, {
        path,
        multipart: true,
        declaredLength: 20 * MB,
        giveUpAfter: 20 * MB,
        intervalMs: 0,
      });
      const readByServer = serverSockets.at(-1).bytesRead;
      assert.deepEqual({ status: answer.status, cutOff: answer.sent < 20 * MB }, { status: 401, cutOff: true });
      assert.ok(readByServer > 1 * MB);
      assert.ok(readByServer < 2 * MB);
    });

    it(`an endless body, within the byte budget, is cut off at the time budget (${path})`, async () => {
      budget = { bytes: 64 * MB, ms: 1000 };
      const started = Date.now();
      // Chunked, 32 KB every 10 ms, sent until the server cuts it off.
      const answer = await rawRequest(url, { path, intervalMs: 10, keepSending: true, giveUpAfter: 64 * MB });
      const elapsed = Date.now() - started;
      assert.deepEqual(
        { status: answer.status, cutOff: answer.writeError !== null || answer.closed },
        { status: 401, cutOff: true },
      );
      assert.ok(answer.sent < 64 * MB);
      assert.ok(elapsed >= 1000);
      assert.ok(elapsed < 2500);
    });
  }
});
