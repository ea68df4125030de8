/**
 * The CMS client's editorial getters (lib/server/cms/index.ts) against a stand-in for Strapi's REST API: the URLs they ask
 * for, the preview's drafts, the pages they read, and what the pages receive.
 */
import { bannerSlide, strapiBannerSlideEntry, strapiCollection, strapiMedia } from '../../shared/cms-test-fixtures';

type Index = typeof import('./index');

const CMS = 'http://cms.test:1337';
const SECRET = 'preview-secret-for-tests';
const DRAFT_READ_TOKEN = 'draft-read-token-for-tests';
let cms: Index;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeAll(async () => {
  process.env.CMS_INTERNAL_URL = CMS;
  process.env.PREVIEW_SECRET = SECRET;
  process.env.DRAFT_READ_TOKEN = DRAFT_READ_TOKEN;
  global.fetch = fetchMock as unknown as typeof fetch;
  cms = await import('./index');
});
beforeEach(() => fetchMock.mockReset());

const answer = (...page: Parameters<typeof strapiCollection>) =>
  new Response(JSON.stringify(strapiCollection(...page)), { status: 200, headers: { 'content-type': 'application/json' } });

const slide = strapiBannerSlideEntry({
  id: 12,
  documentId: 'k3x9q2m7v1b8n4c6z0p5r2t8',
  heading: 'Trust Alerts',
  subheading: 'Know the moment your money moves',
  description: 'SMS alerts',
  image: strapiMedia('/uploads/banner_02_a1b2.webp'),
  sort_order: 2,
});

describe('editorial getters read Strapi’s REST API', () => {
  it('getBannerSlides: the qs query, no secret, the slides as the home page receives them', async () => {
    fetchMock.mockResolvedValueOnce(answer([slide]));
    expect(await cms.getBannerSlides()).toEqual([
      bannerSlide({
        id: 'k3x9q2m7v1b8n4c6z0p5r2t8',
        heading: 'Trust Alerts',
        subheading: 'Know the moment your money moves',
        description: 'SMS alerts',
        image_url: '/uploads/banner_02_a1b2.webp',
      }),
    ]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(
      `${CMS}/api/banner-slides?populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100`,
    );
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('getBannerSlides({draft}): the same query with status=draft, the draft-read token and the previewed entry, never the preview link’s key', async () => {
    fetchMock.mockResolvedValueOnce(answer([{ ...slide, publishedAt: null, image: null }]));
    const [draft] = await cms.getBannerSlides({ draft: { uid: 'api::banner-slide.banner-slide', documentId: slide.documentId } });
    expect(draft).toMatchObject({ id: slide.documentId, image_url: '' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(
      `${CMS}/api/banner-slides?populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100&status=draft`,
    );
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'x-draft-read-token': DRAFT_READ_TOKEN,
      'x-preview-document': `api::banner-slide.banner-slide ${slide.documentId}`,
    });
  });

  it('reads every page Strapi reports', async () => {
    const branch = (n: number) => ({ id: n, documentId: `b${n}`, name: `Branch ${n}`, address: 'A', phone: 'P', fax: null });
    fetchMock
      .mockResolvedValueOnce(answer([branch(1), branch(2)], { page: 1, pageSize: 100, pageCount: 2, total: 102 }))
      .mockResolvedValueOnce(answer([branch(3)], { page: 2, pageSize: 100, pageCount: 2, total: 102 }));
    expect((await cms.getBranches()).map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${CMS}/api/branches?populate[0]=opening_hours&populate[1]=closures&populate[2]=facilities&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100`,
      `${CMS}/api/branches?populate[0]=opening_hours&populate[1]=closures&populate[2]=facilities&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[page]=2&pagination[pageSize]=100`,
    ]);
  });

  it('getPeople(group) keeps one grid, in editor order', async () => {
    fetchMock.mockResolvedValue(
      answer([
        { documentId: 'p1', name: 'A', position: 'Chair', group: 'board', image: { url: '/uploads/a.webp' } },
        { documentId: 'p2', name: 'B', position: 'MD', group: 'management', image: null },
      ]),
    );
    expect(await cms.getPeople('management')).toEqual([
      { id: 'p2', name: 'B', position: 'MD', description: '', image_url: '', group: 'management' },
    ]);
    expect(fetchMock.mock.calls[0][0]).toContain('/api/people?populate[0]=image&');
  });

  it('a refusal or the old bare list is a CmsError naming the path (the page keeps its last good version)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }));
    await expect(cms.getAwards()).rejects.toMatchObject({ name: 'CmsError', status: 403 });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 'a', title: 'T', image_url: '/uploads/a.png' }]), { status: 200 }),
    );
    await expect(cms.getAwards()).rejects.toMatchObject({ name: 'CmsError', message: expect.stringMatching(/awards/) });
    // Read with the contract's schema like the spec's calls: the mismatch is logged once, naming the call.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toMatch(/^\[cms\] GET \/api\/awards\?.*: the answer does not match/);
    logged.mockRestore();
  });

  it('subsidiaries, partners, correspondent banks and job openings at their REST paths', async () => {
    fetchMock.mockImplementation(async () => answer([]));
    await Promise.all([cms.getSubsidiaries(), cms.getPartners(), cms.getCorrespondentBanks(), cms.getJobOpenings()]);
    expect(fetchMock.mock.calls.map(([url]) => url.slice(CMS.length).split('?')[0]).sort()).toEqual([
      '/api/correspondent-banks',
      '/api/job-openings',
      '/api/partners',
      '/api/subsidiaries',
    ]);
  });
});
