import KeyFacts, { type KeyFact } from '@/components/content/key-facts';
import Section from '@/components/content/section';
import AccountOpening from '@/components/services/account-opening';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { miniStatementFact } from '@/components/services/term-facts';
import { accountRequirements, accountRequirementsIn } from '@/content/account-requirements';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { termWording } from '@/lib/shared/term-wording';

const page = {
  ...sitePage('/services/retail-accounts/savings-accounts'),
  intro:
    'Put money aside for the things that matter — a home, school fees, a business or a rainy day — and let it earn interest while it waits.',
};

const pageFr = {
  path: '/services/retail-accounts/savings-accounts',
  title: 'Comptes d’épargne',
  description:
    'Faites fructifier votre argent avec un compte d’épargne Trust Bank\u00a0: des intérêts sur ce que vous épargnez, avec une carte GAB et des alertes SMS.',
  intro:
    'Mettez de l’argent de côté pour ce qui compte — un logement, les frais de scolarité, une entreprise ou les coups durs — et laissez-le rapporter des intérêts en attendant.',
};

type SavingsText = {
  title: string;
  saveWithUs: (interest: string) => string;
  facts: KeyFact[];
  features: string[];
  account: string | { heading: string };
  whoCanOpen: string;
  requirements: string[];
  eligibility: (eligibility: string) => string;
};

const text: Readonly<Record<SiteLocale, SavingsText>> = {
  en: {
    title: 'Save with confidence',
    saveWithUs: (interest) =>
      `A Trust Bank savings account is the simplest way to build a cushion for your family. Deposit as often as you like at any of our branches, withdraw when you need to, and watch your balance grow. Savings interest ${interest}, so every month you keep money with us counts.`,
    facts: [
      { label: 'Interest', value: 'Accrues monthly' },
      { label: 'Interest paid', value: 'Half-yearly' },
    ],
    features: [
      'Competitive interest on your balance',
      'ATM card for access to your savings at any time',
      'Mobile banking for balance enquiries and transfers to your own accounts',
      'Trust Alerts so you know the moment money comes in or goes out',
      'Joint accounts for couples and family savings groups',
      'Passbook or statement, as you prefer',
    ],
    account: 'savings account',
    whoCanOpen: 'Who can open one',
    requirements: [
      accountRequirements.openingForm,
      accountRequirements.identity,
      accountRequirements.photographs,
      'Proof of address',
    ],
    eligibility: (eligibility) =>
      `Any individual resident in The Gambia, and Gambians living abroad who want to save at home. Saving for a child? Look at our student savings account, designed for young savers (${eligibility}).`,
  },
  fr: {
    title: 'Épargnez en toute confiance',
    saveWithUs: (interest) =>
      `Un compte d’épargne Trust Bank est le moyen le plus simple de constituer une réserve pour votre famille. Déposez aussi souvent que vous le souhaitez dans n’importe laquelle de nos agences, retirez quand vous en avez besoin, et regardez votre solde grandir. Les intérêts de l’épargne ${interest}\u00a0: chaque mois où votre argent reste chez nous compte.`,
    facts: [
      { label: 'Intérêts', value: 'Calculés chaque mois' },
      { label: 'Versement des intérêts', value: 'Tous les six mois' },
    ],
    features: [
      'Des intérêts compétitifs sur votre solde',
      'Une carte GAB pour accéder à votre épargne à tout moment',
      'La banque mobile pour consulter votre solde et faire des virements vers vos propres comptes',
      'Les Trust Alerts pour savoir dès que de l’argent entre sur votre compte ou en sort',
      'Des comptes joints pour les couples et les groupes d’épargne familiaux',
      'Livret ou relevé, selon votre préférence',
    ],
    account: { heading: 'Ouvrir un compte d’épargne' },
    whoCanOpen: 'Qui peut en ouvrir un',
    requirements: [
      accountRequirementsIn.fr.openingForm,
      accountRequirementsIn.fr.identity,
      accountRequirementsIn.fr.photographs,
      'Un justificatif de domicile',
    ],
    eligibility: (eligibility) =>
      `Toute personne résidant en Gambie, ainsi que les Gambiens vivant à l’étranger qui souhaitent épargner au pays. Vous épargnez pour un enfant\u00a0? Découvrez notre compte d’épargne étudiant, conçu pour les jeunes épargnants (${eligibility}).`,
  },
};

function SavingsAccountsSections({ terms }: TermsProps) {
  const words = useLocalised(text);
  const locale = useTextLocale();
  return (
    <>
      <Section title={words.title}>
        <p>{words.saveWithUs(termWording(terms.savings.interest, locale))}</p>
        <KeyFacts facts={[...words.facts, miniStatementFact(terms, locale)]} />
      </Section>

      <FeaturesAndBenefits items={words.features} />

      <AccountOpening account={words.account} title={words.whoCanOpen} requirements={words.requirements}>
        <p>{words.eligibility(termWording(terms.studentSavings.eligibility, locale))}</p>
      </AccountOpening>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, SavingsAccountsSections),
  fr: termsServicePage(pageFr, SavingsAccountsSections),
});
