import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import type { DepositTenor, DepositTerms } from '@bank/shared';
import { isoTime, required } from '../platform/entries';

/** A decimal column arrives as a string from PostgreSQL and as a number from SQLite: always a number, or null. */
const rateOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const rate = Number(value);
  return Number.isFinite(rate) ? rate : null;
};

/**
 * The fixed deposit terms (a single type): the minimum and the tenors, shortest first; 404 while none is published.
 * `?status=draft` (the editors' preview) reads the draft: the draft-read gate lets only the site's server ask.
 */
const depositTerms = (strapi: Core.Strapi) => async (ctx: Context) => {
  const status = ctx.query.status === 'draft' ? 'draft' : 'published';
  const entry = await strapi.documents('api::deposit-term.deposit-term').findFirst({ status, populate: ['tenors'] });
  if (!entry) throw new errors.NotFoundError('No fixed deposit terms are published.');
  const tenors = (entry.tenors ?? [])
    .map((tenor): DepositTenor => ({
      months: Number(required(tenor.months, 'Tenor months')),
      annual_rate: rateOrNull(tenor.annual_rate),
    }))
    .sort((a, b) => a.months - b.months);
  ctx.body = {
    minimum_amount: Number(required(entry.minimum_amount, 'Deposit minimum_amount')),
    tenors,
    updated_at: isoTime(entry.updatedAt, 'Deposit terms updatedAt'),
  } satisfies DepositTerms;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  depositTerms: depositTerms(strapi),
});
