/**
 * On both ports (the site and the CMS directly): an early refusal reaches the client. A refusal given after the
 * headers used to close the connection at once, so a client still sending its body (Node's fetch, or the site's own
 * proxy) failed with EPIPE, and a staff member with an expired token read "server error" (502)
 * instead of "sign in again". The rest of a refused body is read and discarded up to the largest the route takes,
 * so a client that sends all of it still reads the answer; an endless one is cut off (lingering-close.ts).
 */
import { expect, test } from './fixtures';
import { MB, rawRequest } from '@bank/test-support';

/** A 3 KB sheet in a multipart form, as the bulk page would send it. */
function smallUpload(): FormData {
  const form = new FormData();
  form.append('message', 'Hello');
  form.append('file', new Blob([Buffer.alloc(3 * 1024, 0x61)]), 'customers.xlsx');
  return form;
}

/** What Node's fetch reads back: the status and body, or the error it failed with (EPIPE, ECONNRESET, …). */
async function fetchUpload(url: string, headers: Record<string, string> = {}): Promise<string> {
  try {
    const response = await fetch(url, { method: 'POST', body: smallUpload(), headers });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `failed: ${cause?.code ?? cause?.message ?? String(error)}`;
  }
}

const BULK_REFUSAL = `401 ${JSON.stringify({ error: 'Please sign in as an administrator to send messages.' })}`;

for (const side of ['site', 'cms'] as const) {
  test.describe(`early refusals reach the client (${side})`, () => {
    test('an anonymous 3 KB upload with Node’s fetch reads its 401, 30 times in a row and 30 at once', async ({ env }) => {
      const url = `${side === 'site' ? env.baseUrl : env.cmsUrl}/api/send_bulk_sms`;
      const inARow: string[] = [];
      for (let i = 0; i < 30; i += 1) inARow.push(await fetchUpload(url));
      expect(inARow).toEqual(Array(30).fill(BULK_REFUSAL));
      const atOnce = await Promise.all(Array.from({ length: 30 }, () => fetchUpload(url)));
      expect(atOnce).toEqual(Array(30).fill(BULK_REFUSAL));
    });

    test('a 20 MB anonymous upload sent in full reads its 401, never a reset', async ({ env }) => {
      // The site takes 25 MB, the CMS 21 MB on this route: as much of a refused body is read and discarded.
      const answer = await rawRequest(side === 'site' ? env.baseUrl : env.cmsUrl, {
        path: '/api/upload/form',
        multipart: true,
        declaredLength: 20 * MB,
        giveUpAfter: 20 * MB,
        intervalMs: 0,
        keepSending: true,
      });
      expect({ status: answer.status, writeError: answer.writeError, sent: answer.sent }).toEqual({
        status: 401,
        writeError: null,
        sent: 20 * MB,
      });
    });
  });
}

test('a staff upload with a garbage token through the site reads 401, never 502, 30 times', async ({ env }) => {
  const answers: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    answers.push(await fetchUpload(`${env.baseUrl}/api/upload/form`, { Authorization: 'Bearer garbage.token.value' }));
  }
  expect(answers).toEqual(Array(30).fill(`401 ${JSON.stringify({ message: 'Invalid or expired token' })}`));
});
