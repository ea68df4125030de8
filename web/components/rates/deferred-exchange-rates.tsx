'use client';

import { useRef, useState } from 'react';
import { useDeferredModule } from '@/components/ui/use-deferred-module';
import ExchangeRatesCard from './exchange-rates-card';
import type { ExchangeRatesWidgetProps } from './exchange-rates-widget';
import type { LiveRatesState } from './live-rates';

const loadLiveRates = () => import('./live-rates');

/**
 * The exchange rates below the fold (home page): the server's rates at once, and the live rates (SWR: refresh,
 * Retry) only once the card nears the viewport, so SWR is not part of that page's first-load JavaScript. The card
 * stays the same element throughout, so the converter in it keeps what the visitor typed.
 */
export default function DeferredExchangeRates({ initialRates, title, headingLevel }: ExchangeRatesWidgetProps) {
  const card = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<LiveRatesState | null>(null);
  const LiveRates = useDeferredModule(loadLiveRates, { enabled: true, whenVisible: card });
  return (
    <>
      {/* eslint-disable-next-line react-hooks/static-components -- useDeferredModule keeps the loaded component in state: one identity, not one per render */}
      {LiveRates ? <LiveRates initialRates={initialRates} onState={setLive} /> : null}
      <ExchangeRatesCard
        ref={card}
        title={title}
        headingLevel={headingLevel}
        data={live ? live.data : (initialRates ?? undefined)}
        error={live?.error}
        isValidating={live?.isValidating}
        onRetry={live?.retry}
      />
    </>
  );
}
