'use client';

import type { ReactNode } from 'react';
import useSWR from 'swr';
import { fetchJsonList, HttpStatusError } from '@/components/ui/fetch-json';
import { formatRate } from '@/lib/format';
import { messages } from '@/lib/messages';
import type { ExchangeRate } from '@/lib/cms/types';

const RATES_URL = '/api/get_exchange_rates';
const DEFAULT_ICON = '🌐';

type ExchangeRatesWidgetProps = {
  /** Rates rendered on the server, shown at once and refreshed in the browser. */
  initialRates?: ExchangeRate[] | null;
  /** Heading level and text of the widget. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
};

function errorText(error: unknown): string {
  if (error instanceof HttpStatusError) return messages.rates.failed;
  return `${messages.rates.errorPrefix}${error instanceof Error ? error.message : String(error)}`;
}

/** The public exchange-rate table with the spec's states: loading, error with Retry, empty, loaded. */
export default function ExchangeRatesWidget({
  initialRates,
  title = 'Exchange Rates',
  headingLevel: Heading = 'h2',
}: ExchangeRatesWidgetProps) {
  const { data, error, isValidating, mutate } = useSWR<ExchangeRate[]>(RATES_URL, fetchJsonList<ExchangeRate>, {
    fallbackData: initialRates ?? undefined,
  });

  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-danger">
        <p className="font-semibold">{errorText(error)}</p>
        <button type="button" className="btn-primary" onClick={() => void mutate()} disabled={isValidating}>
          {messages.rates.retry}
        </button>
      </div>
    );
  } else if (!data) {
    body = (
      <p role="status" className="flex items-center gap-3 py-6 text-slate-600">
        <span aria-hidden="true" className="h-5 w-5 rounded-full border-2 border-brand-100 border-t-brand motion-safe:animate-spin" />
        {messages.rates.loading}
      </p>
    );
  } else if (data.length === 0) {
    body = <p className="py-6 text-slate-600">{messages.rates.empty}</p>;
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Buy and sell rates in Gambian dalasi</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs tracking-wider text-slate-600 uppercase">
              <th scope="col" className="py-3 pr-4 font-semibold">Currency</th>
              <th scope="col" className="py-3 pr-4 text-right font-semibold">Buy Rate</th>
              <th scope="col" className="py-3 text-right font-semibold">Sell Rate</th>
            </tr>
          </thead>
          <tbody>
            {data.map((rate) => (
              <tr key={rate.id || rate.currency} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-3 pr-4 font-semibold text-slate-800">
                  <span aria-hidden="true" className="mr-2 text-xl">
                    {rate.icon || DEFAULT_ICON}
                  </span>
                  {rate.currency}
                </th>
                <td className="py-3 pr-4 text-right font-mono text-slate-800 tabular-nums">{formatRate(Number(rate.buy))}</td>
                <td className="py-3 text-right font-mono text-slate-800 tabular-nums">{formatRate(Number(rate.sell))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="card p-6">
      <div className="flex items-center justify-between gap-4">
        <Heading className="text-xl font-bold text-brand">{title}</Heading>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand">GMD</span>
      </div>
      <div className="mt-4" aria-live="polite" aria-busy={!data && !error}>
        {body}
      </div>
    </div>
  );
}
