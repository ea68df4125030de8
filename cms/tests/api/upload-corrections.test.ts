/**
 * Correct what was uploaded: staff list what is there (the public lists, newest first), remove a form,
 * report, gallery image or notice (entry and stored file: /uploads/… answers 404 afterwards), edit a news item (clear
 * 400 messages, nothing changed on a refusal), admin only; each removal and edit leaves one audit entry with the values
 * before and after; a download is named after what the uploader typed.
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { onePagePdf } from '@bank/test-support';
import { image } from '../support/fixtures';
import { addNews, ADMIN, ATMADMIN, bearer, startCms, storedFiles, type TestCms } from '../support/cms';

const AUDIT = 'api::audit-entry.audit-entry';

interface Entry {
  action: string;
  actor: string | null;
  subject_type: string | null;
  subject_id: string | null;
  title: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

let cms: TestCms;
let admin: string;
let atmAdmin: string;

beforeAll(async () => {
  cms = await startCms();
  admin = await cms.login(ADMIN);
  atmAdmin = await cms.login(ATMADMIN, 'atmadmin');
}, 600_000);
afterAll(async () => {
  await cms?.stop();
});

const auditOf = async (where: Record<string, unknown>): Promise<Entry[]> =>
  (await cms.strapi.db.query(AUDIT).findMany({ where, orderBy: { id: 'asc' } })) as Entry[];
const lastSegment = (url: string) => url.split('/').pop() ?? '';

async function uploadDocument(kind: 'form' | 'reports', category: string): Promise<void> {
  await cms
    .api()
    .post(`/api/upload/${kind}`)
    .set(bearer(admin))
    .field('category', category)
    .attach('file', onePagePdf(category), 'scan.pdf')
    .expect(201);
}

async function listed(kind: 'form' | 'reports'): Promise<Array<{ category: string; filename: string }>> {
  const body = (await cms.api().get(`/api/${kind}`).expect(200)).body;
  return kind === 'form' ? body.forms : body.reports;
}

/** A photo large enough for the media library to keep smaller copies of it (thumbnail, small). */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f5fa8' } })
    .jpeg()
    .toBuffer();

describe.each([
  ['form', 'Form'],
  ['reports', 'Report'],
] as const)('DELETE /api/%s/{filename}', (kind, label) => {
  it('the list is newest first; Remove deletes the entry and its file, once, with one audit entry', async () => {
    await uploadDocument(kind, `${label} older`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await uploadDocument(kind, `${label} newer`);
    const before = await listed(kind);
    expect(before.slice(0, 2).map((entry) => entry.category)).toEqual([`${label} newer`, `${label} older`]);

    const target = before[0];
    expect(storedFiles(cms)).toContain(target.filename);
    await cms.api().get(`/uploads/${target.filename}`).expect(200);

    const answer = await cms.api().delete(`/api/${kind}/${target.filename}`).set(bearer(admin)).expect(200);
    expect(answer.body).toEqual({ message: `"${label} newer" was removed.` });

    expect((await listed(kind)).map((entry) => entry.category)).not.toContain(`${label} newer`);
    expect((await listed(kind)).map((entry) => entry.category)).toContain(`${label} older`);
    expect(storedFiles(cms)).not.toContain(target.filename);
    await cms.api().get(`/uploads/${target.filename}`).expect(404);
    await cms.api().get(`/api/download/${kind}/${target.filename}`).expect(404);

    const removed = (await auditOf({ action: 'delete', subject_type: 'document' })).filter(
      (entry) => entry.changes?.category?.before === `${label} newer`,
    );
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ actor: ADMIN.username });
    expect(removed[0].changes?.category).toEqual({ before: `${label} newer`, after: null });
    expect(removed[0].changes?.filename).toEqual({ before: target.filename, after: null });

    // A second Remove finds nothing: 404 in words, nothing else goes.
    const again = await cms.api().delete(`/api/${kind}/${target.filename}`).set(bearer(admin)).expect(404);
    expect(again.body.message).toBe(`${label} not found`);
    expect((await listed(kind)).map((entry) => entry.category)).toContain(`${label} older`);
  });
});

describe('DELETE /api/admin/gallery/{id}', () => {
  it('removes the image, its smaller copies and the entry; the list is newest first', async () => {
    const upload = async () =>
      (
        await cms
          .api()
          .post('/api/admin/gallery')
          .set(bearer(admin))
          .attach('images', await photo(), 'moment.jpg')
          .expect(201)
      ).body.images[0] as { id: string; image_url: string };
    const older = await upload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newer = await upload();
    const list = (await cms.api().get('/api/admin/gallery').expect(200)).body as Array<{ id: string }>;
    expect(list.slice(0, 2).map((entry) => entry.id)).toEqual([newer.id, older.id]);

    const media = (await cms.strapi.db.query('plugin::upload.file').findOne({
      where: { url: newer.image_url },
    })) as { formats: Record<string, { url: string }> | null };
    const copies = Object.values(media.formats ?? {}).map((format) => lastSegment(format.url));
    expect(copies.length).toBeGreaterThan(0);
    const files = [lastSegment(newer.image_url), ...copies];
    for (const file of files) expect(storedFiles(cms)).toContain(file);

    await cms
      .api()
      .delete(`/api/admin/gallery/${newer.id}`)
      .set(bearer(admin))
      .expect(200, { message: 'The image was removed.' });
    const after = (await cms.api().get('/api/admin/gallery').expect(200)).body as Array<{ id: string }>;
    expect(after.map((entry) => entry.id)).not.toContain(newer.id);
    expect(after.map((entry) => entry.id)).toContain(older.id);
    for (const file of files) {
      expect(storedFiles(cms)).not.toContain(file);
      await cms.api().get(`/uploads/${file}`).expect(404);
    }
    const entries = await auditOf({ subject_id: newer.id, action: 'delete' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: ADMIN.username, subject_type: 'gallery-image' });

    await cms
      .api()
      .delete(`/api/admin/gallery/${newer.id}`)
      .set(bearer(admin))
      .expect(404, { message: 'Gallery image not found' });
  });
});

describe('DELETE /api/important-documents/{filename}', () => {
  it('removes the notice and its PDF; the list is newest first', async () => {
    const upload = async (title: string) =>
      (
        await cms
          .api()
          .post('/api/upload-pdf')
          .set(bearer(admin))
          .field('title', title)
          .attach('file', onePagePdf(title), 'notice.pdf')
          .expect(201)
      ).body.notice as { title: string; url: string };
    await upload('AGM notice 2025');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newer = await upload('AGM notice 2026');
    const list = (await cms.api().get('/api/important-documents').expect(200)).body as Array<{ title: string }>;
    expect(list.slice(0, 2).map((entry) => entry.title)).toEqual(['AGM notice 2026', 'AGM notice 2025']);

    const file = lastSegment(newer.url);
    await cms.api().get(newer.url).expect(200);
    await cms
      .api()
      .delete(`/api/important-documents/${file}`)
      .set(bearer(admin))
      .expect(200, { message: '"AGM notice 2026" was removed.' });
    const after = (await cms.api().get('/api/important-documents').expect(200)).body as Array<{ title: string }>;
    expect(after.map((entry) => entry.title)).toEqual(['AGM notice 2025']);
    expect(storedFiles(cms)).not.toContain(file);
    await cms.api().get(newer.url).expect(404);

    const entries = await auditOf({ action: 'delete', subject_type: 'important-notice' });
    expect(entries.map((entry) => [entry.actor, entry.title, entry.changes?.title])).toEqual([
      [ADMIN.username, 'AGM notice 2026', { before: 'AGM notice 2026', after: null }],
    ]);
    await cms.api().delete(`/api/important-documents/${file}`).set(bearer(admin)).expect(404, { message: 'Notice not found' });
    await cms.api().delete('/api/important-documents/..%2F..%2Fdata.db').set(bearer(admin)).expect(404);
  });
});

describe('who may correct uploads', () => {
  it.each([
    ['DELETE', '/api/form/anything.pdf'],
    ['DELETE', '/api/reports/anything.pdf'],
    ['DELETE', '/api/admin/gallery/abc123'],
    ['DELETE', '/api/important-documents/anything.pdf'],
    ['PUT', '/api/admin/news/abc123'],
  ] as const)('%s %s: anonymous 401, the ATM officer 403', async (method, url) => {
    const call = () => (method === 'PUT' ? cms.api().put(url) : cms.api().delete(url));
    const anonymous = await call().expect(401);
    expect(anonymous.body.message).toMatch(/Authentication required/);
    const atm = await call().set(bearer(atmAdmin)).expect(403);
    expect(atm.body).toEqual({ message: 'Your role may not do this' });
  });

  it('a refused removal leaves the file and entry in place', async () => {
    await uploadDocument('form', 'Kept form');
    const [kept] = (await listed('form')).filter((entry) => entry.category === 'Kept form');
    await cms.api().delete(`/api/form/${kept.filename}`).expect(401);
    await cms.api().delete(`/api/form/${kept.filename}`).set(bearer(atmAdmin)).expect(403);
    expect((await listed('form')).map((entry) => entry.filename)).toContain(kept.filename);
    expect(storedFiles(cms)).toContain(kept.filename);
  });
});

describe('PUT /api/admin/news/{id}', () => {
  const edit = (id: string, fields: Record<string, string>, token = admin) => {
    let request = cms.api().put(`/api/admin/news/${id}`).set(bearer(token));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request;
  };
  const valid = {
    title: 'Branch opens in Basse',
    author_name: 'Communications',
    category: 'Events',
    summary: 'A new branch',
    full_text: 'The bank opens its Basse branch.',
    date: '2026-07-15',
  };

  it.each([
    ['a blank title', { title: '   ' }, 'title is required'],
    ['no author', { author_name: undefined }, 'author_name is required'],
    ['a category outside the spec', { category: 'Sport' }, 'category must be one of News, Events, Donation'],
    ['a day that does not exist', { date: '2026-02-30' }, 'date must be a date written YYYY-MM-DD, e.g. 2026-07-15'],
    ['a date written otherwise', { date: '15/07/2026' }, 'date must be a date written YYYY-MM-DD, e.g. 2026-07-15'],
    ['a summary too long', { summary: 'x'.repeat(1001) }, 'summary must be at most 1000 characters'],
  ])('%s is refused: 400 with the field named, nothing changed', async (_label, change, message) => {
    const id = await addNews(cms, admin, 'Unchanged headline');
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...valid, ...change })) if (value !== undefined) fields[name] = value;
    const answer = await edit(id, fields).expect(400);
    expect(answer.body).toEqual({ message });
    const news = (await cms.api().get('/api/news').expect(200)).body as Array<{ id: string; title: string }>;
    expect(news.find((item) => item.id === id)?.title).toBe('Unchanged headline');
    expect(await auditOf({ subject_id: id, action: 'update' })).toEqual([]);
  });

  it('a wrong file as the new image is refused and the old image stays', async () => {
    const id = await addNews(cms, admin, 'Keeps its picture');
    const before = ((await cms.api().get('/api/news')).body as Array<{ id: string; image_url: string }>).find(
      (item) => item.id === id,
    );
    const answer = await edit(id, valid).attach('image', onePagePdf(), 'photo.png').expect(400);
    expect(answer.body.message).toBe('image must be a JPEG, PNG or WebP image');
    const after = ((await cms.api().get('/api/news')).body as Array<{ id: string; image_url: string }>).find(
      (item) => item.id === id,
    );
    expect(after?.image_url).toBe(before?.image_url);
  });

  it('saves every field, publishes at once, replaces the image, and leaves one audit entry with before and after', async () => {
    const id = await addNews(cms, admin, 'Draft headline');
    const old = ((await cms.api().get('/api/news')).body as Array<{ id: string; image_url: string }>).find(
      (item) => item.id === id,
    );
    const oldFile = lastSegment(old?.image_url ?? '');
    expect(storedFiles(cms)).toContain(oldFile);

    const answer = await edit(id, valid)
      .attach('image', await image('jpeg'), 'new.jpg')
      .expect(200);
    expect(answer.body.message).toBe('News updated successfully');
    expect(answer.body.news).toMatchObject({ id, ...valid });
    const listedItem = ((await cms.api().get('/api/news')).body as Array<Record<string, string>>).find((item) => item.id === id);
    expect(listedItem).toMatchObject({ ...valid, image_url: answer.body.news.image_url });
    expect(listedItem?.image_url).not.toBe(old?.image_url);
    expect(storedFiles(cms)).not.toContain(oldFile);
    await cms
      .api()
      .get(old?.image_url ?? '')
      .expect(404);

    const entries = await auditOf({ subject_id: id, action: 'update' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: ADMIN.username, subject_type: 'news-item', title: valid.title });
    expect(entries[0].changes).toMatchObject({
      title: { before: 'Draft headline', after: valid.title },
      author_name: { before: 'Newsroom', after: valid.author_name },
      category: { before: 'News', after: 'Events' },
      summary: { before: 'Short', after: valid.summary },
      full_text: { before: 'Long', after: valid.full_text },
      date: { after: '2026-07-15' },
    });

    // Without a new image the picture stays.
    await edit(id, { ...valid, title: 'Second edit' }).expect(200);
    const again = ((await cms.api().get('/api/news')).body as Array<Record<string, string>>).find((item) => item.id === id);
    expect(again).toMatchObject({ title: 'Second edit', image_url: answer.body.news.image_url });
  });

  it('an unknown item is 404', async () => {
    const answer = await edit('nosuchnewsitem1', valid).expect(404);
    expect(answer.body).toEqual({ message: 'News item not found' });
  });
});

describe('download names', () => {
  it.each([
    ['form', 'Account Opening Form', 'attachment; filename="account-opening-form.pdf"'],
    [
      'reports',
      'Rapport annuel 2025 “été”',
      `attachment; filename="rapport-annuel-2025-ete.pdf"; filename*=UTF-8''rapport-annuel-2025-%E2%80%9C%C3%A9t%C3%A9%E2%80%9D.pdf`,
    ],
    ['form', 'Loan "form"\r\nX-Injected: yes', 'attachment; filename="loan-form-x-injected-yes.pdf"'],
  ] as const)('%s typed %p downloads as %s', async (kind, category, disposition) => {
    await uploadDocument(kind, category);
    const [entry] = (await listed(kind)).filter((item) => item.category === category.trim());
    expect(entry.filename).toMatch(/^[a-z]+_[0-9a-f]+\.pdf$/);
    const file = await cms.api().get(`/api/download/${kind}/${entry.filename}`).buffer(true).expect(200);
    expect(file.headers['content-disposition']).toBe(disposition);
    expect(file.headers['x-injected']).toBeUndefined();
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(fs.existsSync(path.join(cms.uploadsDir, entry.filename))).toBe(true);
  });
});
