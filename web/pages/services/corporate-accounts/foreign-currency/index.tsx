import TextLink from '@/components/content/text-link';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import AccountOpening from '@/components/services/account-opening';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { accountRequirements, accountRequirementsIn } from '@/content/account-requirements';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';

const page = {
  ...sitePage('/services/corporate-accounts/foreign-currency'),
  intro: 'Receive, hold and pay in the currencies your business and family use, without converting every time.',
};

const pageFr = {
  path: '/services/corporate-accounts/foreign-currency',
  title: 'Comptes en devises',
  description:
    'Détenez des dollars américains, des euros et des livres sterling chez Trust Bank\u00a0: des comptes en devises en USD, EUR et GBP pour les particuliers et les entreprises.',
  intro:
    'Recevez, détenez et payez dans les devises qu’utilisent votre entreprise et votre famille, sans conversion à chaque fois.',
};

type ForeignCurrencyText = {
  title: string;
  available: (codes: string) => string;
  /** Names of the currencies the site knows; another code an editor adds shows as its code. */
  currencyNames: Readonly<Record<string, string>>;
  features: string[];
  links: { before: string; exchangeRates: string; between: string; correspondentBanks: string; after: string };
  account: string | { heading: string };
  requirements: string[];
};

const text: Readonly<Record<SiteLocale, ForeignCurrencyText>> = {
  en: {
    title: 'Accounts in three major currencies',
    available: (codes) =>
      `Foreign currency accounts are available in ${codes}. They suit importers and exporters, NGOs and projects funded from abroad, and families who receive remittances from the diaspora.`,
    currencyNames: {
      USD: 'US dollar',
      EUR: 'Euro',
      GBP: 'Pound sterling',
    },
    features: [
      'Receive international transfers directly, without conversion',
      'Pay foreign suppliers by SWIFT through our correspondent banks',
      'Protect your savings against exchange-rate movements',
      'Convert to dalasi at our daily exchange rates when you need to',
      'Current or savings options for individuals and companies',
      'Cash withdrawals in the account currency, subject to availability',
    ],
    links: {
      before: 'See today’s ',
      exchangeRates: 'exchange rates',
      between: ' and our ',
      correspondentBanks: 'correspondent banks',
      after: '.',
    },
    account: 'foreign currency account',
    requirements: [
      accountRequirements.openingForm,
      'A valid ID (individuals) or company registration documents (businesses)',
      'Two recent passport-size photographs of each signatory',
      'An opening deposit in the account currency',
    ],
  },
  fr: {
    title: 'Des comptes dans trois grandes devises',
    available: (codes) =>
      `Les comptes en devises sont proposés en ${codes}. Ils conviennent aux importateurs et aux exportateurs, aux ONG et aux projets financés depuis l’étranger, ainsi qu’aux familles qui reçoivent des fonds de la diaspora.`,
    currencyNames: {
      USD: 'Dollar américain',
      EUR: 'Euro',
      GBP: 'Livre sterling',
    },
    features: [
      'Recevez directement les virements internationaux, sans conversion',
      'Payez vos fournisseurs étrangers par SWIFT via nos banques correspondantes',
      'Protégez votre épargne contre les variations des taux de change',
      'Convertissez en dalasi à nos taux de change du jour quand vous en avez besoin',
      'En compte courant ou en compte d’épargne, pour les particuliers et les entreprises',
      'Retraits d’espèces dans la devise du compte, sous réserve de disponibilité',
    ],
    links: {
      before: 'Consultez les ',
      exchangeRates: 'taux de change du jour',
      between: ' et nos ',
      correspondentBanks: 'banques correspondantes',
      after: '.',
    },
    account: { heading: 'Ouvrir un compte en devises' },
    requirements: [
      accountRequirementsIn.fr.openingForm,
      'Une pièce d’identité valide (particuliers) ou les documents d’immatriculation de la société (entreprises)',
      'Deux photos d’identité récentes de chaque signataire',
      'Un dépôt d’ouverture dans la devise du compte',
    ],
  },
};

function ForeignCurrencySections({ terms }: TermsProps) {
  const words = useLocalised(text);
  const { links } = words;
  return (
    <>
      <Section title={words.title}>
        <p>{words.available(terms.foreignCurrencies.join(', '))}</p>
        <KeyFacts facts={terms.foreignCurrencies.map((code) => ({ label: words.currencyNames[code] ?? code, value: code }))} />
      </Section>

      <FeaturesAndBenefits items={words.features}>
        <p>
          {links.before}
          <TextLink href="/services/exchange-rates">{links.exchangeRates}</TextLink>
          {links.between}
          <TextLink href="/services/correspondent-banking">{links.correspondentBanks}</TextLink>
          {links.after}
        </p>
      </FeaturesAndBenefits>

      <AccountOpening account={words.account} requirements={words.requirements} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, ForeignCurrencySections),
  fr: termsServicePage(pageFr, ForeignCurrencySections),
});
