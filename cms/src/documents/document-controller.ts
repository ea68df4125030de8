import { Readable } from 'stream';
import fs from 'fs';
import path from 'path';
import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { downloadDisposition, isSafeStoredName } from './safe-filename';
import type { DocumentEntry as ListItem, DocumentUploadAnswer, FormList, RemovedAnswer, ReportList } from '@bank/shared';
import { isoTime, required } from '../platform/entries';
import { checkedFiles, isMediaFile, removeFiles, requiredText, storeDocument, type MediaFile } from './uploads';

const UID = 'api::document.document';
type DocumentKind = 'form' | 'report';

/** A catalogued document as the document service returns it (Strapi's generated types, types/generated). */
type DocumentEntry = Modules.Documents.Document<typeof UID>;

const toListItem = (entry: DocumentEntry): ListItem => ({
  category: required(entry.category, 'Document category'),
  filename: required(entry.filename, 'Document filename'),
  date_uploaded: isoTime(entry.date_uploaded, 'Document date_uploaded'),
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const list = async (kind: DocumentKind): Promise<ListItem[]> =>
    (await strapi.documents(UID).findMany({ filters: { kind }, sort: [{ date_uploaded: 'desc' }, { id: 'desc' }] })).map(
      toListItem,
    );

  const upload = async (ctx: Context, kind: DocumentKind) => {
    const category = requiredText(ctx.request.body, 'category', 200);
    const [file] = await checkedFiles(ctx, strapi, 'file', 'document');
    const stored: MediaFile[] = [];
    try {
      stored.push(await storeDocument(strapi, file, kind));
      const filename = `${stored[0].hash}${stored[0].ext}`;
      await strapi.documents(UID).create({
        data: { kind, category, filename, file: stored[0].id, date_uploaded: new Date().toISOString() },
      });
      ctx.status = 201;
      ctx.body = {
        message: kind === 'form' ? 'Form uploaded successfully.' : 'Report uploaded successfully.',
      } satisfies DocumentUploadAnswer;
    } catch (error) {
      await removeFiles(strapi, stored);
      throw error;
    }
  };

  /** Serves a catalogued file as an attachment; anything else (traversal, unknown name) is a 404. */
  const download = async (ctx: Context, kind: DocumentKind) => {
    const filename: unknown = ctx.params.filename;
    if (typeof filename !== 'string' || !isSafeStoredName(filename)) throw new errors.NotFoundError('File not found');
    const [entry] = await strapi.documents(UID).findMany({ filters: { kind, filename }, populate: ['file'], limit: 1 });
    if (!entry?.file?.url) throw new errors.NotFoundError('File not found');

    // Named after what the uploader typed (the category), not the stored name (documents/safe-filename.ts).
    ctx.set('Content-Disposition', downloadDisposition(entry.category ?? kind, entry.file.ext ?? path.extname(filename), kind));
    ctx.set('Content-Type', entry.file.mime || 'application/octet-stream');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'public, max-age=300');

    if (/^https?:\/\//.test(entry.file.url)) {
      // A remote provider (S3 in production): stream it through so the answer stays an attachment.
      const remote = await fetch(entry.file.url, { signal: AbortSignal.timeout(15_000) });
      if (!remote.ok || !remote.body) throw new errors.NotFoundError('File not found');
      ctx.body = Readable.fromWeb(remote.body);
      return;
    }
    const publicDir = path.resolve(strapi.dirs.static.public);
    const filepath = path.resolve(publicDir, `.${entry.file.url}`);
    if (!filepath.startsWith(publicDir + path.sep) || !fs.existsSync(filepath)) {
      throw new errors.NotFoundError('File not found');
    }
    ctx.body = fs.createReadStream(filepath);
  };

  /**
   * Removes a catalogued document and its stored file: the entry goes through the document service (one
   * audit entry with its values before, and the public lists revalidated), then the file, so /uploads/… answers 404.
   */
  const remove = async (ctx: Context, kind: DocumentKind) => {
    const filename: unknown = ctx.params.filename;
    const notFound = kind === 'form' ? 'Form not found' : 'Report not found';
    if (typeof filename !== 'string' || !isSafeStoredName(filename)) throw new errors.NotFoundError(notFound);
    const [entry] = await strapi.documents(UID).findMany({ filters: { kind, filename }, populate: ['file'], limit: 1 });
    if (!entry) throw new errors.NotFoundError(notFound);
    await strapi.documents(UID).delete({ documentId: entry.documentId });
    if (isMediaFile(entry.file)) await removeFiles(strapi, [entry.file]);
    ctx.body = {
      message: `"${entry.category}" was removed.`,
    } satisfies RemovedAnswer;
  };

  return {
    /** DELETE /api/form/:filename (admin) */
    async removeForm(ctx: Context) {
      await remove(ctx, 'form');
    },
    /** DELETE /api/reports/:filename (admin) */
    async removeReport(ctx: Context) {
      await remove(ctx, 'report');
    },
    /** GET /api/reports */
    async listReports(ctx: Context) {
      ctx.body = { reports: await list('report') } satisfies ReportList;
    },
    /** GET /api/form */
    async listForms(ctx: Context) {
      ctx.body = { forms: await list('form') } satisfies FormList;
    },
    /** POST /api/upload/reports (multipart file, category) */
    async uploadReport(ctx: Context) {
      await upload(ctx, 'report');
    },
    /** POST /api/upload/form (multipart file, category) */
    async uploadForm(ctx: Context) {
      await upload(ctx, 'form');
    },
    /** GET /api/download/reports/:filename */
    async downloadReport(ctx: Context) {
      await download(ctx, 'report');
    },
    /** GET /api/download/form/:filename */
    async downloadForm(ctx: Context) {
      await download(ctx, 'form');
    },
  };
};
