import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import AccountOpening from '@/components/services/account-opening';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/server/cms/product-terms-props';
import type { PageConfig } from 'next';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/retail-accounts/student-savings-accounts'),
  intro: 'Teach good money habits early. A savings account for young people, opened and run together with a parent or guardian.',
};

function StudentSavingsAccountsSections({ terms }: TermsProps) {
  const { minimumOpeningBalance, interestThreshold, interestPaid, eligibility } = terms.studentSavings;
  return (
    <>
      <Section title="A first step towards saving">
        <p>
          The student savings account is for {eligibility}. The minimum opening balance is {minimumOpeningBalance}. Interest
          applies on balances of {interestThreshold} and above, is monthly and is paid in {interestPaid} — so pocket money, gifts
          from relatives and holiday earnings all work a little harder.
        </p>
        <KeyFacts
          facts={[
            { label: 'For', value: 'Under 18s' },
            { label: 'Minimum opening balance', value: minimumOpeningBalance },
            { label: 'Interest', value: `Monthly, on balances of ${interestThreshold} and above` },
            { label: 'Interest paid', value: interestPaid },
          ]}
        />
      </Section>

      <FeaturesAndBenefits
        items={[
          'Opened in the child’s name, operated with a parent or guardian',
          'No monthly account maintenance fee',
          'Deposits at any of our branches, by standing order or by transfer',
          'A passbook so young savers can follow their progress',
          'Automatic move to a regular savings account at 18',
          'Parents can set up a monthly standing order from their own account',
        ]}
      />

      <AccountOpening
        account="student savings account"
        requirements={[
          'The child’s birth certificate',
          'A valid ID of the parent or guardian',
          'Two recent passport-size photographs of the child',
          `An opening deposit of at least ${minimumOpeningBalance}`,
        ]}
      />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, StudentSavingsAccountsSections);
