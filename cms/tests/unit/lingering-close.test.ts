import http from 'http';
import net, { type AddressInfo, type Socket } from 'net';
import { MB, rawRequest } from '@bank/test-support';
import { lingerAfterEarlyAnswer, type LingerBudget } from '../../src/platform/lingering-close';

const REFUSAL = JSON.stringify({ message: 'Missing or invalid credentials' });

/** A server that refuses every request after its headers, as the staff and panel gates do, lingering on `budget`. */
let budget: LingerBudget;
let server: http.Server;
let url: string;
const serverSockets: Socket[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lingerAfterEarlyAnswer(req, res, () => budget);
    res.writeHead(401, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(REFUSAL) });
    res.end(REFUSAL);
  });
  server.on('connection', (socket: Socket) => serverSockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (budget = { bytes: 4 * MB, ms: 3000 }));

describe('an early answer reaches a client that sends its whole body (lingering close)', () => {
  const whole = { path: '/upload', multipart: true, declaredLength: 2 * MB, giveUpAfter: 2 * MB, keepSending: true };

  it('a 2 MB body sent as fast as possible: the 401 is read, the body is read to its end, then a clean close', async () => {
    const answer = await rawRequest(url, { ...whole, intervalMs: 0 });
    expect({ status: answer.status, body: answer.body, writeError: answer.writeError, sent: answer.sent }).toEqual({
      status: 401,
      body: REFUSAL,
      writeError: null,
      sent: 2 * MB,
    });
    expect(answer.closed).toBe(true);
    expect(serverSockets.at(-1)!.bytesRead).toBeGreaterThan(2 * MB);
  });

  it('… sent slowly, in 32 KB pieces', async () => {
    const answer = await rawRequest(url, { ...whole, intervalMs: 5 });
    expect({ status: answer.status, writeError: answer.writeError, sent: answer.sent, closed: answer.closed }).toEqual({
      status: 401,
      writeError: null,
      sent: 2 * MB,
      closed: true,
    });
  });

  it('… with Connection: close (Node would reset the connection as soon as the answer is out)', async () => {
    const answer = await rawRequest(url, { ...whole, intervalMs: 0, headers: { Connection: 'close' } });
    expect({ status: answer.status, writeError: answer.writeError, sent: answer.sent }).toEqual({
      status: 401,
      writeError: null,
      sent: 2 * MB,
    });
  });

  it('Node’s fetch with a 2 MB body reads its 401, 10 times', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      try {
        const response = await fetch(url, { method: 'POST', body: Buffer.alloc(2 * MB, 0x61) });
        answers.push(`${response.status} ${await response.text()}`);
      } catch (error) {
        answers.push(`failed: ${String((error as { cause?: unknown }).cause ?? error)}`);
      }
    }
    expect(answers).toEqual(Array(10).fill(`401 ${REFUSAL}`));
  });
});

/** Writes `bytes` at once and reads until the server closes or is quiet for 500 ms. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    let quiet: NodeJS.Timeout | undefined;
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

it('a small body that comes whole with its headers keeps its connection: the next request on it is answered', async () => {
  // Answered before the parser reached the body's end, though all of it was in hand.
  const answer = await exchange(
    'POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhelloGET /b HTTP/1.1\r\nHost: x\r\n\r\n',
  );
  expect(answer.match(/HTTP\/1\.1 401/g)).toHaveLength(2);
});

describe('what a refused body may cost is bounded', () => {
  it('a body larger than the budget is cut off once the budget is read, its answer read first', async () => {
    budget = { bytes: 1 * MB, ms: 3000 };
    const answer = await rawRequest(url, {
      path: '/upload',
      multipart: true,
      declaredLength: 20 * MB,
      giveUpAfter: 20 * MB,
      intervalMs: 0,
    });
    const readByServer = serverSockets.at(-1)!.bytesRead;
    expect({ status: answer.status, cutOff: answer.sent < 20 * MB }).toEqual({ status: 401, cutOff: true });
    expect(readByServer).toBeGreaterThan(1 * MB);
    expect(readByServer).toBeLessThan(2 * MB);
  });

  it('an endless body, within the byte budget, is cut off at the time budget', async () => {
    budget = { bytes: 64 * MB, ms: 1000 };
    const started = Date.now();
    // Chunked, 32 KB every 10 ms, sent until the server cuts it off.
    const answer = await rawRequest(url, { path: '/upload', intervalMs: 10, keepSending: true, giveUpAfter: 64 * MB });
    const elapsed = Date.now() - started;
    expect({ status: answer.status, cutOff: answer.writeError !== null || answer.closed }).toEqual({
      status: 401,
      cutOff: true,
    });
    expect(answer.sent).toBeLessThan(64 * MB);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(2500);
  });
});
