/**
 * @bank/shared: the /api contract of docs/api.md as zod schemas (values, same names as their types), the types
 * inferred from them, the route table, and the parse helpers that name the offending field.
 */
export * from './schemas.js';
export * from './routes.js';
export * from './parse.js';
export * from './locales.js';
