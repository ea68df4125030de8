import { onePagePdf } from '@bank/test-support';
import { DOCX_PARTS, image, windowsProgram, zipArchive } from '../support/fixtures';
import { ATMADMIN, bearer, startCms, storedFiles, type TestCms } from '../support/cms';

let cms: TestCms;
let admin: string;
let atmAdmin: string;

beforeAll(async () => {
  // Small limits so "oversize" needs only a few megabytes.
  cms = await startCms({ UPLOAD_MAX_IMAGE_MB: '1', UPLOAD_MAX_DOCUMENT_MB: '2', UPLOAD_MAX_NOTICE_MB: '2' });
  admin = await cms.login();
  atmAdmin = await cms.login(ATMADMIN, 'atmadmin');
});
afterAll(async () => {
  await cms?.stop();
});

describe('exchange rates', () => {
  let usd: string;

  beforeAll(async () => {
    const created = await cms.strapi.documents('api::exchange-rate.exchange-rate').create({
      data: { currency: 'USD', buy: 67.5, sell: 69.25, icon: '🇺🇸', sort_order: 1 },
    } as never);
    await cms.strapi.documents('api::exchange-rate.exchange-rate').create({
      data: { currency: 'EUR', buy: 72, sell: 74.5, sort_order: 2 },
    } as never);
    usd = created.documentId;
  });

  it('lists rows with numeric buy and sell and an optional icon', async () => {
    const response = await cms.api().get('/api/get_exchange_rates').set('Content-Type', 'application/json').expect(200);
    expect(response.body).toEqual([
      { id: usd, currency: 'USD', buy: 67.5, sell: 69.25, icon: '🇺🇸', updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      {
        id: expect.any(String),
        currency: 'EUR',
        buy: 72,
        sell: 74.5,
        icon: null,
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('says when each rate was last changed', async () => {
    const before = (await cms.api().get('/api/get_exchange_rates')).body.find((row: { id: string }) => row.id === usd).updated_at;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cms.api().put(`/api/update/exchange-rates/${usd}`).set(bearer(admin)).send({ buy: 67.5 }).expect(200);
    const after = (await cms.api().get('/api/get_exchange_rates')).body.find((row: { id: string }) => row.id === usd).updated_at;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  it('updates only the edited field and answers a message', async () => {
    const response = await cms.api().put(`/api/update/exchange-rates/${usd}`).set(bearer(admin)).send({ sell: 70.1 }).expect(200);
    expect(response.body.message).toBe('USD rate updated successfully');
    const list = await cms.api().get('/api/get_exchange_rates');
    expect(list.body[0]).toMatchObject({ currency: 'USD', buy: 67.5, sell: 70.1 });
  });

  it.each([
    [{ buy: 0 }, 'buy must be a number greater than 0'],
    [{ sell: -3 }, 'sell must be a number greater than 0'],
    [{ buy: '68' }, 'buy must be a number greater than 0'],
    [{ buy: null }, 'buy must be a number greater than 0'],
    [{}, 'buy or sell is required'],
    [[1, 2], 'The body must be a JSON object'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const response = await cms
      .api()
      .put(`/api/update/exchange-rates/${usd}`)
      .set(bearer(admin))
      .send(body as object)
      .expect(400);
    expect(response.body).toEqual({ message });
    const list = await cms.api().get('/api/get_exchange_rates');
    expect(list.body[0]).toMatchObject({ buy: 67.5, sell: 70.1 });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await cms
      .api()
      .put(`/api/update/exchange-rates/${usd}`)
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"buy": 12,,}')
      .expect(400);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('answers 404 with a message for an unknown or SQL-looking id', async () => {
    for (const id of ['doesnotexist', "1' OR '1'='1", '1;DROP TABLE exchange_rates']) {
      const response = await cms
        .api()
        .put(`/api/update/exchange-rates/${encodeURIComponent(id)}`)
        .set(bearer(admin))
        .send({ buy: 1 });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Exchange rate not found' });
    }
    expect((await cms.api().get('/api/get_exchange_rates')).body).toHaveLength(2);
  });
});

describe('ATM status', () => {
  let atm: string;

  beforeAll(async () => {
    const created = await cms.strapi
      .documents('api::atm.atm')
      .create({ data: { location: 'Westfield Branch', service_status: 'in-service' } });
    atm = created.documentId;
  });

  it('lists id, location and status', async () => {
    const response = await cms.api().get('/api/atm-status').expect(200);
    expect(response.body).toEqual([{ id: atm, location: 'Westfield Branch', status: 'in-service' }]);
  });

  it('lets the atmadmin role change the status', async () => {
    const response = await cms
      .api()
      .put(`/api/atm-status/${atm}`)
      .set(bearer(atmAdmin))
      .send({ status: 'out-of-service' })
      .expect(200);
    expect(response.body).toEqual({
      message: 'Westfield Branch is now out of service',
      atm: { id: atm, location: 'Westfield Branch', status: 'out-of-service' },
    });
  });

  it('lets the admin role change it back', async () => {
    await cms.api().put(`/api/atm-status/${atm}`).set(bearer(admin)).send({ status: 'in-service' }).expect(200);
    expect((await cms.api().get('/api/atm-status')).body[0].status).toBe('in-service');
  });

  it.each([[{ status: 'broken' }], [{ status: 1 }], [{}]])('refuses %j with a message naming status', async (body) => {
    const response = await cms.api().put(`/api/atm-status/${atm}`).set(bearer(admin)).send(body).expect(400);
    expect(response.body).toEqual({ message: 'status must be one of in-service, out-of-service' });
  });

  it('answers 404 for an unknown ATM', async () => {
    const response = await cms
      .api()
      .put('/api/atm-status/nosuchatm')
      .set(bearer(admin))
      .send({ status: 'in-service' })
      .expect(404);
    expect(response.body).toEqual({ message: 'ATM not found' });
  });
});

describe('news', () => {
  let created: string;

  it('creates a news item from multipart fields and an image, published at once', async () => {
    const response = await cms
      .api()
      .post('/api/admin/news')
      .set(bearer(admin))
      .field('title', 'New branch in Basse')
      .field('author_name', 'Fatou Jallow')
      .field('category', 'Events')
      .field('summary', 'We open our 18th branch.')
      .field('full_text', 'Full story of the opening.')
      .attach('image', await image('png'), 'photo.png')
      .expect(201);
    expect(response.body.news).toMatchObject({ title: 'New branch in Basse', category: 'Events', author_name: 'Fatou Jallow' });
    created = response.body.news.id;

    const list = await cms.api().get('/api/news').expect(200);
    expect(list.body[0]).toEqual({
      id: created,
      title: 'New branch in Basse',
      image_url: expect.stringMatching(/^\/uploads\/news_[a-z0-9_]+\.png$/),
      author_name: 'Fatou Jallow',
      date: new Date().toISOString().slice(0, 10),
      category: 'Events',
      summary: 'We open our 18th branch.',
      full_text: 'Full story of the opening.',
    });
  });

  it('lists news newest first by date', async () => {
    await cms.strapi.documents('api::news-item.news-item').create({
      data: { title: 'Older', author_name: 'A', category: 'News', summary: 's', full_text: 'f', date: '2020-01-01', image: null },
      status: 'published',
    } as never);
    const titles = (await cms.api().get('/api/news')).body.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['New branch in Basse', 'Older']);
  });

  it.each([
    ['title', 'title is required'],
    ['author_name', 'author_name is required'],
    ['summary', 'summary is required'],
    ['full_text', 'full_text is required'],
  ])('refuses a missing %s with 400 and stores nothing', async (missing, message) => {
    const before = storedFiles(cms).length;
    const request = cms.api().post('/api/admin/news').set(bearer(admin));
    for (const field of ['title', 'author_name', 'summary', 'full_text']) if (field !== missing) request.field(field, 'x');
    const response = await request
      .field('category', 'News')
      .attach('image', await image('png'), 'a.png')
      .expect(400);
    expect(response.body).toEqual({ message });
    expect(storedFiles(cms)).toHaveLength(before);
  });

  it('refuses an unknown category, a missing image and a PDF as image', async () => {
    const base = () =>
      cms
        .api()
        .post('/api/admin/news')
        .set(bearer(admin))
        .field('title', 't')
        .field('author_name', 'a')
        .field('summary', 's')
        .field('full_text', 'f');
    expect(
      (
        await base()
          .field('category', 'Sport')
          .attach('image', await image('png'), 'a.png')
      ).body,
    ).toEqual({
      message: 'category must be one of News, Events, Donation',
    });
    expect((await base().field('category', 'News')).body).toEqual({ message: 'image is required' });
    const pdf = await base().field('category', 'News').attach('image', onePagePdf(), 'photo.png');
    expect(pdf.status).toBe(400);
    expect(pdf.body).toEqual({ message: 'image must be a JPEG, PNG or WebP image' });
  });

  it('refuses an image over the size limit with 413 and stores nothing', async () => {
    const before = storedFiles(cms).length;
    const big = Buffer.concat([await image('png'), Buffer.alloc(1.5 * 1024 * 1024)]);
    const response = await cms
      .api()
      .post('/api/admin/news')
      .set(bearer(admin))
      .field('title', 't')
      .field('author_name', 'a')
      .field('category', 'News')
      .field('summary', 's')
      .field('full_text', 'f')
      .attach('image', big, 'big.png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'image is larger than the 1 MB limit' });
    expect(storedFiles(cms)).toHaveLength(before);
  });

  it('deletes a news item and its image; a second delete is a 404', async () => {
    const before = storedFiles(cms).length;
    await cms.api().delete(`/api/news/${created}`).set(bearer(admin)).expect(200, { message: 'News deleted successfully' });
    expect(storedFiles(cms).length).toBeLessThan(before);
    expect((await cms.api().get('/api/news')).body.map((item: { id: string }) => item.id)).not.toContain(created);
    await cms.api().delete(`/api/news/${created}`).set(bearer(admin)).expect(404, { message: 'News item not found' });
  });
});

describe('forms and reports', () => {
  let reportName: string;
  const docx = zipArchive(DOCX_PARTS);

  it('uploads a report and lists it with category, filename and date', async () => {
    const response = await cms
      .api()
      .post('/api/upload/reports')
      .set(bearer(admin))
      .field('category', 'Annual Report 2025')
      .attach('file', onePagePdf(), 'annual.pdf')
      .expect(201);
    expect(response.body).toEqual({ message: 'Report uploaded successfully.' });
    const list = await cms.api().get('/api/reports').expect(200);
    expect(list.body).toEqual({
      reports: [
        {
          category: 'Annual Report 2025',
          filename: expect.stringMatching(/^report_[a-z0-9_]+\.pdf$/),
          date_uploaded: expect.any(String),
        },
      ],
    });
    reportName = list.body.reports[0].filename;
  });

  it('uploads a Word form and lists forms newest first, apart from reports', async () => {
    await cms
      .api()
      .post('/api/upload/form')
      .set(bearer(admin))
      .field('category', 'Old form')
      .attach('file', docx, 'old.docx')
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cms
      .api()
      .post('/api/upload/form')
      .set(bearer(admin))
      .field('category', 'Account opening')
      .attach('file', await image('jpeg'), 'scan.jpg')
      .expect(201);
    const forms = (await cms.api().get('/api/form')).body.forms;
    expect(forms.map((form: { category: string }) => form.category)).toEqual(['Account opening', 'Old form']);
    expect(forms[1].filename).toMatch(/\.docx$/);
    expect((await cms.api().get('/api/reports')).body.reports).toHaveLength(1);
  });

  it('downloads a catalogued file as an attachment with the same bytes', async () => {
    const response = await cms.api().get(`/api/download/reports/${reportName}`).buffer(true).expect(200);
    // Named after what the uploader typed, not the stored name.
    expect(response.headers['content-disposition']).toBe('attachment; filename="annual-report-2025.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(response.body as Buffer, onePagePdf())).toBe(0);
  });

  it('does not serve a report through the form download, nor unknown or traversal names', async () => {
    const paths = [
      `/api/download/form/${reportName}`,
      '/api/download/reports/nothing.pdf',
      '/api/download/reports/..%2F..%2Fpackage.json',
      '/api/download/reports/%2e%2e%2fconfig%2fserver.ts',
      '/api/download/reports/....//....//etc/passwd',
      '/api/download/form/..%252f..%252fpackage.json',
    ];
    for (const path of paths) {
      const response = await cms.api().get(path);
      expect(response.status).toBe(404);
    }
  });

  it('refuses an executable renamed .pdf, a missing file and a missing category, leaving nothing behind', async () => {
    const before = storedFiles(cms).length;
    const exe = await cms
      .api()
      .post('/api/upload/form')
      .set(bearer(admin))
      .field('category', 'x')
      .attach('file', windowsProgram(), 'form.pdf');
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ message: 'file must be a PDF, Word document, JPG or PNG' });
    const noFile = await cms.api().post('/api/upload/form').set(bearer(admin)).field('category', 'x');
    expect(noFile.body).toEqual({ message: 'file is required' });
    const noCategory = await cms.api().post('/api/upload/reports').set(bearer(admin)).attach('file', onePagePdf(), 'a.pdf');
    expect(noCategory.status).toBe(400);
    expect(noCategory.body).toEqual({ message: 'category is required' });
    expect(storedFiles(cms)).toHaveLength(before);
    expect((await cms.api().get('/api/form')).body.forms).toHaveLength(2);
  });

  it('refuses a document over the limit with 413', async () => {
    const big = Buffer.concat([onePagePdf(), Buffer.alloc(2.5 * 1024 * 1024)]);
    const response = await cms
      .api()
      .post('/api/upload/form')
      .set(bearer(admin))
      .field('category', 'big')
      .attach('file', big, 'big.pdf');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('file is larger than the 2 MB limit');
  });
});

describe('gallery', () => {
  it('uploads several images at once and lists them newest first', async () => {
    const response = await cms
      .api()
      .post('/api/admin/gallery')
      .set(bearer(admin))
      .attach('images', await image('jpeg'), 'one.jpg')
      .attach('images', await image('webp'), 'two.webp')
      .expect(201);
    expect(response.body.message).toBe('Images uploaded successfully.');
    const batch = await cms.api().get('/api/admin/gallery').expect(200);
    expect(batch.body).toHaveLength(2);
    // The parts of one request may reach the server in either order: both are there, each as a gallery image.
    expect(batch.body.map((item: { image_url: string }) => item.image_url.split('.').pop()).sort()).toEqual(['jpg', 'webp']);
    for (const item of batch.body) {
      expect(item).toEqual({
        id: expect.any(String),
        image_url: expect.stringMatching(/^\/uploads\/gallery_\w+\.(jpg|webp)$/),
        alt_text: expect.any(String),
      });
    }

    // A later upload is listed first.
    await cms
      .api()
      .post('/api/admin/gallery')
      .set(bearer(admin))
      .attach('images', await image('png'), 'three.png')
      .expect(201);
    const list = await cms.api().get('/api/admin/gallery').expect(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0].image_url).toMatch(/^\/uploads\/gallery_\w+\.png$/);
  });

  it('stores none of the images when one of them is not an image', async () => {
    const before = storedFiles(cms).length;
    const response = await cms
      .api()
      .post('/api/admin/gallery')
      .set(bearer(admin))
      .attach('images', await image('png'), 'ok.png')
      .attach('images', onePagePdf(), 'bad.png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'images must be a JPEG, PNG or WebP image' });
    expect(storedFiles(cms)).toHaveLength(before);
    expect((await cms.api().get('/api/admin/gallery')).body).toHaveLength(3);
  });
});

describe('important notices', () => {
  it('uploads a PDF with a trimmed title and lists it as an important link', async () => {
    const response = await cms
      .api()
      .post('/api/upload-pdf')
      .set(bearer(admin))
      .field('title', '  Cheque clearing notice  ')
      .attach('file', onePagePdf(), 'n.pdf')
      .expect(201);
    expect(response.body.message).toBe('PDF uploaded successfully.');
    const list = await cms.api().get('/api/important-documents').expect(200);
    expect(list.body).toEqual([{ title: 'Cheque clearing notice', url: expect.stringMatching(/^\/uploads\/notice_.*\.pdf$/) }]);
  });

  it('accepts PDFs only and needs a title', async () => {
    const png = await cms
      .api()
      .post('/api/upload-pdf')
      .set(bearer(admin))
      .field('title', 'x')
      .attach('file', await image('png'), 'x.pdf');
    expect(png.status).toBe(400);
    expect(png.body).toEqual({ message: 'file must be a PDF' });
    const blank = await cms
      .api()
      .post('/api/upload-pdf')
      .set(bearer(admin))
      .field('title', '   ')
      .attach('file', onePagePdf(), 'x.pdf');
    expect(blank.body).toEqual({ message: 'title is required' });
    expect((await cms.api().get('/api/important-documents')).body).toHaveLength(1);
  });
});
