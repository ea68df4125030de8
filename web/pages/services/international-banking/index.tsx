import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/international-banking'),
  intro: 'Connecting Gambian businesses and families to the world: trade finance, international transfers and foreign exchange.',
};

const pageFr = {
  path: '/services/international-banking',
  title: 'Banque internationale',
  description:
    'Financement du commerce international, virements SWIFT, opérations de change et comptes en devises en USD, EUR et GBP chez Trust Bank, en Gambie.',
  intro:
    'Relier les entreprises et les familles gambiennes au reste du monde\u00a0: financement du commerce international, virements internationaux et opérations de change.',
};

type InternationalBankingText = {
  tradeFinance: { title: string; text: string; items: string[] };
  /** The paragraph around its two links: `before` the correspondent banks, `middle` up to Bayba, `after` it. */
  transfers: {
    title: string;
    before: string;
    correspondentBanks: string;
    middle: string;
    bayba: string;
    after: string;
    currencies: string;
    network: { label: string; value: string };
  };
  /** The paragraph around its two links: `before` the exchange rates, `middle` up to the account, `after` it. */
  foreignExchange: { title: string; before: string; rates: string; middle: string; account: string; after: string };
  callToAction: string;
};

const internationalBankingText: Readonly<Record<SiteLocale, InternationalBankingText>> = {
  en: {
    tradeFinance: {
      title: 'Trade finance',
      text: 'Importers and exporters rely on our trade services team to make cross-border trade safe. We issue and advise letters of credit, handle documentary collections and provide banker’s indemnities and guarantees.',
      items: [
        'Import and export letters of credit',
        'Documentary collections',
        'Banker’s indemnities for the early release of goods',
        'Advance payment and performance guarantees',
      ],
    },
    transfers: {
      title: 'International transfers',
      before: 'Send and receive funds worldwide through SWIFT and our network of ',
      correspondentBanks: 'correspondent banks',
      middle: ' in Europe, the Americas and Africa. Our subsidiary ',
      bayba: 'Bayba Financial Services',
      after: ' pays out money transfers from the diaspora.',
      currencies: 'Foreign currency accounts',
      network: { label: 'Network', value: 'SWIFT and correspondent banks' },
    },
    foreignExchange: {
      title: 'Foreign exchange',
      before:
        'Buy and sell major currencies at competitive rates at all branches. Corporate clients can agree rates for larger amounts through their relationship manager. Check today’s ',
      rates: 'exchange rates',
      middle: ', or open a ',
      account: 'foreign currency account',
      after: '.',
    },
    callToAction: 'Talk to our international banking team',
  },
  fr: {
    tradeFinance: {
      title: 'Financement du commerce international',
      text: 'Les importateurs et les exportateurs comptent sur notre équipe du commerce international pour sécuriser leurs échanges transfrontaliers. Nous émettons et notifions des lettres de crédit (crédits documentaires), traitons les remises documentaires et fournissons des lettres d’indemnité bancaires et des garanties.',
      items: [
        'Lettres de crédit (crédits documentaires) à l’importation et à l’exportation',
        'Remises documentaires',
        'Lettres d’indemnité bancaires pour l’enlèvement anticipé des marchandises',
        'Garanties de restitution d’acompte et garanties de bonne exécution',
      ],
    },
    transfers: {
      title: 'Virements internationaux',
      before: 'Envoyez et recevez des fonds dans le monde entier par SWIFT et par notre réseau de ',
      correspondentBanks: 'banques correspondantes',
      middle: ' en Europe, dans les Amériques et en Afrique. Notre filiale ',
      bayba: 'Bayba Financial Services',
      after: ' paie les transferts d’argent envoyés par la diaspora.',
      currencies: 'Comptes en devises',
      network: { label: 'Réseau', value: 'SWIFT et banques correspondantes' },
    },
    foreignExchange: {
      title: 'Opérations de change',
      before:
        'Achetez et vendez les principales devises à des taux compétitifs dans toutes nos agences. Les entreprises clientes peuvent convenir de taux pour des montants plus importants avec leur chargé de clientèle. Consultez les ',
      rates: 'taux de change',
      middle: ' du jour, ou ouvrez un ',
      account: 'compte en devises',
      after: '.',
    },
    callToAction: 'Parler à notre équipe de banque internationale',
  },
};

function InternationalBankingSections({ terms }: TermsProps) {
  const text = useLocalised(internationalBankingText);
  const { tradeFinance, transfers, foreignExchange } = text;
  return (
    <>
      <Section title={tradeFinance.title}>
        <p>{tradeFinance.text}</p>
        <CheckList columns={2} items={tradeFinance.items} />
      </Section>

      <Section title={transfers.title}>
        <p>
          {transfers.before}
          <TextLink href="/services/correspondent-banking">{transfers.correspondentBanks}</TextLink>
          {transfers.middle}
          <TextLink href="/about/subsidiaries/bayba">{transfers.bayba}</TextLink>
          {transfers.after}
        </p>
        <KeyFacts facts={[{ label: transfers.currencies, value: terms.foreignCurrencies.join(', ') }, transfers.network]} />
      </Section>

      <Section title={foreignExchange.title}>
        <p>
          {foreignExchange.before}
          <TextLink href="/services/exchange-rates">{foreignExchange.rates}</TextLink>
          {foreignExchange.middle}
          <TextLink href="/services/corporate-accounts/foreign-currency">{foreignExchange.account}</TextLink>
          {foreignExchange.after}
        </p>
      </Section>

      <ServiceCallToAction heading={text.callToAction} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, InternationalBankingSections),
  fr: termsServicePage(pageFr, InternationalBankingSections),
});
