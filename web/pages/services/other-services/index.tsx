import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import type { ReactNode } from 'react';
import TermText from '@/components/services/term-text';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';
import { dalasiText } from '@/lib/shared/money';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { percentText } from '@/lib/shared/term-wording';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/other-services'),
  intro:
    'Specialised facilities that help businesses trade with confidence: cheque discounting, banker’s indemnity and bank guarantees.',
};

const pageFr = {
  path: '/services/other-services',
  title: 'Autres services',
  description:
    'Escompte de chèques, lettre d’indemnité bancaire et garanties bancaires chez Trust Bank\u00a0: financement à court terme et sécurité pour les entreprises et les commerçants gambiens.',
  intro:
    'Des facilités spécialisées qui aident les entreprises à commercer en toute confiance\u00a0: escompte de chèques, lettre d’indemnité bancaire et garanties bancaires.',
};

type OtherServicesText = {
  /** The figures (`fee`, `rate`, `minimum`, `issuingCharge`) come already written as the locale writes them. */
  chequeDiscounting: {
    title: string;
    text: (fee: string) => string;
    feeLabel: string;
    items: string[];
  };
  bankersIndemnity: {
    title: string;
    text: (rate: string, minimum: string) => string;
    chargeLabel: string;
    charge: (rate: string) => string;
    minimumLabel: string;
  };
  guarantees: {
    title: string;
    /** `commission` is the CMS's wording, as it writes it. */
    text: (issuingCharge: string, commission: string) => ReactNode;
    issuingChargeLabel: string;
    commissionLabel: string;
    commission: (commission: string) => ReactNode;
    items: string[];
  };
  callToAction: { heading: string; text: string };
};

const otherServicesText: Readonly<Record<SiteLocale, OtherServicesText>> = {
  en: {
    chequeDiscounting: {
      title: 'Cheque discounting',
      text: (fee) =>
        `Turn post-dated cheques from your customers into cash today. We advance you the value of approved cheques before their due date, so that your working capital is not tied up waiting for payment. The cheque discounting arrangement fee is ${fee}.`,
      feeLabel: 'Arrangement fee',
      items: [
        'For current-account customers with a satisfactory account history',
        'Cheques drawn on reputable companies and institutions',
        'Proceeds credited straight to your current account',
      ],
    },
    bankersIndemnity: {
      title: 'Banker’s indemnity',
      text: (rate, minimum) =>
        `When shipping documents have not yet arrived, a banker’s indemnity lets the shipping line release your goods against our undertaking, so you avoid demurrage and delays at the Port of Banjul. The charge for a banker’s indemnity is ${rate} of the invoice value, minimum ${minimum}.`,
      chargeLabel: 'Charge',
      charge: (rate) => `${rate} of the invoice value`,
      minimumLabel: 'Minimum',
    },
    guarantees: {
      title: 'Bank guarantees',
      text: (issuingCharge, commission) =>
        `A Trust Bank guarantee gives your counterparty our promise to pay if you do not meet your obligations. We issue bid bonds, performance bonds, advance payment guarantees and customs bonds for contractors, importers and suppliers to government and private clients. The guarantee issuing charge is ${issuingCharge}, with a commission of ${commission}.`,
      issuingChargeLabel: 'Issuing charge',
      commissionLabel: 'Commission',
      commission: (commission) => commission,
      items: ['Bid (tender) bonds', 'Performance bonds', 'Advance payment guarantees', 'Customs and duty bonds'],
    },
    callToAction: {
      heading: 'Discuss a facility with us',
      text: 'Speak to your branch manager or Corporate Relationship Manager about the facility that suits your business.',
    },
  },
  fr: {
    chequeDiscounting: {
      title: 'Escompte de chèques',
      text: (fee) =>
        `Transformez dès aujourd’hui en liquidités les chèques postdatés de vos clients. Nous vous avançons le montant des chèques acceptés avant leur date d’échéance, afin que votre fonds de roulement ne reste pas immobilisé dans l’attente du paiement. Les frais de mise en place de l’escompte de chèques sont de ${fee}.`,
      feeLabel: 'Frais de mise en place',
      items: [
        'Pour les titulaires d’un compte courant dont l’historique de compte est satisfaisant',
        'Des chèques tirés sur des entreprises et des institutions réputées',
        'Les fonds crédités directement sur votre compte courant',
      ],
    },
    bankersIndemnity: {
      title: 'Lettre d’indemnité bancaire',
      text: (rate, minimum) =>
        `Lorsque les documents d’expédition ne sont pas encore arrivés, une lettre d’indemnité bancaire permet à la compagnie maritime de libérer vos marchandises contre notre engagement\u00a0: vous évitez ainsi les surestaries et les retards au port de Banjul. Les frais d’une lettre d’indemnité bancaire sont de ${rate} de la valeur de la facture, avec un minimum de ${minimum}.`,
      chargeLabel: 'Frais',
      charge: (rate) => `${rate} de la valeur de la facture`,
      minimumLabel: 'Minimum',
    },
    guarantees: {
      title: 'Garanties bancaires',
      text: (issuingCharge, commission) => (
        <>
          Une garantie Trust Bank donne à votre contrepartie notre engagement de payer si vous ne remplissez pas vos obligations.
          Nous émettons des garanties de soumission, des garanties de bonne exécution, des garanties de restitution d’acompte et
          des cautions en douane pour les entrepreneurs, les importateurs et les fournisseurs de l’État et de clients privés. Les
          frais d’émission de la garantie sont de {issuingCharge}, avec une commission de <TermText text={commission} />.
        </>
      ),
      issuingChargeLabel: 'Frais d’émission',
      commissionLabel: 'Commission',
      commission: (commission) => <TermText text={commission} />,
      items: [
        'Garanties de soumission (appels d’offres)',
        'Garanties de bonne exécution',
        'Garanties de restitution d’acompte',
        'Cautions en douane et de droits',
      ],
    },
    callToAction: {
      heading: 'Parlez-nous de la facilité qu’il vous faut',
      text: 'Adressez-vous à votre directeur d’agence ou à votre chargé de relation entreprises pour choisir la facilité adaptée à votre entreprise.',
    },
  },
};

function OtherServicesSections({ terms }: TermsProps) {
  const text = useLocalised(otherServicesText);
  const locale = useTextLocale();
  const { chequeDiscounting, bankersIndemnity, guarantees, callToAction } = text;
  const fee = percentText(terms.chequeDiscounting.arrangementFee, locale);
  const rate = percentText(terms.bankersIndemnity.rate, locale);
  const minimum = dalasiText(terms.bankersIndemnity.minimum, locale);
  const issuingCharge = percentText(terms.guarantee.issuingCharge, locale);
  const { commission } = terms.guarantee;
  return (
    <>
      <Section title={chequeDiscounting.title}>
        <p>{chequeDiscounting.text(fee)}</p>
        <KeyFacts facts={[{ label: chequeDiscounting.feeLabel, value: fee }]} />
        <CheckList items={chequeDiscounting.items} />
      </Section>

      <Section title={bankersIndemnity.title}>
        <p>{bankersIndemnity.text(rate, minimum)}</p>
        <KeyFacts
          facts={[
            { label: bankersIndemnity.chargeLabel, value: bankersIndemnity.charge(rate) },
            { label: bankersIndemnity.minimumLabel, value: minimum },
          ]}
        />
      </Section>

      <Section title={guarantees.title}>
        <p>{guarantees.text(issuingCharge, commission)}</p>
        <KeyFacts
          facts={[
            { label: guarantees.issuingChargeLabel, value: issuingCharge },
            { label: guarantees.commissionLabel, value: guarantees.commission(commission) },
          ]}
        />
        <CheckList columns={2} items={guarantees.items} />
      </Section>

      <ServiceCallToAction heading={callToAction.heading}>{callToAction.text}</ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, OtherServicesSections),
  fr: termsServicePage(pageFr, OtherServicesSections),
});
