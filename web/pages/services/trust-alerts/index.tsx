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
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/trust-alerts'),
  intro: 'Know what happens on your account the moment it happens. Trust Alerts sends you a message for every debit and credit.',
};

const pageFr = {
  path: '/services/trust-alerts',
  title: 'Trust Alerts',
  description:
    'Trust Alerts\u00a0: des notifications par SMS et par e-mail pour chaque opération sur votre compte Trust Bank, des alertes de solde et des mini-relevés sur demande.',
  intro:
    'Sachez ce qui se passe sur votre compte au moment même où cela se produit. Trust Alerts vous envoie un message pour chaque débit et chaque crédit.',
};

type TrustAlertsText = {
  informed: {
    title: string;
    text: (hotline: string) => string;
    alerts: { label: string; value: string };
    pinSetup: { label: string; value: (oneTimeCodeDigits: number, pinDigits: number) => string };
  };
  alertedAbout: { title: string; items: (transactions: number, oneTimeCodeDigits: number, pinDigits: number) => string[] };
  /** The paragraph around the link to mobile banking: `before` it, the link's text, then `after`. */
  subscribe: { title: string; before: string; link: string; after: string };
  callToAction: string;
};

const trustAlertsText: Readonly<Record<SiteLocale, TrustAlertsText>> = {
  en: {
    informed: {
      title: 'Stay informed, stay safe',
      text: (hotline) =>
        `Trust Alerts is our SMS and e-mail notification service. Each time money enters or leaves your account you receive the amount, the channel and your new balance. If you ever see a transaction you do not recognise, call our hotline on ${hotline} straight away so we can block your card or account.`,
      alerts: { label: 'Alerts', value: 'SMS and e-mail' },
      pinSetup: {
        label: 'ATM PIN setup',
        value: (oneTimeCodeDigits, pinDigits) => `${oneTimeCodeDigits}-digit one-time code, ${pinDigits}-digit PIN`,
      },
    },
    alertedAbout: {
      title: 'What you are alerted about',
      items: (transactions, oneTimeCodeDigits, pinDigits) => [
        'Cash withdrawals at branches and ATMs',
        'Deposits, transfers and salary credits',
        'Cheques paid and cheques returned',
        'Standing orders and loan repayments',
        `On request, a mini statement of the last ${transactions} transactions`,
        `The ${oneTimeCodeDigits}-digit one-time code you need to set your ${pinDigits}-digit ATM PIN`,
      ],
    },
    subscribe: {
      title: 'How to subscribe',
      before:
        'Visit your branch with a valid ID and tell us the mobile number and e-mail address where you want your alerts. Keep your contact details up to date: if you change your number, let us know so that alerts, and the one-time codes for your ATM PIN, reach you and nobody else. See ',
      link: 'Mobile Banking',
      after: ' for how to set up your ATM PIN.',
    },
    callToAction: 'Sign up for Trust Alerts',
  },
  fr: {
    informed: {
      title: 'Restez informé, restez protégé',
      text: (hotline) =>
        `Trust Alerts est notre service de notification par SMS et par e-mail. Chaque fois que de l’argent entre sur votre compte ou en sort, vous recevez le montant, le canal utilisé et votre nouveau solde. Si vous voyez un jour une opération que vous ne reconnaissez pas, appelez immédiatement notre ligne d’assistance au ${hotline} afin que nous puissions bloquer votre carte ou votre compte.`,
      alerts: { label: 'Alertes', value: 'SMS et e-mail' },
      pinSetup: {
        label: 'Création du code PIN',
        value: (oneTimeCodeDigits, pinDigits) =>
          `Code à usage unique à ${oneTimeCodeDigits} chiffres, code PIN à ${pinDigits} chiffres`,
      },
    },
    alertedAbout: {
      title: 'Ce qui vous est signalé',
      items: (transactions, oneTimeCodeDigits, pinDigits) => [
        'Les retraits d’espèces en agence et aux distributeurs (GAB)',
        'Les dépôts, les virements et les versements de salaire',
        'Les chèques payés et les chèques rejetés',
        'Les virements permanents et les remboursements de prêt',
        `Sur demande, un mini-relevé des ${transactions} dernières opérations`,
        `Le code à usage unique à ${oneTimeCodeDigits} chiffres dont vous avez besoin pour créer le code PIN à ${pinDigits} chiffres de votre carte`,
      ],
    },
    subscribe: {
      title: 'Comment vous abonner',
      before:
        'Rendez-vous dans votre agence avec une pièce d’identité valide et indiquez-nous le numéro de portable et l’adresse e-mail auxquels vous souhaitez recevoir vos alertes. Tenez vos coordonnées à jour\u00a0: si vous changez de numéro, prévenez-nous afin que les alertes, ainsi que les codes à usage unique servant à créer votre code PIN, ne parviennent qu’à vous. Consultez la page ',
      link: 'Banque mobile',
      after: ' pour savoir comment créer votre code PIN.',
    },
    callToAction: 'S’abonner à Trust Alerts',
  },
};

function TrustAlertsSections({ terms }: TermsProps) {
  const text = useLocalised(trustAlertsText);
  const locale = useTextLocale();
  const { transactions } = terms.miniStatement;
  const { oneTimeCodeDigits, pinDigits } = terms.atmPin;
  return (
    <>
      <Section title={text.informed.title}>
        <p>{text.informed.text(site.hotlines[0])}</p>
        <KeyFacts
          facts={[
            text.informed.alerts,
            miniStatementFact(terms, locale),
            { label: text.informed.pinSetup.label, value: text.informed.pinSetup.value(oneTimeCodeDigits, pinDigits) },
          ]}
        />
      </Section>

      <Section title={text.alertedAbout.title}>
        <CheckList columns={2} items={text.alertedAbout.items(transactions, oneTimeCodeDigits, pinDigits)} />
      </Section>

      <Section title={text.subscribe.title}>
        <p>
          {text.subscribe.before}
          <TextLink href="/services/e-banking/mobile-banking">{text.subscribe.link}</TextLink>
          {text.subscribe.after}
        </p>
      </Section>

      <ServiceCallToAction heading={text.callToAction} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, TrustAlertsSections),
  fr: termsServicePage(pageFr, TrustAlertsSections),
});
