import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import AccountOpening from '@/components/services/account-opening';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import { dalasiText } from '@/lib/shared/money';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { termWording } from '@/lib/shared/term-wording';

const page = {
  ...sitePage('/services/retail-accounts/student-savings-accounts'),
  intro: 'Teach good money habits early. A savings account for young people, opened and run together with a parent or guardian.',
};

const pageFr = {
  path: '/services/retail-accounts/student-savings-accounts',
  title: 'Comptes d’épargne étudiants',
  description:
    'Un compte d’épargne pour les jeunes épargnants\u00a0: un petit solde d’ouverture, et des intérêts sur les soldes au-delà d’un seuil, versés deux fois par an.',
  intro:
    'Donnez tôt de bonnes habitudes avec l’argent. Un compte d’épargne pour les jeunes, ouvert et géré avec un parent ou un tuteur.',
};

/** The student savings terms, as the locale writes them. */
type Figures = { minimumOpeningBalance: string; interestThreshold: string; interestPaid: string; eligibility: string };

type StudentSavingsText = {
  title: string;
  firstStep: (figures: Figures) => string;
  forWhom: { label: string; value: string };
  minimumOpeningBalance: string;
  interest: { label: string; value: (interestThreshold: string) => string };
  interestPaid: { label: string; value: (interestPaid: string) => string };
  features: string[];
  account: string | { heading: string };
  requirements: (minimumOpeningBalance: string) => string[];
};

const text: Readonly<Record<SiteLocale, StudentSavingsText>> = {
  en: {
    title: 'A first step towards saving',
    firstStep: ({ eligibility, minimumOpeningBalance, interestThreshold, interestPaid }) =>
      `The student savings account is for ${eligibility}. The minimum opening balance is ${minimumOpeningBalance}. Interest applies on balances of ${interestThreshold} and above, is monthly and is paid in ${interestPaid} — so pocket money, gifts from relatives and holiday earnings all work a little harder.`,
    forWhom: { label: 'For', value: 'Under 18s' },
    minimumOpeningBalance: 'Minimum opening balance',
    interest: { label: 'Interest', value: (interestThreshold) => `Monthly, on balances of ${interestThreshold} and above` },
    interestPaid: { label: 'Interest paid', value: (interestPaid) => interestPaid },
    features: [
      'Opened in the child’s name, operated with a parent or guardian',
      'No monthly account maintenance fee',
      'Deposits at any of our branches, by standing order or by transfer',
      'A passbook so young savers can follow their progress',
      'Automatic move to a regular savings account at 18',
      'Parents can set up a monthly standing order from their own account',
    ],
    account: 'student savings account',
    requirements: (minimumOpeningBalance) => [
      'The child’s birth certificate',
      'A valid ID of the parent or guardian',
      'Two recent passport-size photographs of the child',
      `An opening deposit of at least ${minimumOpeningBalance}`,
    ],
  },
  fr: {
    title: 'Un premier pas vers l’épargne',
    firstStep: ({ eligibility, minimumOpeningBalance, interestThreshold, interestPaid }) =>
      `Le compte d’épargne étudiant s’adresse aux ${eligibility}. Le solde minimum d’ouverture est de ${minimumOpeningBalance}. Les intérêts s’appliquent aux soldes de ${interestThreshold} et plus, sont mensuels et sont versés en ${interestPaid} — ainsi l’argent de poche, les cadeaux de la famille et l’argent gagné pendant les vacances rapportent un peu plus.`,
    forWhom: { label: 'Pour qui', value: 'Les moins de 18 ans' },
    minimumOpeningBalance: 'Solde minimum d’ouverture',
    interest: { label: 'Intérêts', value: (interestThreshold) => `Mensuels, sur les soldes de ${interestThreshold} et plus` },
    interestPaid: { label: 'Versement des intérêts', value: (interestPaid) => `En ${interestPaid}` },
    features: [
      'Ouvert au nom de l’enfant, géré avec un parent ou un tuteur',
      'Pas de frais de tenue de compte mensuels',
      'Des dépôts dans toutes nos agences, par ordre de virement permanent ou par virement',
      'Un livret pour que les jeunes épargnants suivent leurs progrès',
      'Passage automatique à un compte d’épargne classique à 18 ans',
      'Les parents peuvent mettre en place un virement permanent mensuel depuis leur propre compte',
    ],
    account: { heading: 'Ouvrir un compte d’épargne étudiant' },
    requirements: (minimumOpeningBalance) => [
      'L’acte de naissance de l’enfant',
      'Une pièce d’identité valide du parent ou du tuteur',
      'Deux photos d’identité récentes de l’enfant',
      `Un dépôt d’ouverture d’au moins ${minimumOpeningBalance}`,
    ],
  },
};

function StudentSavingsAccountsSections({ terms }: TermsProps) {
  const words = useLocalised(text);
  const locale = useTextLocale();
  const { studentSavings } = terms;
  const figures: Figures = {
    minimumOpeningBalance: dalasiText(studentSavings.minimumOpeningBalance, locale),
    interestThreshold: dalasiText(studentSavings.interestThreshold, locale),
    interestPaid: termWording(studentSavings.interestPaid, locale),
    eligibility: termWording(studentSavings.eligibility, locale),
  };
  return (
    <>
      <Section title={words.title}>
        <p>{words.firstStep(figures)}</p>
        <KeyFacts
          facts={[
            words.forWhom,
            { label: words.minimumOpeningBalance, value: figures.minimumOpeningBalance },
            { label: words.interest.label, value: words.interest.value(figures.interestThreshold) },
            { label: words.interestPaid.label, value: words.interestPaid.value(figures.interestPaid) },
          ]}
        />
      </Section>

      <FeaturesAndBenefits items={words.features} />

      <AccountOpening account={words.account} requirements={words.requirements(figures.minimumOpeningBalance)} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, StudentSavingsAccountsSections),
  fr: termsServicePage(pageFr, StudentSavingsAccountsSections),
});
