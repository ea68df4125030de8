import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { findDocumentOr404 } from '../../../utils/documents';
import { jsonObjectBody } from '../../../utils/json-body';

const UID = 'api::exchange-rate.exchange-rate';
const RATE_FIELDS = ['buy', 'sell'] as const;
const MAX_RATE = 1_000_000;

interface RateEntry {
  documentId: string;
  currency: string;
  buy: number | string;
  sell: number | string;
  icon: string | null;
  updatedAt: string | Date;
}

// Number() keeps the answer numeric whatever the database driver returns. updated_at (beyond the spec's fields) lets
// the site say when the rates were last changed ("Rates as of …").
const toRate = (entry: RateEntry) => ({
  id: entry.documentId,
  currency: entry.currency,
  buy: Number(entry.buy),
  sell: Number(entry.sell),
  icon: entry.icon || null,
  updated_at: new Date(entry.updatedAt).toISOString(),
});

/** The edited rates of a PUT body: numbers greater than 0; at least one of buy and sell. */
const editedRates = (body: Record<string, unknown>) => {
  const edited: Partial<Record<(typeof RATE_FIELDS)[number], number>> = {};
  for (const field of RATE_FIELDS) {
    if (!(field in body)) continue;
    const value = body[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_RATE) {
      throw new errors.ValidationError(`${field} must be a number greater than 0`);
    }
    edited[field] = value;
  }
  if (Object.keys(edited).length === 0) throw new errors.ValidationError('buy or sell is required');
  return edited;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/get_exchange_rates */
  async list(ctx: Context) {
    const entries = (await strapi.documents(UID).findMany({
      sort: [{ sort_order: 'asc' }, { currency: 'asc' }],
    })) as unknown as RateEntry[];
    ctx.body = entries.map(toRate);
  },

  /** PUT /api/update/exchange-rates/:id with only the edited fields. */
  async update(ctx: Context) {
    const edited = editedRates(jsonObjectBody(ctx));
    const entry = await findDocumentOr404<RateEntry>(strapi, UID, ctx.params.id, 'Exchange rate');
    const updated = (await strapi.documents(UID).update({
      documentId: entry.documentId,
      data: edited,
    } as never)) as unknown as RateEntry;
    ctx.body = { message: `${updated.currency} rate updated successfully`, rate: toRate(updated) };
  },
});
