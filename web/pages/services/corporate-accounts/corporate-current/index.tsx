import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import ServiceCallToAction from '@/components/services/service-call-to-action';
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
  ...sitePage('/services/corporate-accounts/corporate-current'),
  intro:
    'Banking for companies, partnerships, NGOs, embassies and public institutions — with a named banker who knows your business.',
};

const pageFr = {
  path: '/services/corporate-accounts/corporate-current',
  title: 'Comptes courants entreprises',
  description:
    'La banque des entreprises chez Trust Bank\u00a0: des comptes courants pour les sociétés, les ONG et les institutions, avec un chargé de relation entreprises dédié.',
  intro:
    'Des services bancaires pour les sociétés, les sociétés de personnes, les ONG, les ambassades et les institutions publiques — avec un banquier attitré qui connaît votre activité.',
};

type CorporateCurrentText = {
  title: string;
  relationshipManager: (sentence: string) => string;
  relationship: { label: string; value: string };
  chequesAbove: (threshold: string) => string;
  clearedThrough: (channels: string) => string;
  currencies: { label: string; value: (codes: string) => string };
  features: (threshold: string, channels: string) => string[];
  documents: { title: string; items: string[] };
  callToAction: { heading: string; text: string };
};

const text: Readonly<Record<SiteLocale, CorporateCurrentText>> = {
  en: {
    title: 'Your own relationship manager',
    relationshipManager: (sentence) =>
      `${sentence} Your relationship manager is your single point of contact for account operations, trade and foreign-exchange transactions, credit facilities and cash management, and works with you to structure solutions that fit your cash cycle.`,
    relationship: { label: 'Relationship', value: 'A Corporate Relationship Manager per client' },
    chequesAbove: (threshold) => `Cheques above ${threshold}`,
    clearedThrough: (channels) => `Cleared through ${channels}`,
    currencies: { label: 'Currencies', value: (codes) => codes + ' and dalasi' },
    features: (threshold, channels) => [
      'Multiple signatory mandates to match your internal controls',
      'Bulk salary payments for your staff',
      `Same-day high-value payments: cheques above ${threshold} go through ${channels}`,
      'Overdrafts, loans, guarantees and trade finance',
      'Foreign currency accounts for importers and exporters',
      'Trust Alerts and e-statements for your finance team',
    ],
    documents: {
      title: 'Documents required',
      items: [
        'Certificate of incorporation or business registration',
        'Memorandum and articles of association, or the constitution of the organisation',
        'A board resolution to open the account and naming the signatories',
        'Valid IDs and photographs of the directors and signatories',
        'Taxpayer identification number (TIN)',
        'Proof of business address',
      ],
    },
    callToAction: {
      heading: 'Talk to our corporate banking team',
      text: 'Call us or visit our head office at 3-4 Ecowas Avenue, Banjul, and we will introduce you to your Corporate Relationship Manager.',
    },
  },
  fr: {
    title: 'Votre chargé de relation attitré',
    relationshipManager: (sentence) =>
      `${sentence} Votre chargé de relation est votre interlocuteur unique pour le fonctionnement de vos comptes, vos opérations de commerce international et de change, vos facilités de crédit et votre gestion de trésorerie, et il construit avec vous des solutions adaptées à votre cycle de trésorerie.`,
    relationship: { label: 'Relation client', value: 'Un chargé de relation entreprises par client' },
    chequesAbove: (threshold) => `Chèques de plus de ${threshold}`,
    clearedThrough: (channels) => `Compensés par ${channels}`,
    currencies: { label: 'Devises', value: (codes) => codes + ' et dalasi' },
    features: (threshold, channels) => [
      'Des mandats à signatures multiples adaptés à vos contrôles internes',
      'Le paiement groupé des salaires de votre personnel',
      `Des paiements de gros montants le jour même\u00a0: les chèques de plus de ${threshold} passent par ${channels}`,
      'Découverts, prêts, garanties et financement du commerce international',
      'Des comptes en devises pour les importateurs et les exportateurs',
      'Trust Alerts et relevés électroniques pour votre service financier',
    ],
    documents: {
      title: 'Documents à fournir',
      items: [
        'Certificat de constitution ou d’immatriculation de l’entreprise',
        'Acte constitutif et statuts, ou statuts de l’organisation',
        'Une résolution du conseil d’administration autorisant l’ouverture du compte et désignant les signataires',
        'Pièces d’identité valides et photos des administrateurs et des signataires',
        'Numéro d’identification fiscale (TIN)',
        'Justificatif de l’adresse de l’entreprise',
      ],
    },
    callToAction: {
      heading: 'Parlez à notre équipe de banque des entreprises',
      text: 'Appelez-nous ou rendez-vous à notre siège, 3-4 Ecowas Avenue, Banjul\u00a0: nous vous présenterons votre chargé de relation entreprises.',
    },
  },
};

function CorporateCurrentSections({ terms }: TermsProps) {
  const words = useLocalised(text);
  const locale = useTextLocale();
  const threshold = dalasiText(terms.chequeClearing.threshold, locale);
  const channels = termWording(terms.chequeClearing.channels, locale);
  return (
    <>
      <Section title={words.title}>
        <p>{words.relationshipManager(termWording(terms.corporateRelationshipManager, locale))}</p>
        <KeyFacts
          facts={[
            words.relationship,
            { label: words.chequesAbove(threshold), value: words.clearedThrough(channels) },
            { label: words.currencies.label, value: words.currencies.value(terms.foreignCurrencies.join(', ')) },
          ]}
        />
      </Section>

      <FeaturesAndBenefits items={words.features(threshold, channels)} />

      <Section title={words.documents.title}>
        <CheckList items={words.documents.items} />
      </Section>

      <ServiceCallToAction heading={words.callToAction.heading}>{words.callToAction.text}</ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, CorporateCurrentSections),
  fr: termsServicePage(pageFr, CorporateCurrentSections),
});
