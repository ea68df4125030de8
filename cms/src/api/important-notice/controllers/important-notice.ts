import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mediaUrl, type Media } from '../../../utils/documents';
import { checkedFiles, removeFiles, requiredText, storeDocument, type MediaFile } from '../../../utils/uploads';

const UID = 'api::important-notice.important-notice';

interface NoticeEntry {
  title: string;
  file: Media | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/important-documents: the home page's important links, newest first. */
  async list(ctx: Context) {
    const entries = (await strapi.documents(UID).findMany({
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      populate: ['file'],
    })) as unknown as NoticeEntry[];
    ctx.body = entries.filter((entry) => entry.file).map((entry) => ({ title: entry.title, url: mediaUrl(entry.file) }));
  },

  /** POST /api/upload-pdf (multipart file, title): PDFs only. */
  async upload(ctx: Context) {
    const title = requiredText(ctx.request.body, 'title', 200);
    const [pdf] = await checkedFiles(ctx, strapi, 'file', 'notice');
    const stored: MediaFile[] = [];
    try {
      stored.push(await storeDocument(strapi, pdf, 'notice'));
      await strapi.documents(UID).create({ data: { title, file: stored[0].id } } as never);
    } catch (error) {
      await removeFiles(strapi, stored);
      throw error;
    }
    ctx.status = 201;
    ctx.body = { message: 'PDF uploaded successfully.', notice: { title, url: stored[0].url } };
  },
});
