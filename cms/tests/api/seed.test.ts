import fs from 'fs';
import path from 'path';
import { seedContent } from '../../src/seed';
import { startCms, type TestCms } from '../support/cms';

type Row = Record<string, unknown>;

/** The sample content the seed reads (cms/data/*.json). */
const sample = (name: string): Row[] =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'data', `${name}.json`), 'utf8'));
const bySortOrder = (rows: Row[]) => [...rows].sort((a, b) => Number(a.sort_order) - Number(b.sort_order));

const UPLOAD_URL = /^\/uploads\/[^/?#]+\.(webp|png|jpe?g|svg)$/;
const PDF_URL = /^\/uploads\/[^/?#]+\.pdf$/;

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

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms({ SEED_ON_START: 'true' });
}, 180_000);
afterAll(async () => {
  await cms?.stop();
});

const get = async (url: string) => (await cms.api().get(url).expect(200)).body;
const getList = async (url: string) => (await get(url)) as Row[];

/** Every list the seed fills, reduced to a comparable fingerprint (ids and titles). */
async function snapshot(): Promise<Record<string, unknown>> {
  const lists: Record<string, unknown> = {};
  for (const url of Object.keys(EDITORIAL_COUNTS)) lists[url] = (await getList(url)).map((row) => row.id);
  lists['/api/news'] = (await getList('/api/news')).map((row) => row.id);
  lists['/api/get_exchange_rates'] = (await getList('/api/get_exchange_rates')).map((row) => row.id);
  lists['/api/atm-status'] = (await getList('/api/atm-status')).map((row) => row.id);
  lists['/api/admin/gallery'] = (await getList('/api/admin/gallery')).map((row) => row.id);
  lists['/api/important-documents'] = (await getList('/api/important-documents')).map((row) => row.url);
  lists['/api/reports'] = (await get('/api/reports')).reports.map((row: Row) => row.filename);
  lists['/api/form'] = (await get('/api/form')).forms.map((row: Row) => row.filename);
  return lists;
}

describe('editorial content after seeding', () => {
  it.each(Object.entries(EDITORIAL_COUNTS))('%s lists %i published entries', async (url, count) => {
    expect(await getList(url)).toHaveLength(count);
  });

  it('banner slides: in sort order, with an uploaded image and two {label, link} buttons', async () => {
    const slides = await getList('/api/banner-slides');
    const expected = bySortOrder(sample('banner-slides'));
    expect(slides.map((slide) => slide.heading)).toEqual(expected.map((slide) => slide.heading));
    slides.forEach((slide, i) => {
      expect(slide).toEqual({
        id: expect.any(String),
        heading: expected[i].heading,
        subheading: expected[i].subheading,
        description: expected[i].description,
        image_url: expect.stringMatching(UPLOAD_URL),
        button1: { label: expected[i].button1_label, link: expected[i].button1_link },
        button2: { label: expected[i].button2_label, link: expected[i].button2_link },
      });
    });
    expect(new Set(slides.map((slide) => slide.image_url)).size).toBe(13);
  });

  it('an image_url is served by the CMS itself', async () => {
    const [slide] = await getList('/api/banner-slides');
    const response = await cms
      .api()
      .get(slide.image_url as string)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    const onDisk = fs.readFileSync(path.join(cms.tmpDir, 'public', slide.image_url as string));
    expect(Buffer.compare(response.body as Buffer, onDisk)).toBe(0);
    expect(onDisk.length).toBeGreaterThan(100);
  });

  it('branches: name, address, phone and fax as a string or null', async () => {
    const branches = await getList('/api/branches');
    const expected = bySortOrder(sample('branches'));
    expect(branches).toEqual(
      expected.map((branch) => ({
        id: expect.any(String),
        name: branch.name,
        address: branch.address,
        phone: branch.phone,
        fax: branch.fax ?? null,
      })),
    );
    expect(branches.some((branch) => branch.fax === null)).toBe(true);
    expect(branches.some((branch) => typeof branch.fax === 'string')).toBe(true);
  });

  it('people: 10 board members and 9 managers, each with a photo', async () => {
    const people = await getList('/api/people');
    expect(people.filter((person) => person.group === 'board')).toHaveLength(10);
    expect(people.filter((person) => person.group === 'management')).toHaveLength(9);
    for (const person of people) {
      expect(person).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        position: expect.any(String),
        description: expect.any(String),
        image_url: expect.stringMatching(UPLOAD_URL),
        group: expect.stringMatching(/^(board|management)$/),
      });
    }
    expect(people.map((person) => person.name)).toEqual(bySortOrder(sample('people')).map((person) => person.name));
  });

  it('correspondent banks: zipcode and pobox a string or null', async () => {
    const banks = await getList('/api/correspondent-banks');
    expect(banks).toEqual(
      bySortOrder(sample('correspondent-banks')).map((bank) => ({
        id: expect.any(String),
        bank: bank.bank,
        address: bank.address,
        zipcode: bank.zipcode ?? null,
        pobox: bank.pobox ?? null,
        country: bank.country,
        bic: bank.bic,
      })),
    );
  });

  it('job openings, subsidiaries, awards and partners have their documented shapes', async () => {
    const [job] = sample('job-openings');
    expect(await getList('/api/job-openings')).toEqual([
      {
        id: expect.any(String),
        title: job.title,
        department: job.department,
        location: job.location,
        type: job.type,
        link: job.link,
      },
    ]);

    const subsidiaries = await getList('/api/subsidiaries');
    expect(subsidiaries.map((subsidiary) => subsidiary.slug)).toEqual(['bayba', 'homefinance']);
    for (const subsidiary of subsidiaries) {
      expect(subsidiary).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        slug: expect.any(String),
        link: expect.stringMatching(/^\/about\/subsidiaries\//),
        logo_url: expect.stringMatching(UPLOAD_URL),
        description: expect.any(String),
      });
    }

    const awards = await getList('/api/awards');
    expect(awards).toEqual(
      bySortOrder(sample('awards')).map((award) => ({
        id: expect.any(String),
        title: award.title,
        image_url: expect.stringMatching(UPLOAD_URL),
      })),
    );

    const partners = await getList('/api/partners');
    expect(partners).toEqual(
      bySortOrder(sample('partners')).map((partner) => ({
        id: expect.any(String),
        name: partner.name,
        logo_url: expect.stringMatching(UPLOAD_URL),
        url: partner.url ?? null,
      })),
    );
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
      expect(atm).toEqual({
        id: expect.any(String),
        location: expect.any(String),
        status: expect.stringMatching(/^(in-service|out-of-service)$/),
      });
    }
    expect(atms.filter((atm) => atm.status === 'out-of-service').length).toBe(
      sample('atms').filter((atm) => atm.status === 'out-of-service').length,
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
    const [edited, deleted] = await getList('/api/awards');
    await cms.strapi
      .documents(AWARD)
      .update({ documentId: edited.id as string, data: { title: 'Edited by the marketing team' } } as never);
    await cms.strapi.documents(AWARD).publish({ documentId: edited.id as string } as never);
    await cms.strapi.documents(AWARD).delete({ documentId: deleted.id as string } as never);

    await seedContent(cms.strapi);
    let awards = await getList('/api/awards');
    expect(awards).toHaveLength(7);
    expect(awards[0]).toMatchObject({ id: edited.id, title: 'Edited by the marketing team' });
    expect(awards.map((award) => award.id)).not.toContain(deleted.id);
    expect(awards.map((award) => award.title)).not.toContain(deleted.title);

    // Even without the "seeded" marks, a type that has entries is left alone.
    await cms.strapi.store({ type: 'core', name: 'bank-seed' }).delete({ key: 'seeded' });
    const before = await snapshot();
    await seedContent(cms.strapi);
    expect(await snapshot()).toEqual(before);
    awards = await getList('/api/awards');
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

    let branches = await getList('/api/branches');
    expect(branches).toHaveLength(18);
    expect(branches.map((branch) => branch.name)).not.toContain('Janjanbureh Branch');
    expect(branches.map((branch) => branch.id)).not.toContain(draft.documentId);

    await cms.strapi.documents(BRANCH).publish({ documentId: draft.documentId } as never);
    branches = await getList('/api/branches');
    expect(branches).toHaveLength(19);
    expect(branches.find((branch) => branch.id === draft.documentId)).toEqual({
      id: draft.documentId,
      name: 'Janjanbureh Branch',
      address: 'Lamin Koto Road, Janjanbureh',
      phone: '+220 566 8000',
      fax: null,
    });

    // An unpublished edit stays invisible too.
    await cms.strapi
      .documents(BRANCH)
      .update({ documentId: draft.documentId, data: { name: 'Janjanbureh Branch (renamed)' } } as never);
    branches = await getList('/api/branches');
    expect(branches.find((branch) => branch.id === draft.documentId)?.name).toBe('Janjanbureh Branch');
  });
});
