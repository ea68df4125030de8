import { onePagePdf } from '@bank/test-support';
import { ADMIN, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

/**
 * A Download (api::document.document) saved by marketing's Editor in Strapi's panel. The panel's form
 * posts to the content manager's admin API, which these tests call as the panel does.
 */
const COLLECTION = '/content-manager/collection-types/api::document.document';

let cms: TestCms;
let panel: { Authorization: string };

beforeAll(async () => {
  cms = await startCms();
  const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
  panel = { Authorization: `Bearer ${login.body.data.token}` };
});
afterAll(async () => {
  await cms?.stop();
});

/** A PDF whose bytes are its own, attached through the media library as the panel's dialog does. */
const pdf = (note: string) => Buffer.concat([onePagePdf(), Buffer.from(`% ${note}\n`, 'latin1')]);
async function attach(bytes: Buffer, name: string): Promise<number> {
  const response = await cms.api().post('/upload').set(panel).attach('files', bytes, name).expect(201);
  return response.body[0].id as number;
}

const download = async (path: string) => cms.api().get(path).buffer(true);

describe('a Download saved in the panel', () => {
  it('without a filename: named after the attached file, made safe, dated now, and downloads byte for byte', async () => {
    const bytes = pdf('account opening');
    const file = await attach(bytes, 'Account Opening Form (2026).pdf');
    const before = Date.now();
    const saved = await cms
      .api()
      .post(COLLECTION)
      .set(panel)
      .send({ kind: 'form', category: 'Account opening', file })
      .expect(201);
    expect(saved.body.data).toMatchObject({ filename: 'Account-Opening-Form-2026.pdf', kind: 'form' });
    expect(Date.parse(saved.body.data.date_uploaded)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(saved.body.data.date_uploaded)).toBeLessThanOrEqual(Date.now());

    const { forms } = (await cms.api().get('/api/form').expect(200)).body;
    expect(forms).toContainEqual({
      category: 'Account opening',
      filename: 'Account-Opening-Form-2026.pdf',
      date_uploaded: saved.body.data.date_uploaded,
    });
    const response = await download('/api/download/form/Account-Opening-Form-2026.pdf');
    expect(response.status).toBe(200);
    // Named after the category typed for it, not the stored file name.
    expect(response.headers['content-disposition']).toBe('attachment; filename="account-opening.pdf"');
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
  });

  it('a second file of the same name gets a name of its own, and both download', async () => {
    const bytes = pdf('second');
    const file = await attach(bytes, 'Account Opening Form (2026).pdf');
    const saved = await cms
      .api()
      .post(COLLECTION)
      .set(panel)
      .send({ kind: 'form', category: 'Account opening', file })
      .expect(201);
    expect(saved.body.data.filename).toBe('Account-Opening-Form-2026-2.pdf');
    const response = await download('/api/download/form/Account-Opening-Form-2026-2.pdf');
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
  });

  it('a typed name the download route would refuse is refused at save, naming the allowed characters', async () => {
    const file = await attach(pdf('typed'), 'annual.pdf');
    for (const filename of ['my form.pdf', '../annual.pdf', '.hidden.pdf', 'rapport-é.pdf']) {
      const response = await cms
        .api()
        .post(COLLECTION)
        .set(panel)
        .send({ kind: 'report', category: 'Annual reports', file, filename })
        .expect(400);
      expect(response.body.error.message).toBe(
        'filename may only use the letters A-Z and a-z, the digits 0-9, dots, hyphens and underscores (no spaces), ' +
          'must not start with a dot or contain "..", and may be at most 200 characters long',
      );
      expect(response.body.error.details.errors).toEqual([expect.objectContaining({ path: ['filename'] })]);
    }
    expect((await cms.api().get('/api/reports')).body.reports).toEqual([]);

    // A good typed name and a chosen date are kept as typed.
    const saved = await cms
      .api()
      .post(COLLECTION)
      .set(panel)
      .send({
        kind: 'report',
        category: 'Annual reports',
        file,
        filename: 'Annual_Report-2025.pdf',
        date_uploaded: '2026-03-31T00:00:00.000Z',
      })
      .expect(201);
    expect(saved.body.data).toMatchObject({ filename: 'Annual_Report-2025.pdf', date_uploaded: '2026-03-31T00:00:00.000Z' });
    await download('/api/download/reports/Annual_Report-2025.pdf').then((r) => expect(r.status).toBe(200));

    // Editing it to a bad name is refused too; emptying the name derives it again from the file.
    const { documentId } = saved.body.data;
    await cms.api().put(`${COLLECTION}/${documentId}`).set(panel).send({ filename: 'annual report.pdf' }).expect(400);
    const renamed = await cms.api().put(`${COLLECTION}/${documentId}`).set(panel).send({ filename: '' }).expect(200);
    expect(renamed.body.data.filename).toBe('annual.pdf');
  });

  it('without a file nor a filename: 400 saying what is missing', async () => {
    const response = await cms.api().post(COLLECTION).set(panel).send({ kind: 'form', category: 'Loans' }).expect(400);
    expect(response.body.error.message).toMatch(/file/i);
  });

  it('the staff upload screen still creates the same kind of entry', async () => {
    const token = (await cms.api().post('/api/admin/login').send(ADMIN).expect(200)).body.token as string;
    const bytes = pdf('staff');
    await cms
      .api()
      .post('/api/upload/form')
      .set({ Authorization: `Bearer ${token}` })
      .field('category', 'Loans')
      .attach('file', bytes, 'loan form.pdf')
      .expect(201);
    const loan = (await cms.api().get('/api/form')).body.forms.find((form: { category: string }) => form.category === 'Loans');
    expect(loan).toEqual({
      category: 'Loans',
      filename: expect.stringMatching(/^[\w.-]+\.pdf$/),
      date_uploaded: expect.any(String),
    });
    const response = await download(`/api/download/form/${loan.filename}`);
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
  });
});
