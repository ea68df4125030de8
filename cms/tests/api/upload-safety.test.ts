import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { compoundFile, DOCX_PARTS, image, zipArchive } from '../support/fixtures';
import { PANEL_OPERATOR, startCms, storedFiles, type TestCms } from '../support/cms';

let cms: TestCms;
let panelToken: string;

beforeAll(async () => {
  cms = await startCms();
  panelToken = await cms.panelToken(PANEL_OPERATOR);
});
afterAll(async () => {
  await cms?.stop();
});

const upload = (name: string, body: Buffer, type: string) =>
  cms
    .api()
    .post('/upload')
    .set('Authorization', `Bearer ${panelToken}`)
    .attach('files', body, { filename: name, contentType: type });

describe('files from Strapi’s panel (issue "Safe to put online", item 6)', () => {
  it('refuses HTML and SVG in the media library, whatever they are called, and stores nothing', async () => {
    const before = storedFiles(cms).length;
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, body, type] of [
      ['probe.html', html, 'text/html'],
      ['probe.svg', svg, 'image/svg+xml'],
    ] as const) {
      const response = await upload(name, body, type);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(storedFiles(cms).length).toBe(before);
  });

  it('HTML disguised as a PNG is kept as an image/png, which a browser never renders as a page (nosniff)', async () => {
    const disguised = await upload('probe.png', Buffer.from('<script>alert(document.domain)</script>'), 'image/png');
    expect(disguised.status).toBe(201);
    const served = await cms.api().get(disguised.body[0].url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('accepts the types the bank publishes', async () => {
    expect((await upload('photo.png', await image('png'), 'image/png')).status).toBe(201);
    expect((await upload('report.pdf', onePagePdf(), 'application/pdf')).status).toBe(201);
  });

  it('accepts the Office documents the bank publishes, old and new formats', async () => {
    for (const [name, body, type] of [
      ['form.doc', compoundFile({ '/WordDocument': Buffer.alloc(4096, 1) }), 'application/msword'],
      [
        'form.docx',
        zipArchive(DOCX_PARTS, { deflate: true }),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['rates.xls', excelWorkbook([['Rate'], [1]], 'biff8'), 'application/vnd.ms-excel'],
      ['rates.xlsx', excelWorkbook([['Rate'], [1]], 'xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      const response = await upload(name, body, type);
      expect({ name, status: response.status }).toEqual({ name, status: 201 });
    }
  });

  it('serves uploads unsniffed and sandboxed; anything but a raster image as a download', async () => {
    // A file that reached the folder some other way (an older upload, a restored backup).
    fs.writeFileSync(path.join(cms.uploadsDir, 'legacy-probe.html'), '<script>alert(1)</script>');
    const html = await cms.api().get('/uploads/legacy-probe.html').expect(200);
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(html.headers['content-disposition']).toBe('attachment');

    const png = storedFiles(cms).find((name) => name.endsWith('.png')) as string;
    const picture = await cms.api().get(`/uploads/${png}`).expect(200);
    expect(picture.headers['content-security-policy']).toContain('sandbox');
    expect(picture.headers['content-disposition']).toBeUndefined();
  });
});

describe('a downloaded document is the file that was uploaded (item 9)', () => {
  it('keeps every accepted type of form byte for byte, images included', async () => {
    const admin = await cms.login();
    // Images the media library's size optimisation would shrink: a JPEG at quality 100, an uncompressed PNG.
    const picture = sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f5fa8' } });
    const files: Array<[string, Buffer]> = [
      ['form.pdf', onePagePdf()],
      ['form.doc', compoundFile({ '/WordDocument': Buffer.alloc(4096, 1) })],
      ['form.docx', zipArchive(DOCX_PARTS, { deflate: true })],
      ['scan.jpg', await picture.clone().jpeg({ quality: 100 }).toBuffer()],
      ['scan.png', await picture.clone().png({ compressionLevel: 0 }).toBuffer()],
    ];
    for (const [name, bytes] of files) {
      await cms
        .api()
        .post('/api/upload/form')
        .set('Authorization', `Bearer ${admin}`)
        .field('category', name)
        .attach('file', bytes, name)
        .expect(201);
      const { body } = await cms.api().get('/api/form').expect(200);
      const { filename } = body.forms.find((form: { category: string }) => form.category === name);
      const download = await cms
        .api()
        .get(`/api/download/form/${filename}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect({ name, size: download.body.length, same: bytes.equals(download.body) }).toEqual({
        name,
        size: bytes.length,
        same: true,
      });
    }
  });
});
