import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSafeStoredName, SAFE_NAME_RULE, toSafeStoredName } from './safe-filename';

const UID = 'api::document.document';

type Data = Record<string, unknown>;

/** A media attribute as the content manager or the document service passes it: an id, `{id}`, or a list of them. */
function mediaId(value: unknown): number | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'number') return first;
  if (typeof first === 'string' && /^\d+$/.test(first)) return Number(first);
  if (typeof first === 'object' && first !== null && 'id' in first) return mediaId(first.id);
  return null;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

function refuse(message: string): never {
  // With the field's path the panel shows the message under the Filename input, besides the error notification.
  throw new errors.ValidationError(message, { errors: [{ path: ['filename'], message, name: 'ValidationError' }] });
}

/**
 * Downloads (api::document.document) as the marketing team saves them in the panel: the public name, when left empty,
 * is made from the attached file's name, free within the catalogue; a typed name is checked against the download
 * route's own allow-list, so nothing is listed that would answer 404; and the date defaults to the time of saving.
 */
export function registerDocumentNames(strapi: Core.Strapi): void {
  const nameOfMedia = async (id: number | null): Promise<string | null> => {
    if (id === null) return null;
    const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['name'] })) as {
      name?: string;
    } | null;
    return file?.name ?? null;
  };

  const takenByAnother = async (filename: string, documentId: string | undefined) =>
    (await strapi.db.query(UID).count({
      where: { filename, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    })) > 0;

  const freeName = async (wanted: string, documentId: string | undefined): Promise<string> => {
    const dot = wanted.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
    let candidate = wanted;
    for (let n = 2; await takenByAnother(candidate, documentId); n += 1) {
      candidate = toSafeStoredName(`${stem.slice(0, 180)}-${n}${ext}`);
    }
    return candidate;
  };

  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Data; documentId?: string };
    const data = params.data;
    if (!data) return next();
    const documentId = context.action === 'update' ? params.documentId : undefined;

    if (context.action === 'create' || 'filename' in data) {
      if (blank(data.filename)) {
        let media = 'file' in data ? mediaId(data.file) : null;
        if (!('file' in data) && documentId) {
          const current = (await strapi.db.query(UID).findOne({ where: { documentId }, populate: ['file'] })) as {
            file?: { id: number } | null;
          } | null;
          media = current?.file?.id ?? null;
        }
        const name = await nameOfMedia(media);
        if (!name) refuse('Attach a file, or type a filename');
        data.filename = await freeName(toSafeStoredName(name, typeof data.kind === 'string' ? data.kind : undefined), documentId);
      } else if (typeof data.filename !== 'string' || !isSafeStoredName(data.filename.trim())) {
        refuse(`filename ${SAFE_NAME_RULE}`);
      } else {
        data.filename = data.filename.trim();
      }
    }
    if (context.action === 'create' ? blank(data.date_uploaded) : 'date_uploaded' in data && blank(data.date_uploaded)) {
      data.date_uploaded = new Date().toISOString();
    }
    return next();
  });
}
