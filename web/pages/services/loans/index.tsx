import CheckList from '@/components/content/check-list';
import KeyFacts from '@/components/content/key-facts';
import Section from '@/components/content/section';
import TextLink from '@/components/content/text-link';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import { termsServicePage } from '@/components/services/service-page';
import type { TermsProps } from '@/components/services/with-product-terms';
import LoanCalculator from '@/components/services/loan-calculator';
import Island from '@/islands/island';
import { getLoanTerms, getProductTerms, type LoanTerms } from '@/lib/server/cms';
import { publicPageProps } from '@/lib/server/cms/page-props';
import type { PageConfig } from 'next';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/loans'),
  intro:
    'Finance for the plans of individuals and businesses across The Gambia — from school fees and household needs to stock, equipment and property.',
};

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The product terms (the overdraft period) and the loan terms (the calculator's products, rates and limits) are CMS
 * content: an editor's change of either regenerates this page. A build without the CMS renders it without them and it
 * regenerates on its first visit.
 */
export const getStaticProps = publicPageProps(
  async (read) => {
    const [terms, loanTerms] = await Promise.all([getProductTerms(), getLoanTerms(read)]);
    return { terms, loanTerms };
  },
  { terms: null, loanTerms: null },
);

type LoanProps = { loanTerms: LoanTerms | null };

function LoansSections({ terms, loanTerms }: TermsProps & LoanProps) {
  return (
    <>
      <Section title="Overdrafts">
        <p>
          An overdraft lets you draw more than the balance of your current account, up to an agreed limit, to cover short-term
          gaps in your cash flow. You pay interest only on the amount you use. The overdraft period is{' '}
          {terms.overdraft.maximumPeriod}; a facility can be reviewed and renewed at expiry.
        </p>
        <KeyFacts
          facts={[
            { label: 'Overdraft period', value: sentenceCase(terms.overdraft.maximumPeriod) },
            { label: 'Interest', value: 'Only on the amount used' },
          ]}
        />
      </Section>

      <Section title="Personal loans">
        <p>
          Salaried employees of approved employers can borrow for school fees, home improvements, travel, a car or a family
          ceremony, with repayments deducted each month from the salary paid into their Trust Bank account.
        </p>
        <CheckList
          columns={2}
          items={[
            'Salary domiciled with Trust Bank',
            'Repayment over a period matched to your income',
            'Fast decisions for existing customers',
            'Credit life cover included',
          ]}
        />
      </Section>

      <Section title="Business loans and asset finance">
        <p>
          Term loans for equipment, vehicles and premises; working-capital facilities for traders, importers and contractors; and
          finance for agriculture and tourism businesses. For home ownership, ask about our subsidiary{' '}
          <TextLink href="/about/subsidiaries/homefinance">The Home Finance Company</TextLink>.
        </p>
        <CheckList
          columns={2}
          items={[
            'Term loans for fixed assets',
            'Working-capital and stock finance',
            'Contract and LPO financing',
            'Cheque discounting and bank guarantees',
          ]}
        />
      </Section>

      {loanTerms?.products.length ? (
        <Section title="What would a loan cost?">
          <p>
            Choose a loan, the amount and the term to see the monthly payment, the total interest and the total repaid, with the
            first and last months of the repayment schedule.
          </p>
          <Island name="loan-calculator" component={LoanCalculator} props={{ terms: { products: loanTerms.products } }} />
        </Section>
      ) : null}

      <Section title="What we will ask for">
        <CheckList
          items={[
            'A completed loan application form',
            'Your last three months’ payslips or your business’s financial statements',
            'Bank statements for the last six months',
            'Details of the collateral or guarantor offered',
            'A valid ID and proof of address',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Apply for a loan">
        Download the loan application form, or visit your branch to talk through your needs with a credit officer.
      </ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default termsServicePage<LoanProps>(page, LoansSections);
