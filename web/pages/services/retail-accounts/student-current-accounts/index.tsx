import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import ServiceLayout from '@/components/services/service-layout';
import { withProductTerms, type TermsProps } from '@/components/services/with-product-terms';
import { productTermsProps } from '@/lib/cms/product-terms-props';
import type { PageConfig } from 'next';
import { publicPage } from '@/components/layout/page-meta';

const meta = {
  title: 'Student Current Accounts',
  description: 'A low-cost current account for university and college students, with an ATM card and mobile banking.',
  path: '/services/retail-accounts/student-current-accounts',
};

function StudentCurrentAccountsPage({ terms }: TermsProps) {
  const { atmCardCost, eligibility } = terms.studentCurrent;
  return (
    <ServiceLayout
      title="Student Current Accounts"
      intro="Your first current account, built around student life: receive your allowance or scholarship, pay fees and manage your money from your phone."
    >
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
            { label: 'Mini statement', value: `The last ${terms.miniStatement.transactions} transactions` },
          ]}
        />
      </Section>

      <Section title="Features and benefits">
        <CheckList
          columns={2}
          items={[
            'Low opening balance and no monthly maintenance fee while you study',
            `ATM card for ${atmCardCost}, usable at all Trust Bank ATMs`,
            'Receive scholarship, bursary and family remittances directly',
            'Pay tuition and hostel fees straight from your account',
            'Mobile banking and Trust Alerts on your phone',
            'A smooth move to a full current account when you graduate',
          ]}
        />
      </Section>

      <Section title="What you need">
        <CheckList
          items={[
            'A completed account opening form',
            'A valid national ID card or passport showing you are 18 or over',
            'Your student ID card or admission letter',
            'Two recent passport-size photographs',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Open a student current account" />
    </ServiceLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default publicPage(meta, withProductTerms(StudentCurrentAccountsPage, meta.title));
