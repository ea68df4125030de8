import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { servicePage } from '@/components/services/service-page';
import { getCorrespondentBanks } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import Directory from '@/components/content/directory';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/correspondent-banking'),
  intro:
    'Our correspondent relationships with international banks let us send and receive payments and handle trade transactions for you in the major world currencies.',
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({
    banks: previewedFirst(await getCorrespondentBanks(read), target, 'api::correspondent-bank.correspondent-bank'),
  }),
  { banks: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function CorrespondentBankingSections({ banks }: Props) {
  return (
    <>
      <Section title="Our correspondent banks">
        <p>
          Quote the correspondent bank and its BIC (SWIFT code) below when you ask someone abroad to pay into your Trust Bank
          account. Your branch or relationship manager can give you the full payment instructions for each currency. See also{' '}
          <TextLink href="/services/international-banking">International Banking</TextLink>.
        </p>
        {banks.length === 0 ? (
          <p>Our list of correspondent banks is being updated. Please contact your branch for payment instructions.</p>
        ) : (
          <Directory
            look="section"
            entries={banks.map((bank) => ({
              ...bank,
              name: bank.bank,
              subtitle: bank.country,
              details: [
                { label: 'Address', value: bank.address, valueClassName: 'break-words' },
                { label: 'Zip code', value: bank.zipcode },
                { label: 'P.O. Box', value: bank.pobox },
                { label: 'Country', value: bank.country },
                { label: 'BIC', value: bank.bic, valueClassName: 'font-mono tracking-wide text-brand-dark' },
              ],
            }))}
          />
        )}
      </Section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, CorrespondentBankingSections);
