import http from 'http';
import net from 'net';
import { frontListener, type FrontListener } from '../../src/observability/front-listener';

/**
 * The CMS's front port (src/observability/front-listener.ts, the site's code) around a stand-in handler: open while the readiness checks hold, refused
 * while they do not (what lets nginx pass any request, a POST too, to another instance), and a request in flight
 * when it closes is answered in full.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** A request on a new connection, unless `agent` keeps one. */
function request(port: number, method: string, target: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: target, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const until = async (condition: () => boolean, timeoutMs = 3000) => {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The stand-in handler: answers `<method> <path>` after ?ms= milliseconds; counts what it started. */
let started = 0;
const handler: http.RequestListener = (incoming, response) => {
  started += 1;
  const delay = Number(new URL(incoming.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
  const timer = setTimeout(() => response.end(`${incoming.method} ${incoming.url?.split('?')[0]}`), delay);
  response.once('close', () => clearTimeout(timer));
};

let checks: Record<string, boolean>;
let front: FrontListener | undefined;
let port: number;
const messages: string[] = [];

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
  await front!.check();
  expect(front!.isOpen).toBe(false);
  await expect(request(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  await expect(request(port, 'POST', '/api/form')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(started).toBe(0);

  checks.warmUp = true;
  await front!.check();
  expect(front!.isOpen).toBe(true);
  expect(await request(port, 'GET', '/news')).toMatchObject({ status: 200, body: 'GET /news' });
  expect(await request(port, 'POST', '/api/form')).toMatchObject({ status: 200, body: 'POST /api/form' });

  checks.notStopping = false;
  await front!.check();
  expect(front!.isOpen).toBe(false);
  await expect(request(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(messages).toEqual([`info: front port ${port} open: ready`, `info: front port ${port} closed: not ready (notStopping)`]);
});

it('follows readiness by itself, every interval, and opens again once ready again', async () => {
  checks.warmUp = true;
  start(50);
  await until(() => front!.isOpen);
  expect((await request(port, 'GET', '/a')).body).toBe('GET /a');
  checks.redis = false;
  await until(() => !front!.isOpen);
  await expect(request(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  checks.redis = true;
  await until(() => front!.isOpen);
  expect((await request(port, 'GET', '/b')).body).toBe('GET /b');
});

it('lets a request in flight finish when it closes (with Connection: close), and refuses new connections', async () => {
  checks.warmUp = true;
  start();
  await front!.check();
  const agent = new http.Agent({ keepAlive: true });
  // An idle keep-alive connection, and a slow request in flight on another.
  await request(port, 'GET', '/warm', agent);
  const slow = request(port, 'GET', '/slow?ms=400', agent);
  await until(() => started === 2);

  checks.warmUp = false;
  await front!.check();
  expect(front!.isOpen).toBe(false);
  await expect(request(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(await slow).toEqual({ status: 200, body: 'GET /slow', connection: 'close' });
  agent.destroy();
});

it('stops for good: the request in flight finishes, nothing opens it again; past the limit the rest is cut', async () => {
  checks.warmUp = true;
  start(20);
  await front!.check();
  const slow = request(port, 'GET', '/slow?ms=300');
  await until(() => started === 1);
  const stopping = front!.stop(5000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(request(port, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect((await slow).body).toBe('GET /slow');
  expect(await stopping).toEqual({ cut: false });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(front!.isOpen).toBe(false);

  // A second one whose request outlives the limit.
  port = await freePort();
  start();
  await front!.check();
  const endless = request(port, 'GET', '/slow?ms=10000');
  await until(() => started === 2);
  const began = Date.now();
  expect(await front!.stop(200)).toEqual({ cut: true });
  expect(Date.now() - began).toBeLessThan(2000);
  await expect(endless).rejects.toMatchObject({ code: 'ECONNRESET' });
});

it('says once when the port is taken, and opens as soon as it is free', async () => {
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
  checks.warmUp = true;
  start(30);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(front!.isOpen).toBe(false);
  expect(messages).toEqual([expect.stringMatching(new RegExp(`^warn: front port ${port} cannot open: .*EADDRINUSE`))]);
  await new Promise<void>((resolve) => squatter.close(() => resolve()));
  await until(() => front!.isOpen);
  expect((await request(port, 'GET', '/x')).body).toBe('GET /x');
});
