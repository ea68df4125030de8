// First: the body parser must write its temporary files where this test can see them.
import { privateTmpDir, tmpFiles } from '../support/private-tmpdir';
import fs from 'fs';
import type { Socket } from 'net';
import type { AddressInfo } from 'net';
import { ADMIN, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';
import { MB, rawRequest } from '@bank/test-support';
import { LINGER_MS } from '@bank/shared/server/lingering-close';

let cms: TestCms;
let port: number;
/** The server's side of every connection: what the CMS itself read of each. */
const serverSockets: Socket[] = [];

beforeAll(async () => {
  cms = await startCms();
  const server = cms.strapi.server.httpServer;
  server.on('connection', (socket: Socket) => serverSockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await cms?.stop();
  fs.rmSync(privateTmpDir, { recursive: true, force: true });
});

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

/** A 3 KB sheet in a multipart form, as the bulk page would send it. */
function smallUpload(): FormData {
  const form = new FormData();
  form.append('message', 'Hello');
  form.append('file', new Blob([Buffer.alloc(3 * 1024, 0x61)]), 'customers.xlsx');
  return form;
}

/** What Node's fetch reads back: the status and body, or the error it failed with (EPIPE, ECONNRESET, …). */
async function fetchUpload(path: string, headers: Record<string, string> = {}): Promise<string> {
  try {
    const response = await fetch(url(path), { method: 'POST', body: smallUpload(), headers });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `failed: ${cause?.code ?? cause?.message ?? String(error)}`;
  }
}

const BULK_REFUSAL = `401 ${JSON.stringify({ error: 'Please sign in as an administrator to send messages.' })}`;

describe('an early refusal reaches the client', () => {
  it('an anonymous 3 KB upload with Node’s fetch reads its 401, 30 times in a row', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(await fetchUpload('/api/send_bulk_sms'));
    expect(answers).toEqual(Array(30).fill(BULK_REFUSAL));
  });

  it('… and 30 at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetchUpload('/api/send_bulk_sms')));
    expect(answers).toEqual(Array(30).fill(BULK_REFUSAL));
  });

  it('an upload with a garbage token reads its 401, 30 times in a row', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(await fetchUpload('/api/upload/form', { Authorization: 'Bearer garbage.token.value' }));
    }
    expect(answers).toEqual(Array(30).fill(`401 ${JSON.stringify({ message: 'Invalid or expired token' })}`));
  });

  it('an anonymous upload to the media library of 2 MB or 20 MB, sent in full, reads its 401, never a reset', async () => {
    // The media library takes up to 21 MB (config/middlewares.ts): as much of a refused body is read and discarded.
    const cases = [
      { size: 2 * MB, intervalMs: 0 },
      { size: 2 * MB, intervalMs: 5 },
      { size: 20 * MB, intervalMs: 0 },
    ];
    const tmpBefore = tmpFiles();
    for (const { size, intervalMs } of cases) {
      const answer = await rawRequest(url(''), {
        path: '/upload',
        multipart: true,
        declaredLength: size,
        giveUpAfter: size,
        intervalMs,
        keepSending: true,
      });
      const readByServer = serverSockets.at(-1)?.bytesRead ?? 0;
      expect({ size, intervalMs, status: answer.status, writeError: answer.writeError, sent: answer.sent }).toEqual({
        size,
        intervalMs,
        status: 401,
        writeError: null,
        sent: size,
      });
      expect({ size, readWhole: readByServer > size }).toEqual({ size, readWhole: true });
    }
    // Read and thrown away, never parsed.
    expect(tmpFiles()).toEqual(tmpBefore);
  });

  it('a body larger than its route takes is cut off once that much is read, its 401 read first', async () => {
    // A bulk send takes a 5 MB sheet, 6 MB with the form: a 20 MB body is read that far, then reset.
    const answer = await rawRequest(url(''), {
      path: '/api/send_bulk_sms',
      multipart: true,
      declaredLength: 20 * MB,
      giveUpAfter: 20 * MB,
      intervalMs: 0,
    });
    const readByServer = serverSockets.at(-1)?.bytesRead ?? Infinity;
    expect({ status: answer.status, body: answer.body, cutOff: answer.sent < 20 * MB }).toEqual({
      status: 401,
      body: JSON.stringify({ error: 'Please sign in as an administrator to send messages.' }),
      cutOff: true,
    });
    expect(readByServer).toBeGreaterThan(6 * MB);
    expect(readByServer).toBeLessThan(7 * MB);
  });

  it('an endless body after an early 401 is cut off 10 s after the answer (LINGER_MS)', async () => {
    const started = Date.now();
    // Chunked, about 1.6 MB/s: the time runs out before the media library's 21 MB do.
    const answer = await rawRequest(url(''), {
      path: '/upload',
      multipart: true,
      intervalMs: 20,
      keepSending: true,
      giveUpAfter: 100 * MB,
    });
    const elapsed = Date.now() - started;
    expect({ status: answer.status, cutOff: answer.writeError !== null || answer.closed }).toEqual({
      status: 401,
      cutOff: true,
    });
    expect(elapsed).toBeGreaterThanOrEqual(LINGER_MS);
    expect(elapsed).toBeLessThan(LINGER_MS + 3000);
  });
});

describe('bodies are parsed only where they are taken', () => {
  /** Sends a small multipart file slowly and watches the temporary folder while it streams. */
  async function multipartTo(method: string, path: string, headers: Record<string, string>) {
    const tmpBefore = tmpFiles();
    let seen: string[] = [];
    const answer = await rawRequest(url(''), {
      method,
      path,
      headers,
      multipart: true,
      declaredLength: 512 * 1024,
      intervalMs: 30,
      giveUpAfter: 256 * 1024,
      onProgress: () => (seen = [...seen, ...tmpFiles().filter((name) => !tmpBefore.includes(name))]),
    });
    return { answer, seen };
  }

  it('a multipart body to a route that takes JSON gets 415 before it is read, and no file is written', async () => {
    const admin = await cms.login(ADMIN);
    const panel = (await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200)).body.data.token as string;
    const cases = [
      { method: 'PUT', path: '/api/update/exchange-rates/1', headers: { Authorization: `Bearer ${admin}` } },
      { method: 'POST', path: '/api/admin/login', headers: {} },
      {
        method: 'POST',
        path: '/content-manager/collection-types/api::news-item.news-item',
        headers: { Authorization: `Bearer ${panel}` },
      },
      { method: 'POST', path: '/api/news', headers: {} },
    ];
    for (const { method, path, headers } of cases) {
      const { answer, seen } = await multipartTo(method, path, headers);
      expect({ path, status: answer.status, early: answer.sentBeforeAnswer < 128 * 1024, written: seen }).toEqual({
        path,
        status: 415,
        early: true,
        written: [],
      });
      const body = JSON.parse(answer.body);
      const message = path.startsWith('/api/') ? (body.message ?? body.error) : body.error?.message;
      expect({ path, message }).toEqual({ path, message: expect.stringMatching(/JSON/) });
    }
  });

  it('an upload larger than its route takes gets 413 before it is read (a sheet over 5 MB)', async () => {
    const admin = await cms.login(ADMIN);
    const tmpBefore = tmpFiles();
    const answer = await rawRequest(url(''), {
      path: '/api/send_bulk_sms',
      headers: { Authorization: `Bearer ${admin}` },
      multipart: true,
      declaredLength: 8 * MB,
    });
    expect({ status: answer.status, early: answer.sentBeforeAnswer < 128 * 1024 }).toEqual({ status: 413, early: true });
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/larger than the 6 MB limit/) });
    expect(tmpFiles()).toEqual(tmpBefore);
  });

  it('a JSON body declared at 10 MB gets 413 before it is read, on the API and on the panel', async () => {
    for (const path of ['/api/admin/login', '/admin/login']) {
      const answer = await rawRequest(url(''), { path, declaredLength: 10 * MB });
      expect({ path, status: answer.status, early: answer.sentBeforeAnswer < 128 * 1024 }).toEqual({
        path,
        status: 413,
        early: true,
      });
      const body = JSON.parse(answer.body);
      expect(body.message ?? body.error?.message).toMatch(/larger than the 256 KB limit/);
    }
  });

  it('a chunked JSON body is cut off at the limit while it streams (413)', async () => {
    const answer = await rawRequest(url(''), { path: '/api/admin/login', intervalMs: 5 });
    expect({ status: answer.status, early: answer.sentBeforeAnswer < 512 * 1024 }).toEqual({ status: 413, early: true });
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', message: expect.stringMatching(/256 KB/) });
  });
});
