import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { findDocumentOr404, mediaUrl, type Media } from '../../../utils/documents';
import { checkedFiles, removeFiles, requiredText, storeFile, type MediaFile } from '../../../utils/uploads';

const UID = 'api::news-item.news-item';
export const NEWS_CATEGORIES = ['News', 'Events', 'Donation'] as const;

interface NewsEntry {
  documentId: string;
  title: string;
  image: Media | null;
  author_name: string;
  date: string;
  category: string;
  summary: string;
  full_text: string;
}

const toNews = (entry: NewsEntry) => ({
  id: entry.documentId,
  title: entry.title,
  image_url: mediaUrl(entry.image),
  author_name: entry.author_name,
  date: entry.date,
  category: entry.category,
  summary: entry.summary,
  full_text: entry.full_text,
});

/** Today in Banjul (UTC, no daylight saving), as the news item's date. */
const today = () => new Date().toISOString().slice(0, 10);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/news: published items, newest first. */
  async list(ctx: Context) {
    const entries = (await strapi.documents(UID).findMany({
      // Drafts only for the editors' preview: global::draft-reads has checked the preview secret.
      status: ctx.query.status === 'draft' ? 'draft' : 'published',
      sort: [{ date: 'desc' }, { createdAt: 'desc' }],
      populate: ['image'],
    })) as unknown as NewsEntry[];
    ctx.body = entries.map(toNews);
  },

  /** POST /api/admin/news (multipart): creates and publishes a news item with its image. */
  async create(ctx: Context) {
    const body = ctx.request.body;
    const title = requiredText(body, 'title', 200);
    const author_name = requiredText(body, 'author_name', 120);
    const category = requiredText(body, 'category', 20);
    if (!(NEWS_CATEGORIES as readonly string[]).includes(category)) {
      throw new errors.ValidationError(`category must be one of ${NEWS_CATEGORIES.join(', ')}`);
    }
    const summary = requiredText(body, 'summary', 1000);
    const full_text = requiredText(body, 'full_text', 50_000);
    const [image] = await checkedFiles(ctx, strapi, 'image', 'image');

    const stored: MediaFile[] = [];
    try {
      stored.push(await storeFile(strapi, image, 'news'));
      const created = (await strapi.documents(UID).create({
        data: { title, author_name, category, summary, full_text, date: today(), image: stored[0].id },
        status: 'published',
        populate: ['image'],
      } as never)) as unknown as NewsEntry;
      ctx.status = 201;
      ctx.body = { message: 'News added successfully', news: toNews(created) };
    } catch (error) {
      await removeFiles(strapi, stored);
      throw error;
    }
  },

  /** DELETE /api/news/:id: removes the item (draft and published) and its image. */
  async remove(ctx: Context) {
    const entry = await findDocumentOr404<NewsEntry>(strapi, UID, ctx.params.id, 'News item', ['image']);
    await strapi.documents(UID).delete({ documentId: entry.documentId });
    if (entry.image) await removeFiles(strapi, [entry.image as MediaFile]);
    ctx.body = { message: 'News deleted successfully' };
  },
});
