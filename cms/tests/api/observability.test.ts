import http from 'http';
import type { AddressInfo } from 'net';
import { excelWorkbook } from '@bank/test-support';
import { freePort, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';
import { BulkFakes, finishedJob } from '../support/bulk-fakes';

/**
 * On the CMS: the request id, the JSON log lines (and what they never hold), GET /metrics and its
 * numbers after matching traffic, /_health and /_ready. Every 127.0.0.x is loopback here: the CMS trusts and lets
 * 127.0.0.2 read its metrics, and 127.0.0.3 is a stranger.
 */
const TRUSTED = '127.0.0.2';
const STRANGER = '127.0.0.3';
const AT_API_KEY = 'at-api-key-never-logged';
const WRONG_PASSWORD = 'Wrong-Password-Never-Logged-1';
const BEARER = 'bearer-token-never-logged';
const QUERY_TOKEN = 'query-token-never-logged';
const MESSAGE = 'Body of the bulk message, never logged 4242';

const fakes = new BulkFakes({ smtp: false });
const { sms } = fakes;
let cms: TestCms;
/** The CMS's front port (CMS_FRONT_PORT): open while it is ready. */
let frontPort: number;
/** Every line the CMS wrote while the tests ran: winston's (through the JSON format) and console's. */
const lines: string[] = [];
let restoreCapture: () => void = () => {};

type Format = { transform: (info: Record<string | symbol, unknown>, options?: unknown) => Record<string | symbol, unknown> };

/** The running CMS's logger, its JSON format wrapped to keep each finished line; and what is written to stdout. */
function captureLogLines(logger: { format: Format }) {
  const format = logger.format;
  logger.format = {
    transform: (info, options) => {
      const out = format.transform(info, options);
      if (out) lines.push(String(out[Symbol.for('message')]));
      return out;
    },
  };
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  restoreCapture = () => {
    logger.format = format;
    process.stdout.write = write;
  };
}

beforeAll(async () => {
  // The front port is taken once the fake listens (the OS could otherwise give the fake the same port).
  cms = await fakes.startCms(async () => {
    frontPort = await freePort();
    return {
      CMS_FRONT_PORT: String(frontPort),
      TRUSTED_PROXIES: TRUSTED,
      METRICS_ALLOW: TRUSTED,
      LOG_LEVEL: 'info',
      LOGIN_MAX_FAILURES_PER_USERNAME: '3',
      AT_API_KEY,
      AT_TIMEOUT_MS: '5000',
      BULK_POLL_MS: '100',
    };
  });
  captureLogLines(cms.strapi.log as unknown as { format: Format });
  const server = cms.strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  restoreCapture();
  await fakes.stop(cms);
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET from a chosen loopback address (supertest cannot choose its source address), to the main port by default. */
function getFrom(
  localAddress: string,
  target: string,
  headers: Record<string, string> = {},
  port = (cms.strapi.server.httpServer.address() as AddressInfo).port,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, localAddress, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

/** The value of one sample of /metrics (0 when it has not been counted yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((pair) => given.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const metrics = async () => {
  const answer = await getFrom(TRUSTED, '/metrics');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('request id', () => {
  it("keeps a trusted sender's valid X-Request-Id and echoes it", async () => {
    const answer = await getFrom(TRUSTED, '/api/news', { 'X-Request-Id': 'nginx-0123456789abcdef' });
    expect(answer.headers['x-request-id']).toBe('nginx-0123456789abcdef');
  });

  it('makes a new id for anyone else, and for an id that is not of the allowed form', async () => {
    const stranger = await getFrom(STRANGER, '/api/news', { 'X-Request-Id': 'nginx-0123456789abcdef' });
    expect(stranger.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await getFrom(TRUSTED, '/api/news', { 'X-Request-Id': 'short' });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await cms.api().get('/api/news');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(stranger.headers['x-request-id']);
  });
});

describe('/_health and /_ready', () => {
  it('keeps Strapi’s liveness answer and says ready with the database reachable', async () => {
    await cms.api().get('/_health').expect(204);
    const ready = await cms.api().get('/_ready').expect(200);
    expect(ready.body).toEqual({ ready: true, checks: { notStopping: true, database: true } });
  });

  it('opens the front port once it listens and is ready, answering as the main port does', async () => {
    let answer: Answer | undefined;
    for (let i = 0; i < 50 && !answer; i += 1) {
      answer = await getFrom(TRUSTED, '/_ready', {}, frontPort).catch(() => undefined);
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse(answer!.body)).toEqual({ ready: true, checks: { notStopping: true, database: true } });
    // Strapi's routes and this app's middlewares (the request id kept from a trusted sender) alike.
    const id = '0123456789abcdef-front';
    const front = await getFrom(TRUSTED, '/api/get_exchange_rates', { 'X-Request-Id': id }, frontPort);
    const main = await getFrom(TRUSTED, '/api/get_exchange_rates', { 'X-Request-Id': id });
    expect(front.status).toBe(200);
    expect(front.headers['x-request-id']).toBe(id);
    expect(JSON.parse(front.body)).toEqual(JSON.parse(main.body));
  });
});

describe('GET /metrics', () => {
  it('answers only the addresses of METRICS_ALLOW, by the socket address, never X-Forwarded-For', async () => {
    const stranger = await getFrom(STRANGER, '/metrics', { 'X-Forwarded-For': TRUSTED });
    expect(stranger.status).toBe(404);
    expect(stranger.body).not.toContain('cms_');
    const allowed = await getFrom(TRUSTED, '/metrics');
    expect(allowed.status).toBe(200);
    expect(allowed.headers['content-type']).toContain('text/plain');
    expect(allowed.body).toContain('# TYPE cms_http_request_duration_seconds histogram');
  });

  it('counts login refusals by reason, and request durations by route pattern and status', async () => {
    const before = await metrics();
    await cms.api().post('/api/admin/login').send({ username: 'admin', password: WRONG_PASSWORD }).expect(401);
    await cms.api().post('/admin/login').send({ email: PANEL_OPERATOR.email, password: WRONG_PASSWORD }).expect(400);
    await cms.api().get('/api/news-items/does-not-exist').expect(404);
    const after = await metrics();
    const staff = { login: 'staff', reason: 'invalid_credentials' };
    const panel = { login: 'panel', reason: 'invalid_credentials' };
    expect(sample(after, 'cms_login_refusals_total', staff)).toBe(sample(before, 'cms_login_refusals_total', staff) + 1);
    expect(sample(after, 'cms_login_refusals_total', panel)).toBe(sample(before, 'cms_login_refusals_total', panel) + 1);
    const login = { route: '/api/admin/login', method: 'POST', status: '401' };
    expect(sample(after, 'cms_http_request_duration_seconds_count', login)).toBe(
      sample(before, 'cms_http_request_duration_seconds_count', login) + 1,
    );
    // The label is the route's pattern: a path a client makes up is never a label of its own.
    expect(after).not.toContain('does-not-exist');
  });

  it('counts a throttled sign-in by the limit it hit', async () => {
    const before = await metrics();
    const attempt = () => cms.api().post('/api/atmadmin/login').send({ username: 'atmadmin', password: WRONG_PASSWORD });
    for (let i = 0; i < 3; i += 1) await attempt().expect(401);
    await attempt().expect(429);
    const after = await metrics();
    const throttled = { login: 'staff', reason: 'throttled_pair' };
    const invalid = { login: 'staff', reason: 'invalid_credentials' };
    expect(sample(after, 'cms_login_refusals_total', throttled)).toBe(sample(before, 'cms_login_refusals_total', throttled) + 1);
    expect(sample(after, 'cms_login_refusals_total', invalid)).toBe(sample(before, 'cms_login_refusals_total', invalid) + 3);
  });

  it('counts a bulk send: the job by state, its recipients by outcome and the provider call', async () => {
    const before = await metrics();
    sms.blacklisted.add('+2203901234');
    const admin = await cms.login();
    const sheet = excelWorkbook([['Phone Number'], ['+220 701 2345'], ['3901234']], 'xlsx');
    const posted = await cms
      .api()
      .post('/api/send_bulk_sms')
      .set('Authorization', `Bearer ${admin}`)
      .field('message', MESSAGE)
      .attach('file', sheet, 'customers.xlsx')
      .expect(202);
    await finishedJob(cms, admin, posted.body.job.id);
    const after = await metrics();
    const sent = { channel: 'sms', outcome: 'sent' };
    const failed = { channel: 'sms', outcome: 'failed' };
    expect(sample(after, 'cms_bulk_recipients_total', sent)).toBe(sample(before, 'cms_bulk_recipients_total', sent) + 1);
    expect(sample(after, 'cms_bulk_recipients_total', failed)).toBe(sample(before, 'cms_bulk_recipients_total', failed) + 1);
    const call = { channel: 'sms', outcome: 'ok' };
    expect(sample(after, 'cms_bulk_provider_call_duration_seconds_count', call)).toBe(
      sample(before, 'cms_bulk_provider_call_duration_seconds_count', call) + 1,
    );
    expect(sample(after, 'cms_bulk_jobs', { state: 'finished' })).toBe(
      sample(before, 'cms_bulk_jobs', { state: 'finished' }) + 1,
    );
    expect(after).toContain('cms_bulk_jobs{state="queued"} 0');

    // The worker's steps are logged with the job's id.
    const steps = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.jobId === posted.body.job.id)
      .map((line) => line.msg);
    expect(steps).toEqual(expect.arrayContaining(['Bulk job: queued', 'Bulk job: claimed', 'Bulk job: batch recorded']));
  });
});

describe('log lines', () => {
  it('are one JSON object each, a line per request without its query string, and never hold a secret', async () => {
    const marked = await getFrom(TRUSTED, `/api/news?token=${QUERY_TOKEN}`, {
      Authorization: `Bearer ${BEARER}`,
      'X-Request-Id': 'trace-request-0001',
    });
    expect(marked.status).toBe(200);

    // A line winston writes to stdout is seen twice (its format and stdout): once is enough.
    const parsed = [...new Set(lines)].map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed) {
      expect(line).toEqual(
        expect.objectContaining({ time: expect.any(String), level: expect.any(String), instance: expect.any(String) }),
      );
      expect(typeof line.msg).toBe('string');
    }
    const request = parsed.filter((line) => line.requestId === 'trace-request-0001' && line.msg === 'request');
    expect(request).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/news', status: 200, durationMs: expect.any(Number) }),
    ]);

    const everything = lines.join('\n');
    for (const secret of [WRONG_PASSWORD, BEARER, QUERY_TOKEN, MESSAGE, AT_API_KEY, PANEL_OPERATOR.password]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('/_ready with a Redis that does not answer', () => {
  let down: TestCms;
  beforeAll(async () => {
    await cms.stop();
    down = await startCms({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await down?.stop();
    cms = undefined as unknown as TestCms;
  });

  it('answers 503 and names the check that failed, while /_health still answers', async () => {
    const ready = await down.api().get('/_ready').expect(503);
    expect(ready.body).toEqual({ ready: false, checks: { notStopping: true, database: true, redis: false } });
    await down.api().get('/_health').expect(204);
  });
});
