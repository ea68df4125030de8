import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { formatSeedReport, seedContent, seedMissing, type SeedReport } from '../../src/seed';
import { startCms, type TestCms } from '../support/cms';

type Row = Record<string, unknown>;

/** The sample content the seed reads (cms/data/*.json). */
const sample = (name: string): Row[] =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'data', `${name}.json`), 'utf8'));
const bySortOrder = (rows: Row[]) => [...rows].sort((a, b) => Number(a.sort_order) - Number(b.sort_order));

const UPLOAD_URL = /^\/uploads\/[^/?#]+\.(webp|png|jpe?g|svg)$/;
const PDF_URL = /^\/uploads\/[^/?#]+\.pdf$/;

/** Strapi's REST query the site sends for each editorial list (web/lib/server/cms/editorial.ts): media, editor order, 100 a page. */
const EDITOR_ORDER = 'sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100';
const CREATION_ORDER = 'sort[0]=id%3Aasc&pagination[pageSize]=100';
const SITE_QUERIES: Record<string, string> = {
  '/api/banner-slides': `populate[0]=image&${EDITOR_ORDER}`,
  '/api/branches': EDITOR_ORDER,
  '/api/people': `populate[0]=image&${EDITOR_ORDER}`,
  '/api/correspondent-banks': EDITOR_ORDER,
  '/api/job-openings': CREATION_ORDER,
  '/api/subsidiaries': `populate[0]=logo&${CREATION_ORDER}`,
  '/api/awards': `populate[0]=image&${EDITOR_ORDER}`,
  '/api/partners': `populate[0]=logo&${EDITOR_ORDER}`,
};

const EDITORIAL_COUNTS: Record<string, number> = {
  '/api/banner-slides': 13,
  '/api/branches': 18,
  '/api/people': 19,
  '/api/correspondent-banks': 9,
  '/api/job-openings': 1,
  '/api/subsidiaries': 2,
  '/api/awards': 8,
  '/api/partners': 5,
};

/** What Strapi's REST API adds to every entry: the numeric row id, the documentId and the timestamps. */
const STRAPI_ENTRY = {
  id: expect.any(Number),
  documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
  createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};
/** A populated media field: its relative /uploads URL (the site serves it from its own origin). */
const uploadedImage = () =>
  expect.objectContaining({ url: expect.stringMatching(UPLOAD_URL), mime: expect.stringMatching(/^image\//) });

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms({ SEED_ON_START: 'true' });
}, 180_000);
afterAll(async () => {
  await cms?.stop();
});

const get = async (url: string) => (await cms.api().get(url).expect(200)).body;
const getList = async (url: string) => (await get(url)) as Row[];
/** An editorial list read as the site reads it: Strapi's `{data, meta}`, every entry on the one page. */
const getEntries = async (url: string) => {
  const body = await get(`${url}?${SITE_QUERIES[url]}`);
  expect(body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: body.data.length });
  return body.data as Row[];
};

/** Every list the seed fills, reduced to a comparable fingerprint (ids and titles). */
async function snapshot(): Promise<Record<string, unknown>> {
  const lists: Record<string, unknown> = {};
  for (const url of Object.keys(EDITORIAL_COUNTS)) lists[url] = (await getEntries(url)).map((row) => row.documentId);
  lists['/api/news'] = (await getList('/api/news')).map((row) => row.id);
  lists['/api/get_exchange_rates'] = (await getList('/api/get_exchange_rates')).map((row) => row.id);
  lists['/api/atm-status'] = (await getList('/api/atm-status')).map((row) => row.id);
  lists['/api/admin/gallery'] = (await getList('/api/admin/gallery')).map((row) => row.id);
  lists['/api/important-documents'] = (await getList('/api/important-documents')).map((row) => row.url);
  lists['/api/reports'] = (await get('/api/reports')).reports.map((row: Row) => row.filename);
  lists['/api/form'] = (await get('/api/form')).forms.map((row: Row) => row.filename);
  return lists;
}

describe('editorial content after seeding (Strapi REST)', () => {
  it.each(Object.entries(EDITORIAL_COUNTS))('%s lists %i published entries', async (url, count) => {
    expect(await getEntries(url)).toHaveLength(count);
  });

  it('banner slides: in sort order, with an uploaded image and both buttons’ labels and links', async () => {
    const slides = await getEntries('/api/banner-slides');
    const expected = bySortOrder(sample('banner-slides'));
    expect(slides.map((slide) => slide.heading)).toEqual(expected.map((slide) => slide.heading));
    slides.forEach((slide, i) => {
      expect(slide).toEqual({
        ...STRAPI_ENTRY,
        heading: expected[i].heading,
        subheading: expected[i].subheading,
        description: expected[i].description,
        image: uploadedImage(),
        button1_label: expected[i].button1_label,
        button1_link: expected[i].button1_link,
        button2_label: expected[i].button2_label,
        button2_link: expected[i].button2_link,
        sort_order: expected[i].sort_order,
      });
    });
    expect(new Set(slides.map((slide) => (slide.image as Row).url)).size).toBe(13);
  });

  it('an image url is served by the CMS itself', async () => {
    const [slide] = await getEntries('/api/banner-slides');
    const url = (slide.image as Row).url as string;
    const response = await cms
      .api()
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    const onDisk = fs.readFileSync(path.join(cms.tmpDir, 'public', url));
    expect(Buffer.compare(response.body as Buffer, onDisk)).toBe(0);
    expect(onDisk.length).toBeGreaterThan(100);
  });

  it('without populate, media stay out of the answer (Strapi’s default)', async () => {
    const { data } = await get('/api/banner-slides');
    expect(data.length).toBeGreaterThan(0);
    for (const slide of data as Row[]) expect(slide).not.toHaveProperty('image');
  });

  it('branches: name, address, phone and fax as a string or null', async () => {
    const branches = await getEntries('/api/branches');
    const expected = bySortOrder(sample('branches'));
    expect(branches).toEqual(
      expected.map((branch) => ({
        ...STRAPI_ENTRY,
        name: branch.name,
        address: branch.address,
        phone: branch.phone,
        fax: branch.fax ?? null,
        sort_order: branch.sort_order,
        latitude: branch.latitude,
        longitude: branch.longitude,
      })),
    );
    expect(branches.some((branch) => branch.fax === null)).toBe(true);
    expect(branches.some((branch) => typeof branch.fax === 'string')).toBe(true);
  });

  it('people: 10 board members and 9 managers, each with a photo', async () => {
    const people = await getEntries('/api/people');
    expect(people.filter((person) => person.group === 'board')).toHaveLength(10);
    expect(people.filter((person) => person.group === 'management')).toHaveLength(9);
    for (const person of people) {
      expect(person).toEqual({
        ...STRAPI_ENTRY,
        name: expect.any(String),
        position: expect.any(String),
        description: expect.any(String),
        image: uploadedImage(),
        group: expect.stringMatching(/^(board|management)$/),
        sort_order: expect.any(Number),
      });
    }
    expect(people.map((person) => person.name)).toEqual(bySortOrder(sample('people')).map((person) => person.name));
  });

  it('correspondent banks: zipcode and pobox a string or null', async () => {
    const banks = await getEntries('/api/correspondent-banks');
    expect(banks).toEqual(
      bySortOrder(sample('correspondent-banks')).map((bank) => ({
        ...STRAPI_ENTRY,
        bank: bank.bank,
        address: bank.address,
        zipcode: bank.zipcode ?? null,
        pobox: bank.pobox ?? null,
        country: bank.country,
        bic: bank.bic,
        sort_order: bank.sort_order,
      })),
    );
  });

  it('job openings, subsidiaries, awards and partners have their fields, media populated', async () => {
    const [job] = sample('job-openings');
    expect(await getEntries('/api/job-openings')).toEqual([
      { ...STRAPI_ENTRY, title: job.title, department: job.department, location: job.location, type: job.type, link: job.link },
    ]);

    const subsidiaries = await getEntries('/api/subsidiaries');
    expect(subsidiaries.map((subsidiary) => subsidiary.slug)).toEqual(['bayba', 'homefinance']);
    for (const subsidiary of subsidiaries) {
      expect(subsidiary).toEqual({
        ...STRAPI_ENTRY,
        name: expect.any(String),
        slug: expect.any(String),
        link: expect.stringMatching(/^\/about\/subsidiaries\//),
        logo: uploadedImage(),
        description: expect.any(String),
      });
    }

    const awards = await getEntries('/api/awards');
    expect(awards).toEqual(
      bySortOrder(sample('awards')).map((award) => ({
        ...STRAPI_ENTRY,
        title: award.title,
        image: uploadedImage(),
        sort_order: award.sort_order,
      })),
    );

    const partners = await getEntries('/api/partners');
    expect(partners).toEqual(
      bySortOrder(sample('partners')).map((partner) => ({
        ...STRAPI_ENTRY,
        name: partner.name,
        logo: uploadedImage(),
        url: partner.url ?? null,
        sort_order: partner.sort_order,
      })),
    );
  });

  it('a single entry by its documentId (findOne), published only', async () => {
    const [branch] = await getEntries('/api/branches');
    const { data } = await get(`/api/branches/${branch.documentId}`);
    expect(data).toEqual(branch);
    await cms.api().get('/api/branches/doesnotexist000000000000').expect(404);
  });
});

describe('spec lists after seeding', () => {
  it('news: every item, newest date first, with an image', async () => {
    const news = await getList('/api/news');
    expect(news).toHaveLength(sample('news-items').length);
    const dates = news.map((item) => item.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-09-18');
    for (const item of news) {
      expect(item).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        image_url: expect.stringMatching(UPLOAD_URL),
        author_name: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        category: expect.stringMatching(/^(News|Events|Donation)$/),
        summary: expect.any(String),
        full_text: expect.any(String),
      });
    }
  });

  it('exchange rates: numeric buy and sell, in sort order', async () => {
    const rates = await getList('/api/get_exchange_rates');
    expect(rates).toEqual(
      bySortOrder(sample('exchange-rates')).map((rate) => ({
        id: expect.any(String),
        currency: rate.currency,
        buy: rate.buy,
        sell: rate.sell,
        icon: rate.icon ?? null,
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })),
    );
  });

  it('ATM status: every ATM with a valid status', async () => {
    const atms = await getList('/api/atm-status');
    expect(atms).toHaveLength(sample('atms').length);
    for (const atm of atms) {
      // Beyond the spec: the place and any opening hours, where the data sets them.
      const data = sample('atms').find((entry) => entry.location === atm.location);
      expect(data).toBeDefined();
      expect(atm).toEqual({
        id: expect.any(String),
        location: expect.any(String),
        status: expect.stringMatching(/^(in-service|out-of-service)$/),
        latitude: data?.latitude,
        longitude: data?.longitude,
        ...(atm.opening_hours ? { opening_hours: expect.any(Array) } : {}),
      });
    }
    expect(atms.filter((atm) => atm.status === 'out-of-service').length).toBe(
      sample('atms').filter((atm) => atm.service_status === 'out-of-service').length,
    );
  });

  it('reports and forms: newest first, each downloadable as a PDF', async () => {
    const documents = sample('documents');
    const newestFirst = (kind: string) =>
      documents
        .filter((doc) => doc.kind === kind)
        .sort((a, b) => String(b.date_uploaded).localeCompare(String(a.date_uploaded)))
        .map((doc) => ({
          category: doc.category,
          filename: expect.stringMatching(/^[\w-]+\.pdf$/),
          date_uploaded: doc.date_uploaded,
        }));

    const { reports } = await get('/api/reports');
    expect(reports).toEqual(newestFirst('report'));
    const { forms } = await get('/api/form');
    expect(forms).toEqual(newestFirst('form'));

    const download = await cms.api().get(`/api/download/reports/${reports[0].filename}`).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((download.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('important documents: newest first, each a /uploads PDF', async () => {
    const notices = sample('important-notices');
    expect(await getList('/api/important-documents')).toEqual(
      [...notices].reverse().map((notice) => ({ title: notice.title, url: expect.stringMatching(PDF_URL) })),
    );
  });

  it('gallery: newest first, with alternative text', async () => {
    const images = sample('gallery-images');
    expect(await getList('/api/admin/gallery')).toEqual(
      [...images]
        .reverse()
        .map((image) => ({ id: expect.any(String), image_url: expect.stringMatching(UPLOAD_URL), alt_text: image.alt_text })),
    );
  });
});

describe('seeding again', () => {
  const AWARD = 'api::award.award';

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedContent(cms.strapi);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps an editor’s edit and does not bring back a deleted entry', async () => {
    const [edited, deleted] = await getEntries('/api/awards');
    await cms.strapi
      .documents(AWARD)
      .update({ documentId: edited.documentId as string, data: { title: 'Edited by the marketing team' } } as never);
    await cms.strapi.documents(AWARD).publish({ documentId: edited.documentId as string } as never);
    await cms.strapi.documents(AWARD).delete({ documentId: deleted.documentId as string } as never);

    await seedContent(cms.strapi);
    let awards = await getEntries('/api/awards');
    expect(awards).toHaveLength(7);
    expect(awards[0]).toMatchObject({ documentId: edited.documentId, title: 'Edited by the marketing team' });
    expect(awards.map((award) => award.documentId)).not.toContain(deleted.documentId);
    expect(awards.map((award) => award.title)).not.toContain(deleted.title);

    // Even without the "seeded" marks, a type that has entries is left alone.
    await cms.strapi.store({ type: 'core', name: 'bank-seed' }).delete({ key: 'seeded' });
    const before = await snapshot();
    await seedContent(cms.strapi);
    expect(await snapshot()).toEqual(before);
    awards = await getEntries('/api/awards');
    expect(awards).toHaveLength(7);
    expect(awards[0].title).toBe('Edited by the marketing team');
    // ...and the marks are written again.
    const marks = (await cms.strapi.store({ type: 'core', name: 'bank-seed' }).get({ key: 'seeded' })) as Record<string, string>;
    expect(Object.keys(marks)).toEqual(expect.arrayContaining([AWARD, 'api::news-item.news-item', 'api::branch.branch']));
  });
});

describe('drafts', () => {
  it('a branch saved as a draft is not served until it is published', async () => {
    const BRANCH = 'api::branch.branch';
    const draft = (await cms.strapi.documents(BRANCH).create({
      data: { name: 'Janjanbureh Branch', address: 'Lamin Koto Road, Janjanbureh', phone: '+220 566 8000' },
    } as never)) as unknown as { documentId: string };

    let branches = await getEntries('/api/branches');
    expect(branches).toHaveLength(18);
    expect(branches.map((branch) => branch.name)).not.toContain('Janjanbureh Branch');
    expect(branches.map((branch) => branch.documentId)).not.toContain(draft.documentId);

    await cms.strapi.documents(BRANCH).publish({ documentId: draft.documentId } as never);
    branches = await getEntries('/api/branches');
    expect(branches).toHaveLength(19);
    expect(branches.find((branch) => branch.documentId === draft.documentId)).toEqual({
      ...STRAPI_ENTRY,
      documentId: draft.documentId,
      name: 'Janjanbureh Branch',
      address: 'Lamin Koto Road, Janjanbureh',
      phone: '+220 566 8000',
      fax: null,
      sort_order: 0,
      latitude: null,
      longitude: null,
    });

    // An unpublished edit stays invisible too.
    await cms.strapi
      .documents(BRANCH)
      .update({ documentId: draft.documentId, data: { name: 'Janjanbureh Branch (renamed)' } } as never);
    branches = await getEntries('/api/branches');
    expect(branches.find((branch) => branch.documentId === draft.documentId)?.name).toBe('Janjanbureh Branch');
  });
});

describe('npm run seed on a database that has content', () => {
  const BRANCH = 'api::branch.branch';
  const NEW_BRANCH = { name: 'Kerewan Branch', address: 'Kerewan Wharf Road, Kerewan', phone: '+220 572 1100', sort_order: 19 };
  let dataDir: string;

  /** A copy of cms/data with one more branch, as a developer adds it to branches.json. */
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-seed-data-'));
    fs.cpSync(path.resolve(__dirname, '..', '..', 'data'), dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'branches.json'), JSON.stringify([...sample('branches'), NEW_BRANCH], null, 2));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const reportOf = (reports: SeedReport[], uid: string) => reports.find((report) => report.uid === uid);

  it('adds a branch added to the data after the first seed, and says so', async () => {
    const reports = await seedMissing(cms.strapi, { dataDir });
    expect(reportOf(reports, BRANCH)).toEqual({ uid: BRANCH, added: ['Kerewan Branch'], updated: [], kept: [], unchanged: 18 });
    const kerewan = (await getEntries('/api/branches')).find((branch) => branch.name === 'Kerewan Branch');
    expect(kerewan).toEqual({ ...STRAPI_ENTRY, ...NEW_BRANCH, fax: null, latitude: null, longitude: null });
    // Every other type matches its data already (dates, decimals and components compared as values), except the
    // award an editor renamed and the one deleted earlier in this file: matched by title, both are missing.
    for (const report of reports.filter((r) => r.uid !== BRANCH && r.uid !== 'api::award.award')) {
      expect(report).toMatchObject({ added: [], updated: [], kept: [] });
    }
    expect(reportOf(reports, 'api::award.award')?.added).toHaveLength(2);
    expect(formatSeedReport(reports)).toContain(
      'api::branch.branch: 1 added: Kerewan Branch | 0 updated | 0 kept as edited | 18 unchanged',
    );
    expect(reportOf(await seedMissing(cms.strapi, { dataDir }), BRANCH)).toMatchObject({ added: [], unchanged: 19 });
  });

  it('keeps an editor’s change to a seeded entry, and overwrites it with --update', async () => {
    const [banjul] = sample('branches');
    const entry = (await getEntries('/api/branches')).find((branch) => branch.name === banjul.name);
    const documentId = entry?.documentId as string;
    await cms.strapi.documents(BRANCH).update({ documentId, data: { phone: '+220 999 0000' }, status: 'published' } as never);

    const kept = await seedMissing(cms.strapi, { dataDir });
    expect(reportOf(kept, BRANCH)).toMatchObject({ added: [], updated: [], kept: [banjul.name] });
    const lines = formatSeedReport(kept);
    expect(lines).toContain(`api::branch.branch: 0 added | 0 updated | 1 kept as edited: ${banjul.name} | 18 unchanged`);
    expect(lines.at(-1)).toBe(
      'Total: 0 added, 0 updated, 1 kept as edited (`npm run seed -- --update` overwrites them with cms/data)',
    );
    expect((await get(`/api/branches/${documentId}`)).data.phone).toBe('+220 999 0000');

    const updated = await seedMissing(cms.strapi, { dataDir, update: true });
    expect(reportOf(updated, BRANCH)).toMatchObject({ added: [], updated: [banjul.name], kept: [] });
    expect(formatSeedReport(updated, { update: true }).at(-1)).toBe('Total: 0 added, 1 updated, 0 kept as edited');
    expect((await get(`/api/branches/${documentId}`)).data.phone).toBe(banjul.phone);
  });

  it('without cms/.env, says to run `npm start` once instead of Strapi’s "App keys are required"', async () => {
    const env: Record<string, string | undefined> = { ...process.env, ENV_PATH: path.join(dataDir, 'no.env') };
    for (const name of [
      'APP_KEYS',
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'TRANSFER_TOKEN_SALT',
      'ENCRYPTION_KEY',
      'JWT_SECRET',
      'AUDIT_KEY',
    ]) {
      delete env[name];
    }
    const script = path.resolve(__dirname, '..', '..', '..', 'scripts', 'seed.mjs');
    const run = promisify(execFile)(process.execPath, [script], { env });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("not found: run `npm start` once (it writes the CMS's secrets there), or set APP_KEYS"),
    });
  });
});
