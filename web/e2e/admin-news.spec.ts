/**
 * News admin through the UI.
 * - Add News: every field is required, the image included, and the category placeholder cannot be chosen; a
 *   confirmation ('Add this news item?') comes first; on success the inline and dialog messages show, the form is
 *   cleared and the user lands on /admin/news; the item is on /news and on the home page.
 * - Delete News: 'Delete "{title}"?' with author, date and summary → 'Yes, delete it!' → 'Deleted!'.
 */
import type { Page } from '@playwright/test';
import type { NewsItem as News } from '@bank/shared';
import { closeSwal, expect, expectSwal, openTile, swal, test, type CmsApi } from './fixtures';
import { pngImage, uniqueName, writeTempFile } from './support/files';
import { escapeRegExp } from './support/text';

async function openAddNews(page: Page, loginAsAdmin: () => Promise<void>) {
  await loginAsAdmin();
  await openTile(page, 'Manage News', '/admin/news');
  await expect(page.getByRole('navigation', { name: 'Manage News' }).getByRole('link')).toHaveText([
    'Add New News',
    'Delete News',
  ]);
  await openTile(page, 'Add New News', '/admin/news/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add News');
}

interface Draft {
  title: string;
  author: string;
  category: string;
  summary: string;
  fullText: string;
  image: string;
}

async function fillNews(page: Page, draft: Partial<Draft>) {
  if (draft.title !== undefined) await page.getByLabel('Title').fill(draft.title);
  if (draft.author !== undefined) await page.getByLabel('Author Name').fill(draft.author);
  if (draft.category !== undefined) await page.getByLabel('Category').selectOption(draft.category);
  if (draft.summary !== undefined) await page.getByLabel('Summary').fill(draft.summary);
  if (draft.fullText !== undefined) await page.getByLabel('Full Text').fill(draft.fullText);
  if (draft.image !== undefined) await page.getByLabel('Upload Image').setInputFiles(draft.image);
}

/** A complete draft that never reaches /news (cancelled, or refused): by Nobody, with `note` as its summary and text. */
function unpublishedDraft(tmpDir: string, title: string, note: string): Draft {
  return {
    title,
    author: 'Nobody',
    category: 'News',
    summary: note,
    fullText: note,
    image: writeTempFile(tmpDir, 'unpublished.png', pngImage()),
  };
}

/** Counts POSTs of news from now on. */
function countNewsPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/news')) posts.push(request.url());
  });
  return posts;
}

async function addNewsThroughUi(page: Page, draft: Draft) {
  await fillNews(page, draft);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = swal(page);
  await expect(dialog.title).toHaveText('Add this news item?');
  await expect(dialog.text).toHaveText('Are you sure you want to submit this news post?');
  await expect(dialog.cancel).toHaveText('Cancel');
  await expect(dialog.confirm).toHaveText('Yes, submit');
  // Hold the upload a moment to see the busy button.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/news', async (route) => {
    await held;
    await route.continue();
  });
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/news') && response.request().method() === 'POST',
  );
  await dialog.press('confirm');
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  release();
  expect((await posted).status()).toBe(201);
  await page.unroute('**/api/admin/news');
  // (The open dialog hides the page from the accessibility tree, so by text, not by role.)
  await expect(page.getByText('News added successfully!', { exact: true })).toBeVisible();
  await expectSwal(page, 'Success!', 'News post submitted successfully.');
  await page.waitForURL((url) => url.pathname === '/admin/news');
}

async function newsFromCms(cmsApi: CmsApi) {
  return cmsApi.get<News[]>('/api/news');
}

test.describe('Add News', () => {
  test('has the specified fields; the category placeholder is disabled', async ({ page, loginAsAdmin }) => {
    await openAddNews(page, loginAsAdmin);
    for (const label of ['Title', 'Author Name', 'Category', 'Summary', 'Full Text', 'Upload Image']) {
      await expect(page.getByLabel(label), label).toBeVisible();
    }
    const category = page.getByLabel('Category');
    await expect(category.locator('option')).toHaveText(['— Select —', 'News', 'Events', 'Donation']);
    await expect(category.locator('option', { hasText: '— Select —' })).toBeDisabled();
    await expect(category).toHaveValue('');
  });

  test('every field is required: a missing one (or a blank one) warns and nothing is sent', async ({
    page,
    loginAsAdmin,
    env,
  }) => {
    await openAddNews(page, loginAsAdmin);
    const posts = countNewsPosts(page);
    const image = writeTempFile(env.tmpDir, 'news.png', pngImage());
    const submit = page.getByRole('button', { name: 'Submit' });
    /** The browser's required-field warning is on `label`'s field, and no confirmation opened. */
    const expectMissing = async (label: string) => {
      const field = page.getByLabel(label);
      await expect
        .poll(() => field.evaluate((element: HTMLInputElement) => element.validity.valueMissing), `${label} is missing`)
        .toBe(true);
      expect(await field.evaluate((element: HTMLInputElement) => element.validationMessage), `${label}'s warning`).not.toBe('');
      await expect(swal(page).popup, 'no confirmation for an incomplete form').toHaveCount(0);
    };

    // Nothing chosen in Category (its placeholder cannot be chosen).
    await fillNews(page, {
      title: 'Validation title',
      author: 'Validation author',
      summary: 'Summary',
      fullText: 'Full text',
      image,
    });
    await submit.click();
    await expectMissing('Category');
    await fillNews(page, { category: 'Events' });

    // Each text field left empty in turn.
    const texts: [keyof Draft, string, string][] = [
      ['title', 'Title', 'Validation title'],
      ['author', 'Author Name', 'Validation author'],
      ['summary', 'Summary', 'Summary'],
      ['fullText', 'Full Text', 'Full text'],
    ];
    for (const [key, label, value] of texts) {
      await fillNews(page, { [key]: '' });
      await submit.click();
      await expectMissing(label);
      await fillNews(page, { [key]: value });
    }

    // No image.
    await page.getByLabel('Upload Image').setInputFiles([]);
    await submit.click();
    await expectMissing('Upload Image');
    await fillNews(page, { image });

    // Whitespace only counts as missing.
    await fillNews(page, { title: '   ' });
    await submit.click();
    await expectMissing('Title');
    expect(posts).toHaveLength(0);
  });

  test('Cancel on the confirmation sends nothing', async ({ page, loginAsAdmin, env }) => {
    await openAddNews(page, loginAsAdmin);
    const posts = countNewsPosts(page);
    await fillNews(page, unpublishedDraft(env.tmpDir, 'Cancelled news', 'Never sent'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(swal(page).title).toHaveText('Add this news item?');
    await closeSwal(page, 'cancel');
    await expect(page).toHaveURL(/\/admin\/news\/add$/);
    expect(posts).toHaveLength(0);
  });

  test('a failure shows the inline and dialog errors', async ({ page, loginAsAdmin, env }) => {
    await openAddNews(page, loginAsAdmin);
    await page.route('**/api/admin/news', (route) => route.fulfill({ status: 500, json: { message: 'Broken' } }));
    await fillNews(page, unpublishedDraft(env.tmpDir, 'Failing news', 'Will fail'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await swal(page).press('confirm');
    await expect(page.getByText('Failed to add news.', { exact: true })).toBeVisible();
    await expectSwal(page, 'Error', 'There was a problem submitting the news.');
    await expect(page).toHaveURL(/\/admin\/news\/add$/);
  });

  test('adds a news item with an image: it shows on /news and on the home page', async ({ page, loginAsAdmin, cmsApi, env }) => {
    await openAddNews(page, loginAsAdmin);
    const draft: Draft = {
      title: uniqueName('E2E news: new branch opens in Soma'),
      author: 'E2E Reporter',
      category: 'Donation',
      summary: 'A summary written by the end-to-end test.',
      fullText: 'The full text of the end-to-end news item.\nIt has two lines.',
      image: writeTempFile(env.tmpDir, 'soma-branch.png', pngImage(80, 60, [200, 120, 30])),
    };
    await addNewsThroughUi(page, draft);

    const news = await newsFromCms(cmsApi);
    const added = news.find((item) => item.title === draft.title);
    expect(added, 'the CMS has the new item').toBeTruthy();
    expect(added).toMatchObject({ author_name: draft.author, category: draft.category, summary: draft.summary });
    expect((added as unknown as { image_url: string }).image_url).toMatch(/^\/uploads\/.+\.png$/);

    // Dated today, so it is the newest: first on /news and in the home page's Latest News.
    await page.goto('/news');
    const card = page
      .locator('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: draft.title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(draft.author);
    await expect(card).toContainText(draft.category);
    await expect(card).toContainText(draft.summary);
    await expect(card.locator('img')).toHaveAttribute('src', /uploads/);
    const image = await page.request.get((added as unknown as { image_url: string }).image_url);
    expect(image.status()).toBe(200);

    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest News' });
    await expect(latest.getByRole('heading', { name: draft.title })).toBeVisible();
    await latest.getByRole('button', { name: new RegExp(`^Read More\\s*:\\s*${escapeRegExp(draft.title)}$`) }).click();
    await expect(page.getByRole('dialog', { name: draft.title })).toContainText('It has two lines.');
  });
});

test.describe('Delete News', () => {
  test('lists every item; deleting asks \'Delete "{title}"?\' with author, date and summary, then removes it', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    // A news item of its own to delete (created through the CMS; the add form is tested above).
    const title = uniqueName('E2E news to delete');
    await cmsApi.addNews({
      title,
      author_name: 'Delete Author',
      category: 'Events',
      summary: 'Summary of the item to delete',
      full_text: 'Full text of the item to delete',
    });
    const before = await newsFromCms(cmsApi);

    await loginAsAdmin();
    await openTile(page, 'Manage News', '/admin/news');
    await openTile(page, 'Delete News', '/admin/news/delete');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete News');
    const items = page.locator('main').getByRole('article');
    await expect(items).toHaveCount(before.length);
    const item = items.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(item).toContainText('Delete Author');
    await expect(item).toContainText('Summary of the item to delete');

    // Cancel keeps it.
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(swal(page).title).toHaveText(`Delete "${title}"?`);
    await expect(swal(page).text).toContainText('Delete Author');
    await expect(swal(page).text).toContainText('Summary of the item to delete');
    await expect(swal(page).text).toContainText(new Date().getFullYear().toString());
    await expect(swal(page).confirm).toHaveText('Yes, delete it!');
    await closeSwal(page, 'cancel');
    await expect(item).toBeVisible();

    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && /\/api\/news\//.test(response.url()),
    );
    await item.getByRole('button', { name: 'Delete' }).click();
    await swal(page).press('confirm');
    expect((await deleted).ok()).toBe(true);
    await expectSwal(page, 'Deleted!', 'The news has been deleted.');
    await expect(item).toHaveCount(0);
    await expect(items).toHaveCount(before.length - 1);

    expect((await newsFromCms(cmsApi)).some((entry) => entry.title === title)).toBe(false);
    await page.goto('/news');
    await expect(page.locator('main').getByRole('heading', { name: title })).toHaveCount(0);
  });

  test("a failed delete shows 'Error!' / 'Could not delete the news.'", async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await openTile(page, 'Manage News', '/admin/news');
    await page.route('**/api/news/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'Broken' } }) : route.continue(),
    );
    await openTile(page, 'Delete News', '/admin/news/delete');
    const first = page.locator('main').getByRole('article').first();
    await first.getByRole('button', { name: 'Delete' }).click();
    await swal(page).press('confirm');
    await expectSwal(page, 'Error!', 'Could not delete the news.');
    await expect(first).toBeVisible();
  });
});
