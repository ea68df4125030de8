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
  ...sitePage('/services/e-banking/rtgs'),
  heading: 'RTGS',
  intro:
    'Real Time Gross Settlement: move large sums to any bank in The Gambia, individually and with final settlement the same day.',
};

function RtgsSections({ terms }: TermsProps) {
  const { threshold, channels } = terms.chequeClearing;
  return (
    <>
      <Section title="How RTGS works">
        <p>
          The RTGS system, operated by the Central Bank of The Gambia, settles each payment one by one and in full across the
          accounts banks hold at the Central Bank. Once a payment is settled it is final and cannot be recalled, which makes RTGS
          the right channel for property purchases, supplier payments, tax and customs duties and transfers between your own
          accounts at different banks.
        </p>
        <p>
          Cheques above {threshold} go through {channels}: high-value cheques are settled on RTGS rather than in the ordinary
          clearing batch.
        </p>
        <KeyFacts
          facts={[
            { label: 'Settlement', value: 'Real time, same business day' },
            { label: `Cheques above ${threshold}`, value: `Through ${channels}` },
            { label: 'Reach', value: 'Every licensed bank in The Gambia' },
          ]}
        />
      </Section>

      <Section title="Benefits">
        <CheckList
          columns={2}
          items={[
            'Funds reach the beneficiary bank within minutes',
            'Final and irrevocable settlement — no uncleared funds',
            'Lower risk than carrying cash or waiting for cheques to clear',
            'A payment reference on your statement for every transfer',
          ]}
        />
      </Section>

      <Section title="Making an RTGS payment">
        <ol className="list-decimal space-y-2 pl-6">
          <li>Complete an RTGS transfer form at any branch, or send a signed instruction through your relationship manager.</li>
          <li>Give the beneficiary’s full name, bank, branch and account number, and the purpose of the payment.</li>
          <li>Make sure your account holds the amount plus the transfer charge before the daily cut-off time.</li>
        </ol>
        <p>
          For smaller, batch payments see <TextLink href="/services/e-banking/acp-ach">ACP / ACH</TextLink>.
        </p>
      </Section>

      <ServiceCallToAction heading="Send an RTGS payment" />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, RtgsSections);
