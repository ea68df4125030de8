import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/other-services'),
  intro:
    'Specialised facilities that help businesses trade with confidence: cheque discounting, banker’s indemnity and bank guarantees.',
};

function OtherServicesSections({ terms }: TermsProps) {
  const { chequeDiscounting, bankersIndemnity, guarantee } = terms;
  return (
    <>
      <Section title="Cheque discounting">
        <p>
          Turn post-dated cheques from your customers into cash today. We advance you the value of approved cheques before their
          due date, so that your working capital is not tied up waiting for payment. The cheque discounting arrangement fee is{' '}
          {chequeDiscounting.arrangementFee}.
        </p>
        <KeyFacts facts={[{ label: 'Arrangement fee', value: chequeDiscounting.arrangementFee }]} />
        <CheckList
          items={[
            'For current-account customers with a satisfactory account history',
            'Cheques drawn on reputable companies and institutions',
            'Proceeds credited straight to your current account',
          ]}
        />
      </Section>

      <Section title="Banker’s indemnity">
        <p>
          When shipping documents have not yet arrived, a banker’s indemnity lets the shipping line release your goods against our
          undertaking, so you avoid demurrage and delays at the Port of Banjul. The charge for a banker’s indemnity is{' '}
          {bankersIndemnity.rate} of the invoice value, minimum {bankersIndemnity.minimum}.
        </p>
        <KeyFacts
          facts={[
            { label: 'Charge', value: `${bankersIndemnity.rate} of the invoice value` },
            { label: 'Minimum', value: bankersIndemnity.minimum },
          ]}
        />
      </Section>

      <Section title="Bank guarantees">
        <p>
          A Trust Bank guarantee gives your counterparty our promise to pay if you do not meet your obligations. We issue bid
          bonds, performance bonds, advance payment guarantees and customs bonds for contractors, importers and suppliers to
          government and private clients. The guarantee issuing charge is {guarantee.issuingCharge}, with a commission of{' '}
          {guarantee.commission}.
        </p>
        <KeyFacts
          facts={[
            { label: 'Issuing charge', value: guarantee.issuingCharge },
            { label: 'Commission', value: guarantee.commission },
          ]}
        />
        <CheckList
          columns={2}
          items={['Bid (tender) bonds', 'Performance bonds', 'Advance payment guarantees', 'Customs and duty bonds']}
        />
      </Section>

      <ServiceCallToAction heading="Discuss a facility with us">
        Speak to your branch manager or Corporate Relationship Manager about the facility that suits your business.
      </ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, OtherServicesSections);
