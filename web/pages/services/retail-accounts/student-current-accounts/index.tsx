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
  ...sitePage('/services/retail-accounts/student-current-accounts'),
  intro:
    'Your first current account, built around student life: receive your allowance or scholarship, pay fees and manage your money from your phone.',
};

function StudentCurrentAccountsSections({ terms }: TermsProps) {
  const { atmCardCost, eligibility } = terms.studentCurrent;
  return (
    <>
      <Section title="Made for students">
        <p>
          The student current account is open to students at the University of The Gambia, the Gambia College, MDI, GTTI and other
          recognised institutions. It is open to ages {eligibility}. Your ATM card costs {atmCardCost}, and with mobile banking
          you can check your balance and move money between your accounts wherever you are.
        </p>
        <KeyFacts
          facts={[
            { label: 'Eligibility', value: `Ages ${eligibility}` },
            { label: 'ATM card', value: atmCardCost },
            miniStatementFact(terms),
          ]}
        />
      </Section>

      <FeaturesAndBenefits
        items={[
          'Low opening balance and no monthly maintenance fee while you study',
          `ATM card for ${atmCardCost}, usable at all Trust Bank ATMs`,
          'Receive scholarship, bursary and family remittances directly',
          'Pay tuition and hostel fees straight from your account',
          'Mobile banking and Trust Alerts on your phone',
          'A smooth move to a full current account when you graduate',
        ]}
      />

      <AccountOpening
        account="student current account"
        requirements={[
          accountRequirements.openingForm,
          'A valid national ID card or passport showing you are 18 or over',
          'Your student ID card or admission letter',
          accountRequirements.photographs,
        ]}
      />
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default termsServicePage(page, StudentCurrentAccountsSections);
