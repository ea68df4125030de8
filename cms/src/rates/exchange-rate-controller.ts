import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { ExchangeRate, RateHistory, RateUpdate, RateUpdateAnswer } from '@bank/shared';
import { RATE_HISTORY_DAYS } from '@bank/shared';
import { isRateHistoryDays } from './rate-window';
import { rateHistory } from './history';
import { findDocumentOr404, isoTime, required } from '../platform/entries';
import { jsonObjectBody } from '../platform/json-body';

const UID = 'api::exchange-rate.exchange-rate';
const RATE_FIELDS = ['buy', 'sell'] as const;
const MAX_RATE = 1_000_000;

/** A rate as the document service returns it (Strapi's generated types, types/generated). */
type RateEntry = Modules.Documents.Document<typeof UID>;

// Number() keeps the answer numeric whatever the database driver returns (a decimal is a string from PostgreSQL).
// updated_at (beyond the spec's fields) lets the site say when the rates were last changed ("Rates as of …").
const toRate = (entry: RateEntry): ExchangeRate => ({
  id: entry.documentId,
  currency: required(entry.currency, 'Exchange rate currency'),
  buy: Number(required(entry.buy, 'Exchange rate buy')),
  sell: Number(required(entry.sell, 'Exchange rate sell')),
  icon: entry.icon || null,
  updated_at: isoTime(entry.updatedAt, 'Exchange rate updatedAt'),
});

/** The edited rates of a PUT body: numbers greater than 0; at least one of buy and sell. */
const editedRates = (body: Record<string, unknown>): RateUpdate => {
  const edited: RateUpdate = {};
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

const HISTORY_PARAMS = new Set(['currency', 'days']);

/** One value of a query parameter: a repeated one (`?days=30&days=90`) is refused like a wrong one. */
const single = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/get_exchange_rates */
  async list(ctx: Context) {
    const entries = await strapi.documents(UID).findMany({ sort: [{ sort_order: 'asc' }, { currency: 'asc' }] });
    ctx.body = entries.map(toRate) satisfies ExchangeRate[];
  },

  /**
   * GET /api/exchange-rates/history?currency=USD&days=90 (beyond the spec): the rate's changes over the last 30 or 90
   * days in The Gambia's calendar, after the one in effect when the window opens (src/rates/history.ts).
   */
  async history(ctx: Context) {
    const unknown = Object.keys(ctx.query).filter((name) => !HISTORY_PARAMS.has(name));
    if (unknown.length > 0) throw new errors.ValidationError(`Unknown query parameter: ${unknown.join(', ')}`);
    const days = Number(single(ctx.query.days));
    if (!/^\d+$/.test(single(ctx.query.days) ?? '') || !isRateHistoryDays(days)) {
      throw new errors.ValidationError(`days must be ${RATE_HISTORY_DAYS.join(' or ')}`);
    }
    const rates = await strapi.documents(UID).findMany({ sort: [{ sort_order: 'asc' }, { currency: 'asc' }] });
    const currencies = rates.map((rate) => rate.currency).filter((code): code is string => Boolean(code));
    const currency = single(ctx.query.currency);
    if (currency === null || !currencies.includes(currency)) {
      throw new errors.ValidationError(`currency must be one of ${currencies.join(', ')}`);
    }
    const now = new Date();
    const { from, points } = await rateHistory(strapi, currency, days, now);
    ctx.body = { currency, days, from: from.toISOString(), to: now.toISOString(), points } satisfies RateHistory;
  },

  /** PUT /api/update/exchange-rates/:id with only the edited fields. */
  async update(ctx: Context) {
    const edited = editedRates(jsonObjectBody(ctx));
    const entry = await findDocumentOr404(ctx.params.id, 'Exchange rate', (documentId) =>
      strapi.documents(UID).findOne({ documentId }),
    );
    const updated = required(
      await strapi.documents(UID).update({ documentId: entry.documentId, data: edited }),
      'The updated rate',
    );
    ctx.body = { message: `${updated.currency} rate updated successfully`, rate: toRate(updated) } satisfies RateUpdateAnswer;
  },
});
