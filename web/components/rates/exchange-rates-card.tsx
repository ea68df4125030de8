import type { ReactNode, Ref } from 'react';
import { failedWith } from '@/lib/shared/site-error';
import { formatAsOf, ratesAsOf } from '@/lib/shared/currency-converter';
import { formatRate } from '@/lib/shared/format';
import { rateWords, type RateWords } from '@/lib/shared/rate-words';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import type { ExchangeRate } from '@/lib/shared/cms-types';
import CurrencyConverter from './currency-converter';
import { ColumnHeads, CurrencyRowHeader, type ColumnHead } from './rate-table';

const columns = ({ currency, buy, sell }: RateWords['columns']): readonly ColumnHead[] => [
  { label: currency, className: 'py-3 pr-4 font-semibold' },
  { label: buy, className: 'py-3 pr-4 text-right font-semibold' },
  { label: sell, className: 'py-3 text-right font-semibold' },
];

export type ExchangeRatesCardProps = {
  /** Heading level and text of the card. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
  /** The rates, or undefined while they load. */
  data: ExchangeRate[] | undefined;
  error?: unknown;
  /** A refetch is in flight (the Retry button is disabled meanwhile). */
  isValidating?: boolean;
  onRetry?: () => void;
  ref?: Ref<HTMLDivElement>;
};

function errorText(error: unknown, words: RateWords): string {
  if (failedWith(error, 'status')) return words.failed;
  return `${words.errorPrefix}${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The exchange-rate card in the spec's states: loading, error with Retry, empty, loaded (the table, when the rates
 * last changed, and the currency converter over them). No data fetching.
 */
export default function ExchangeRatesCard({
  title,
  headingLevel: Heading = 'h2',
  data,
  error,
  isValidating = false,
  onRetry,
  ref,
}: ExchangeRatesCardProps) {
  const words = useLocalised(rateWords);
  const locale = useTextLocale();
  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-danger">
        <p className="font-semibold">{errorText(error, words)}</p>
        <button type="button" className="btn-primary" onClick={onRetry} disabled={isValidating}>
          {words.retry}
        </button>
      </div>
    );
  } else if (!data) {
    body = (
      <p role="status" className="flex items-center gap-3 py-6 text-slate-600">
        <span
          aria-hidden="true"
          className="h-5 w-5 rounded-full border-2 border-brand-100 border-t-brand motion-safe:animate-spin"
        />
        {words.loading}
      </p>
    );
  } else if (data.length === 0) {
    body = <p className="py-6 text-slate-600">{words.empty}</p>;
  } else {
    const asOf = ratesAsOf(data);
    body = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{words.caption}</caption>
            <ColumnHeads
              rowClassName="border-b border-slate-200 text-xs tracking-wider text-slate-600 uppercase"
              columns={columns(words.columns)}
            />
            <tbody>
              {data.map((rate) => (
                <tr key={rate.id || rate.currency} className="border-b border-slate-100 last:border-0">
                  <CurrencyRowHeader
                    rate={rate}
                    className="py-3 pr-4 font-semibold text-slate-800"
                    iconClassName="mr-2 text-xl"
                  />
                  <td className="py-3 pr-4 text-right font-mono text-slate-800 tabular-nums">
                    {formatRate(Number(rate.buy), locale)}
                  </td>
                  <td className="py-3 text-right font-mono text-slate-800 tabular-nums">
                    {formatRate(Number(rate.sell), locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {asOf ? (
          <p className="mt-3 text-sm text-slate-600">
            <time dateTime={asOf}>{words.converter.asOf(formatAsOf(asOf, locale))}</time>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div ref={ref} className="card p-6">
      <div className="flex items-center justify-between gap-4">
        <Heading className="text-xl font-bold text-brand">{title ?? words.title}</Heading>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand">GMD</span>
      </div>
      <div className="mt-4" aria-live="polite" aria-busy={!data && !error}>
        {body}
      </div>
      {/* Outside the rates' live region: the converter announces its own result. */}
      {!error && data && data.length > 0 ? <CurrencyConverter rates={data} /> : null}
    </div>
  );
}
