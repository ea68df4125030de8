/** Strapi's bookkeeping on every row (ids, times, authors, locales): not content anyone wrote. */
export const SYSTEM_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

/** The attribute types that hold numbers. */
export const NUMBER_TYPES: ReadonlySet<string> = new Set(['integer', 'biginteger', 'float', 'decimal']);
