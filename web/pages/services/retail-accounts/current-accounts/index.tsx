import TextLink from '@/components/content/text-link';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import AccountOpening from '@/components/services/account-opening';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import { miniStatementFact } from '@/components/services/term-facts';
import { accountRequirements } from '@/content/account-requirements';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/retail-accounts/current-accounts'),
  intro:
    'An everyday account for salaries, business takings and bill payments, with a cheque book and round-the-clock access through our e-banking channels.',
};

function CurrentAccountsSections({ terms }: TermsProps) {
  const { threshold, channels } = terms.chequeClearing;
  return (
    <>
      <Section title="Banking that keeps up with you">
        <p>
          Whether you are paid a monthly salary or run your own trade, a Trust Bank current account gives you immediate access to
          your money at every branch, on our ATM network and on your phone. Pay suppliers and landlords by cheque, receive
          transfers from home and abroad, and keep track of every dalasi with SMS alerts.
        </p>
        <KeyFacts
          facts={[
            { label: 'Cheque book', value: 'Issued on request' },
            { label: `Cheques above ${threshold}`, value: `Cleared through ${channels}` },
            miniStatementFact(terms),
          ]}
        />
      </Section>

      <FeaturesAndBenefits
        items={[
          'Personalised cheque book for payments to individuals and businesses',
          'Trust Bank ATM card for cash withdrawals 24 hours a day, 7 days a week',
          'Mobile and internet banking: balances, transfers and bill payments',
          'Trust Alerts: an SMS for every debit and credit on your account',
          'Standing orders for rent, school fees and loan repayments',
          'Salary domiciliation that opens the door to personal loans and overdrafts',
        ]}
      />

      <Section title="Cheque clearing">
        <p>
          Cheques of {threshold} and below are cleared through the automated clearing platform. Cheques above {threshold} go
          through {channels}, so that large payments settle safely and on the same day wherever possible. Read more about{' '}
          <TextLink href="/services/e-banking/acp-ach">ACP / ACH</TextLink> and{' '}
          <TextLink href="/services/e-banking/rtgs">RTGS</TextLink>.
        </p>
      </Section>

      <AccountOpening
        account="current account"
        title="What you need to open an account"
        requirements={[
          'A completed account opening form (available at any branch or from our application forms page)',
          accountRequirements.identity,
          accountRequirements.photographs,
          'Proof of address, such as a recent utility bill or a letter from your Alkalo',
          'For salaried customers: a letter of introduction from your employer',
        ]}
      />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, CurrentAccountsSections);
