import ExchangeRatesWidget from '@/components/rates/exchange-rates-widget';
import ServiceLayout from '@/components/services/service-layout';
import { site } from '@/config/site';
import { getExchangeRates } from '@/lib/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import Island from '@/components/islands/island';
import { publicPage } from '@/components/layout/page-meta';
import { publicPageProps } from '@/lib/cms/page-props';

const meta = {
  title: 'Exchange Rates',
  description: `Today's buy and sell rates for foreign currencies against the dalasi at ${site.legalName}.`,
  path: '/services/exchange-rates',
};

export const getStaticProps = publicPageProps(async () => ({ rates: await getExchangeRates() }), { rates: null });

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function ExchangeRatesPage({ rates }: Props) {
  return (
    <ServiceLayout
      title="Exchange Rates"
      intro="Buy and sell rates for the main foreign currencies against the Gambian dalasi, updated by our treasury team."
    >
      <Island name="exchange-rates" component={ExchangeRatesWidget} props={{ initialRates: rates, title: "Today's rates" }} />
      <p className="text-sm text-slate-600">
        Rates are indicative and may change during the day. For large transactions, please contact your branch or call{' '}
        {site.phone.main}.
      </p>
    </ServiceLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage(meta, ExchangeRatesPage);
