// First: the body parser must write its temporary files where this test can see them.
import { privateTmpDir, tmpFiles } from '../support/private-tmpdir';
import fs from 'fs';
import net from 'net';
import type { AddressInfo } from 'net';
import { ATMADMIN, PANEL_EDITOR, startCms, storedFiles, type TestCms } from '../support/cms';

let cms: TestCms;
let port: number;

beforeAll(async () => {
  cms = await startCms();
  await new Promise<void>((resolve) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  port = (cms.strapi.server.httpServer.address() as AddressInfo).port;
});
afterAll(async () => {
  await cms?.stop();
  fs.rmSync(privateTmpDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const DECLARED_SIZE = 20 * MB;
const CHUNK = 32 * 1024;
const BOUNDARY = 'bank-test-boundary';

interface SlowUpload {
  status: number | null;
  body: string;
  /** Body bytes written before the answer came (or when the test gave up). */
  sentBeforeAnswer: number;
}

/**
 * Announces a 20 MB multipart upload and trickles its body (32 KB every 50 ms) over a raw socket, as a slow client
 * would, until the server answers or `giveUpAfter` bytes are sent. `onProgress` runs after each chunk.
 */
function slowUpload(
  path: string,
  headers: Record<string, string> = {},
  { giveUpAfter = 2 * MB, onProgress }: { giveUpAfter?: number; onProgress?: (sent: number) => void } = {},
): Promise<SlowUpload> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let sentAtAnswer: number | null = null;
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({
        status: status ? Number(status[1]) : null,
        body: received.split('\r\n\r\n').slice(1).join('\r\n\r\n'),
        sentBeforeAnswer: sentAtAnswer ?? sent,
      });
    };
    socket.on('data', (data) => {
      sentAtAnswer ??= sent;
      received += data.toString('utf8');
      const length = /content-length: (\d+)/i.exec(received);
      const [head, ...rest] = received.split('\r\n\r\n');
      if (head && length && Buffer.byteLength(rest.join('\r\n\r\n')) >= Number(length[1])) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const lines = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${DECLARED_SIZE}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const trickle = () => {
      if (sentAtAnswer !== null || socket.destroyed) return;
      if (sent >= giveUpAfter) return finish();
      socket.write(Buffer.alloc(CHUNK, 0x61));
      sent += CHUNK;
      onProgress?.(sent);
      timer = setTimeout(trickle, 50);
    };
    trickle();
  });
}

const UPLOAD_ROUTES = [
  '/api/upload-pdf',
  '/api/upload/form',
  '/api/upload/reports',
  '/api/admin/gallery',
  '/api/admin/news',
  '/api/send_bulk_sms',
  '/api/send_bulk_email',
];
/**
 * Waits until the CMS has finished with an upload the client abandoned: the part it was writing is removed. Until
 * then the request is still being handled, and stopping Strapi under it would log into a finished test.
 */
async function abandonedUploadCleanedUp(tmpBefore: string[]): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  let left = tmpFiles().filter((name) => !tmpBefore.includes(name));
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = tmpFiles().filter((name) => !tmpBefore.includes(name));
  }
  return left;
}

const errorField = (path: string) => (path.startsWith('/api/send_bulk_') ? 'error' : 'message');

describe('uploads are refused before their body is read (issue "Safe to put online", item 5)', () => {
  it.each(UPLOAD_ROUTES)(
    '%s: a slow anonymous 20 MB upload gets its 401 before 1 MB is sent, and nothing is written',
    async (path) => {
      const tmpBefore = tmpFiles();
      const storedBefore = storedFiles(cms);
      const answer = await slowUpload(path);
      expect(answer.status).toBe(401);
      expect(answer.sentBeforeAnswer).toBeLessThan(MB);
      const refusal = path.startsWith('/api/send_bulk_')
        ? 'Please sign in as an administrator to send messages.'
        : expect.stringMatching(/Authentication required/);
      expect(JSON.parse(answer.body)).toEqual({ [errorField(path)]: refusal });
      expect(tmpFiles()).toEqual(tmpBefore);
      expect(storedFiles(cms)).toEqual(storedBefore);
    },
  );

  it('refuses an invalid token and a wrong role just as early (401, 403)', async () => {
    const tmpBefore = tmpFiles();
    const forged = await slowUpload('/api/upload/form', { Authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.sentBeforeAnswer).toBeLessThan(MB);

    const atmToken = await cms.login(ATMADMIN, 'atmadmin');
    const wrongRole = await slowUpload('/api/admin/gallery', { Authorization: `Bearer ${atmToken}` });
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.sentBeforeAnswer).toBeLessThan(MB);
    expect(JSON.parse(wrongRole.body)).toEqual({ message: 'Your role may not do this' });
    expect(tmpFiles()).toEqual(tmpBefore);
  });

  it.each(['/upload', '/upload/files/1/replace'])(
    'the media library (%s, on the CMS’s port) refuses an upload without a live panel session just as early',
    async (path) => {
      const tmpBefore = tmpFiles();
      for (const headers of [{}, { Authorization: 'Bearer forged.panel.token' }]) {
        const answer = await slowUpload(path, headers);
        expect({ status: answer.status, early: answer.sentBeforeAnswer < MB }).toEqual({ status: 401, early: true });
        expect(JSON.parse(answer.body).error).toMatchObject({ status: 401, message: 'Missing or invalid credentials' });
      }
      expect(tmpFiles()).toEqual(tmpBefore);
    },
  );

  it('still streams an admin’s upload to the body parser (the folder this test watches is the one it writes to)', async () => {
    const token = await cms.login();
    const tmpBefore = tmpFiles();
    let seenWhileStreaming: string[] = [];
    const answer = await slowUpload(
      '/api/upload/form',
      { Authorization: `Bearer ${token}` },
      {
        giveUpAfter: 512 * 1024,
        onProgress: () => {
          seenWhileStreaming = tmpFiles().filter((name) => !tmpBefore.includes(name));
        },
      },
    );
    expect(answer.status).toBeNull(); // no answer: the CMS waits for the rest of the body
    expect(seenWhileStreaming.length).toBeGreaterThan(0);
    expect(await abandonedUploadCleanedUp(tmpBefore)).toEqual([]);
  });

  it('still streams a panel user’s upload to the body parser', async () => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const tmpBefore = tmpFiles();
    let seenWhileStreaming: string[] = [];
    const answer = await slowUpload(
      '/upload',
      { Authorization: `Bearer ${login.body.data.token}` },
      {
        giveUpAfter: 512 * 1024,
        onProgress: () => (seenWhileStreaming = tmpFiles().filter((name) => !tmpBefore.includes(name))),
      },
    );
    expect(answer.status).toBeNull();
    expect(seenWhileStreaming.length).toBeGreaterThan(0);
    expect(await abandonedUploadCleanedUp(tmpBefore)).toEqual([]);
  });
});
