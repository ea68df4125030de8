import { errors } from '@strapi/utils';

/** The upload plugin's media as populated on an entry. */
export interface Media {
  id: number;
  url: string;
  mime?: string;
  name?: string;
}

/** The URL of a media file as the site serves it (relative `/uploads/...` for the local provider). */
export const mediaUrl = (media: Media | null | undefined): string | null => media?.url ?? null;

/**
 * A document by its documentId, or 404 `{message}`: `find` reads it through the document service (typed by Strapi's
 * generated types, types/generated) once the id has the shape of one; none found is the same 404.
 */
export async function findDocumentOr404<T>(
  documentId: unknown,
  label: string,
  find: (documentId: string) => Promise<T | null>,
): Promise<T> {
  if (typeof documentId !== 'string' || !/^[a-z0-9]{1,64}$/i.test(documentId)) {
    throw new errors.NotFoundError(`${label} not found`);
  }
  const found = await find(documentId);
  if (!found) throw new errors.NotFoundError(`${label} not found`);
  return found;
}

/**
 * A value the content type requires. Strapi's generated types (types/generated) make every attribute of a document
 * optional and nullable, required ones too: this narrows one without a cast, and an entry that lacks it (a row
 * written around the document service) fails loudly instead of answering outside the contract.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** An ISO time from a document's date-time attribute (a string from SQLite, a Date from PostgreSQL). */
export const isoTime = (value: string | Date | null | undefined, what: string): string =>
  new Date(required(value, what)).toISOString();
