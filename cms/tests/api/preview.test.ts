import { createHmac } from 'crypto';
import { addNews, ADMIN, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

const SECRET = 'preview-secret-for-tests';
const DRAFT_READ_TOKEN = 'draft-read-token-for-tests';
const NEWS = 'api::news-item.news-item';
const SLIDE = 'api::banner-slide.banner-slide';
let cms: TestCms;
let draftId: string;
let slideDraftId: string;

beforeAll(async () => {
  cms = await startCms({ PREVIEW_SECRET: SECRET, DRAFT_READ_TOKEN, PREVIEW_URL: 'https://site.example' });
  const draft = await cms.strapi.documents(NEWS).create({
    data: {
      title: 'Draft: new branch opening in Farafenni',
      author_name: 'Communications',
      category: 'News',
      summary: 'Not published yet.',
      full_text: 'Still a draft.',
      date: '2026-11-24',
    },
  } as never);
  draftId = draft.documentId;
  // Strapi validates required fields (the slide's image) on publish only: a draft may lack them.
  const slide = await cms.strapi
    .documents(SLIDE)
    .create({ data: { heading: 'Draft slide: mortgages', sort_order: -1 } } as never);
  slideDraftId = slide.documentId;
});
afterAll(async () => {
  await cms?.stop();
});

describe('editors’ preview', () => {
  it('the public news list never has drafts, and nobody reads drafts without the draft-read token', async () => {
    const published = await cms.api().get('/api/news').expect(200);
    expect(published.body.map((item: { title: string }) => item.title)).not.toContain('Draft: new branch opening in Farafenni');
    const refused = await cms.api().get('/api/news?status=draft').expect(403);
    expect(refused.body).toEqual({ message: 'Drafts can only be read by the editors’ preview.' });
    await cms.api().get('/api/news?status=draft').set('x-draft-read-token', 'wrong').expect(403);
    // The preview link's key opens no draft read.
    await cms.api().get('/api/news?status=draft').set('x-preview-secret', SECRET).expect(403);
    await cms.api().get('/api/news?status=draft').set('x-draft-read-token', SECRET).expect(403);
    await cms.api().get('/api/news?publicationState=preview').expect(403);
  });

  it('banner slides (Strapi REST): drafts only with the draft-read token, never in the public list', async () => {
    const SITE_QUERY = '/api/banner-slides?populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100';
    const published = await cms.api().get(SITE_QUERY).expect(200);
    expect(published.body.data.map((slide: { heading: string }) => slide.heading)).not.toContain('Draft slide: mortgages');
    const refused = await cms.api().get(`${SITE_QUERY}&status=draft`).expect(403);
    expect(refused.body).toEqual({ message: 'Drafts can only be read by the editors’ preview.' });
    await cms.api().get('/api/banner-slides?status=draft').expect(403);
    await cms.api().get('/api/banner-slides?status=draft').set('x-draft-read-token', 'wrong').expect(403);
    await cms.api().get('/api/banner-slides?status=draft').set('x-preview-secret', SECRET).expect(403);
    await cms.api().get('/api/banner-slides?publicationState=preview').expect(403);
    await cms.api().get(`/api/banner-slides/${slideDraftId}?status=draft`).expect(403);
    // The published list's single-entry read does not know the draft either.
    await cms.api().get(`/api/banner-slides/${slideDraftId}`).expect(404);
    const drafts = await cms
      .api()
      .get(`${SITE_QUERY}&status=draft`)
      .set({ 'x-draft-read-token': DRAFT_READ_TOKEN, 'x-preview-document': `${SLIDE} ${slideDraftId}` })
      .expect(200);
    expect(drafts.body.data[0]).toMatchObject({
      documentId: slideDraftId,
      heading: 'Draft slide: mortgages',
      publishedAt: null,
      image: null,
    });
  });

  it.each([
    '/api/branches',
    '/api/people',
    '/api/correspondent-banks',
    '/api/job-openings',
    '/api/subsidiaries',
    '/api/awards',
    '/api/partners',
    '/api/important-documents',
  ])('%s: no drafts without the draft-read token', async (path) => {
    await cms.api().get(`${path}?status=draft`).expect(403);
    await cms.api().get(`${path}?publicationState=preview`).expect(403);
    await cms.api().get(path).expect(200);
  });

  it('the site’s preview reads the previewed entry’s draft with the draft-read token, and no other draft', async () => {
    const other = await cms.strapi.documents(NEWS).create({
      data: {
        title: 'Draft: another unpublished item',
        author_name: 'Communications',
        category: 'News',
        summary: 'Not published either.',
        full_text: 'Another draft.',
        date: '2026-11-25',
      },
    } as never);
    const preview = (documentId: string) =>
      cms
        .api()
        .get('/api/news?status=draft')
        .set({ 'x-draft-read-token': DRAFT_READ_TOKEN, 'x-preview-document': `${NEWS} ${documentId}` })
        .expect(200);
    const staff = await cms.login(ADMIN);
    await addNews(cms, staff, 'Published: rates for December');
    await addNews(cms, staff, 'Published: new ATM in Serrekunda');
    const published = (await cms.api().get('/api/news').expect(200)).body.map((item: { id: string }) => item.id);
    expect(published.length).toBe(2);

    const ids = (await preview(draftId)).body.map((item: { id: string }) => item.id);
    expect(ids).toEqual([draftId, ...published]);
    const otherIds = (await preview(other.documentId)).body.map((item: { id: string }) => item.id);
    expect(otherIds).toEqual([other.documentId, ...published]);
    // A published item's edit: its draft replaces it in place, the others stay as published.
    const [firstId] = published;
    await cms.strapi.documents(NEWS).update({ documentId: firstId, data: { title: 'Edited, not yet published' } } as never);
    const edited = (await preview(firstId)).body as { id: string; title: string }[];
    expect(edited.map((item) => item.id)).toEqual(published);
    expect(edited[0].title).toBe('Edited, not yet published');
    const others = (await preview(draftId)).body as { id: string; title: string }[];
    expect(others.find((item) => item.id === firstId)?.title).not.toBe('Edited, not yet published');
  });

  /** The claims of a preview link's token, after checking its signature with the shared key. */
  const claimsOf = (url: string) => {
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://site.example/api/preview');
    expect([...parsed.searchParams.keys()]).toEqual(['token']);
    const [body, signature] = (parsed.searchParams.get('token') ?? '').split('.');
    expect(signature).toBe(createHmac('sha256', SECRET).update(body).digest('base64url'));
    return JSON.parse(Buffer.from(body, 'base64url').toString());
  };

  it('the panel’s "Open preview" gives a short-lived link signed for the document, for news items and banner slides only', async () => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const token = login.body.data.token as string;
    const url = await cms
      .api()
      .get(`/content-manager/preview/url/${NEWS}?documentId=${draftId}&status=draft`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(url.body.data.url).not.toContain(SECRET);
    const claims = claimsOf(url.body.data.url);
    expect(claims).toMatchObject({ uid: NEWS, documentId: draftId, path: '/news' });
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 600);
    const slideUrl = await cms
      .api()
      .get(`/content-manager/preview/url/${SLIDE}?documentId=${slideDraftId}&status=draft`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(claimsOf(slideUrl.body.data.url)).toMatchObject({ uid: SLIDE, documentId: slideDraftId, path: '/' });
    const none = await cms
      .api()
      .get(`/content-manager/preview/url/api::atm.atm?documentId=x&status=draft`)
      .set('Authorization', `Bearer ${token}`);
    expect(none.body.data?.url ?? null).toBeNull();
  });
});
