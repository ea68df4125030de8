import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import { servicePage } from '@/components/services/service-page';
import { getCorrespondentBanks } from '@/lib/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { publicPageProps } from '@/lib/cms/page-props';
import DetailList from '@/components/content/detail-list';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/correspondent-banking'),
  intro:
    'Our correspondent relationships with international banks let us send and receive payments and handle trade transactions for you in the major world currencies.',
};

export const getStaticProps = publicPageProps(async () => ({ banks: await getCorrespondentBanks() }), { banks: [] });

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
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {banks.map((bank) => (
              <li key={bank.id} className="flex flex-col rounded-lg border border-slate-200 bg-slate-50 p-4">
                <h3 className="text-base font-semibold text-brand-dark">{bank.bank}</h3>
                <p className="text-sm font-medium text-slate-500">{bank.country}</p>
                <DetailList
                  className="mt-3"
                  details={[
                    { label: 'Address', value: bank.address, valueClassName: 'break-words' },
                    { label: 'Zip code', value: bank.zipcode },
                    { label: 'P.O. Box', value: bank.pobox },
                    { label: 'Country', value: bank.country },
                    { label: 'BIC', value: bank.bic, valueClassName: 'font-mono tracking-wide text-brand-dark' },
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, CorrespondentBankingSections);
