/**
 * Without the site's draft-read token no request to the CMS returns a draft or any field of one,
 * whatever the spelling. Every draftable type (found from the schemas) gets a never-published draft whose every text
 * holds MARKER; every content-API route is then asked for drafts in every spelling we know of.
 */
import fs from 'fs';
import path from 'path';
import { startCms, type TestCms } from '../support/cms';

const DRAFT_READ_TOKEN = 'draft-read-token-for-tests';
const PREVIEW_SECRET = 'preview-secret-for-tests';
const MARKER = 'DRAFTLEAK';
/** The single integer of a type without text (the deposit terms' minimum). */
const MARKER_NUMBER = 987654321;
const REFUSAL = { message: 'Drafts can only be read by the editors’ preview.' };
const NEWS = 'api::news-item.news-item';
const SLIDE = 'api::banner-slide.banner-slide';

type Attribute = { type: string; enum?: string[]; repeatable?: boolean };
type Schema = { info: { singularName: string }; options?: { draftAndPublish?: boolean }; attributes: Record<string, Attribute> };

const API_DIR = path.resolve(__dirname, '..', '..', 'src', 'api');

/** Every content type with draft & publish, read from its schema.json. */
const draftableTypes = fs.readdirSync(API_DIR).flatMap((api) => {
  const dir = path.join(API_DIR, api, 'content-types');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({
      uid: `api::${api}.${name}`,
      api,
      schema: JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8')) as Schema,
    }))
    .filter(({ schema }) => schema.options?.draftAndPublish === true);
});

/** A draft's data: the marker in every text, the first value of an enumeration, what a date, uid or component needs. */
function draftData(schema: Schema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (['string', 'text', 'richtext', 'email'].includes(attribute.type)) data[name] = MARKER;
    else if (attribute.type === 'uid') data[name] = `${MARKER.toLowerCase()}-${schema.info.singularName}`;
    else if (attribute.type === 'enumeration') data[name] = attribute.enum?.[0];
    else if (attribute.type === 'date') data[name] = '2026-01-01';
    else if (attribute.type === 'component') data[name] = attribute.repeatable ? [] : null;
  }
  if (!Object.values(data).includes(MARKER))
    data[Object.keys(schema.attributes).find((name) => schema.attributes[name].type === 'integer') ?? ''] = MARKER_NUMBER;
  return data;
}

/** How a visitor might ask for drafts (each query string asks for something other than published entries). */
const SPELLINGS = [
  'status=draft',
  'status=Draft',
  'status=DRAFT',
  'status=x',
  'status=',
  'status',
  'status=%20published',
  'status[0]=draft',
  'status[]=draft',
  'status[a]=draft',
  'status=draft&status=published',
  'status=published&status=draft',
  '%73tatus=draft',
  'status=%64raft',
  'Status=draft',
  'STATUS=Draft',
  'publicationState=preview',
  'publicationState=Preview',
  'publicationstate=preview',
  'publicationFilter=never-published',
  'publicationFilter=modified',
  'hasPublishedVersion=false',
  'populate=*&status=draft',
  'filters[publishedAt][$null]=true&status=draft',
];

let cms: TestCms;
let staffToken: string;
const draftIds = new Map<string, string>();
/** Every content-API route, its path (`/api/...`) with a draft's documentId for `:id`. */
const routes: { method: string; path: string }[] = [];

beforeAll(async () => {
  cms = await startCms({ PREVIEW_SECRET, DRAFT_READ_TOKEN, PREVIEW_URL: 'https://site.example' });
  for (const { uid, schema } of draftableTypes) {
    const draft = await cms.strapi.documents(uid as never).create({ data: draftData(schema) } as never);
    draftIds.set(uid, draft.documentId);
  }
  for (const [name, api] of Object.entries(cms.strapi.apis)) {
    const draftId = [...draftIds.entries()].find(([uid]) => uid.startsWith(`api::${name}.`))?.[1] ?? 'x';
    for (const router of Object.values(api.routes as Record<string, { routes: { method: string; path: string }[] }>)) {
      for (const route of router.routes) {
        routes.push({ method: route.method, path: `/api${route.path.replace(/:[a-z]+/gi, draftId)}` });
      }
    }
  }
  staffToken = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
});

const send = (method: string, url: string) => cms.api()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);

const leaks = (text: string) => text.includes(MARKER) || text.includes(String(MARKER_NUMBER));

describe('draft reads', () => {
  it('finds the draftable types in the schemas and the routes that read them', () => {
    expect(draftableTypes.map(({ uid }) => uid)).toEqual(
      expect.arrayContaining(['api::news-item.news-item', 'api::banner-slide.banner-slide', 'api::deposit-term.deposit-term']),
    );
    expect(routes.filter((route) => route.method === 'GET').length).toBeGreaterThan(draftableTypes.length);
  });

  const previewOf = (uid: string) => ({
    'x-draft-read-token': DRAFT_READ_TOKEN,
    'x-preview-document': `${uid} ${draftIds.get(uid)}`,
  });

  it('the draft-read token reads the previewed entry’s draft (so the probes below would see a leak)', async () => {
    const slides = await cms.api().get('/api/banner-slides?status=draft').set(previewOf(SLIDE)).expect(200);
    expect(leaks(slides.text)).toBe(true);
    const news = await cms.api().get('/api/news?status=draft').set(previewOf(NEWS)).expect(200);
    expect(leaks(news.text)).toBe(true);
  });

  it('the draft-read token alone, or with an entry that is not a previewable one, reads no draft', async () => {
    for (const headers of [
      { 'x-draft-read-token': DRAFT_READ_TOKEN },
      { 'x-draft-read-token': DRAFT_READ_TOKEN, 'x-preview-document': 'api::atm.atm abc' },
      { 'x-draft-read-token': DRAFT_READ_TOKEN, 'x-preview-document': `${NEWS}` },
      { 'x-draft-read-token': DRAFT_READ_TOKEN, 'x-preview-document': `${NEWS} ../x` },
    ]) {
      const response = await cms.api().get('/api/news?status=draft').set(headers).expect(403);
      expect(response.body).toEqual({ message: 'Drafts can only be read for the entry the editors’ preview shows.' });
    }
  });

  it('a preview of one entry reads no other draft, on any read route', async () => {
    // The news item's preview: every other type's routes answer their published entries only.
    for (const route of routes.filter(({ method }) => method === 'GET')) {
      const response = await send('GET', `${route.path}?status=draft`).set(previewOf(NEWS));
      const own = route.path.startsWith('/api/news');
      if (!own) expect({ route: route.path, leaks: leaks(response.text) }).toEqual({ route: route.path, leaks: false });
    }
    // And the slide's preview shows no news draft.
    const news = await cms.api().get('/api/news?status=draft').set(previewOf(SLIDE)).expect(200);
    expect(leaks(news.text)).toBe(false);
  });

  it.each(SPELLINGS)('GET ?%s: refused on every read route, no draft in the answer', async (query) => {
    for (const route of routes.filter(({ method }) => method === 'GET')) {
      const response = await send('GET', `${route.path}?${query}`);
      expect({ route: route.path, status: response.status, leaks: leaks(response.text) }).toEqual({
        route: route.path,
        status: 403,
        leaks: false,
      });
      expect(response.body).toEqual(REFUSAL);
    }
  });

  it.each(['/API', '/Api', '/aPI', '/%61pi', '//api'])('the path’s spelling (%s/…) does not matter', async (prefix) => {
    for (const route of routes.filter(({ method }) => method === 'GET')) {
      const response = await send('GET', `${prefix}${route.path.slice('/api'.length)}?status=Draft`);
      expect({ route: route.path, leaks: leaks(response.text) }).toEqual({ route: route.path, leaks: false });
      expect(response.status).not.toBe(200);
    }
  });

  it('every method of every route is gated, and no other credential opens it', async () => {
    const credentials: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${staffToken}` },
      // The preview link's key is not the draft-read credential.
      { 'x-preview-secret': PREVIEW_SECRET },
      { 'x-draft-read-token': PREVIEW_SECRET },
      { 'x-draft-read-token': 'wrong' },
    ];
    for (const route of routes) {
      for (const headers of credentials) {
        const response = await send(route.method, `${route.path}?status=draft`).set(headers);
        expect({ route: `${route.method} ${route.path}`, headers, status: response.status, leaks: leaks(response.text) }).toEqual(
          {
            route: `${route.method} ${route.path}`,
            headers,
            status: 403,
            leaks: false,
          },
        );
      }
    }
  });

  it('published reads still answer, without the drafts', async () => {
    for (const route of routes.filter(({ method }) => method === 'GET')) {
      for (const query of ['', '?status=published', '?publicationState=live']) {
        const response = await send('GET', `${route.path}${query}`);
        expect({ route: `${route.path}${query}`, leaks: leaks(response.text) }).toEqual({
          route: `${route.path}${query}`,
          leaks: false,
        });
      }
    }
    await cms.api().get('/api/banner-slides?status=published').expect(200);
    await cms.api().get('/api/news?status=published').expect(200);
  });

  it('Strapi’s strict parameters: an unknown query key on its REST API is a 400, not ignored', async () => {
    const response = await cms.api().get('/api/banner-slides?preview=true').expect(400);
    expect(response.text).not.toContain(MARKER);
  });
});
