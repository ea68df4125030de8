import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import type { LoanProduct, LoanTerms } from '@bank/shared';
import { isoTime, required } from '../platform/entries';

/** A decimal column arrives as a string from PostgreSQL and as a number from SQLite: always a number. */
const numberOf = (value: unknown, what: string): number => {
  const number = Number(required(value, what));
  if (!Number.isFinite(number)) throw new Error(`${what} is not a number`);
  return number;
};

/**
 * The loan terms (a single type): the products of the repayment calculator, in the editors' order; 404 while none is
 * published. `?status=draft` (the editors' preview) reads the draft: the draft-read gate lets only the site's server ask.
 */
const loanTerms = (strapi: Core.Strapi) => async (ctx: Context) => {
  const status = ctx.query.status === 'draft' ? 'draft' : 'published';
  const entry = await strapi.documents('api::loan-term.loan-term').findFirst({ status, populate: ['products'] });
  if (!entry) throw new errors.NotFoundError('No loan terms are published.');
  const products = (entry.products ?? []).map((product): LoanProduct => ({
    name: required(product.name, 'Loan product name'),
    method: required(product.method, 'Loan product method'),
    annual_rate: numberOf(product.annual_rate, 'Loan product annual_rate'),
    minimum_amount: numberOf(product.minimum_amount, 'Loan product minimum_amount'),
    maximum_amount: numberOf(product.maximum_amount, 'Loan product maximum_amount'),
    minimum_months: numberOf(product.minimum_months, 'Loan product minimum_months'),
    maximum_months: numberOf(product.maximum_months, 'Loan product maximum_months'),
  }));
  ctx.body = { products, updated_at: isoTime(entry.updatedAt, 'Loan terms updatedAt') } satisfies LoanTerms;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  loanTerms: loanTerms(strapi),
});
