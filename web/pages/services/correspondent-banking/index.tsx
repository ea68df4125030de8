import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { servicePage } from '@/components/services/service-page';
import { getCorrespondentBanks } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import Directory from '@/components/content/directory';
import { translatedPage } from '@/components/content/translated-page';
import { useLocalised } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/correspondent-banking'),
  intro:
    'Our correspondent relationships with international banks let us send and receive payments and handle trade transactions for you in the major world currencies.',
};

const pageFr = {
  path: '/services/correspondent-banking',
  title: 'Banques correspondantes',
  description:
    'Les banques correspondantes de Trust Bank en Europe, en Amérique du Nord et en Afrique, avec leurs adresses et leurs codes BIC SWIFT pour les paiements internationaux.',
  intro:
    'Nos relations avec des banques correspondantes internationales nous permettent d’envoyer et de recevoir des paiements et de traiter pour vous des opérations commerciales dans les principales devises du monde.',
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({
    banks: previewedFirst(await getCorrespondentBanks(read), target, 'api::correspondent-bank.correspondent-bank'),
  }),
  { banks: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

type CorrespondentBankingText = {
  title: string;
  /** The paragraph around the link to international banking: `before` it, the link's text, then `after`. */
  quote: { before: string; link: string; after: string };
  updating: string;
  labels: { address: string; zipcode: string; pobox: string; country: string; bic: string };
};

const correspondentBankingText: Readonly<Record<SiteLocale, CorrespondentBankingText>> = {
  en: {
    title: 'Our correspondent banks',
    quote: {
      before:
        'Quote the correspondent bank and its BIC (SWIFT code) below when you ask someone abroad to pay into your Trust Bank account. Your branch or relationship manager can give you the full payment instructions for each currency. See also ',
      link: 'International Banking',
      after: '.',
    },
    updating: 'Our list of correspondent banks is being updated. Please contact your branch for payment instructions.',
    labels: { address: 'Address', zipcode: 'Zip code', pobox: 'P.O. Box', country: 'Country', bic: 'BIC' },
  },
  fr: {
    title: 'Nos banques correspondantes',
    quote: {
      before:
        'Lorsque vous demandez à une personne à l’étranger de payer sur votre compte Trust Bank, indiquez-lui la banque correspondante ci-dessous et son BIC (code SWIFT). Votre agence ou votre chargé de clientèle peut vous donner les instructions de paiement complètes pour chaque devise. Voir aussi ',
      link: 'Banque internationale',
      after: '.',
    },
    updating:
      'Notre liste de banques correspondantes est en cours de mise à jour. Veuillez contacter votre agence pour obtenir les instructions de paiement.',
    labels: { address: 'Adresse', zipcode: 'Code postal', pobox: 'Boîte postale', country: 'Pays', bic: 'BIC' },
  },
};

function CorrespondentBankingSections({ banks }: Props) {
  const text = useLocalised(correspondentBankingText);
  const { labels } = text;
  return (
    <>
      <Section title={text.title}>
        <p>
          {text.quote.before}
          <TextLink href="/services/international-banking">{text.quote.link}</TextLink>
          {text.quote.after}
        </p>
        {banks.length === 0 ? (
          <p>{text.updating}</p>
        ) : (
          <Directory
            look="section"
            entries={banks.map((bank) => ({
              ...bank,
              name: bank.bank,
              subtitle: bank.country,
              details: [
                { label: labels.address, value: bank.address, valueClassName: 'break-words' },
                { label: labels.zipcode, value: bank.zipcode },
                { label: labels.pobox, value: bank.pobox },
                { label: labels.country, value: bank.country },
                { label: labels.bic, value: bank.bic, valueClassName: 'font-mono tracking-wide text-brand-dark' },
              ],
            }))}
          />
        )}
      </Section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default translatedPage({
  en: servicePage(page, CorrespondentBankingSections),
  fr: servicePage(pageFr, CorrespondentBankingSections),
});
