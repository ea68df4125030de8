import ExchangeRatesWidget from '@/components/rates/exchange-rates-widget';
import { servicePage } from '@/components/services/service-page';
import { site } from '@/config/site';
import { getExchangeRates } from '@/lib/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import Island from '@/islands/island';
import { publicPageProps } from '@/lib/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/exchange-rates'),
  intro: 'Buy and sell rates for the main foreign currencies against the Gambian dalasi, updated by our treasury team.',
};

export const getStaticProps = publicPageProps(async () => ({ rates: await getExchangeRates() }), { rates: null });

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function ExchangeRatesSections({ rates }: Props) {
  return (
    <>
      <Island name="exchange-rates" component={ExchangeRatesWidget} props={{ initialRates: rates, title: "Today's rates" }} />
      <p className="text-sm text-slate-600">
        Rates are indicative and may change during the day. For large transactions, please contact your branch or call{' '}
        {site.phone.main}.
      </p>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, ExchangeRatesSections);
