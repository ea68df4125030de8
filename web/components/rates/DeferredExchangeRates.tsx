'use client';

import { useRef } from 'react';
import { useDeferredModule } from '@/components/ui/useDeferredModule';
import ExchangeRatesCard from './ExchangeRatesCard';
import type { ExchangeRatesWidgetProps } from './ExchangeRatesWidget';

const loadWidget = () => import('./ExchangeRatesWidget');

/**
 * The exchange rates below the fold (home page): the server's rates at once, and the live SWR widget (refresh,
 * Retry) only once the card nears the viewport, so SWR is not part of that page's first-load JavaScript.
 */
export default function DeferredExchangeRates(props: ExchangeRatesWidgetProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const Widget = useDeferredModule(loadWidget, { enabled: true, whenVisible: placeholder });
  if (Widget) return <Widget {...props} />;
  return <ExchangeRatesCard ref={placeholder} title={props.title} headingLevel={props.headingLevel} data={props.initialRates ?? undefined} />;
}
