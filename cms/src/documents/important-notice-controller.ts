import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { ImportantDocument, NoticeUploadAnswer, RemovedAnswer } from '@bank/shared';
import { isSafeStoredName } from './safe-filename';
import { required } from '../platform/entries';
import { checkedFiles, isMediaFile, removeFiles, requiredText, storeDocument, type MediaFile } from './uploads';

const UID = 'api::important-notice.important-notice';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/important-documents: the home page's important links (published notices), newest first. */
  async list(ctx: Context) {
    const entries = await strapi.documents(UID).findMany({
      // Drafts only for the editors' preview of the home page: global::draft-reads has checked the draft-read token.
      status: ctx.query.status === 'draft' ? 'draft' : 'published',
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      populate: ['file'],
    });
    const documents: ImportantDocument[] = [];
    for (const entry of entries) {
      // A notice whose file was removed from the media library is not listed.
      if (!entry.file) continue;
      documents.push({ title: required(entry.title, 'Notice title'), url: required(entry.file.url, 'Notice file url') });
    }
    ctx.body = documents;
  },

  /**
   * POST /api/upload-pdf (multipart file, title): PDFs only. Published at once, as the spec's screen expects; an
   * editor may schedule its unpublishing (or a later notice's publishing) in the panel.
   */
  async upload(ctx: Context) {
    const title = requiredText(ctx.request.body, 'title', 200);
    const [pdf] = await checkedFiles(ctx, strapi, 'file', 'notice');
    const stored: MediaFile[] = [];
    try {
      stored.push(await storeDocument(strapi, pdf, 'notice'));
      await strapi.documents(UID).create({ data: { title, file: stored[0].id }, status: 'published' });
    } catch (error) {
      await removeFiles(strapi, stored);
      throw error;
    }
    ctx.status = 201;
    ctx.body = { message: 'PDF uploaded successfully.', notice: { title, url: stored[0].url } } satisfies NoticeUploadAnswer;
  },

  /**
   * DELETE /api/important-documents/:filename, the file's name as the list's url ends: the notice (one
   * audit entry, the home page revalidated), then its stored PDF, so /uploads/… answers 404. Notices are few, so they
   * are matched here rather than by a query on the media relation.
   */
  async remove(ctx: Context) {
    const filename: unknown = ctx.params.filename;
    if (typeof filename !== 'string' || !isSafeStoredName(filename)) throw new errors.NotFoundError('Notice not found');
    // The list shows the published file; a draft may hold another: either names the notice.
    const entries = [
      ...(await strapi.documents(UID).findMany({ populate: ['file'], status: 'published' })),
      ...(await strapi.documents(UID).findMany({ populate: ['file'] })),
    ];
    const entry = entries.find((candidate) => isMediaFile(candidate.file) && candidate.file.url.split('/').pop() === filename);
    if (!entry) throw new errors.NotFoundError('Notice not found');
    // Every version's file that nothing else uses goes with it (removeFilesNoVersionUses, documents/uploads.ts).
    await strapi.documents(UID).delete({ documentId: entry.documentId });
    ctx.body = { message: `"${entry.title}" was removed.` } satisfies RemovedAnswer;
  },
});
