/**
 * Beyond the spec: the editors' preview. Strapi's "Open preview" (the panel's preview URL) opens the site in Next's
 * draft mode: the unpublished news item shows on /news (a banner slide on /) under a "Preview: not published" bar, uncached; visitors
 * never see it, nor can they read drafts from the CMS; "Exit preview" leaves draft mode.
 */
import { createHmac, randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import { expect, test, visit } from './fixtures';
import { uniqueName } from './support/files';

const NEWS = 'api::news-item.news-item';
const SLIDE = 'api::banner-slide.banner-slide';

/** A preview link's token as the CMS signs it (cms/src/preview/preview.ts), for the forgeries below. */
function signPreviewToken(claims: Record<string, unknown>, key: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

type Attribute = { type: string; enum?: string[] };
type Schema = {
  kind: string;
  info: { singularName: string; pluralName: string };
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, Attribute>;
};
const API_DIR = path.resolve(__dirname, '..', '..', 'cms', 'src', 'api');

/** Every content type with draft & publish, from its schema.json. */
const draftableTypes = fs.readdirSync(API_DIR).flatMap((api) => {
  const dir = path.join(API_DIR, api, 'content-types');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({
      uid: `api::${api}.${name}`,
      schema: JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8')) as Schema,
    }))
    .filter(({ schema }) => schema.options?.draftAndPublish === true);
});

test.describe('editors’ preview', () => {
  test('a draft news item shows in the preview and never on the public page', async ({ page, browser, cmsApi, env, request }) => {
    const title = uniqueName('Draft: Farafenni branch opens');
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${NEWS}`, {
      title,
      author_name: 'Communications',
      category: 'News',
      summary: 'Not published yet.',
      full_text: 'This item is still a draft.',
      date: '2026-11-24',
    });
    const documentId = created.data.documentId;
    try {
      // What the panel's "Open preview" button opens.
      const { data } = await cmsApi.panel<{ data: { url: string } }>(
        'GET',
        `/content-manager/preview/url/${NEWS}?documentId=${documentId}&status=draft`,
      );
      const previewUrl = new URL(data.url);
      expect(previewUrl.origin).toBe(env.baseUrl);
      expect(previewUrl.pathname).toBe('/api/preview');
      // A short-lived token signed for the document, never the key.
      expect([...previewUrl.searchParams.keys()]).toEqual(['token']);
      expect(data.url).not.toContain(env.previewSecret);

      // The editor's browser: the draft, under the bar, never from a cache.
      const response = await page.goto(data.url);
      // The redirect leaves the token out of the address bar.
      expect(page.url()).toBe(`${env.baseUrl}/news`);
      expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/);
      await expect(page.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible();
      await expect(page.locator('main')).toContainText(title);

      // A visitor: neither the page nor the CMS gives the draft away.
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${env.baseUrl}/news`);
      await expect(visitorPage.locator('main')).not.toContainText(title);
      await expect(visitorPage.getByText('Preview: not published')).toHaveCount(0);
      await visitor.close();
      expect((await request.get(`${env.cmsUrl}/api/news?status=draft`)).status()).toBe(403);
      expect((await request.get(`${env.cmsUrl}/api/news`)).ok()).toBe(true);
      expect(await (await request.get(`${env.cmsUrl}/api/news`)).text()).not.toContain(title);

      // A forged, expired or old-style link does not open the preview.
      const claims = { uid: NEWS, documentId, path: '/news', exp: Math.floor(Date.now() / 1000) + 300 };
      for (const forged of [
        `secret=guess&path=%2Fnews`,
        `secret=${encodeURIComponent(env.previewSecret)}&path=%2Fnews`,
        `token=${signPreviewToken(claims, 'guess')}`,
        `token=${signPreviewToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, env.previewSecret)}`,
        `token=${signPreviewToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 86_400 }, env.previewSecret)}`,
      ]) {
        const answer = await request.get(`${env.baseUrl}/api/preview?${forged}`, { maxRedirects: 0 });
        expect(answer.status()).toBe(401);
        expect(await answer.json()).toEqual({
          message: 'This preview link is not valid or has expired. Open the preview again from the CMS.',
        });
      }

      // Exit preview: the public page again.
      await page.getByRole('link', { name: 'Exit preview' }).click();
      await page.waitForURL((url) => url.pathname === '/news');
      await expect(page.getByText('Preview: not published')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(title);
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${NEWS}/${documentId}`);
    }
  });

  test('a draft banner slide shows on the home page in the preview and never to a visitor', async ({
    page,
    browser,
    cmsApi,
    env,
  }) => {
    const heading = uniqueName('Draft slide: home loans');
    // The draft uses the image of a published slide (the image is required on publish, not on a draft).
    const files = await cmsApi.panel<{ results?: { id: number; mime: string }[] } | { id: number; mime: string }[]>(
      'GET',
      '/upload/files',
    );
    const image = (Array.isArray(files) ? files : (files.results ?? [])).find((file) => file.mime.startsWith('image/'));
    expect(image).toBeDefined();
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${SLIDE}`, {
      heading,
      subheading: 'Not published yet',
      image: image?.id,
      sort_order: -100,
    });
    const documentId = created.data.documentId;
    try {
      const { data } = await cmsApi.panel<{ data: { url: string } }>(
        'GET',
        `/content-manager/preview/url/${SLIDE}?documentId=${documentId}&status=draft`,
      );
      const response = await page.goto(data.url);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/);
      await expect(page.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible();
      await expect(page.locator('main h2', { hasText: heading })).toHaveCount(1);

      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${env.baseUrl}/`);
      await expect(visitorPage.locator('main h2').first()).toBeAttached();
      await expect(visitorPage.locator('main h2', { hasText: heading })).toHaveCount(0);
      expect(await visitorPage.content()).not.toContain(heading);
      await visitor.close();
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${SLIDE}/${documentId}`);
    }
  });

  test('no draft of any draftable type leaves the CMS or the site without the draft-read token, whatever the spelling', async ({
    cmsApi,
    env,
    request,
  }) => {
    // Short enough for every text field (a BIC holds 11 characters).
    const marker = `DL${randomBytes(5).toString('hex').slice(0, 9)}`;
    const markerNumber = 900_000_000 + Math.floor(Math.random() * 99_999_999);
    const leaks = (text: string) => text.includes(marker) || text.includes(String(markerNumber));
    const cleanups: (() => Promise<unknown>)[] = [];
    try {
      for (const { uid, schema } of draftableTypes) {
        const data: Record<string, unknown> = {};
        for (const [name, attribute] of Object.entries(schema.attributes)) {
          if (['string', 'text', 'richtext'].includes(attribute.type)) data[name] = marker;
          else if (attribute.type === 'uid') data[name] = marker.toLowerCase();
          else if (attribute.type === 'enumeration') data[name] = attribute.enum?.[0];
          else if (attribute.type === 'date') data[name] = '2026-01-01';
          else if (attribute.type === 'integer' && schema.kind === 'singleType') data[name] = markerNumber;
        }
        if (schema.kind === 'singleType') {
          // The single type's draft gets edits its published version does not have; discarded afterwards.
          const base = `/content-manager/single-types/${uid}`;
          await cmsApi.panel('PUT', base, data);
          cleanups.push(() => cmsApi.panel('POST', `${base}/actions/discard`));
        } else {
          const created = await cmsApi.panel<{ data: { documentId: string } }>(
            'POST',
            `/content-manager/collection-types/${uid}`,
            data,
          );
          cleanups.push(() => cmsApi.panel('DELETE', `/content-manager/collection-types/${uid}/${created.data.documentId}`));
        }
      }

      const spellings = [
        'status=draft',
        'status=Draft',
        'status=x',
        'status=',
        'status[0]=draft',
        'status[]=draft',
        'status=draft&status=published',
        '%73tatus=draft',
        'publicationState=preview',
        'publicationFilter=never-published',
      ];
      const paths = ['/api/news', ...draftableTypes.map(({ schema }) => `/api/${schema.info.pluralName}`)];
      for (const apiPath of paths) {
        for (const prefix of ['/api', '/API']) {
          const pathSpelled = `${prefix}${apiPath.slice('/api'.length)}`;
          for (const query of spellings) {
            const direct = await request.get(`${env.cmsUrl}${pathSpelled}?${query}`);
            expect({ url: `CMS ${pathSpelled}?${query}`, status: direct.status(), leaks: leaks(await direct.text()) }).toEqual({
              url: `CMS ${pathSpelled}?${query}`,
              status: 403,
              leaks: false,
            });
            const proxied = await request.get(`${env.baseUrl}${pathSpelled}?${query}`);
            expect({ url: `site ${pathSpelled}?${query}`, leaks: leaks(await proxied.text()) }).toEqual({
              url: `site ${pathSpelled}?${query}`,
              leaks: false,
            });
          }
        }
      }
      // The preview link's key is not the draft-read credential.
      const withKey = await request.get(`${env.cmsUrl}/api/banner-slides?status=draft`, {
        headers: { 'x-preview-secret': env.previewSecret, 'x-draft-read-token': env.previewSecret },
      });
      expect(withKey.status()).toBe(403);
      expect(leaks(await withKey.text())).toBe(false);
    } finally {
      for (const cleanup of cleanups) await cleanup();
    }
  });

  test('the public news page has no preview bar and stays cached', async ({ page }) => {
    const response = await page.goto('/news');
    expect(response?.headers()['cache-control'] ?? '').toMatch(/s-maxage/);
    await visit(page, '/news');
    await expect(page.getByText('Preview: not published')).toHaveCount(0);
  });
});
