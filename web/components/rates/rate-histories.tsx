import type { RateHistory } from '@bank/shared';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import { currencyName } from '@/lib/shared/rate-history';
import { rateWords } from '@/lib/shared/rate-words';
import RateHistoryChart from './rate-history-chart';

/** A currency's history over the two windows the site shows. */
export interface CurrencyHistory {
  currency: string;
  last30: RateHistory;
  last90: RateHistory;
}

/**
 * "Rates over time" under the rates on /services/exchange-rates: per currency, the last 30 days drawn and summarised,
 * and the last 90 days in a <details>, so a visitor chooses the window without any script.
 */
export default function RateHistories({ histories }: { histories: CurrencyHistory[] }) {
  const words = useLocalised(rateWords).history;
  const locale = useTextLocale();
  if (histories.length === 0) return null;
  return (
    <section aria-labelledby="rates-over-time" className="space-y-6">
      <div>
        <h2 id="rates-over-time" className="text-xl font-bold text-brand">
          {words.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      </div>
      {histories.map(({ currency, last30, last90 }) => {
        const id = `history-${currency.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
        return (
          <section key={currency} aria-labelledby={id} className="card space-y-4 p-4 sm:p-6">
            <h3 id={id} className="text-lg font-semibold text-slate-900">
              {currencyName(currency, locale)} ({currency})
            </h3>
            <RateHistoryChart history={last30} id={`${id}-30`} />
            <details className="border-t border-slate-200 pt-3">
              <summary className="cursor-pointer font-semibold text-brand">
                {words.last90(currencyName(currency, locale))}
              </summary>
              <div className="mt-3">
                <RateHistoryChart history={last90} id={`${id}-90`} />
              </div>
            </details>
          </section>
        );
      })}
    </section>
  );
}
