import { errors } from '@strapi/utils';
import type { Context } from 'koa';

/** The request's JSON object body; 400 when the body is not a JSON object. */
export function jsonObjectBody(ctx: Context): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  if (!ctx.request.is('application/json')) throw new errors.ValidationError('Send a JSON body (Content-Type: application/json)');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new errors.ValidationError('The body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
