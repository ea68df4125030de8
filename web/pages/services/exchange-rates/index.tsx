import ExchangeRatesWidget from '@/components/rates/ExchangeRatesWidget';
import ServiceLayout from '@/components/services/ServiceLayout';
import { site } from '@/config/site';
import { getExchangeRates, optional } from '@/lib/cms';
import type { InferGetServerSidePropsType, PageConfig } from 'next';
import Island from '@/components/islands/Island';
import { publicPage } from '@/components/layout/PageMeta';
import { publicPageProps } from '@/lib/cms/page-props';

const meta = {
  title: 'Exchange Rates',
  description: `Today's buy and sell rates for foreign currencies against the dalasi at ${site.legalName}.`,
  path: '/services/exchange-rates',
};

export const getServerSideProps = publicPageProps(async () => ({ rates: await optional(getExchangeRates()) }));

type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

function ExchangeRatesPage({ rates }: Props) {
  return (
    <ServiceLayout
      title="Exchange Rates"
      intro="Buy and sell rates for the main foreign currencies against the Gambian dalasi, updated by our treasury team."
    >
      <Island name="exchange-rates" props={{ initialRates: rates, title: "Today's rates" }}>
        <ExchangeRatesWidget initialRates={rates} title="Today's rates" />
      </Island>
      <p className="text-sm text-slate-600">
        Rates are indicative and may change during the day. For large transactions, please contact your branch or call{' '}
        {site.phone.main}.
      </p>
    </ServiceLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage(meta, ExchangeRatesPage);
