import fs from 'fs';
import path from 'path';
import type { Response } from 'supertest';
import {
  AtmList,
  AtmStatusUpdate,
  AtmStatusUpdateAnswer,
  BulkJob,
  BulkPreviewAnswer,
  BulkSendAnswer,
  BulkSendHistory,
  DeliveryReportAnswer,
  DepositTerms,
  LoanTerms,
  ExchangeRateList,
  FormList,
  GalleryList,
  GalleryUploadAnswer,
  ImportantDocumentList,
  LoginPasswordAnswer,
  NewsCreateAnswer,
  NewsCreateFields,
  NewsList,
  RateHistory,
  RateUpdate,
  ReportList,
  parseAnswer,
  routePath,
  routes,
  type Infer,
  type RouteContract,
  type RouteName,
  type Schema,
} from '@bank/shared';
import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { routeAccess } from '../../src/staff-auth/route-access';
import { registeredRoutes } from '../../src/platform/strapi-registry';
import { image } from '../support/fixtures';
import { ADMIN, ATMADMIN, bearer, type TestCms } from '../support/cms';
import { BulkFakes } from '../support/bulk-fakes';

/**
 * The contract test: every route of docs/api.md's "Spec section 7" table, GET /api/bulk-jobs/{id} and
 * GET /api/deposit-terms and GET /api/exchange-rates/history, called on the CMS with the seeded sample content and staff tokens, and every answer (success
 * and error) checked against its schema in @bank/shared, the same schemas the site parses the answers with.
 */

const fakes = new BulkFakes({ smtp: true });
const CALLBACK_TOKEN = 'contract-callback-token';
let cms: TestCms;
let admin: string;
let atmAdmin: string;

beforeAll(async () => {
  cms = await fakes.startCms({
    SEED_ON_START: 'true',
    AT_CALLBACK_TOKEN: CALLBACK_TOKEN,
  });
  admin = await cms.login();
  atmAdmin = await cms.login(ATMADMIN, 'atmadmin');
});
afterAll(() => fakes.stop(cms));

/** Every route whose answers were checked: the last test asks for all of them. */
const checked = new Map<RouteName, Set<number>>();

/**
 * Checks an answer against the schema the contract lists for its status (`error` for 4xx/5xx) and returns it parsed;
 * `expected` must be that very schema, so the test reads the typed answer the site would.
 */
function answerOf<S extends Schema>(name: RouteName, response: Response, expected: S): Infer<S>;
function answerOf(name: RouteName, response: Response): unknown;
function answerOf(name: RouteName, response: Response, expected?: Schema): unknown {
  const route: RouteContract = routes[name];
  const schema = response.status >= 400 ? route.error : route.answers[response.status];
  if (!schema) throw new Error(`${name} answered ${response.status}, a status the contract does not list: ${response.text}`);
  if (expected && expected !== schema) throw new Error(`${name} → ${response.status}: the test expected another schema`);
  checked.set(name, (checked.get(name) ?? new Set()).add(response.status));
  return parseAnswer(schema, response.body, `${name} → ${response.status}`);
}

/** A request body checked against the contract's request schema before it is sent. */
function requestOf<T>(name: RouteName, body: T): T {
  const route: RouteContract = routes[name];
  if (!route.body) throw new Error(`${name} takes no body`);
  parseAnswer(route.body.schema, body, `${name} request`);
  return body;
}

describe('public reads of the seeded content', () => {
  it('GET /api/admin/gallery', async () => {
    const images = answerOf('GET /api/admin/gallery', await cms.api().get('/api/admin/gallery').expect(200), GalleryList);
    expect(images.length).toBeGreaterThan(0);
  });

  it('GET /api/news, and its refused draft read', async () => {
    const news = answerOf('GET /api/news', await cms.api().get('/api/news').expect(200), NewsList);
    expect(news.length).toBeGreaterThan(0);
    answerOf('GET /api/news', await cms.api().get('/api/news?status=draft').expect(403));
  });

  it('GET /api/get_exchange_rates', async () => {
    const response = await cms.api().get('/api/get_exchange_rates').set('Content-Type', 'application/json').expect(200);
    expect(answerOf('GET /api/get_exchange_rates', response, ExchangeRateList).length).toBeGreaterThan(0);
  });

  it('GET /api/exchange-rates/history, and its refusal of an unknown currency', async () => {
    const name = 'GET /api/exchange-rates/history';
    const answer = answerOf(
      name,
      await cms.api().get('/api/exchange-rates/history?currency=USD&days=90').expect(200),
      RateHistory,
    );
    expect(answer.points.length).toBeGreaterThan(0);
    answerOf(name, await cms.api().get('/api/exchange-rates/history?currency=XYZ&days=90').expect(400));
  });

  it('GET /api/important-documents', async () => {
    const response = await cms.api().get('/api/important-documents').expect(200);
    expect(answerOf('GET /api/important-documents', response, ImportantDocumentList).length).toBeGreaterThan(0);
  });

  it('GET /api/atm-status', async () => {
    expect(answerOf('GET /api/atm-status', await cms.api().get('/api/atm-status').expect(200), AtmList).length).toBeGreaterThan(
      0,
    );
  });

  it('GET /api/reports and GET /api/form', async () => {
    expect(
      answerOf('GET /api/reports', await cms.api().get('/api/reports').expect(200), ReportList).reports.length,
    ).toBeGreaterThan(0);
    expect(answerOf('GET /api/form', await cms.api().get('/api/form').expect(200), FormList).forms.length).toBeGreaterThan(0);
  });

  it('GET /api/loan-terms', async () => {
    const terms = answerOf('GET /api/loan-terms', await cms.api().get('/api/loan-terms').expect(200), LoanTerms);
    expect(terms.products.length).toBeGreaterThan(0);
  });

  it('GET /api/deposit-terms', async () => {
    const terms = answerOf('GET /api/deposit-terms', await cms.api().get('/api/deposit-terms').expect(200), DepositTerms);
    expect(terms.tenors.map((tenor) => tenor.months)).toEqual(
      [...terms.tenors.map((tenor) => tenor.months)].sort((a, b) => a - b),
    );
  });
});

describe('logins', () => {
  it.each([
    ['POST /api/admin/login', ADMIN, 'admin'],
    ['POST /api/atmadmin/login', ATMADMIN, 'atmadmin'],
  ] as const)('%s: success and refusal', async (name, who, role) => {
    const success = await cms
      .api()
      .post(routePath(name))
      .send(requestOf(name, { ...who }))
      .expect(200);
    // The spec's accounts sign in at once: two-factor sign-in is off for them.
    expect(answerOf(name, success, LoginPasswordAnswer)).toMatchObject({ status: 'success', role });
    const refused = await cms
      .api()
      .post(routePath(name))
      .send(requestOf(name, { username: who.username, password: 'not-the-password' }))
      .expect(401);
    answerOf(name, refused);
    // A body the contract refuses is refused by the CMS too, in the login's error shape.
    answerOf(name, await cms.api().post(routePath(name)).send({ username: who.username }).expect(400));
  });
});

describe('news', () => {
  it('POST /api/admin/news, then DELETE /api/news/{id}', async () => {
    const fields = requestOf('POST /api/admin/news', {
      title: 'Contract test',
      author_name: 'QA',
      category: 'Events',
      summary: 'Checked against the contract',
      full_text: 'Every answer of the spec is parsed with its schema.',
    });
    let post = cms.api().post('/api/admin/news').set(bearer(admin));
    for (const [field, value] of Object.entries(fields)) post = post.field(field, value);
    const created = answerOf(
      'POST /api/admin/news',
      await post.attach('image', await image('png'), 'news.png').expect(201),
      NewsCreateAnswer,
    );
    expect(created.news).toMatchObject({ title: 'Contract test', category: 'Events' });

    const name = 'DELETE /api/news/{id}';
    answerOf(name, await cms.api().delete(routePath(name, created.news.id)).set(bearer(admin)).expect(200));
    answerOf(name, await cms.api().delete(routePath(name, created.news.id)).set(bearer(admin)).expect(404));
  });

  it('POST /api/admin/news refusals: a category outside the spec, no token', async () => {
    const fields = { title: 'T', author_name: 'A', category: 'Other', summary: 'S', full_text: 'F' };
    expect(NewsCreateFields.safeParse(fields).success).toBe(false);
    let post = cms.api().post('/api/admin/news').set(bearer(admin));
    for (const [field, value] of Object.entries(fields)) post = post.field(field, value);
    answerOf('POST /api/admin/news', await post.attach('image', await image('png'), 'news.png').expect(400));
    answerOf('POST /api/admin/news', await cms.api().post('/api/admin/news').expect(401));
  });
});

describe('staff writes', () => {
  it('PUT /api/update/exchange-rates/{id}: an update, and a value the contract refuses too', async () => {
    const [rate] = ExchangeRateList.parse((await cms.api().get('/api/get_exchange_rates')).body);
    const name = 'PUT /api/update/exchange-rates/{id}';
    const response = await cms
      .api()
      .put(routePath(name, rate.id))
      .set(bearer(admin))
      .send(requestOf(name, { buy: rate.buy + 0.5 }))
      .expect(200);
    expect(answerOf(name, response, routes[name].answers[200]).rate.buy).toBe(rate.buy + 0.5);
    expect(RateUpdate.safeParse({ buy: 0 }).success).toBe(false);
    answerOf(name, await cms.api().put(routePath(name, rate.id)).set(bearer(admin)).send({ buy: 0 }).expect(400));
    answerOf(name, await cms.api().put(routePath(name, rate.id)).set(bearer(atmAdmin)).send({ buy: 70 }).expect(403));
  });

  it('PUT /api/atm-status/{id} by the ATM admin, and a status outside the contract', async () => {
    const [atm] = AtmList.parse((await cms.api().get('/api/atm-status')).body);
    const name = 'PUT /api/atm-status/{id}';
    const status = atm.status === 'in-service' ? 'out-of-service' : 'in-service';
    const response = await cms
      .api()
      .put(routePath(name, atm.id))
      .set(bearer(atmAdmin))
      .send(requestOf(name, { status }))
      .expect(200);
    expect(answerOf(name, response, AtmStatusUpdateAnswer).atm).toEqual({ ...atm, status });
    expect(AtmStatusUpdate.safeParse({ status: 'broken' }).success).toBe(false);
    answerOf(name, await cms.api().put(routePath(name, atm.id)).set(bearer(atmAdmin)).send({ status: 'broken' }).expect(400));
    answerOf(name, await cms.api().put(routePath(name, 'nosuchatm')).set(bearer(admin)).send({ status }).expect(404));
  });

  it('POST /api/admin/gallery', async () => {
    const response = await cms
      .api()
      .post('/api/admin/gallery')
      .set(bearer(admin))
      .attach('images', await image('png'), 'one.png')
      .attach('images', await image('jpeg'), 'two.jpg')
      .expect(201);
    expect(answerOf('POST /api/admin/gallery', response, GalleryUploadAnswer).images).toHaveLength(2);
    answerOf('POST /api/admin/gallery', await cms.api().post('/api/admin/gallery').set(bearer(atmAdmin)).expect(403));
  });

  it('POST /api/upload-pdf', async () => {
    const name = 'POST /api/upload-pdf';
    const fields = requestOf(name, { title: 'Contract notice' });
    const response = await cms
      .api()
      .post(routePath(name))
      .set(bearer(admin))
      .field('title', fields.title)
      .attach('file', onePagePdf(), 'notice.pdf')
      .expect(201);
    expect(answerOf(name, response, routes[name].answers[201]).notice.title).toBe('Contract notice');
    answerOf(name, await cms.api().post(routePath(name)).set(bearer(admin)).field('title', 'No file').expect(400));
  });

  it.each([
    ['POST /api/upload/form', 'GET /api/form', 'GET /api/download/form/{filename}', 'forms'],
    ['POST /api/upload/reports', 'GET /api/reports', 'GET /api/download/reports/{filename}', 'reports'],
  ] as const)('%s, then %s lists it and %s serves it', async (upload, list, download, key) => {
    const fields = requestOf(upload, { category: 'Contract test' });
    const response = await cms
      .api()
      .post(routePath(upload))
      .set(bearer(admin))
      .field('category', fields.category)
      .attach('file', onePagePdf(), 'document.pdf')
      .expect(201);
    answerOf(upload, response);
    answerOf(
      upload,
      await cms.api().post(routePath(upload)).set(bearer(admin)).attach('file', onePagePdf(), 'document.pdf').expect(400),
    );

    const listed = answerOf(list, await cms.api().get(routePath(list)).expect(200));
    const entries = (key === 'forms' ? FormList.parse(listed).forms : ReportList.parse(listed).reports).filter(
      (entry) => entry.category === 'Contract test',
    );
    expect(entries).toHaveLength(1);

    // A download answers the file as an attachment (not JSON); an unknown name answers the contract's 404.
    const file = await cms.api().get(routePath(download, entries[0].filename)).buffer(true).expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    checked.set(download, (checked.get(download) ?? new Set()).add(200));
    answerOf(download, await cms.api().get(routePath(download, 'nosuchfile000000.pdf')).expect(404));
  });
});

describe('correcting uploads and news', () => {
  it('PUT /api/admin/news/{id}: an edit, a refused date, an unknown item', async () => {
    const name = 'PUT /api/admin/news/{id}';
    const created = await cms
      .api()
      .post('/api/admin/news')
      .set(bearer(admin))
      .field('title', 'Contract edit')
      .field('author_name', 'Newsroom')
      .field('category', 'News')
      .field('summary', 'Short')
      .field('full_text', 'Long')
      .attach('image', await image('png'), 'photo.png')
      .expect(201);
    const id = (created.body as { news: { id: string } }).news.id;
    const fields = requestOf(name, {
      title: 'Contract edited',
      author_name: 'Newsroom',
      category: 'Events' as const,
      summary: 'Short',
      full_text: 'Long',
      date: '2026-07-15',
    });
    const put = (target: string, body: Record<string, string>) => {
      let request = cms.api().put(routePath(name, target)).set(bearer(admin));
      for (const [field, value] of Object.entries(body)) request = request.field(field, value);
      return request;
    };
    expect(answerOf(name, await put(id, fields).expect(200), routes[name].answers[200]).news.title).toBe('Contract edited');
    answerOf(name, await put(id, { ...fields, date: '2026-13-01' }).expect(400));
    answerOf(name, await put('nosuchnews', fields).expect(404));
    await cms.api().delete(routePath('DELETE /api/news/{id}', id)).set(bearer(admin)).expect(200);
  });

  it('DELETE /api/admin/gallery/{id}', async () => {
    const name = 'DELETE /api/admin/gallery/{id}';
    const uploaded = await cms
      .api()
      .post('/api/admin/gallery')
      .set(bearer(admin))
      .attach('images', await image('png'), 'gone.png')
      .expect(201);
    const id = GalleryUploadAnswer.parse(uploaded.body).images[0].id;
    answerOf(name, await cms.api().delete(routePath(name, id)).set(bearer(admin)).expect(200));
    answerOf(name, await cms.api().delete(routePath(name, id)).set(bearer(admin)).expect(404));
    answerOf(name, await cms.api().delete(routePath(name, id)).set(bearer(atmAdmin)).expect(403));
  });

  it('DELETE /api/important-documents/{filename}', async () => {
    const name = 'DELETE /api/important-documents/{filename}';
    const uploaded = await cms
      .api()
      .post('/api/upload-pdf')
      .set(bearer(admin))
      .field('title', 'Contract removal')
      .attach('file', onePagePdf(), 'gone.pdf')
      .expect(201);
    const filename = String((uploaded.body as { notice: { url: string } }).notice.url.split('/').pop());
    answerOf(name, await cms.api().delete(routePath(name, filename)).set(bearer(admin)).expect(200));
    answerOf(name, await cms.api().delete(routePath(name, filename)).set(bearer(admin)).expect(404));
    answerOf(name, await cms.api().delete(routePath(name, filename)).expect(401));
  });

  it.each([
    ['DELETE /api/form/{filename}', 'form', 'forms'],
    ['DELETE /api/reports/{filename}', 'reports', 'reports'],
  ] as const)('%s', async (name, kind, key) => {
    await cms
      .api()
      .post(`/api/upload/${kind}`)
      .set(bearer(admin))
      .field('category', 'Contract removal')
      .attach('file', onePagePdf(), 'gone.pdf')
      .expect(201);
    const listed = (await cms.api().get(`/api/${kind}`).expect(200)).body;
    const entries = (key === 'forms' ? FormList.parse(listed).forms : ReportList.parse(listed).reports).filter(
      (entry) => entry.category === 'Contract removal',
    );
    answerOf(name, await cms.api().delete(routePath(name, entries[0].filename)).set(bearer(admin)).expect(200));
    answerOf(name, await cms.api().delete(routePath(name, entries[0].filename)).set(bearer(admin)).expect(404));
  });
});

describe('bulk sends', () => {
  const phoneSheet = excelWorkbook([['Phone Number'], ['+2207000001'], ['+2207000002']], 'xlsx');
  const mailSheet = excelWorkbook([['E-mail'], ['one@example.gm'], ['two@example.gm']], 'xlsx');

  it.each([
    ['POST /api/send_bulk_sms', phoneSheet],
    ['POST /api/send_bulk_email', mailSheet],
  ] as const)('%s: stored (202), repeated (200), refused; GET /api/bulk-jobs/{id}', async (name, sheet) => {
    const fields = requestOf(name, { message: `Contract test ${name}` });
    const send = () =>
      cms
        .api()
        .post(routePath(name))
        .set({ ...bearer(admin), 'Idempotency-Key': `contract-${routePath(name).slice(5)}` })
        .field('message', fields.message)
        .attach('file', sheet, 'customers.xlsx');
    const stored = answerOf(name, await send().expect(202), BulkSendAnswer);
    expect(stored.job.total).toBe(2);
    expect(answerOf(name, await send().expect(200), BulkSendAnswer).job.id).toBe(stored.job.id);

    answerOf(name, await cms.api().post(routePath(name)).set(bearer(admin)).attach('file', sheet, 'customers.xlsx').expect(400));
    answerOf(
      name,
      await cms.api().post(routePath(name)).field('message', 'x').attach('file', sheet, 'customers.xlsx').expect(401),
    );
    answerOf(
      name,
      await cms
        .api()
        .post(routePath(name))
        .set(bearer(atmAdmin))
        .field('message', 'x')
        .attach('file', sheet, 'customers.xlsx')
        .expect(403),
    );

    const progress = 'GET /api/bulk-jobs/{id}';
    const job = answerOf(
      progress,
      await cms.api().get(routePath(progress, stored.job.id)).set(bearer(admin)).expect(200),
      BulkJob,
    );
    expect(job.id).toBe(stored.job.id);
    answerOf(progress, await cms.api().get(routePath(progress, 'nosuchjob')).set(bearer(admin)).expect(404));
  });
});

describe('the bulk send history', () => {
  it('GET /api/bulk-jobs lists the sends; GET /api/bulk-jobs/{id}/results answers a CSV attachment', async () => {
    const name = 'GET /api/bulk-jobs';
    const history = answerOf(name, await cms.api().get(routePath(name)).set(bearer(admin)).expect(200), BulkSendHistory);
    expect(history.total).toBeGreaterThan(0);
    answerOf(
      name,
      await cms
        .api()
        .get(`${routePath(name)}?page=0`)
        .set(bearer(admin))
        .expect(400),
    );
    answerOf(name, await cms.api().get(routePath(name)).set(bearer(atmAdmin)).expect(403));

    const results = 'GET /api/bulk-jobs/{id}/results';
    const csv = await cms.api().get(routePath(results, history.sends[0].id)).set(bearer(admin)).buffer(true).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    checked.set(results, (checked.get(results) ?? new Set()).add(200));
    answerOf(results, await cms.api().get(routePath(results, 'nosuchjob')).set(bearer(admin)).expect(404));
    answerOf(results, await cms.api().get(routePath(results, history.sends[0].id)).expect(401));
  });
});

describe('bulk send previews', () => {
  // Every skip reason of the contract: a duplicate, an invalid cell and (SMS) a number abroad.
  const phoneSheet = excelWorkbook([['Phone Number'], ['+2207000011'], ['+2207000011'], ['x'], ['+44 20 7123 4567']], 'xlsx');
  const mailSheet = excelWorkbook([['E-mail'], ['one@example.gm'], ['x']], 'xlsx');

  it.each([
    ['POST /api/send_bulk_sms/preview', phoneSheet],
    ['POST /api/send_bulk_email/preview', mailSheet],
  ] as const)('%s: the preview (200), refused (400, 401)', async (name, sheet) => {
    const fields = requestOf(name, { message: `Contract preview ${name}` });
    const preview = answerOf(
      name,
      await cms
        .api()
        .post(routePath(name))
        .set(bearer(admin))
        .field('message', fields.message)
        .attach('file', sheet, 'customers.xlsx')
        .expect(200),
      BulkPreviewAnswer,
    );
    expect(preview.recipients).toBe(1);
    expect(preview.skippedRows.map((row) => row.reason)).toEqual(
      sheet === phoneSheet ? ['duplicate', 'invalid', 'abroad'] : ['invalid'],
    );
    answerOf(name, await cms.api().post(routePath(name)).set(bearer(admin)).attach('file', sheet, 'customers.xlsx').expect(400));
    answerOf(
      name,
      await cms.api().post(routePath(name)).field('message', 'x').attach('file', sheet, 'customers.xlsx').expect(401),
    );
  });
});

describe("the SMS provider's delivery reports", () => {
  it('POST /api/sms/delivery-reports/{token}: received (200), malformed (400), wrong token (404)', async () => {
    const name = 'POST /api/sms/delivery-reports/{token}';
    const report = requestOf(name, { id: 'ATXid_contract', status: 'Success', phoneNumber: '+2207000001' });
    const post = (token: string, body: object) => cms.api().post(routePath(name, token)).type('form').send(body);
    expect(answerOf(name, await post(CALLBACK_TOKEN, report).expect(200), DeliveryReportAnswer)).toEqual({
      message: 'Received',
    });
    answerOf(name, await post(CALLBACK_TOKEN, { status: 'Success' }).expect(400));
    answerOf(name, await post('not-the-token', report).expect(404));
  });
});

describe('sign out', () => {
  it('POST /api/staff/logout', async () => {
    const name = 'POST /api/staff/logout';
    // Last: signing out revokes every token of the account, the suite's own atmadmin token among them.
    const token = await cms.login(ATMADMIN, 'atmadmin');
    answerOf(name, await cms.api().post(routePath(name)).set(bearer(token)).expect(200));
    answerOf(name, await cms.api().post(routePath(name)).set(bearer(token)).expect(401));
  });
});

describe('coverage of the contract', () => {
  it("the route table is docs/api.md's spec table plus the bulk job, the delivery reports, the deposit terms, the loan terms and the rates' history", () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8');
    const table = doc.slice(doc.indexOf('## Spec section 7'), doc.indexOf('### Bulk sending'));
    const documented = [...table.matchAll(/^\| (GET|POST|PUT|DELETE) (\/api\/\S+) \|/gm)].map(
      ([, method, route]) => `${method} ${route}`,
    );
    expect(documented.length).toBeGreaterThan(15);
    const reports = doc.slice(doc.indexOf('### SMS delivery reports'), doc.indexOf('## Fixed deposit terms'));
    const loanTerms = doc.slice(doc.indexOf('## Loan terms'), doc.indexOf('## Editorial content'));
    expect(loanTerms).toContain('| GET /api/loan-terms |');
    const reportRoutes = [...reports.matchAll(/^\| (POST) (\/api\/\S+) \|/gm)].map(([, method, route]) => `${method} ${route}`);
    expect(reportRoutes).toEqual(['POST /api/sms/delivery-reports/{token}']);
    expect(doc).toMatch(/^\| GET \/api\/exchange-rates\/history\?currency=USD&days=90 \|/m);
    expect(Object.keys(routes).sort()).toEqual(
      [...documented, ...reportRoutes, 'GET /api/deposit-terms', 'GET /api/exchange-rates/history', 'GET /api/loan-terms'].sort(),
    );
  });

  it('the CMS registers exactly these routes besides the editorial reads, with their access', () => {
    const registered = registeredRoutes(cms.strapi);
    // Strapi's core routes of the editorial types (docs/api.md "Editorial content"): reads only, by Strapi's permissions.
    const core = registered.filter((route) => routeAccess(route) === 'strapi-permissions');
    expect(core.length).toBeGreaterThan(0);
    expect(core.filter((route) => route.method !== 'GET' || !/\.(find|findOne)$/.test(route.handler))).toEqual([]);
    const custom = registered
      .filter((route) => routeAccess(route) !== 'strapi-permissions')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')} (${routeAccess(route)})`);
    const contract = Object.values(routes).map((route: RouteContract) => `${route.method} ${route.path} (${route.access})`);
    expect(custom.sort()).toEqual(contract.sort());
  });

  it('every route was called and its answers checked', () => {
    expect([...checked.keys()].sort()).toEqual(Object.keys(routes).sort());
  });
});
