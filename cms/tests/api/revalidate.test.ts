import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addNews, bearer, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

/** One POST as the site's /api/revalidate would receive it. */
interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  secret: string | undefined;
  body: unknown;
}

/** Stands in for the site: records every request it gets and answers 200 {revalidated: true}. */
class Recorder {
  readonly received: Received[] = [];
  private readonly server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text: the assertions will show it
      }
      const secret = req.headers['x-revalidate-secret'];
      this.received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        secret: typeof secret === 'string' ? secret : undefined,
        body,
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"revalidated":true}');
    });
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

type Row = Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const recorder = new Recorder();
/** Accepts connections and never answers. */
const hanging = createServer(() => undefined);
let cms: TestCms;
let admin: string;
let revalidateUrl: string;

/** Polls until a notification for exactly {model, documentId} arrives (at most `ms`), and returns it. */
async function notification(model: string, documentId: string, ms = 3000): Promise<Received> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = recorder.received.find(
      (r) =>
        typeof r.body === 'object' &&
        r.body !== null &&
        (r.body as Row).model === model &&
        (r.body as Row).documentId === documentId,
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No revalidation of ${model} ${documentId} within ${ms} ms; received ${JSON.stringify(recorder.received.map((r) => r.body))}`,
      );
    }
    await sleep(50);
  }
}

/** Waits until no notification has arrived for `quietMs`, then forgets everything received so far. */
async function settleAndClear(quietMs = 300) {
  let seen = -1;
  while (seen !== recorder.received.length) {
    seen = recorder.received.length;
    await sleep(quietMs);
  }
  recorder.received.length = 0;
}

const expectNotification = async (model: string, documentId: string) => {
  const received = await notification(model, documentId);
  expect(received).toEqual({
    method: 'POST',
    path: '/api/revalidate',
    contentType: expect.stringMatching(/^application\/json/),
    secret: 's3cret',
    body: { model, documentId },
  });
};

let rateId: string;
let atmId: string;

beforeAll(async () => {
  const port = await recorder.start();
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  revalidateUrl = `http://127.0.0.1:${port}/api/revalidate`;
  cms = await startCms({ REVALIDATE_URL: revalidateUrl, REVALIDATE_SECRET: 's3cret' });
  admin = await cms.login();

  rateId = (
    await cms.strapi.documents('api::exchange-rate.exchange-rate').create({
      data: { currency: 'USD', buy: 67.5, sell: 69.25, sort_order: 1 },
    } as never)
  ).documentId;
  atmId = (
    await cms.strapi.documents('api::atm.atm').create({ data: { location: 'Westfield Junction', service_status: 'in-service' } })
  ).documentId;
});
afterAll(async () => {
  // Drop the never-answered request first, so its failure is logged while Strapi still runs.
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
  await sleep(100);
  await cms?.stop();
  await recorder.stop();
});
beforeEach(() => settleAndClear());

describe('site revalidation through the /api routes', () => {
  it('creating content notifies the site too', async () => {
    const created = await cms.strapi.documents('api::exchange-rate.exchange-rate').create({
      data: { currency: 'EUR', buy: 72, sell: 74.5, sort_order: 2 },
    } as never);
    await expectNotification('exchange-rate', created.documentId);
  });

  it('an exchange-rate update', async () => {
    await cms.api().put(`/api/update/exchange-rates/${rateId}`).set(bearer(admin)).send({ buy: 68 }).expect(200);
    await expectNotification('exchange-rate', rateId);
  });

  it('an ATM status change', async () => {
    await cms.api().put(`/api/atm-status/${atmId}`).set(bearer(admin)).send({ status: 'out-of-service' }).expect(200);
    await expectNotification('atm', atmId);
  });

  let newsId: string;

  it('a news item created through the API', async () => {
    newsId = await addNews(cms, admin, 'Revalidation test');
    await expectNotification('news-item', newsId);
  });

  it('a news item deleted through the API', async () => {
    await cms.api().delete(`/api/news/${newsId}`).set(bearer(admin)).expect(200);
    await expectNotification('news-item', newsId);
  });

  it('nothing for a refused request', async () => {
    await cms.api().put(`/api/update/exchange-rates/${rateId}`).set(bearer(admin)).send({ buy: -1 }).expect(400);
    await cms.api().put(`/api/atm-status/${atmId}`).send({ status: 'in-service' }).expect(401);
    await sleep(500);
    expect(recorder.received).toEqual([]);
  });
});

describe('site revalidation on publish and unpublish', () => {
  const BRANCH = 'api::branch.branch';
  let branchId: string;

  beforeAll(async () => {
    branchId = (
      await cms.strapi
        .documents(BRANCH)
        .create({ data: { name: 'Janjanbureh Branch', address: 'Janjanbureh', phone: '+220 567 0000' } } as never)
    ).documentId;
  });

  it('publishing a branch', async () => {
    await cms.strapi.documents(BRANCH).publish({ documentId: branchId } as never);
    await expectNotification('branch', branchId);
    expect((await cms.api().get('/api/branches')).body.data.map((b: Row) => b.documentId)).toContain(branchId);
  });

  it('unpublishing a branch', async () => {
    await cms.strapi.documents(BRANCH).unpublish({ documentId: branchId } as never);
    await expectNotification('branch', branchId);
    expect((await cms.api().get('/api/branches')).body.data.map((b: Row) => b.documentId)).not.toContain(branchId);
  });
});

describe('site revalidation on panel edits of the editorial types (served by Strapi REST)', () => {
  it.each([
    ['api::branch.branch', 'branch', '/api/branches', { name: 'Soma Branch', address: 'Soma', phone: '+220 553 0000' }],
    [
      'api::job-opening.job-opening',
      'job-opening',
      '/api/job-openings',
      { title: 'Teller', department: 'Retail', location: 'Soma', type: 'Full-time', link: '/careers' },
    ],
  ])('%s created and published in the panel notifies the site with {model: %s}', async (uid, model, path, data) => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const panel = { Authorization: `Bearer ${login.body.data.token as string}` };
    const base = `/content-manager/collection-types/${uid}`;
    const created = await cms.api().post(base).set(panel).send(data).expect(201);
    const documentId = created.body.data.documentId as string;
    await expectNotification(model, documentId);
    await settleAndClear();
    await cms.api().post(`${base}/${documentId}/actions/publish`).set(panel).send(data).expect(200);
    await expectNotification(model, documentId);
    const listed = await cms.api().get(path).expect(200);
    expect(listed.body.data.map((entry: Row) => entry.documentId)).toContain(documentId);
  });
});

describe('a save waits until the site has expired its cached reads, but a site that is down never fails it', () => {
  const config = () => cms.strapi.config.get<{ url: string; secret: string; waitMs: number }>('bank.revalidate');
  let original: ReturnType<typeof config>;
  beforeAll(() => {
    original = { ...config() };
  });
  afterEach(() => {
    cms.strapi.config.set('bank.revalidate', { ...original, url: revalidateUrl, secret: 's3cret' });
    jest.restoreAllMocks();
  });

  const timedUpdate = async (buy: number) => {
    const started = Date.now();
    const response = await cms.api().put(`/api/update/exchange-rates/${rateId}`).set(bearer(admin)).send({ buy });
    return { response, elapsed: Date.now() - started };
  };

  /** A stand-in site that answers as `answer` says, on a port of its own, for the length of `run`. */
  const withSite = async (answer: (res: ServerResponse) => void, run: () => Promise<void>) => {
    const site = createServer((req, res) => {
      req.resume();
      answer(res);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = site.address() as AddressInfo;
      cms.strapi.config.set('bank.revalidate', { ...config(), url: `http://127.0.0.1:${port}/api/revalidate` });
      await run();
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  };

  it('a closed port: the update still answers 200 at once', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    cms.strapi.config.set('bank.revalidate', { ...config(), url: `http://127.0.0.1:${port}/api/revalidate` });

    const { response, elapsed } = await timedUpdate(70);
    expect(response.status).toBe(200);
    expect(response.body.rate).toMatchObject({ id: rateId, buy: 70 });
    expect(elapsed).toBeLessThan(1500);
    expect((await cms.api().get('/api/get_exchange_rates')).body.find((r: Row) => r.id === rateId)).toMatchObject({ buy: 70 });
  });

  it('a site that regenerates: the update answers after the site did (the change is then on the pages)', async () => {
    let answeredAt = 0;
    await withSite(
      (res) =>
        setTimeout(() => {
          answeredAt = Date.now();
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{"revalidated":true}');
        }, 300),
      async () => {
        const { response, elapsed } = await timedUpdate(69);
        const finishedAt = Date.now();
        expect(response.status).toBe(200);
        expect(answeredAt).toBeGreaterThan(0);
        expect(answeredAt).toBeLessThanOrEqual(finishedAt);
        expect(elapsed).toBeGreaterThanOrEqual(300);
      },
    );
  });

  it('a loaded site that takes 2.5 s to expire its reads: the update answers after it did, not before', async () => {
    let invalidatedAt = 0;
    await withSite(
      (res) => {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
        setTimeout(() => {
          invalidatedAt = Date.now();
          res.write('{"phase":"invalidated","tags":["cms:exchange-rates"],"instances":{"expected":1,"reached":1}}\n');
        }, 2500);
        setTimeout(() => res.end('{"phase":"regenerated","revalidated":true}\n'), 2600);
      },
      async () => {
        const { response } = await timedUpdate(73);
        expect(response.status).toBe(200);
        expect(invalidatedAt).toBeGreaterThan(0);
        expect(invalidatedAt).toBeLessThanOrEqual(Date.now());
      },
    );
  });

  it('reads expired at once, pages slow: the update answers within about a second, not when the pages are done', async () => {
    await withSite(
      (res) => {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
        res.write('{"phase":"invalidated","tags":["cms:exchange-rates"],"instances":{"expected":2,"reached":2}}\n');
        setTimeout(() => res.end('{"phase":"regenerated","revalidated":true}\n'), 5000);
      },
      async () => {
        const { response, elapsed } = await timedUpdate(74);
        expect(response.status).toBe(200);
        expect(elapsed).toBeGreaterThanOrEqual(900);
        expect(elapsed).toBeLessThan(2500);
      },
    );
  });

  it('a site that confirms fewer instances than it told: the update answers and the CMS logs an error', async () => {
    const errors = jest.spyOn(cms.strapi.log, 'error');
    await withSite(
      (res) => {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
        res.end('{"phase":"invalidated","tags":["cms:exchange-rates"],"instances":{"expected":2,"reached":1}}\n');
      },
      async () => {
        const { response } = await timedUpdate(75);
        expect(response.status).toBe(200);
        expect(errors).toHaveBeenCalledWith(expect.stringMatching(/1 of 2 site instances confirmed/));
      },
    );
  });

  it('a site that never answers: the update answers 200 at the safety net (REVALIDATE_WAIT_SECONDS), with an error logged', async () => {
    const errors = jest.spyOn(cms.strapi.log, 'error');
    const { port } = hanging.address() as AddressInfo;
    cms.strapi.config.set('bank.revalidate', { ...config(), url: `http://127.0.0.1:${port}/api/revalidate`, waitMs: 1500 });
    const { response, elapsed } = await timedUpdate(71);
    expect(response.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3000);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/did not confirm within 1500 ms/));
  });

  it('without a secret nothing is posted', async () => {
    cms.strapi.config.set('bank.revalidate', { ...config(), url: revalidateUrl, secret: '' });
    const { response } = await timedUpdate(72);
    expect(response.status).toBe(200);
    await sleep(500);
    expect(recorder.received).toEqual([]);
  });
});
