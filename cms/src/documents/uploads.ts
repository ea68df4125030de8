import { createReadStream } from 'fs';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { detectFileTypeOfPath, EXTENSION, MIME, type DetectedType } from './file-type';

/** What each upload route accepts, by content. */
export const ACCEPTED = {
  document: ['pdf', 'doc', 'docx', 'jpg', 'png'],
  image: ['jpg', 'png', 'webp'],
  notice: ['pdf'],
  sheet: ['xls', 'xlsx'],
} as const satisfies Record<string, readonly DetectedType[]>;

export type UploadKind = keyof typeof ACCEPTED;

const KIND_WORDS: Record<UploadKind, string> = {
  document: 'a PDF, Word document, JPG or PNG',
  image: 'a JPEG, PNG or WebP image',
  notice: 'a PDF',
  sheet: 'an Excel sheet (xls or xlsx)',
};

/** A multipart file as the body parser (formidable) leaves it. */
interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** A multipart file whose content has been checked. */
export interface CheckedFile {
  filepath: string;
  size: number;
  type: DetectedType;
  /** The file's name on the sender's computer, as the browser sent it (untrusted: shown as text only), or null. */
  originalName: string | null;
}

/** A stored media record of the upload plugin. */
export interface MediaFile {
  id: number;
  url: string;
  hash: string;
  ext: string;
  mime: string;
  name: string;
}

/**
 * A populated media attribute checked to be a stored file: Strapi's generated types leave media `any`, so an entry's
 * file is taken for one only when it has the fields a stored record always has.
 */
export function isMediaFile(value: unknown): value is MediaFile {
  if (typeof value !== 'object' || value === null || !('id' in value) || typeof value.id !== 'number') return false;
  const fields: Record<string, unknown> = { ...value };
  return ['url', 'hash', 'ext', 'mime', 'name'].every((field) => typeof fields[field] === 'string');
}

const incomingFiles = (ctx: Context, field: string): IncomingFile[] => {
  const files = (ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files;
  const value = files?.[field];
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
};

const limitFor = (strapi: Core.Strapi, kind: UploadKind): number =>
  strapi.config.get<Record<UploadKind, number>>('bank.uploadLimits')[kind];

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * The files sent under `field`, each checked by size and by content (magic bytes, never the name).
 * Throws 400 naming the field when a file is missing or of the wrong type, 413 when one is too large.
 */
export async function checkedFiles(
  ctx: Context,
  strapi: Core.Strapi,
  field: string,
  kind: UploadKind,
  { multiple = false }: { multiple?: boolean } = {},
): Promise<CheckedFile[]> {
  const files = incomingFiles(ctx, field);
  if (files.length === 0) throw new errors.ValidationError(`${field} is required`);
  if (!multiple && files.length > 1) throw new errors.ValidationError(`${field} must be a single file`);

  const limit = limitFor(strapi, kind);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.size > limit) {
      throw new errors.PayloadTooLargeError(`${field} is larger than the ${megabytes(limit)} limit`);
    }
    const type = await detectFileTypeOfPath(file.filepath);
    if (!type || !(ACCEPTED[kind] as readonly DetectedType[]).includes(type)) {
      throw new errors.ValidationError(`${field} must be ${KIND_WORDS[kind]}`);
    }
    checked.push({ filepath: file.filepath, size: file.size, type, originalName: file.originalFilename ?? null });
  }
  return checked;
}

/**
 * Stores a checked image through the upload plugin under a generated name (`<prefix>_<random>.<ext>`): the gallery's
 * and the news' pictures get the media library's treatment (size optimisation, thumbnail).
 */
export async function storeFile(strapi: Core.Strapi, file: CheckedFile, prefix: string): Promise<MediaFile> {
  const name = `${prefix}${EXTENSION[file.type]}`;
  const [stored] = (await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name } },
      files: { filepath: file.filepath, originalFilename: name, mimetype: MIME[file.type], size: file.size },
    })) as MediaFile[];
  return stored;
}

/**
 * Stores a document (form, report, notice) byte for byte under a generated name. The upload service would re-encode
 * a JPG or PNG (the media library's size optimisation), and a scanned form must download as it was uploaded; so the
 * file goes straight to the provider and into the media library's table, as the service itself does for non-images.
 */
export async function storeDocument(strapi: Core.Strapi, file: CheckedFile, prefix: string): Promise<MediaFile> {
  const name = `${prefix}${EXTENSION[file.type]}`;
  const entry = (await strapi
    .plugin('upload')
    .service('upload')
    .formatFileInfo({ filename: name, type: MIME[file.type], size: file.size }, { name })) as Record<string, unknown>;
  const upload: Record<string, unknown> = { ...entry, getStream: () => createReadStream(file.filepath) };
  await strapi.plugin('upload').service('provider').upload(upload);
  delete upload.getStream;
  return (await strapi.db.query('plugin::upload.file').create({
    data: { ...upload, provider: strapi.config.get<{ provider: string }>('plugin::upload').provider },
  })) as MediaFile;
}

/** Removes stored files again, so a failed request leaves no orphan behind. */
export async function removeFiles(strapi: Core.Strapi, files: MediaFile[]): Promise<void> {
  for (const file of files) {
    try {
      await strapi.plugin('upload').service('upload').remove(file);
    } catch (error) {
      strapi.log.error(`Could not remove uploaded file ${file.hash}${file.ext}: ${String(error)}`);
    }
  }
}

/** A multipart or JSON text field, trimmed; 400 naming the field when missing, blank or not text. */
export function requiredText(body: unknown, field: string, maxLength = 10_000): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || value === null) throw new errors.ValidationError(`${field} is required`);
  if (typeof value !== 'string') throw new errors.ValidationError(`${field} must be text`);
  const trimmed = value.trim();
  if (!trimmed) throw new errors.ValidationError(`${field} is required`);
  if (trimmed.length > maxLength) throw new errors.ValidationError(`${field} must be at most ${maxLength} characters`);
  return trimmed;
}

/** The types whose files are their own (uploaded with the entry): a file no version uses any more is taken offline. */
const OWN_FILE_TYPES = new Set<string>(['api::news-item.news-item', 'api::important-notice.important-notice']);

/** The writes that can leave a version's file unused: an edit, a publish (the published copy replaced), the rest. */
const VERSION_WRITES = new Set(['update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** Every stored file of every version (draft and published, every locale) of a document, each once. */
async function filesOfDocument(strapi: Core.Strapi, uid: UID.ContentType, documentId: string): Promise<MediaFile[]> {
  const attributes = strapi.getModel(uid).attributes as Record<string, { type?: string }>;
  const fields = Object.keys(attributes).filter((name) => attributes[name].type === 'media');
  if (fields.length === 0) return [];
  const rows = (await strapi.db
    .query(uid)
    .findMany({ where: { documentId }, populate: Object.fromEntries(fields.map((field) => [field, true])) })) as Record<
    string,
    unknown
  >[];
  const files = new Map<number, MediaFile>();
  for (const row of rows)
    for (const value of fields.flatMap((field) => [row[field]].flat())) if (isMediaFile(value)) files.set(value.id, value);
  return [...files.values()];
}

/** Is the stored file attached to any entry (any version of any type, or a component)? The media relation's table. */
async function isFileUsed(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  const related = strapi.db.metadata.get('plugin::upload.file').attributes.related;
  if (!related || !('joinTable' in related) || !related.joinTable) throw new Error('The media relation has no join table');
  // In the write's own transaction when it has one (the panel's publish has): on SQLite's one connection, a query
  // outside it would wait for that transaction to end, which waits for this.
  const row: unknown = await strapi.db.transaction(({ trx }) =>
    strapi.db.getConnection(related.joinTable.name).transacting(trx).where(related.joinTable.joinColumn.name, fileId).first(),
  );
  return row !== undefined;
}

/**
 * Removing or unpublishing a news item or a notice (from the staff screens, the panel or the scheduler), and any
 * edit or publish that replaces a version's file, takes every file that no remaining version uses offline: its stored
 * file (so /uploads/… answers 404) and its media-library row. A file another entry still uses stays. A document-service
 * middleware, so every way of writing is covered; the files of every version are read before the write, since a
 * deleted version's relation is gone after it.
 */
export function removeFilesNoVersionUses(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown } | undefined)?.documentId;
    if (!OWN_FILE_TYPES.has(context.uid) || !VERSION_WRITES.has(context.action) || typeof documentId !== 'string') {
      return next();
    }
    const before = await filesOfDocument(strapi, context.uid as UID.ContentType, documentId);
    const result = await next();
    const unused: MediaFile[] = [];
    for (const file of before) if (!(await isFileUsed(strapi, file.id))) unused.push(file);
    await removeFiles(strapi, unused);
    return result;
  });
}
