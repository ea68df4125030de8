/**
 * Marketing's Editor in Strapi's panel as they use it. "Open preview" shows the site inside the
 * panel's frame (only the preview may be framed, only by the panel), opened on the entry itself: a news item opened
 * with its full text, a banner slide first on the home page, every type with drafts on its page. The Editor's menu
 * offers only what they may use, and they still edit and publish.
 */
import type { Page } from '@playwright/test';
import { randomBytes } from 'crypto';
import { expect, test, type CmsApi } from './fixtures';
import { docScreenshot } from './support/doc-screenshot';
import { signInToPanelAsEditor } from './support/panel';
import { uniqueName } from './support/files';

const NEWS = 'api::news-item.news-item';
const SLIDE = 'api::banner-slide.banner-slide';

/** An image already in the media library (the seed's): news items and slides need one to be published. */
async function anImage(cmsApi: CmsApi): Promise<number | undefined> {
  const files = await cmsApi.panel<{ results?: { id: number; mime: string }[] } | { id: number; mime: string }[]>(
    'GET',
    '/upload/files',
  );
  return (Array.isArray(files) ? files : (files.results ?? [])).find((file) => file.mime.startsWith('image/'))?.id;
}

/** The entry's edit view, then the side panel's "Open preview": the panel's preview page and its frame. */
async function openPreviewInPanel(page: Page, cmsUrl: string, uid: string, documentId: string) {
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${uid}/${documentId}`);
  await page.getByRole('link', { name: 'Open preview' }).click();
  await expect(page.locator('iframe[title="Preview"]')).toBeVisible();
  return page.frameLocator('iframe[title="Preview"]');
}

test.describe('the panel as the Editor uses it', () => {
  test('"Open preview" shows the draft news item opened, with its full text, inside the panel', async ({ page, cmsApi, env }) => {
    const title = uniqueName('Draft: Basse branch reopens');
    const fullText = `The Basse branch reopens after works. ${randomBytes(4).toString('hex')}`;
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${NEWS}`, {
      title,
      author_name: 'Communications',
      category: 'News',
      summary: 'Not published yet.',
      full_text: fullText,
      date: '2026-11-25',
    });
    const documentId = created.data.documentId;
    try {
      await signInToPanelAsEditor(page, env.cmsUrl);
      const frame = await openPreviewInPanel(page, env.cmsUrl, NEWS, documentId);
      await expect(frame.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible();
      const dialog = frame.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(fullText);
      await docScreenshot(page, 'preview');

      // The page in the frame may be framed by the panel alone; with a made-up draft-mode cookie, by nobody.
      const framed = await page.request.get(`${env.baseUrl}/news`);
      expect(framed.headers()['content-security-policy']).toContain(`frame-ancestors ${new URL(env.cmsUrl).origin}`);
      expect(framed.headers()['x-frame-options']).toBeUndefined();
      // A cookie header of its own replaces the context's cookies.
      const madeUp = await page.request.get(`${env.baseUrl}/news`, { headers: { cookie: '__prerender_bypass=made-up' } });
      expect(madeUp.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(madeUp.headers()['x-frame-options']).toBe('DENY');
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${NEWS}/${documentId}`);
    }
  });

  test('a visitor’s pages still refuse every frame', async ({ request, env }) => {
    for (const path of ['/', '/news', '/careers']) {
      const withMadeUpCookie = { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' };
      for (const headers of [{}, withMadeUpCookie] as Record<string, string>[]) {
        const answer = await request.get(`${env.baseUrl}${path}`, { headers });
        expect(answer.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(answer.headers()['x-frame-options'], path).toBe('DENY');
      }
    }
  });

  test('"Open preview" on a banner slide shows the home page with that slide first', async ({ page, cmsApi, env }) => {
    const heading = uniqueName('Draft slide: car loans');
    // Last in the editors' order: only the preview puts it first.
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${SLIDE}`, {
      heading,
      subheading: 'Not published yet',
      image: await anImage(cmsApi),
      sort_order: 10_000,
    });
    const documentId = created.data.documentId;
    try {
      await signInToPanelAsEditor(page, env.cmsUrl);
      const frame = await openPreviewInPanel(page, env.cmsUrl, SLIDE, documentId);
      await expect(frame.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible();
      await expect(frame.locator('main h2').first()).toHaveText(heading);
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${SLIDE}/${documentId}`);
    }
  });

  test('every type with drafts previews the draft entry on its page', async ({ page, cmsApi }) => {
    const types: { uid: string; data: Record<string, unknown>; shows: string }[] = [
      { uid: 'api::award.award', data: { title: uniqueName('Draft award') }, shows: 'title' },
      {
        uid: 'api::branch.branch',
        data: { name: uniqueName('Draft branch'), address: 'Kerr Serign', phone: '+220 000 0000' },
        shows: 'name',
      },
      {
        uid: 'api::person.person',
        data: { name: uniqueName('Draft person'), position: 'Director', group: 'board' },
        shows: 'name',
      },
      {
        uid: 'api::job-opening.job-opening',
        data: {
          title: uniqueName('Draft opening'),
          department: 'Operations',
          location: 'Banjul',
          type: 'Full time',
          link: 'https://careers.example.test/draft',
        },
        shows: 'title',
      },
    ];
    for (const { uid, data, shows } of types) {
      const created = await cmsApi.panel<{ data: { documentId: string } }>(
        'POST',
        `/content-manager/collection-types/${uid}`,
        data,
      );
      const documentId = created.data.documentId;
      try {
        const { data: preview } = await cmsApi.panel<{ data: { url: string } }>(
          'GET',
          `/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`,
        );
        await page.goto(preview.url);
        await expect(page.getByRole('status').filter({ hasText: 'Preview: not published' }), uid).toBeVisible();
        await expect(page.locator('main'), uid).toContainText(String(data[shows]));
      } finally {
        await cmsApi.panel('DELETE', `/content-manager/collection-types/${uid}/${documentId}`);
      }
    }
  });

  test('the Editor’s menu offers neither "Edit the model" nor "Configure the view", and they still edit and publish', async ({
    page,
    cmsApi,
    env,
  }) => {
    const title = uniqueName('Editor edits: Soma agency');
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${NEWS}`, {
      title,
      author_name: 'Communications',
      category: 'News',
      summary: 'A draft the Editor publishes.',
      full_text: 'Written by the Editor.',
      date: '2026-11-26',
      image: await anImage(cmsApi),
    });
    const documentId = created.data.documentId;
    try {
      await signInToPanelAsEditor(page, env.cmsUrl);
      await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}/${documentId}`);
      const titleField = page.getByRole('textbox', { name: /^title/i });
      await expect(titleField).toHaveValue(title);
      await page.getByRole('button', { name: 'More actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Delete entry' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Edit the model' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Configure the view' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await titleField.fill(`${title} (edited)`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved document')).toBeVisible();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Published document')).toBeVisible();
      await docScreenshot(page, 'news-published');
      await expect(page.getByText("You don't have the permissions")).toHaveCount(0);
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${NEWS}/${documentId}`);
    }
  });
});
