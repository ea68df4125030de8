import CheckList from '@/components/content/CheckList';
import Section from '@/components/content/Section';
import KeyFacts from '@/components/content/KeyFacts';
import ServiceCallToAction from '@/components/services/ServiceCallToAction';
import ServiceLayout from '@/components/services/ServiceLayout';
import { productTerms } from '@/content/product-terms';
import type { PageConfig } from 'next';
import { publicPage } from '@/components/layout/PageMeta';

const meta = {
  title: 'Time / Fixed Deposit',
  description:
    'Fix your savings for one, three, six, nine or twelve months from D25,000 and earn up to 4% a year with a Trust Bank fixed deposit.',
  path: '/services/retail-accounts/time-fixed-deposit',
};

const { terms, rates, minimum } = productTerms.fixedDeposit;

function TimeFixedDepositPage() {
  return (
    <ServiceLayout
      title="Time / Fixed Deposit"
      intro="Lock away funds you will not need for a while and earn a higher, guaranteed return."
    >
      <Section title="A guaranteed return on your money">
        <p>
          A fixed deposit pays a set rate of interest for an agreed period. Choose a term of {terms}. The minimum fixed
          deposit is {minimum}. At maturity you can withdraw your capital and interest, or roll the deposit over for a
          further term.
        </p>
        <KeyFacts
          facts={[
            { label: 'Terms', value: 'One, three, six, nine or twelve months' },
            { label: 'Minimum fixed deposit', value: minimum },
            { label: 'Best listed rate', value: '4% per year (12 months)' },
          ]}
        />
      </Section>

      <Section title="Listed rates per year">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] border-collapse text-left">
            <caption className="sr-only">Fixed deposit interest rates per year by term</caption>
            <thead>
              <tr className="border-b-2 border-brand text-sm text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">Term</th>
                <th scope="col" className="py-2 font-semibold">Rate per year</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((row) => (
                <tr key={row.tenor} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-800">{row.tenor}</th>
                  <td className="py-3 font-semibold text-brand-dark">{row.rate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-500">
          Rates for one- and nine-month terms, and for large deposits, are quoted at the branch on the day of placement.
          Rates may change; the rate agreed when you place your deposit is fixed for its whole term.
        </p>
      </Section>

      <Section title="Features and benefits">
        <CheckList
          columns={2}
          items={[
            'A guaranteed rate for the whole term',
            'Interest paid at maturity, or credited to your current or savings account',
            'Automatic rollover on request',
            'Can be used as security for a loan or overdraft',
            'Available to individuals, companies, associations and NGOs',
            'A deposit certificate for every placement',
          ]}
        />
      </Section>

      <ServiceCallToAction heading="Place a fixed deposit">
        Bring your ID to any branch, or speak to your relationship manager, to place a deposit of {minimum} or more.
      </ServiceCallToAction>
    </ServiceLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage(meta, TimeFixedDepositPage);
