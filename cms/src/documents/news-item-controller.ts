import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type * as z from 'zod/mini';
import {
  fieldProblem,
  NEWS_CATEGORIES,
  NewsCreateFields,
  NewsUpdateFields,
  type NewsCreateAnswer,
  type NewsDeleteAnswer,
  type NewsItem,
  type NewsUpdateAnswer,
} from '@bank/shared';
import { findDocumentOr404, mediaUrl, required } from '../platform/entries';
import { checkedFiles, removeFiles, requiredText, storeFile, type MediaFile } from './uploads';

const UID = 'api::news-item.news-item';

/** A news item with its image, as the document service returns it (Strapi's generated types, types/generated). */
type NewsEntry = Modules.Documents.Result<typeof UID, { populate: ['image'] }>;

/** True when A and B are the same union: neither has a member the other lacks. */
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * The contract's categories are exactly the content type's enum (schema.json, through the generated types): a
 * category added, renamed or removed on one side only fails the type check (and tests/unit/news-categories.test.ts
 * checks the order too).
 */
const _categoriesMatch: SameMembers<(typeof NEWS_CATEGORIES)[number], NonNullable<NewsEntry['category']>> = true;

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

/**
 * The longest a category or date can be, checked before the contract's schema: an over-long one is refused for its
 * length, as every text field is.
 */
const LONGEST: Readonly<Record<string, number>> = { category: 20, date: 10 };

/**
 * The text fields of a news item as Add (NewsCreateFields) and Edit (NewsUpdateFields, with the date) take them, in
 * the schema's order: each required and trimmed, then checked by the contract's schema (its lengths, its categories,
 * a date that exists); the first field wrong answers 400 naming it.
 */
function newsFields<Fields extends typeof NewsCreateFields | typeof NewsUpdateFields>(
  body: unknown,
  schema: Fields,
): z.infer<Fields> {
  const fields: Record<string, string> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const value = requiredText(body, field, LONGEST[field] ?? Infinity);
    const problem = fieldProblem(fieldSchema, field, value);
    if (problem) throw new errors.ValidationError(problem);
    fields[field] = value;
  }
  return fields as z.infer<Fields>;
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
    const { title, author_name, category, summary, full_text } = newsFields(ctx.request.body, NewsCreateFields);
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
    const { date, ...fields } = newsFields(ctx.request.body, NewsUpdateFields);
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
