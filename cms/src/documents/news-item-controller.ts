import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { NewsCategory, NewsCreateAnswer, NewsDeleteAnswer, NewsItem, NewsUpdateAnswer } from '@bank/contract';
import { findDocumentOr404, mediaUrl, required } from '../platform/entries';
import { checkedFiles, removeFiles, requiredText, storeFile, type MediaFile } from './uploads';

const UID = 'api::news-item.news-item';
// The CMS imports only types of the contract (its TypeScript source does not run here): `satisfies` keeps this in step.
export const NEWS_CATEGORIES = ['News', 'Events', 'Donation'] as const satisfies readonly NewsCategory[];
const isNewsCategory = (value: string): value is NewsCategory => (NEWS_CATEGORIES as readonly string[]).includes(value);

/** A news item with its image, as the document service returns it (Strapi's generated types, types/generated). */
type NewsEntry = Modules.Documents.Result<typeof UID, { populate: ['image'] }>;

/** A date attribute as `YYYY-MM-DD` (a string from the database drivers; a Date only if one ever answers with one). */
const day = (value: string | Date): string => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

const toNews = (entry: NewsEntry): NewsItem => ({
  id: entry.documentId,
  title: required(entry.title, 'News title'),
  image_url: mediaUrl(entry.image),
  author_name: required(entry.author_name, 'News author_name'),
  date: day(required(entry.date, 'News date')),
  category: required(entry.category, 'News category'),
  summary: required(entry.summary, 'News summary'),
  full_text: required(entry.full_text, 'News full_text'),
});

/** Today in Banjul (UTC, no daylight saving), as the news item's date. */
const today = () => new Date().toISOString().slice(0, 10);

/** The text fields of a news item, as Add and Edit take them: each required, trimmed, within its length. */
function newsFields(body: unknown) {
  const title = requiredText(body, 'title', 200);
  const author_name = requiredText(body, 'author_name', 120);
  const category = requiredText(body, 'category', 20);
  if (!isNewsCategory(category)) {
    throw new errors.ValidationError(`category must be one of ${NEWS_CATEGORIES.join(', ')}`);
  }
  const summary = requiredText(body, 'summary', 1000);
  const full_text = requiredText(body, 'full_text', 50_000);
  return { title, author_name, category, summary, full_text };
}

/** A calendar day `YYYY-MM-DD` that exists (no 2025-02-30), or 400 naming the field. */
function requiredDay(body: unknown, field: string): string {
  const value = requiredText(body, field, 10);
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new errors.ValidationError(`${field} must be a date written YYYY-MM-DD, e.g. 2026-07-15`);
  }
  return value;
}

/** Whether the multipart body carries a file under `field` (an Edit may keep the image it has). */
const hasFile = (ctx: Context, field: string): boolean =>
  Boolean((ctx.request as { files?: Record<string, unknown> }).files?.[field]);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/news: published items, newest first. */
  async list(ctx: Context) {
    const entries = await strapi.documents(UID).findMany({
      // Drafts only for the editors' preview: global::draft-reads has checked the site's draft-read token.
      status: ctx.query.status === 'draft' ? 'draft' : 'published',
      sort: [{ date: 'desc' }, { createdAt: 'desc' }],
      populate: ['image'],
    });
    ctx.body = entries.map(toNews) satisfies NewsItem[];
  },

  /** POST /api/admin/news (multipart): creates and publishes a news item with its image. */
  async create(ctx: Context) {
    const { title, author_name, category, summary, full_text } = newsFields(ctx.request.body);
    const [image] = await checkedFiles(ctx, strapi, 'image', 'image');

    const stored: MediaFile[] = [];
    try {
      stored.push(await storeFile(strapi, image, 'news'));
      const created = await strapi.documents(UID).create({
        data: { title, author_name, category, summary, full_text, date: today(), image: stored[0].id },
        status: 'published',
        populate: ['image'],
      });
      ctx.status = 201;
      ctx.body = { message: 'News added successfully', news: toNews(created) } satisfies NewsCreateAnswer;
    } catch (error) {
      await removeFiles(strapi, stored);
      throw error;
    }
  },

  /**
   * PUT /api/admin/news/:id (multipart): every text field and the date, as Add takes them; a new image is
   * optional (the old one is removed once the new one is saved). Saved and published in one write: one audit entry
   * with each changed field before and after, and the public pages revalidated.
   */
  async update(ctx: Context) {
    const entry = await findDocumentOr404(ctx.params.id, 'News item', (documentId) =>
      strapi.documents(UID).findOne({ documentId, populate: ['image'] }),
    );
    const fields = newsFields(ctx.request.body);
    const date = requiredDay(ctx.request.body, 'date');
    const [image] = hasFile(ctx, 'image') ? await checkedFiles(ctx, strapi, 'image', 'image') : [];

    const stored: MediaFile[] = [];
    let updated: NewsEntry | null;
    try {
      if (image) stored.push(await storeFile(strapi, image, 'news'));
      updated = await strapi.documents(UID).update({
        documentId: entry.documentId,
        data: { ...fields, date, ...(stored[0] ? { image: stored[0].id } : {}) },
        status: 'published',
        populate: ['image'],
      });
    } catch (error) {
      await removeFiles(strapi, stored);
      throw error;
    }
    // The old image, once no version uses it, was removed by the update (removeFilesNoVersionUses, documents/uploads.ts).
    ctx.body = {
      message: 'News updated successfully',
      news: toNews(required(updated, 'The updated news item')),
    } satisfies NewsUpdateAnswer;
  },

  /** DELETE /api/news/:id: removes the item (draft and published) and its image. */
  async remove(ctx: Context) {
    const entry = await findDocumentOr404(ctx.params.id, 'News item', (documentId) =>
      strapi.documents(UID).findOne({ documentId, populate: ['image'] }),
    );
    // Every version's image that nothing else uses goes with it (removeFilesNoVersionUses, documents/uploads.ts).
    await strapi.documents(UID).delete({ documentId: entry.documentId });
    ctx.body = { message: 'News deleted successfully' } satisfies NewsDeleteAnswer;
  },
});
