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
  ...sitePage('/services/e-banking/acp-ach'),
  heading: 'ACP / ACH',
  intro:
    'Automated Cheque Processing and the Automated Clearing House: the national platform that clears cheques and low-value electronic transfers between Gambian banks.',
};

const pageFr = {
  path: '/services/e-banking/acp-ach',
  title: 'ACP / ACH — Compensation automatisée',
  description:
    'Le traitement automatisé des chèques et les virements par chambre de compensation automatisée chez Trust Bank\u00a0: un encaissement plus rapide des chèques et des paiements groupés à moindre coût entre les banques gambiennes.',
  heading: 'ACP / ACH',
  intro:
    'Le traitement automatisé des chèques (ACP) et la chambre de compensation automatisée (ACH)\u00a0: la plateforme nationale qui assure la compensation des chèques et des virements électroniques de faible montant entre les banques gambiennes.',
};

/** `threshold` and `channels` are the CMS's cheque clearing terms, as it writes them. */
type AcpAchText = {
  acp: {
    title: string;
    text: (threshold: string) => string;
    /** The sentence around the link to RTGS: `before` it, the link's text, then `after`. */
    above: { before: (threshold: string, channels: string) => ReactNode; link: string; after: string };
    platform: { label: string; value: (threshold: string) => string };
    chequesAbove: { label: (threshold: string) => string; value: (channels: string) => ReactNode };
    inForce: { label: string; value: string };
  };
  ach: { title: string; text: string; items: string[] };
  tips: { title: string; items: string[] };
  callToAction: string;
};

const acpAchText: Readonly<Record<SiteLocale, AcpAchText>> = {
  en: {
    acp: {
      title: 'Automated Cheque Processing (ACP)',
      text: (threshold) =>
        `Cheques deposited at any Trust Bank branch are scanned and exchanged electronically with the paying bank, so you no longer wait days for paper cheques to travel. Since 15 July 2024 the threshold for cheques through the clearing platform is ${threshold} and below.`,
      above: {
        before: (threshold, channels) =>
          `Cheques above ${threshold} go through ${channels}, and are settled individually on the `,
        link: 'RTGS',
        after: ' system.',
      },
      platform: { label: 'Clearing platform', value: (threshold) => `Cheques of ${threshold} and below` },
      chequesAbove: { label: (threshold) => `Cheques above ${threshold}`, value: (channels) => `Through ${channels}` },
      inForce: { label: 'In force since', value: '15 July 2024' },
    },
    ach: {
      title: 'Automated Clearing House (ACH)',
      text: 'ACH carries electronic credit and debit transfers between banks in batches during the day. It is the most economical way to pay many people at once.',
      items: [
        'Salary and pension payments to staff who bank elsewhere',
        'Regular supplier payments',
        'Direct debits for loan repayments and subscriptions',
        'Lower charges than individual high-value transfers',
      ],
    },
    tips: {
      title: 'Tips for smooth clearing',
      items: [
        'Write the amount in words and figures, and make sure they match',
        'Do not alter a cheque: any correction makes it unacceptable for clearing',
        'Use a blue or black pen and sign exactly as in your mandate',
        'Keep enough funds in your account: returned cheques attract charges',
      ],
    },
    callToAction: 'Questions about clearing?',
  },
  fr: {
    acp: {
      title: 'Traitement automatisé des chèques (ACP)',
      text: (threshold) =>
        `Les chèques déposés dans n’importe quelle agence Trust Bank sont numérisés et échangés électroniquement avec la banque tirée\u00a0: vous n’attendez plus des jours que les chèques papier circulent. Depuis le 15 juillet 2024, la plateforme de compensation traite les chèques d’un montant inférieur ou égal à ${dalasiText(threshold, 'fr')}.`,
      above: {
        before: (threshold, channels) => (
          <>
            Les chèques de plus de {dalasiText(threshold, 'fr')} passent par <TermText text={channels} /> et sont réglés
            individuellement sur le système{' '}
          </>
        ),
        link: 'RTGS',
        after: '.',
      },
      platform: {
        label: 'Plateforme de compensation',
        value: (threshold) => `Chèques inférieurs ou égaux à ${dalasiText(threshold, 'fr')}`,
      },
      chequesAbove: {
        label: (threshold) => `Chèques de plus de ${dalasiText(threshold, 'fr')}`,
        value: (channels) => (
          <>
            Par <TermText text={channels} />
          </>
        ),
      },
      inForce: { label: 'En vigueur depuis', value: '15 juillet 2024' },
    },
    ach: {
      title: 'Chambre de compensation automatisée (ACH)',
      text: 'L’ACH achemine les virements et les prélèvements électroniques entre banques, par lots, tout au long de la journée. C’est le moyen le plus économique de payer de nombreuses personnes en une seule fois.',
      items: [
        'Versement des salaires et des pensions au personnel dont le compte est dans une autre banque',
        'Paiements réguliers des fournisseurs',
        'Prélèvements pour les remboursements de prêt et les abonnements',
        'Des frais inférieurs à ceux des virements individuels de gros montant',
      ],
    },
    tips: {
      title: 'Conseils pour une compensation sans accroc',
      items: [
        'Écrivez le montant en lettres et en chiffres, et vérifiez qu’ils concordent',
        'Ne modifiez pas un chèque\u00a0: toute correction le rend irrecevable en compensation',
        'Utilisez un stylo bleu ou noir et signez exactement comme sur votre mandat de signature',
        'Gardez une provision suffisante sur votre compte\u00a0: les chèques rejetés entraînent des frais',
      ],
    },
    callToAction: 'Des questions sur la compensation\u00a0?',
  },
};

function AcpAchSections({ terms }: TermsProps) {
  const text = useLocalised(acpAchText);
  const { threshold, channels } = terms.chequeClearing;
  const { acp, ach, tips } = text;
  return (
    <>
      <Section title={acp.title}>
        <p>{acp.text(threshold)}</p>
        <p>
          {acp.above.before(threshold, channels)}
          <TextLink href="/services/e-banking/rtgs">{acp.above.link}</TextLink>
          {acp.above.after}
        </p>
        <KeyFacts
          facts={[
            { label: acp.platform.label, value: acp.platform.value(threshold) },
            { label: acp.chequesAbove.label(threshold), value: acp.chequesAbove.value(channels) },
            acp.inForce,
          ]}
        />
      </Section>

      <Section title={ach.title}>
        <p>{ach.text}</p>
        <CheckList columns={2} items={ach.items} />
      </Section>

      <Section title={tips.title}>
        <CheckList items={tips.items} />
      </Section>

      <ServiceCallToAction heading={text.callToAction} />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default translatedPage({
  en: termsServicePage(page, AcpAchSections),
  fr: termsServicePage(pageFr, AcpAchSections),
});
