import TextLink from '@/components/content/text-link';
import KeyFacts from '@/components/content/key-facts';
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
import { dalasiText } from '@/lib/shared/money';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { termWording } from '@/lib/shared/term-wording';

const page = {
  ...sitePage('/services/retail-accounts/current-accounts'),
  intro:
    'An everyday account for salaries, business takings and bill payments, with a cheque book and round-the-clock access through our e-banking channels.',
};

const pageFr = {
  path: '/services/retail-accounts/current-accounts',
  title: 'Comptes courants',
  description:
    'Un compte courant Trust Bank pour les salariés et les indépendants en Gambie\u00a0: chéquier, carte GAB, banque mobile et Trust Alerts.',
  intro:
    'Un compte de tous les jours pour votre salaire, les recettes de votre activité et le paiement de vos factures, avec un chéquier et un accès jour et nuit par nos canaux de banque en ligne.',
};

type CurrentAccountsText = {
  title: string;
  everyday: string;
  chequeBook: { label: string; value: string };
  chequesAbove: (threshold: string) => string;
  clearedThrough: (channels: string) => string;
  features: string[];
  clearing: {
    title: string;
    before: (threshold: string, channels: string) => string;
    acpAch: string;
    between: string;
    rtgs: string;
    after: string;
  };
  account: string | { heading: string };
  whatYouNeed: string;
  requirements: string[];
};

const text: Readonly<Record<SiteLocale, CurrentAccountsText>> = {
  en: {
    title: 'Banking that keeps up with you',
    everyday:
      'Whether you are paid a monthly salary or run your own trade, a Trust Bank current account gives you immediate access to your money at every branch, on our ATM network and on your phone. Pay suppliers and landlords by cheque, receive transfers from home and abroad, and keep track of every dalasi with SMS alerts.',
    chequeBook: { label: 'Cheque book', value: 'Issued on request' },
    chequesAbove: (threshold) => `Cheques above ${threshold}`,
    clearedThrough: (channels) => `Cleared through ${channels}`,
    features: [
      'Personalised cheque book for payments to individuals and businesses',
      'Trust Bank ATM card for cash withdrawals 24 hours a day, 7 days a week',
      'Mobile and internet banking: balances, transfers and bill payments',
      'Trust Alerts: an SMS for every debit and credit on your account',
      'Standing orders for rent, school fees and loan repayments',
      'Salary domiciliation that opens the door to personal loans and overdrafts',
    ],
    clearing: {
      title: 'Cheque clearing',
      before: (threshold, channels) =>
        `Cheques of ${threshold} and below are cleared through the automated clearing platform. Cheques above ${threshold} go through ${channels}, so that large payments settle safely and on the same day wherever possible. Read more about `,
      acpAch: 'ACP / ACH',
      between: ' and ',
      rtgs: 'RTGS',
      after: '.',
    },
    account: 'current account',
    whatYouNeed: 'What you need to open an account',
    requirements: [
      'A completed account opening form (available at any branch or from our application forms page)',
      accountRequirements.identity,
      accountRequirements.photographs,
      'Proof of address, such as a recent utility bill or a letter from your Alkalo',
      'For salaried customers: a letter of introduction from your employer',
    ],
  },
  fr: {
    title: 'Une banque qui suit votre rythme',
    everyday:
      'Que vous perceviez un salaire mensuel ou que vous teniez votre propre commerce, un compte courant Trust Bank vous donne un accès immédiat à votre argent dans chaque agence, sur notre réseau de distributeurs et sur votre téléphone. Payez fournisseurs et propriétaires par chèque, recevez des virements de Gambie et de l’étranger, et suivez chaque dalasi grâce aux alertes SMS.',
    chequeBook: { label: 'Chéquier', value: 'Délivré sur demande' },
    chequesAbove: (threshold) => `Chèques de plus de ${threshold}`,
    clearedThrough: (channels) => `Compensés par ${channels}`,
    features: [
      'Un chéquier personnalisé pour vos paiements aux particuliers et aux entreprises',
      'Une carte GAB Trust Bank pour retirer des espèces 24 heures sur 24, 7 jours sur 7',
      'Banque mobile et banque en ligne\u00a0: soldes, virements et paiement de factures',
      'Trust Alerts\u00a0: un SMS pour chaque débit et chaque crédit sur votre compte',
      'Des virements permanents pour le loyer, les frais de scolarité et les remboursements de prêt',
      'La domiciliation de salaire, qui ouvre l’accès aux prêts personnels et aux découverts',
    ],
    clearing: {
      title: 'Compensation des chèques',
      before: (threshold, channels) =>
        `Les chèques de ${threshold} ou moins sont compensés par la plateforme de compensation automatisée. Les chèques de plus de ${threshold} passent par ${channels}, afin que les paiements importants soient réglés en toute sécurité et, dans la mesure du possible, le jour même. Découvrez nos pages `,
      acpAch: 'ACP / ACH',
      between: ' et ',
      rtgs: 'RTGS',
      after: '.',
    },
    account: { heading: 'Ouvrir un compte courant' },
    whatYouNeed: 'Les pièces à fournir pour ouvrir un compte',
    requirements: [
      'Un formulaire d’ouverture de compte rempli (disponible dans toutes nos agences ou sur notre page des formulaires)',
      accountRequirementsIn.fr.identity,
      accountRequirementsIn.fr.photographs,
      'Un justificatif de domicile, par exemple une facture récente d’eau ou d’électricité, ou une lettre de votre Alkalo',
      'Pour les salariés\u00a0: une lettre de présentation de votre employeur',
    ],
  },
};

function CurrentAccountsSections({ terms }: TermsProps) {
  const words = useLocalised(text);
  const locale = useTextLocale();
  const threshold = dalasiText(terms.chequeClearing.threshold, locale);
  const channels = termWording(terms.chequeClearing.channels, locale);
  const { clearing } = words;
  return (
    <>
      <Section title={words.title}>
        <p>{words.everyday}</p>
        <KeyFacts
          facts={[
            words.chequeBook,
            { label: words.chequesAbove(threshold), value: words.clearedThrough(channels) },
            miniStatementFact(terms, locale),
          ]}
        />
      </Section>

      <FeaturesAndBenefits items={words.features} />

      <Section title={clearing.title}>
        <p>
          {clearing.before(threshold, channels)}
          <TextLink href="/services/e-banking/acp-ach">{clearing.acpAch}</TextLink>
          {clearing.between}
          <TextLink href="/services/e-banking/rtgs">{clearing.rtgs}</TextLink>
          {clearing.after}
        </p>
      </Section>

      <AccountOpening account={words.account} title={words.whatYouNeed} requirements={words.requirements} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, CurrentAccountsSections),
  fr: termsServicePage(pageFr, CurrentAccountsSections),
});
