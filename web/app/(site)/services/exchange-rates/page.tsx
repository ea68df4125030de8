import ExchangeRatesWidget from '@/components/rates/ExchangeRatesWidget';
import ServiceLayout from '@/components/services/ServiceLayout';
import { site } from '@/config/site';
import { getExchangeRates, optional } from '@/lib/cms';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: 'Exchange Rates',
  description: `Today's buy and sell rates for foreign currencies against the dalasi at ${site.legalName}.`,
  path: '/services/exchange-rates',
});

export default async function ExchangeRatesPage() {
  const rates = await optional(getExchangeRates());
  return (
    <ServiceLayout
      title="Exchange Rates"
      intro="Buy and sell rates for the main foreign currencies against the Gambian dalasi, updated by our treasury team."
    >
      <ExchangeRatesWidget initialRates={rates} title="Today's rates" />
      <p className="text-sm text-slate-600">
        Rates are indicative and may change during the day. For large transactions, please contact your branch or call{' '}
        {site.phone.main}.
      </p>
    </ServiceLayout>
  );
}
