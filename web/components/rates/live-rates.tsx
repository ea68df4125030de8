'use client';

import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { ExchangeRateList } from '@bank/shared';
import { fetcherOf, keptOffline } from '@/components/ui/fetch-json';
import type { ExchangeRate } from '@/lib/shared/cms-types';

export const RATES_URL = '/api/get_exchange_rates';
const fetchRates = fetcherOf(ExchangeRateList);

export type LiveRatesState = {
  data: ExchangeRate[] | undefined;
  error: unknown;
  isValidating: boolean;
  retry: () => void;
};

/** The live rates (SWR: refreshed in the browser, refetched by Retry), started from the server's. */
export function useLiveRates(initialRates: ExchangeRate[] | null | undefined): LiveRatesState {
  const { data, error, isValidating, mutate } = useSWR<ExchangeRate[]>(RATES_URL, fetchRates, {
    fallbackData: initialRates ?? undefined,
    ...keptOffline,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data, error, isValidating, retry };
}

/**
 * The live rates as a component that renders nothing and reports them: loaded late (DeferredExchangeRates), it
 * feeds the card already on the page instead of replacing it, so nothing the visitor typed into it is lost.
 */
export default function LiveRates({
  initialRates,
  onState,
}: {
  initialRates: ExchangeRate[] | null | undefined;
  onState: (state: LiveRatesState) => void;
}) {
  const { data, error, isValidating, retry } = useLiveRates(initialRates);
  useEffect(() => {
    onState({ data, error, isValidating, retry });
  }, [data, error, isValidating, retry, onState]);
  return null;
}
