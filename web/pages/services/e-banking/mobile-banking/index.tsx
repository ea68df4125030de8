import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import { site } from '@/content/bank-details';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { miniStatementFact } from '@/components/services/term-facts';
import ExternalLink from '@/components/layout/external-link';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import { formatDalasiQuote } from '@/lib/shared/money';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/e-banking/mobile-banking'),
  intro:
    'Your bank in your pocket. Check balances, move money and pay bills from anywhere in The Gambia or abroad, 24 hours a day, 7 days a week.',
};

const pageFr = {
  path: '/services/e-banking/mobile-banking',
  title: 'Banque mobile',
  description:
    'Faites vos opérations bancaires depuis votre téléphone avec l’application mobile Trust Bank\u00a0: soldes, mini-relevés, virements, paiement de factures et création du code PIN de votre carte.',
  intro:
    'Votre banque dans votre poche. Consultez vos soldes, transférez de l’argent et payez vos factures où que vous soyez en Gambie ou à l’étranger, 24 heures sur 24, 7 jours sur 7.',
};

type KeyFactText = { label: string; value: string };

type MobileBankingText = {
  whatYouCanDo: { title: string; items: (transactions: number) => string[]; availability: KeyFactText; fee: KeyFactText };
  pinSetup: {
    title: string;
    text: (oneTimeCodeDigits: number, pinDigits: number) => string;
    first: string;
    /** The second step around the ATM's menu option (in bold): `before` it, the option, then `after`. */
    second: { before: string; option: string; after: (oneTimeCodeDigits: number) => string };
    third: (oneTimeCodeDigits: number) => string;
    fourth: (pinDigits: number) => string;
    fifth: string;
    warning: (hotline: string) => string;
  };
  gettingStarted: {
    title: string;
    steps: string[];
    /** The paragraph around its two links: `before` the security link, `middle` up to the Trust Alerts link, `after` it. */
    advice: { before: string; security: string; middle: string; trustAlerts: string; after: string };
    getItOn: (store: string) => string;
  };
  callToAction: string;
};

const mobileBankingText: Readonly<Record<SiteLocale, MobileBankingText>> = {
  en: {
    whatYouCanDo: {
      title: 'What you can do',
      items: (transactions) => [
        'Check the balance of all your accounts',
        `Request a mini statement: the last ${transactions} transactions`,
        'Transfer between your own Trust Bank accounts',
        'Send money to other Trust Bank customers',
        'Pay NAWEC electricity and water bills and buy airtime',
        'Request a cheque book or stop a cheque',
      ],
      availability: { label: 'Availability', value: '24 hours a day, 7 days a week' },
      fee: { label: 'Monthly e-banking fee', value: 'D15.00 on savings and current accounts' },
    },
    pinSetup: {
      title: 'Setting up your ATM PIN',
      text: (oneTimeCodeDigits, pinDigits) =>
        `When you collect a new or replacement Trust Bank ATM card you set your own PIN — no PIN mailer, nothing written down. ATM PIN setup uses a ${oneTimeCodeDigits}-digit one-time code and a ${pinDigits}-digit PIN.`,
      first: 'Make sure the mobile number registered on your account is switched on and with you.',
      second: {
        before: 'Insert your new card at any Trust Bank ATM and choose ',
        option: 'PIN setup',
        after: (oneTimeCodeDigits) => `. We send a ${oneTimeCodeDigits}-digit one-time code to your phone by SMS.`,
      },
      third: (oneTimeCodeDigits) =>
        `Enter the ${oneTimeCodeDigits}-digit one-time code on the ATM screen. It is valid for a few minutes only.`,
      fourth: (pinDigits) =>
        `Choose a ${pinDigits}-digit PIN, then enter it a second time to confirm. Avoid birthdays and simple sequences such as 1234.`,
      fifth: 'Your card is ready: withdraw cash, check your balance or change your PIN at any time.',
      warning: (hotline) =>
        `Trust Bank staff will never ask for your one-time code or your PIN — not by phone, SMS, e-mail or social media. If anyone does, call our hotline on ${hotline}.`,
    },
    gettingStarted: {
      title: 'Getting started',
      steps: [
        'Download the Trust Bank app from the App Store or Google Play.',
        'Register at your branch with a valid ID and the mobile number you want to link.',
        'Activate the app with the code sent to your phone and create your login.',
      ],
      advice: {
        before: 'Read our advice on ',
        security: 'security for e-banking',
        middle: ' before you start, and sign up for ',
        trustAlerts: 'Trust Alerts',
        after: ' to be told about every transaction.',
      },
      getItOn: (store) => `Get it on ${store}`,
    },
    callToAction: 'Register for mobile banking',
  },
  fr: {
    whatYouCanDo: {
      title: 'Ce que vous pouvez faire',
      items: (transactions) => [
        'Consulter le solde de tous vos comptes',
        `Demander un mini-relevé\u00a0: les ${transactions} dernières opérations`,
        'Faire des virements entre vos propres comptes Trust Bank',
        'Envoyer de l’argent à d’autres clients de Trust Bank',
        'Payer vos factures d’électricité et d’eau NAWEC et acheter du crédit de communication',
        'Commander un chéquier ou faire opposition à un chèque',
      ],
      availability: { label: 'Disponibilité', value: '24 heures sur 24, 7 jours sur 7' },
      fee: {
        label: 'Frais mensuels de banque en ligne',
        value: `${formatDalasiQuote(1500, 'fr')} sur les comptes d’épargne et les comptes courants`,
      },
    },
    pinSetup: {
      title: 'Créer le code PIN de votre carte',
      text: (oneTimeCodeDigits, pinDigits) =>
        `Lorsque vous retirez une carte de retrait Trust Bank neuve ou de remplacement, vous choisissez vous-même votre code PIN — aucun code envoyé par courrier, rien de noté par écrit. La création du code PIN utilise un code à usage unique à ${oneTimeCodeDigits} chiffres et un code PIN à ${pinDigits} chiffres.`,
      first: 'Assurez-vous que le téléphone dont le numéro est enregistré sur votre compte est allumé et à portée de main.',
      second: {
        before: 'Insérez votre nouvelle carte dans n’importe quel distributeur Trust Bank et choisissez ',
        option: 'PIN setup',
        after: (oneTimeCodeDigits) =>
          ` (création du code PIN). Nous envoyons un code à usage unique à ${oneTimeCodeDigits} chiffres sur votre téléphone par SMS.`,
      },
      third: (oneTimeCodeDigits) =>
        `Saisissez le code à usage unique à ${oneTimeCodeDigits} chiffres sur l’écran du distributeur. Il n’est valable que quelques minutes.`,
      fourth: (pinDigits) =>
        `Choisissez un code PIN à ${pinDigits} chiffres, puis saisissez-le une seconde fois pour le confirmer. Évitez les dates de naissance et les suites simples comme 1234.`,
      fifth: 'Votre carte est prête\u00a0: retirez des espèces, consultez votre solde ou changez votre code PIN à tout moment.',
      warning: (hotline) =>
        `Le personnel de Trust Bank ne vous demandera jamais votre code à usage unique ni votre code PIN — ni par téléphone, ni par SMS, ni par e-mail, ni sur les réseaux sociaux. Si quelqu’un vous les demande, appelez notre ligne d’assistance au ${hotline}.`,
    },
    gettingStarted: {
      title: 'Pour commencer',
      steps: [
        'Téléchargez l’application Trust Bank sur l’App Store ou Google Play.',
        'Inscrivez-vous dans votre agence avec une pièce d’identité valide et le numéro de portable que vous souhaitez associer.',
        'Activez l’application avec le code envoyé sur votre téléphone et créez vos identifiants de connexion.',
      ],
      advice: {
        before: 'Avant de commencer, lisez nos conseils sur la ',
        security: 'sécurité de la banque en ligne',
        middle: ', et abonnez-vous à ',
        trustAlerts: 'Trust Alerts',
        after: ' pour être informé de chaque opération.',
      },
      getItOn: (store) => `Disponible sur ${store}`,
    },
    callToAction: 'S’inscrire à la banque mobile',
  },
};

function MobileBankingSections({ terms }: TermsProps) {
  const text = useLocalised(mobileBankingText);
  const locale = useTextLocale();
  const { oneTimeCodeDigits, pinDigits } = terms.atmPin;
  const { transactions } = terms.miniStatement;
  const { whatYouCanDo, pinSetup, gettingStarted } = text;
  return (
    <>
      <Section title={whatYouCanDo.title}>
        <CheckList columns={2} items={whatYouCanDo.items(transactions)} />
        <KeyFacts facts={[whatYouCanDo.availability, miniStatementFact(terms, locale), whatYouCanDo.fee]} />
      </Section>

      <Section title={pinSetup.title}>
        <p>{pinSetup.text(oneTimeCodeDigits, pinDigits)}</p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>{pinSetup.first}</li>
          <li>
            {pinSetup.second.before}
            {/* The option as the ATMs' menu shows it, in English. */}
            <strong lang={locale === 'en' ? undefined : 'en'}>{pinSetup.second.option}</strong>
            {pinSetup.second.after(oneTimeCodeDigits)}
          </li>
          <li>{pinSetup.third(oneTimeCodeDigits)}</li>
          <li>{pinSetup.fourth(pinDigits)}</li>
          <li>{pinSetup.fifth}</li>
        </ol>
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">{pinSetup.warning(site.hotlines[0])}</p>
      </Section>

      <Section title={gettingStarted.title}>
        <ol className="list-decimal space-y-2 pl-6">
          {gettingStarted.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {gettingStarted.advice.before}
          <TextLink href="/fraud/security-for-ebanking">{gettingStarted.advice.security}</TextLink>
          {gettingStarted.advice.middle}
          <TextLink href="/services/trust-alerts">{gettingStarted.advice.trustAlerts}</TextLink>
          {gettingStarted.advice.after}
        </p>
        <div className="flex flex-wrap gap-3">
          {site.appStores.map((store) => (
            <ExternalLink
              key={store.name}
              href={store.href}
              className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {gettingStarted.getItOn(store.name)}
            </ExternalLink>
          ))}
        </div>
      </Section>

      <ServiceCallToAction heading={text.callToAction} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, MobileBankingSections),
  fr: termsServicePage(pageFr, MobileBankingSections),
});
