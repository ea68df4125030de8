import ExchangeRatesWidget from '@/components/rates/exchange-rates-widget';
import RateHistories, { type CurrencyHistory } from '@/components/rates/rate-histories';
import { servicePage } from '@/components/services/service-page';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import { rateWords } from '@/lib/shared/rate-words';
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
  const words = useLocalised(rateWords);
  return (
    <>
      <Island name="exchange-rates" component={ExchangeRatesWidget} props={{ initialRates: rates, title: words.today }} />
      <p className="text-sm text-slate-600">{words.indicative(site.phone.main)}</p>
      {histories ? <RateHistories histories={histories} /> : null}
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

const pageFr = {
  path: '/services/exchange-rates',
  title: 'Taux de change',
  description: `Les taux d’achat et de vente du jour des devises étrangères contre le dalasi chez ${site.legalName}.`,
  intro:
    'Les taux d’achat et de vente des principales devises étrangères contre le dalasi gambien, mis à jour par notre service de trésorerie.',
};

export default translatedPage({
  en: servicePage(page, ExchangeRatesSections),
  fr: servicePage(pageFr, ExchangeRatesSections),
});
