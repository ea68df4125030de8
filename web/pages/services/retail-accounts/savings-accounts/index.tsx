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
  title: 'Savings Accounts',
  description: 'Grow your money with a Trust Bank savings account: interest on what you save, with an ATM card and SMS alerts.',
  path: '/services/retail-accounts/savings-accounts',
};

function SavingsAccountsPage({ terms }: TermsProps) {
  return (
    <ServiceLayout
      title="Savings Accounts"
      intro="Put money aside for the things that matter — a home, school fees, a business or a rainy day — and let it earn interest while it waits."
    >
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
            { label: 'Mini statement', value: `The last ${terms.miniStatement.transactions} transactions` },
          ]}
        />
      </Section>

      <Section title="Features and benefits">
        <CheckList
          columns={2}
          items={[
            'Competitive interest on your balance',
            'ATM card for access to your savings at any time',
            'Mobile banking for balance enquiries and transfers to your own accounts',
            'Trust Alerts so you know the moment money comes in or goes out',
            'Joint accounts for couples and family savings groups',
            'Passbook or statement, as you prefer',
          ]}
        />
      </Section>

      <Section title="Who can open one">
        <p>
          Any individual resident in The Gambia, and Gambians living abroad who want to save at home. Saving for a child? Look at
          our student savings account, designed for young savers ({terms.studentSavings.eligibility}).
        </p>
        <CheckList
          items={[
            'A completed account opening form',
            'A valid national ID card, passport or driving licence',
            'Two recent passport-size photographs',
            'Proof of address',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Open a savings account" />
    </ServiceLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = productTermsProps;

export default publicPage(meta, withProductTerms(SavingsAccountsPage, meta.title));
