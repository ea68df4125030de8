import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import type { ReactNode } from 'react';
import TermText from '@/components/services/term-text';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import { dalasiText } from '@/lib/shared/money';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/e-banking/rtgs'),
  heading: 'RTGS',
  intro:
    'Real Time Gross Settlement: move large sums to any bank in The Gambia, individually and with final settlement the same day.',
};

const pageFr = {
  path: '/services/e-banking/rtgs',
  title: 'RTGS — Règlement brut en temps réel',
  description:
    'Des virements de gros montant en dalasis entre les banques de Gambie, réglés le jour même par le système de règlement brut en temps réel de la Banque centrale.',
  heading: 'RTGS',
  intro:
    'Le règlement brut en temps réel\u00a0: transférez des montants importants vers n’importe quelle banque de Gambie, individuellement et avec un règlement définitif le jour même.',
};

type RtgsText = {
  howItWorks: {
    title: string;
    text: string;
    /** `threshold` and `channels` are the CMS's cheque clearing terms, as it writes them. */
    cheques: (threshold: string, channels: string) => ReactNode;
    settlement: { label: string; value: string };
    chequesAbove: { label: (threshold: string) => string; value: (channels: string) => ReactNode };
    reach: { label: string; value: string };
  };
  benefits: { title: string; items: string[] };
  making: {
    title: string;
    steps: string[];
    /** The sentence around the link to ACP / ACH: `before` it, the link's text, then `after`. */
    smaller: { before: string; link: string; after: string };
  };
  callToAction: string;
};

const rtgsText: Readonly<Record<SiteLocale, RtgsText>> = {
  en: {
    howItWorks: {
      title: 'How RTGS works',
      text: 'The RTGS system, operated by the Central Bank of The Gambia, settles each payment one by one and in full across the accounts banks hold at the Central Bank. Once a payment is settled it is final and cannot be recalled, which makes RTGS the right channel for property purchases, supplier payments, tax and customs duties and transfers between your own accounts at different banks.',
      cheques: (threshold, channels) =>
        `Cheques above ${threshold} go through ${channels}: high-value cheques are settled on RTGS rather than in the ordinary clearing batch.`,
      settlement: { label: 'Settlement', value: 'Real time, same business day' },
      chequesAbove: { label: (threshold) => `Cheques above ${threshold}`, value: (channels) => `Through ${channels}` },
      reach: { label: 'Reach', value: 'Every licensed bank in The Gambia' },
    },
    benefits: {
      title: 'Benefits',
      items: [
        'Funds reach the beneficiary bank within minutes',
        'Final and irrevocable settlement — no uncleared funds',
        'Lower risk than carrying cash or waiting for cheques to clear',
        'A payment reference on your statement for every transfer',
      ],
    },
    making: {
      title: 'Making an RTGS payment',
      steps: [
        'Complete an RTGS transfer form at any branch, or send a signed instruction through your relationship manager.',
        'Give the beneficiary’s full name, bank, branch and account number, and the purpose of the payment.',
        'Make sure your account holds the amount plus the transfer charge before the daily cut-off time.',
      ],
      smaller: { before: 'For smaller, batch payments see ', link: 'ACP / ACH', after: '.' },
    },
    callToAction: 'Send an RTGS payment',
  },
  fr: {
    howItWorks: {
      title: 'Comment fonctionne le RTGS',
      text: 'Le système RTGS, exploité par la Banque centrale de Gambie, règle chaque paiement un par un et pour son montant intégral, entre les comptes que les banques détiennent auprès de la Banque centrale. Une fois réglé, un paiement est définitif et ne peut pas être rappelé\u00a0: le RTGS est donc le canal qui convient aux achats immobiliers, aux paiements des fournisseurs, aux impôts et droits de douane et aux virements entre vos propres comptes dans différentes banques.',
      cheques: (threshold, channels) => (
        <>
          Les chèques de plus de {dalasiText(threshold, 'fr')} passent par <TermText text={channels} />
          {'\u00a0'}: les chèques de gros montant sont réglés sur le RTGS plutôt que dans le lot de compensation ordinaire.
        </>
      ),
      settlement: { label: 'Règlement', value: 'En temps réel, le jour ouvré même' },
      chequesAbove: {
        label: (threshold) => `Chèques de plus de ${dalasiText(threshold, 'fr')}`,
        value: (channels) => (
          <>
            Par <TermText text={channels} />
          </>
        ),
      },
      reach: { label: 'Portée', value: 'Toutes les banques agréées de Gambie' },
    },
    benefits: {
      title: 'Avantages',
      items: [
        'Les fonds parviennent à la banque du bénéficiaire en quelques minutes',
        'Un règlement définitif et irrévocable — aucun fonds en attente d’encaissement',
        'Moins de risques que de transporter des espèces ou d’attendre l’encaissement de chèques',
        'Une référence de paiement sur votre relevé pour chaque virement',
      ],
    },
    making: {
      title: 'Comment effectuer un virement RTGS',
      steps: [
        'Remplissez un formulaire de virement RTGS dans n’importe quelle agence, ou transmettez un ordre signé par l’intermédiaire de votre chargé de clientèle.',
        'Indiquez le nom complet du bénéficiaire, sa banque, son agence et son numéro de compte, ainsi que l’objet du paiement.',
        'Assurez-vous que votre compte est approvisionné du montant et des frais de virement avant l’heure limite quotidienne.',
      ],
      smaller: { before: 'Pour les paiements de moindre montant, traités par lots, consultez ', link: 'ACP / ACH', after: '.' },
    },
    callToAction: 'Envoyer un virement RTGS',
  },
};

function RtgsSections({ terms }: TermsProps) {
  const text = useLocalised(rtgsText);
  const { threshold, channels } = terms.chequeClearing;
  const { howItWorks, benefits, making } = text;
  return (
    <>
      <Section title={howItWorks.title}>
        <p>{howItWorks.text}</p>
        <p>{howItWorks.cheques(threshold, channels)}</p>
        <KeyFacts
          facts={[
            howItWorks.settlement,
            { label: howItWorks.chequesAbove.label(threshold), value: howItWorks.chequesAbove.value(channels) },
            howItWorks.reach,
          ]}
        />
      </Section>

      <Section title={benefits.title}>
        <CheckList columns={2} items={benefits.items} />
      </Section>

      <Section title={making.title}>
        <ol className="list-decimal space-y-2 pl-6">
          {making.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {making.smaller.before}
          <TextLink href="/services/e-banking/acp-ach">{making.smaller.link}</TextLink>
          {making.smaller.after}
        </p>
      </Section>

      <ServiceCallToAction heading={text.callToAction} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, RtgsSections),
  fr: termsServicePage(pageFr, RtgsSections),
});
