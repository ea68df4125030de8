/**
 * Through the site, an upload from someone who is not staff is refused after its headers, before the body streams
 * anywhere. Without a token the site answers itself and never calls the CMS (in the
 * CMS's words: a bulk send gets the officer's sentence 'Please sign in as an administrator to send messages.'); with a
 * forged token or the wrong role, the CMS's refusal (its staff gate runs before its body parser) comes straight back.
 * Each case announces 20 MB and trickles it over a raw socket; the answer must come before 1 MB is sent.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';

const MB = 1024 * 1024;
const CHUNK = 32 * 1024;
const BOUNDARY = 'bank-e2e-boundary';

interface SlowUpload {
  status: number | null;
  body: string;
  sentBeforeAnswer: number;
}

function slowUpload(baseUrl: string, route: string, headers: Record<string, string> = {}): Promise<SlowUpload> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let sent = 0;
    let sentAtAnswer: number | null = null;
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const [head, ...rest] = received.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      resolve({ status: status ? Number(status[1]) : null, body: rest.join('\r\n\r\n'), sentBeforeAnswer: sentAtAnswer ?? sent });
    };
    socket.on('data', (data) => {
      sentAtAnswer ??= sent;
      received += data.toString('utf8');
      const [head, ...rest] = received.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head);
      const chunked = /transfer-encoding: chunked/i.test(head);
      const body = rest.join('\r\n\r\n');
      if ((length && Buffer.byteLength(body) >= Number(length[1])) || (chunked && body.endsWith('0\r\n\r\n'))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const lines = [
      `POST ${route} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${20 * MB}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const trickle = () => {
      if (sentAtAnswer !== null || socket.destroyed) return;
      if (sent >= 2 * MB) return finish();
      socket.write(Buffer.alloc(CHUNK, 0x61));
      sent += CHUNK;
      timer = setTimeout(trickle, 50);
    };
    trickle();
  });
}

/** Chunked bodies arrive framed; the JSON is the part between the size lines. */
const json = (body: string) => JSON.parse(body.includes('{') ? body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1) : body);

/** The CMS's request log lines for one call (one JSON line per request, `"msg":"request"`, as it answers). */
const cmsLogLines = (tmpDir: string, route: string) =>
  fs
    .readFileSync(path.join(tmpDir, 'logs', 'cms.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number })
    .filter((line) => line.msg === 'request' && line.method === 'POST' && line.path === route);

const UPLOADS = [
  '/api/upload-pdf',
  '/api/upload/form',
  '/api/upload/reports',
  '/api/admin/gallery',
  '/api/admin/news',
  '/api/send_bulk_sms',
  '/api/send_bulk_email',
];

test.describe('uploads refused before their body is read', () => {
  test('an anonymous upload to every upload route gets 401 from the site before 1 MB is sent, and nothing is stored', async ({
    env,
  }) => {
    test.setTimeout(120_000);
    const uploads = path.join(env.tmpDir, 'public', 'uploads');
    const before = fs.readdirSync(uploads);
    const loggedBefore = UPLOADS.map((route) => cmsLogLines(env.tmpDir, route).length);
    for (const route of UPLOADS) {
      const answer = await slowUpload(env.baseUrl, route);
      expect({ route, status: answer.status, early: answer.sentBeforeAnswer < MB }).toEqual({ route, status: 401, early: true });
      // The bulk sends are used by bank officers: they get the CMS's sentence saying what to do, in their {error}.
      const refusal = route.startsWith('/api/send_bulk_')
        ? { error: 'Please sign in as an administrator to send messages.' }
        : { message: expect.stringMatching(/Authentication required/) };
      expect({ route, body: json(answer.body) }).toEqual({ route, body: refusal });
    }
    expect(fs.readdirSync(uploads)).toEqual(before);
    // The site answered itself: none of these reached the CMS (the forged-token case below shows it logs those).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(UPLOADS.map((route) => cmsLogLines(env.tmpDir, route).length)).toEqual(loggedBefore);
  });

  test('a forged token and the wrong role get the CMS’s 401 and 403 just as early', async ({ env, cmsApi }) => {
    test.setTimeout(60_000);
    const forged = await slowUpload(env.baseUrl, '/api/upload/form', { Authorization: 'Bearer forged.token.value' });
    expect({ status: forged.status, early: forged.sentBeforeAnswer < MB }).toEqual({ status: 401, early: true });
    expect(json(forged.body)).toEqual({ message: 'Invalid or expired token' });
    await expect.poll(() => cmsLogLines(env.tmpDir, '/api/upload/form').some((line) => line.status === 401)).toBe(true);

    const atmToken = await cmsApi.staffToken('atmadmin');
    const wrongRole = await slowUpload(env.baseUrl, '/api/admin/gallery', { Authorization: `Bearer ${atmToken}` });
    expect({ status: wrongRole.status, early: wrongRole.sentBeforeAnswer < MB }).toEqual({ status: 403, early: true });
    expect(json(wrongRole.body)).toEqual({ message: 'Your role may not do this' });
  });
});
