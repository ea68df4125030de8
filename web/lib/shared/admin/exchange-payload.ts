/** The exchange admin's edit rule (SPEC section 5, "Exchange edit"). */
import type { RateUpdate } from '@bank/shared';

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

/** A change of more than this, in per cent of the current rate, is confirmed once more before it is saved. */
export const LARGE_CHANGE_PERCENT = 5;

export interface RateChange {
  field: 'buy' | 'sell';
  from: number;
  to: number;
  /** Signed change in per cent of `from`, rounded to one decimal. */
  percent: number;
}

/** What an update changes, field by field (buy first), with each change in per cent of the current rate. */
export function rateChanges(original: RateValues, update: RateUpdate): RateChange[] {
  const changes: RateChange[] = [];
  for (const field of ['buy', 'sell'] as const) {
    const to = update[field];
    if (to === undefined) continue;
    const from = original[field];
    changes.push({ field, from, to, percent: Math.round(((to - from) / from) * 1000) / 10 });
  }
  return changes;
}

/** The changes beyond LARGE_CHANGE_PERCENT either way: these are confirmed once more. */
export function largeChanges(changes: RateChange[]): RateChange[] {
  return changes.filter((change) => Math.abs(change.to - change.from) * 100 > LARGE_CHANGE_PERCENT * Math.abs(change.from));
}
