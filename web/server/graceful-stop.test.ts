import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/**
 * A real SIGTERM to a real process: a server built like server/index.ts (drainable, then the same stop on the
 * signal) answers /slow after a delay. The requests it holds when the signal comes are answered in full; new
 * connections are refused; idle keep-alive connections close at once; it exits 0 as soon as the last answer is out.
 */

const TSX = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const MODULE = path.resolve(__dirname, 'graceful-stop.ts');

const program = (timeoutMs: number) => `
import http from 'node:http';
import { drainable } from ${JSON.stringify(MODULE)};
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const delay = Number(url.searchParams.get('ms') ?? 0);
  setTimeout(() => response.end('done after ' + delay), delay);
});
const drain = drainable(server);
server.listen(0, '127.0.0.1', () => console.log('PORT ' + (server.address() as { port: number }).port));
process.once('SIGTERM', () => {
  void drain.close(${timeoutMs}).then(({ cut }) => { console.log(cut ? 'CUT' : 'DRAINED'); process.exit(0); });
});
`;

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function startServer(timeoutMs: number): Promise<Running> {
  const child = spawn(TSX, ['-e', program(timeoutMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`the server exited before listening: ${output}`)));
  });
  return { child, port, output: () => output, exited };
}

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

const get = (port: number, urlPath: string, agent?: http.Agent) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: agent ?? false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let running: Running | undefined;
afterEach(() => {
  if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  running = undefined;
});

it('on SIGTERM, answers every request in flight, refuses new connections, closes idle ones and exits 0', async () => {
  running = await startServer(10_000);
  const { port, child } = running;

  // An idle keep-alive connection, as nginx keeps to its upstreams.
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get(port, '/', keepAlive)).status).toBe(200);
  const idleSocket = Object.values(keepAlive.freeSockets).flat()[0]!;
  const idleClosed = new Promise<number>((resolve) => idleSocket.once('close', () => resolve(Date.now())));

  // Requests in flight on keep-alive connections: told to close them when their answer comes.
  const busy = new http.Agent({ keepAlive: true, maxSockets: 5 });
  const slow = Array.from({ length: 5 }, () => get(port, '/slow?ms=1500', busy));
  await sleep(300);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await sleep(200);

  await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  const answers = await Promise.all(slow);
  for (const answer of answers) expect(answer).toEqual({ status: 200, body: 'done after 1500', connection: 'close' });
  expect((await idleClosed) - signalled).toBeLessThan(500);

  const { code, at } = await running.exited;
  expect(code).toBe(0);
  expect(running.output()).toContain('DRAINED');
  // It left as soon as the last answer was out, not at the limit.
  expect(at - signalled).toBeLessThan(4_000);
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
  await expect(endless).rejects.toMatchObject({ code: 'ECONNRESET' });
  const { code, at } = await running.exited;
  expect(code).toBe(0);
  expect(running.output()).toContain('CUT');
  expect(at - signalled).toBeGreaterThanOrEqual(700);
  expect(at - signalled).toBeLessThan(3_000);
});
