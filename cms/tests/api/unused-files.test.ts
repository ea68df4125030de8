/**
 * A removed or unpublished news item or notice leaves no file online that no remaining version uses: a draft and its
 * published version can hold different files (an editor replaced the draft's in the panel), and each one goes once
 * nothing uses it (/uploads/… answers 404, its media-library row is gone); a file another entry uses stays.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { onePagePdf } from '@bank/test-support';
import { image } from '../support/fixtures';
import { ADMIN, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

const NEWS = 'api::news-item.news-item';
const NOTICE = 'api::important-notice.important-notice';
const FILE = 'plugin::upload.file';

interface Stored {
  id: number;
  url: string;
}

let cms: TestCms;
let admin: string;
let scratch: string;

beforeAll(async () => {
  cms = await startCms();
  admin = await cms.login(ADMIN);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-files-'));
}, 600_000);
afterAll(async () => {
  await cms?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

let count = 0;
/** A file in the media library, as the panel's upload stores one. */
async function stored(kind: 'png' | 'pdf'): Promise<Stored> {
  count += 1;
  const filepath = path.join(scratch, `file-${count}.${kind}`);
  fs.writeFileSync(filepath, kind === 'pdf' ? onePagePdf(`file ${count}`) : await image('png'));
  const [file] = (await cms.strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: `file-${count}.${kind}` } },
      files: {
        filepath,
        originalFilename: `file-${count}.${kind}`,
        mimetype: kind === 'pdf' ? 'application/pdf' : 'image/png',
        size: fs.statSync(filepath).size,
      },
    })) as Stored[];
  return file;
}

/** What a visitor gets for the file, and whether the media library still has its row. */
async function online(file: Stored): Promise<{ status: number; row: boolean }> {
  const { status } = await cms.api().get(file.url);
  const row = (await cms.strapi.db.query(FILE).findOne({ where: { id: file.id } })) !== null;
  return { status, row };
}
const ONLINE = { status: 200, row: true };
const GONE = { status: 404, row: false };

/** A news item published with `published`'s file, whose draft then holds `draft` (saved, not published). */
async function newsWith(published: Stored, draft: Stored, title: string): Promise<string> {
  const fields = { title, author_name: 'Newsroom', date: '2026-11-30', category: 'News', summary: 'S', full_text: 'F' };
  const { documentId } = await cms.strapi
    .documents(NEWS)
    .create({ data: { ...fields, image: published.id } as never, status: 'published' });
  await cms.strapi.documents(NEWS).update({ documentId, data: { image: draft.id } as never });
  return documentId;
}

async function noticeWith(published: Stored, draft: Stored, title: string): Promise<string> {
  const { documentId } = await cms.strapi
    .documents(NOTICE)
    .create({ data: { title, file: published.id } as never, status: 'published' });
  await cms.strapi.documents(NOTICE).update({ documentId, data: { file: draft.id } as never });
  return documentId;
}

describe('removing a news item', () => {
  it('takes the draft’s and the published version’s images offline', async () => {
    const [draft, published] = [await stored('png'), await stored('png')];
    const documentId = await newsWith(published, draft, 'Two images');
    expect([await online(draft), await online(published)]).toEqual([ONLINE, ONLINE]);

    await cms
      .api()
      .delete(`/api/news/${documentId}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200, { message: 'News deleted successfully' });

    expect([await online(draft), await online(published)]).toEqual([GONE, GONE]);
  });

  it('keeps an image another entry still uses', async () => {
    const [draft, shared] = [await stored('png'), await stored('png')];
    const documentId = await newsWith(shared, draft, 'Shares its image');
    const other = await stored('png');
    await newsWith(shared, other, 'Uses the same published image');

    await cms.strapi.documents(NEWS).delete({ documentId });

    expect([await online(draft), await online(shared), await online(other)]).toEqual([GONE, ONLINE, ONLINE]);
  });
});

describe('unpublishing a news item', () => {
  it('takes the published version’s image offline and keeps the draft’s', async () => {
    const [draft, published] = [await stored('png'), await stored('png')];
    const documentId = await newsWith(published, draft, 'Unpublished');

    await cms.strapi.documents(NEWS).unpublish({ documentId });

    expect([await online(draft), await online(published)]).toEqual([ONLINE, GONE]);
  });

  it('keeps the image when the draft holds the same one', async () => {
    const file = await stored('png');
    const { documentId } = await cms.strapi.documents(NEWS).create({
      data: {
        ...{ title: 'One image', author_name: 'N', date: '2026-11-30', category: 'News', summary: 'S', full_text: 'F' },
        image: file.id,
      } as never,
      status: 'published',
    });

    await cms.strapi.documents(NEWS).unpublish({ documentId });

    expect(await online(file)).toEqual(ONLINE);
  });
});

describe('removing a notice', () => {
  it('takes the draft’s and the published version’s PDFs offline, named by the listed (published) file', async () => {
    const [draft, published] = [await stored('pdf'), await stored('pdf')];
    await noticeWith(published, draft, 'AGM notice');

    await cms
      .api()
      .delete(`/api/important-documents/${published.url.split('/').pop()}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200, { message: '"AGM notice" was removed.' });

    expect([await online(draft), await online(published)]).toEqual([GONE, GONE]);
  });

  it('unpublished, takes the published version’s PDF offline only', async () => {
    const [draft, published] = [await stored('pdf'), await stored('pdf')];
    const documentId = await noticeWith(published, draft, 'Old notice');

    await cms.strapi.documents(NOTICE).unpublish({ documentId });

    expect([await online(draft), await online(published)]).toEqual([ONLINE, GONE]);
  });
});

describe("the panel's publish, which runs in a transaction", () => {
  it('publishes a news item that replaced its image, and takes the old image offline (no wait for a second connection)', async () => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const panel = { Authorization: `Bearer ${login.body.data.token as string}` };
    const [old, replacement] = [await stored('png'), await stored('png')];
    const documentId = await newsWith(old, replacement, 'Published from the panel');
    // On SQLite's single connection, a check made outside the publish's transaction waited for it: 500 after 60 s.
    await cms
      .api()
      .post(`/content-manager/collection-types/${NEWS}/${documentId}/actions/publish`)
      .set(panel)
      .send({ image: replacement.id })
      .expect(200);
    expect(await online(old)).toEqual(GONE);
    expect(await online(replacement)).toEqual(ONLINE);
  });
});
