import { createHmac } from 'crypto';
import fs from 'fs';
import path from 'path';
import { isContentApiPath, PREVIEW_PAGES, previewUrl, readsOnlyPublished, sitePublicUrl } from '../../src/preview/preview';

describe('sitePublicUrl', () => {
  it('is PREVIEW_URL when set, else localhost on WEB_PORT (3000 by default)', () => {
    expect(sitePublicUrl('https://www.trustbank.gm/', '3100')).toBe('https://www.trustbank.gm');
    expect(sitePublicUrl(undefined, '3100')).toBe('http://localhost:3100');
    expect(sitePublicUrl(' ', undefined)).toBe('http://localhost:3000');
  });
});

describe('previewUrl', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const options = { siteUrl: 'https://www.trustbank.gm', secret: 's3cret', now };

  const claimsOf = (url: string) => {
    const parsed = new URL(url);
    const token = parsed.searchParams.get('token') ?? '';
    const [body, signature] = token.split('.');
    return { parsed, token, body, signature, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) };
  };

  it('opens the site’s preview entry with a token signed for the document and the page, never the key', () => {
    const url = previewUrl('api::news-item.news-item', 'doc123', options) ?? '';
    const { parsed, body, signature, claims } = claimsOf(url);
    expect(parsed.origin + parsed.pathname).toBe('https://www.trustbank.gm/api/preview');
    expect([...parsed.searchParams.keys()]).toEqual(['token']);
    expect(url).not.toContain('s3cret');
    expect(claims).toEqual({ uid: 'api::news-item.news-item', documentId: 'doc123', path: '/news', exp: now / 1000 + 600 });
    expect(signature).toBe(createHmac('sha256', 's3cret').update(body).digest('base64url'));
    expect(claimsOf(previewUrl('api::banner-slide.banner-slide', 'slide1', options) ?? '').claims.path).toBe('/');
  });

  it('previews every content type with drafts, on a page of the site', () => {
    const apiDir = path.resolve(__dirname, '..', '..', 'src', 'api');
    const draftable = fs.readdirSync(apiDir).flatMap((api) => {
      const dir = path.join(apiDir, api, 'content-types');
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8')).options?.draftAndPublish)
        .map((name) => `api::${api}.${name}`);
    });
    expect(draftable.length).toBeGreaterThan(2);
    expect(Object.keys(PREVIEW_PAGES).sort()).toEqual(draftable.sort());
    for (const uid of draftable) {
      expect(claimsOf(previewUrl(uid, 'doc1', options) ?? '').claims).toMatchObject({ uid, documentId: 'doc1' });
    }
  });

  it('offers no preview for other types, or without a secret or a document', () => {
    expect(previewUrl('api::atm.atm', 'doc123', options)).toBeNull();
    expect(previewUrl('api::news-item.news-item', 'doc123', { ...options, secret: '' })).toBeNull();
    expect(previewUrl('api::news-item.news-item', '', options)).toBeNull();
  });
});

describe('draft reads', () => {
  it.each([{}, { status: 'published' }, { publicationState: 'live' }, { populate: '*', sort: ['id:asc'] }])(
    'lets %j read: published entries only',
    (query) => {
      expect(readsOnlyPublished(query)).toBe(true);
    },
  );

  it.each([
    { status: 'draft' },
    { status: 'Draft' },
    { status: 'x' },
    { status: '' },
    { status: null },
    { status: ['draft'] },
    { status: ['published'] },
    { status: ['draft', 'published'] },
    { status: { 0: 'draft' } },
    { Status: 'draft' },
    { publicationState: 'preview' },
    { PublicationState: 'Preview' },
    { publicationFilter: 'never-published' },
    { hasPublishedVersion: 'false' },
  ])('refuses %j without the draft-read token', (query) => {
    expect(readsOnlyPublished(query)).toBe(false);
  });

  it('judges every spelling of the content API’s path', () => {
    for (const path of ['/api/news', '/API/news', '/Api/banner-slides/x', '//api/news', '/%61pi/news', '/api']) {
      expect(isContentApiPath(path)).toBe(true);
    }
    for (const path of ['/admin', '/content-manager/collection-types/x', '/uploads/a.png', '/apis', '/%E0%A4%A']) {
      expect(isContentApiPath(path)).toBe(false);
    }
  });
});
