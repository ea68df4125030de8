'use client';

import type { ExchangeRate } from '@/lib/shared/cms-types';
import ExchangeRatesCard from './exchange-rates-card';
import { useLiveRates } from './live-rates';

export type ExchangeRatesWidgetProps = {
  /** Rates rendered on the server, shown at once and refreshed in the browser. */
  initialRates?: ExchangeRate[] | null;
  /** Heading level and text of the widget. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
};

/** The public exchange-rate table, kept live with SWR: loading, error with Retry (refetches), empty, loaded. */
export default function ExchangeRatesWidget({ initialRates, title, headingLevel }: ExchangeRatesWidgetProps) {
  const { data, error, isValidating, retry } = useLiveRates(initialRates);
  return (
    <ExchangeRatesCard
      title={title}
      headingLevel={headingLevel}
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={retry}
    />
  );
}
