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
  ...sitePage('/services/retail-accounts/student-current-accounts'),
  intro:
    'Your first current account, built around student life: receive your allowance or scholarship, pay fees and manage your money from your phone.',
};

const pageFr = {
  path: '/services/retail-accounts/student-current-accounts',
  title: 'Comptes courants étudiants',
  description:
    'Un compte courant à petit prix pour les étudiants des universités et des écoles supérieures, avec une carte GAB et la banque mobile.',
  intro:
    'Votre premier compte courant, pensé pour la vie étudiante\u00a0: recevez votre allocation ou votre bourse, réglez vos frais et gérez votre argent depuis votre téléphone.',
};

type StudentCurrentText = {
  title: string;
  forStudents: (eligibility: string, atmCardCost: string) => string;
  eligibility: { label: string; value: (eligibility: string) => string };
  atmCard: string;
  features: (atmCardCost: string) => string[];
  account: string | { heading: string };
  requirements: string[];
};

const text: Readonly<Record<SiteLocale, StudentCurrentText>> = {
  en: {
    title: 'Made for students',
    forStudents: (eligibility, atmCardCost) =>
      `The student current account is open to students at the University of The Gambia, the Gambia College, MDI, GTTI and other recognised institutions. It is open to ages ${eligibility}. Your ATM card costs ${atmCardCost}, and with mobile banking you can check your balance and move money between your accounts wherever you are.`,
    eligibility: { label: 'Eligibility', value: (eligibility) => `Ages ${eligibility}` },
    atmCard: 'ATM card',
    features: (atmCardCost) => [
      'Low opening balance and no monthly maintenance fee while you study',
      `ATM card for ${atmCardCost}, usable at all Trust Bank ATMs`,
      'Receive scholarship, bursary and family remittances directly',
      'Pay tuition and hostel fees straight from your account',
      'Mobile banking and Trust Alerts on your phone',
      'A smooth move to a full current account when you graduate',
    ],
    account: 'student current account',
    requirements: [
      accountRequirements.openingForm,
      'A valid national ID card or passport showing you are 18 or over',
      'Your student ID card or admission letter',
      accountRequirements.photographs,
    ],
  },
  fr: {
    title: 'Conçu pour les étudiants',
    forStudents: (eligibility, atmCardCost) =>
      `Le compte courant étudiant est ouvert aux étudiants de l’Université de Gambie, du Gambia College, du MDI, du GTTI et des autres établissements reconnus. Il est ouvert aux personnes de ${eligibility}. Votre carte GAB coûte ${atmCardCost}, et avec la banque mobile vous pouvez consulter votre solde et transférer de l’argent entre vos comptes où que vous soyez.`,
    eligibility: { label: 'Âge requis', value: (eligibility) => eligibility },
    atmCard: 'Carte GAB',
    features: (atmCardCost) => [
      'Un faible solde d’ouverture et pas de frais de tenue de compte mensuels pendant vos études',
      `Une carte GAB à ${atmCardCost}, utilisable dans tous les distributeurs Trust Bank`,
      'Recevez directement vos bourses d’études, vos aides financières et les envois d’argent de votre famille',
      'Payez vos frais de scolarité et de résidence universitaire directement depuis votre compte',
      'La banque mobile et les Trust Alerts sur votre téléphone',
      'Un passage en douceur à un compte courant classique une fois votre diplôme obtenu',
    ],
    account: { heading: 'Ouvrir un compte courant étudiant' },
    requirements: [
      accountRequirementsIn.fr.openingForm,
      'Une carte d’identité nationale ou un passeport en cours de validité montrant que vous avez 18 ans ou plus',
      'Votre carte d’étudiant ou votre lettre d’admission',
      accountRequirementsIn.fr.photographs,
    ],
  },
};

function StudentCurrentAccountsSections({ terms }: TermsProps) {
  const words = useLocalised(text);
  const locale = useTextLocale();
  const atmCardCost = dalasiText(terms.studentCurrent.atmCardCost, locale);
  const eligibility = termWording(terms.studentCurrent.eligibility, locale);
  return (
    <>
      <Section title={words.title}>
        <p>{words.forStudents(eligibility, atmCardCost)}</p>
        <KeyFacts
          facts={[
            { label: words.eligibility.label, value: words.eligibility.value(eligibility) },
            { label: words.atmCard, value: atmCardCost },
            miniStatementFact(terms, locale),
          ]}
        />
      </Section>

      <FeaturesAndBenefits items={words.features(atmCardCost)} />

      <AccountOpening account={words.account} requirements={words.requirements} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, StudentCurrentAccountsSections),
  fr: termsServicePage(pageFr, StudentCurrentAccountsSections),
});
