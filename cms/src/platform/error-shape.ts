import type { Context, Next } from 'koa';
import { BulkErrorBody, routes } from '@bank/shared';

/** Paths whose error answers use the spec's `{error}` field instead of `{message}`: the contract's bulk sends. */
const BULK_PATHS = new Set<string>(
  Object.values(routes)
    .filter((route) => route.error === BulkErrorBody)
    .map((route) => route.path),
);
const LOGIN_PATHS = new Set(['/api/admin/login', '/api/atmadmin/login']);

/** The bulk page is used by bank officers: its access refusals say what to do, not how the API works. */
export const BULK_ACCESS_REFUSALS: Record<number, string> = {
  401: 'Please sign in as an administrator to send messages.',
  403: 'Only an administrator can send messages. Please sign in with an administrator account.',
};

interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string };
}

const isStrapiErrorBody = (body: unknown): body is StrapiErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'error' in body &&
  typeof (body as StrapiErrorBody).error === 'object' &&
  (body as StrapiErrorBody).error !== null &&
  typeof (body as StrapiErrorBody).error.message === 'string';

const isMessageBody = (body: unknown): body is { message: string } =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 1 &&
  typeof (body as { message?: unknown }).message === 'string';

/**
 * The spec's /api answers carry `{message}` (bulk sends: `{error}`; logins: `{status:'error', message}`).
 * Strapi's error middleware answers `{data:null, error:{...}}`; this reshapes those answers for /api/*
 * and gives unknown /api paths a JSON 404 (a method a path does not take, a JSON 405). Internal errors keep
 * Strapi's generic text: never a stack trace.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/api/')) return;

  if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string')) {
    ctx.status = 404;
    ctx.body = { message: 'Not Found' };
    return;
  }
  // A method the path has no route for (a write to a read-only core route): the router's bare 405, with its Allow.
  if (ctx.status === 405 && (ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string')) {
    ctx.status = 405;
    ctx.body = { message: 'Method Not Allowed' };
    return;
  }
  // Bulk sends answer errors as `{error}`, including the access middleware's `{message}` refusals.
  if (BULK_PATHS.has(ctx.path) && ctx.status >= 400 && isMessageBody(ctx.body)) {
    ctx.body = { error: BULK_ACCESS_REFUSALS[ctx.status] ?? ctx.body.message };
    return;
  }
  if (!isStrapiErrorBody(ctx.body)) return;

  const message = ctx.body.error.message;
  if (BULK_PATHS.has(ctx.path)) ctx.body = { error: message };
  else if (LOGIN_PATHS.has(ctx.path)) ctx.body = { status: 'error', message };
  else ctx.body = { message };
};
