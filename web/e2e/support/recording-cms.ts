/**
 * A CMS stand-in that records every request it gets (method, path, Authorization) and answers the public exchange
 * rates, a bulk job and a rate change as the contract says; anything else 404. For tests that count what reaches
 * the CMS through the site and nginx.
 */
import http from 'node:http';
import { freePort } from './processes';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface RecordingCms {
  url: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

const RATES = [{ id: 'r1', currency: 'GBP', buy: 80, sell: 82, icon: null, updated_at: '2026-01-01T00:00:00.000Z' }];
const JOB = {
  id: 'j1',
  channel: 'sms',
  state: 'sending',
  total: 1,
  sent: 0,
  failed: 0,
  unknown: 0,
  delivered: 0,
  undelivered: 0,
  inTransit: 0,
  pending: 1,
  invalid: 0,
  duplicates: 0,
  summary: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
};

function answer(request: http.IncomingMessage): { status: number; body: unknown } {
  const path = (request.url ?? '').split('?')[0];
  if (request.method === 'GET' && path === '/api/get_exchange_rates') return { status: 200, body: RATES };
  if (request.method === 'GET' && path.startsWith('/api/bulk-jobs/')) return { status: 200, body: JOB };
  if (request.method === 'PUT' && path.startsWith('/api/update/exchange-rates/')) {
    return { status: 200, body: { message: 'Exchange rate updated', rate: RATES[0] } };
  }
  return { status: 404, body: { message: 'Not found' } };
}

export async function startRecordingCms(): Promise<RecordingCms> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0],
        authorization: request.headers.authorization,
      });
      const { status, body } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
