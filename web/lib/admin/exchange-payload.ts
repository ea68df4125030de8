/** The exchange admin's edit rule (SPEC section 5, "Exchange edit"). */
import type { RateUpdate } from '@bank/contract';

/** The body of PUT /api/update/exchange-rates/{id}: the contract's `{buy?, sell?}`. */
export type { RateUpdate };

export interface RateValues {
  buy: number;
  sell: number;
}

export interface RateDraft {
  buy: string;
  sell: string;
}

/**
 * The value an edit field stands for: a cleared, non-numeric or zero field falls back to the original,
 * which is why zero cannot be entered.
 */
export function effectiveRate(input: string, original: number): number {
  const trimmed = input.trim();
  if (trimmed === '') return original;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) && parsed !== 0 ? parsed : original;
}

/** The JSON body of PUT /api/update/exchange-rates/{id}: only the fields whose value actually changed. */
export function buildRateUpdate(original: RateValues, draft: RateDraft): RateUpdate {
  const update: RateUpdate = {};
  const buy = effectiveRate(draft.buy, original.buy);
  const sell = effectiveRate(draft.sell, original.sell);
  if (buy !== original.buy) update.buy = buy;
  if (sell !== original.sell) update.sell = sell;
  return update;
}

export function isEmptyUpdate(update: RateUpdate): boolean {
  return update.buy === undefined && update.sell === undefined;
}
