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
  ...sitePage('/services/retail-accounts/savings-accounts'),
  intro:
    'Put money aside for the things that matter — a home, school fees, a business or a rainy day — and let it earn interest while it waits.',
};

function SavingsAccountsSections({ terms }: TermsProps) {
  return (
    <>
      <Section title="Save with confidence">
        <p>
          A Trust Bank savings account is the simplest way to build a cushion for your family. Deposit as often as you like at any
          of our branches, withdraw when you need to, and watch your balance grow. Savings interest {terms.savings.interest}, so
          every month you keep money with us counts.
        </p>
        <KeyFacts
          facts={[
            { label: 'Interest', value: 'Accrues monthly' },
            { label: 'Interest paid', value: 'Half-yearly' },
            miniStatementFact(terms),
          ]}
        />
      </Section>

      <FeaturesAndBenefits
        items={[
          'Competitive interest on your balance',
          'ATM card for access to your savings at any time',
          'Mobile banking for balance enquiries and transfers to your own accounts',
          'Trust Alerts so you know the moment money comes in or goes out',
          'Joint accounts for couples and family savings groups',
          'Passbook or statement, as you prefer',
        ]}
      />

      <AccountOpening
        account="savings account"
        title="Who can open one"
        requirements={[
          accountRequirements.openingForm,
          accountRequirements.identity,
          accountRequirements.photographs,
          'Proof of address',
        ]}
      >
        <p>
          Any individual resident in The Gambia, and Gambians living abroad who want to save at home. Saving for a child? Look at
          our student savings account, designed for young savers ({terms.studentSavings.eligibility}).
        </p>
      </AccountOpening>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, SavingsAccountsSections);
