import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/e-banking/acp-ach'),
  heading: 'ACP / ACH',
  intro:
    'Automated Cheque Processing and the Automated Clearing House: the national platform that clears cheques and low-value electronic transfers between Gambian banks.',
};

function AcpAchSections({ terms }: TermsProps) {
  const { threshold, channels } = terms.chequeClearing;
  return (
    <>
      <Section title="Automated Cheque Processing (ACP)">
        <p>
          Cheques deposited at any Trust Bank branch are scanned and exchanged electronically with the paying bank, so you no
          longer wait days for paper cheques to travel. Since 15 July 2024 the threshold for cheques through the clearing platform
          is {threshold} and below.
        </p>
        <p>
          Cheques above {threshold} go through {channels}, and are settled individually on the{' '}
          <TextLink href="/services/e-banking/rtgs">RTGS</TextLink> system.
        </p>
        <KeyFacts
          facts={[
            { label: 'Clearing platform', value: `Cheques of ${threshold} and below` },
            { label: `Cheques above ${threshold}`, value: `Through ${channels}` },
            { label: 'In force since', value: '15 July 2024' },
          ]}
        />
      </Section>

      <Section title="Automated Clearing House (ACH)">
        <p>
          ACH carries electronic credit and debit transfers between banks in batches during the day. It is the most economical way
          to pay many people at once.
        </p>
        <CheckList
          columns={2}
          items={[
            'Salary and pension payments to staff who bank elsewhere',
            'Regular supplier payments',
            'Direct debits for loan repayments and subscriptions',
            'Lower charges than individual high-value transfers',
          ]}
        />
      </Section>

      <Section title="Tips for smooth clearing">
        <CheckList
          items={[
            'Write the amount in words and figures, and make sure they match',
            'Do not alter a cheque: any correction makes it unacceptable for clearing',
            'Use a blue or black pen and sign exactly as in your mandate',
            'Keep enough funds in your account: returned cheques attract charges',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Questions about clearing?" />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, AcpAchSections);
