import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import { site } from '@/content/bank-details';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { miniStatementFact } from '@/components/services/term-facts';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/trust-alerts'),
  intro: 'Know what happens on your account the moment it happens. Trust Alerts sends you a message for every debit and credit.',
};

function TrustAlertsSections({ terms }: TermsProps) {
  const { transactions } = terms.miniStatement;
  const { oneTimeCodeDigits, pinDigits } = terms.atmPin;
  return (
    <>
      <Section title="Stay informed, stay safe">
        <p>
          Trust Alerts is our SMS and e-mail notification service. Each time money enters or leaves your account you receive the
          amount, the channel and your new balance. If you ever see a transaction you do not recognise, call our hotline on{' '}
          {site.hotlines[0]} straight away so we can block your card or account.
        </p>
        <KeyFacts
          facts={[
            { label: 'Alerts', value: 'SMS and e-mail' },
            miniStatementFact(terms),
            { label: 'ATM PIN setup', value: `${oneTimeCodeDigits}-digit one-time code, ${pinDigits}-digit PIN` },
          ]}
        />
      </Section>

      <Section title="What you are alerted about">
        <CheckList
          columns={2}
          items={[
            'Cash withdrawals at branches and ATMs',
            'Deposits, transfers and salary credits',
            'Cheques paid and cheques returned',
            'Standing orders and loan repayments',
            `On request, a mini statement of the last ${transactions} transactions`,
            `The ${oneTimeCodeDigits}-digit one-time code you need to set your ${pinDigits}-digit ATM PIN`,
          ]}
        />
      </Section>

      <Section title="How to subscribe">
        <p>
          Visit your branch with a valid ID and tell us the mobile number and e-mail address where you want your alerts. Keep your
          contact details up to date: if you change your number, let us know so that alerts, and the one-time codes for your ATM
          PIN, reach you and nobody else. See <TextLink href="/services/e-banking/mobile-banking">Mobile Banking</TextLink> for
          how to set up your ATM PIN.
        </p>
      </Section>

      <ServiceCallToAction heading="Sign up for Trust Alerts" />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, TrustAlertsSections);
