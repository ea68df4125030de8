import Section from '@/components/content/section';
import KeyFacts from '@/components/content/key-facts';
import ServiceCallToAction from '@/components/services/service-call-to-action';
import FixedDepositCalculator from '@/components/services/fixed-deposit-calculator';
import { ColumnHeads } from '@/components/rates/rate-table';
import { servicePage } from '@/components/services/service-page';
import Island from '@/islands/island';
import { getDepositTerms } from '@/lib/server/cms';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { tenorAdjectives, tenorLabel, tenorList } from '@/lib/shared/fixed-deposit';
import { formatDalasi, formatRatePercent, fromUnits } from '@/lib/shared/money';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import FeaturesAndBenefits from '@/components/services/features-and-benefits';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/services/retail-accounts/time-fixed-deposit'),
  intro: 'Lock away funds you will not need for a while and earn a higher, guaranteed return.',
};

/**
 * The terms and rates are CMS content (Strapi's "Fixed deposit terms"): an editor's change regenerates this page, and
 * through a CMS outage Next keeps its last good version. A build without the CMS renders the page without figures
 * (terms: null) and it regenerates on its first visit.
 */
export const getStaticProps = publicPageProps(async (read) => ({ terms: await getDepositTerms(read) }), { terms: null });

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function TimeFixedDepositSections({ terms: depositTerms }: Props) {
  const tenors = depositTerms?.tenors ?? [];
  const rated = tenors.filter((tenor): tenor is { months: number; annual_rate: number } => tenor.annual_rate !== null);
  const unrated = tenors.filter((tenor) => tenor.annual_rate === null);
  const best = rated.reduce<(typeof rated)[number] | null>(
    (top, tenor) => (top && top.annual_rate >= tenor.annual_rate ? top : tenor),
    null,
  );
  const terms = tenorList(tenors);
  const minimum = depositTerms ? formatDalasi(fromUnits(depositTerms.minimum_amount)) : '';
  const termsSentence = terms.charAt(0).toUpperCase() + terms.slice(1);
  return (
    <>
      <Section title="A guaranteed return on your money">
        <p>
          A fixed deposit pays a set rate of interest for an agreed period.{terms ? ` Choose a term of ${terms}.` : ''}
          {minimum ? ` The minimum fixed deposit is ${minimum}.` : ''} At maturity you can withdraw your capital and interest, or
          roll the deposit over for a further term.
        </p>
        {depositTerms ? (
          <KeyFacts
            facts={[
              { label: 'Terms', value: termsSentence },
              { label: 'Minimum fixed deposit', value: minimum },
              ...(best
                ? [
                    {
                      label: 'Best listed rate',
                      value: `${formatRatePercent(best.annual_rate)} per year (${tenorLabel(best.months)})`,
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </Section>

      <Section title="Listed rates per year">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] border-collapse text-left">
            <caption className="sr-only">Fixed deposit interest rates per year by term</caption>
            <ColumnHeads
              rowClassName="border-b-2 border-brand text-sm text-slate-600"
              columns={[
                { label: 'Term', className: 'py-2 pr-4 font-semibold' },
                { label: 'Rate per year', className: 'py-2 font-semibold' },
              ]}
            />
            <tbody>
              {rated.map((row) => (
                <tr key={row.months} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-800">
                    {tenorLabel(row.months)}
                  </th>
                  <td className="py-3 font-semibold text-brand-dark">{formatRatePercent(row.annual_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-500">
          {unrated.length
            ? `Rates for the ${tenorAdjectives(unrated)} terms, and for large deposits,`
            : 'Rates for large deposits'}{' '}
          are quoted at the branch on the day of placement. Rates may change; the rate agreed when you place your deposit is fixed
          for its whole term.
        </p>
      </Section>

      {depositTerms ? (
        <Section title="What would my deposit earn?">
          <Island name="fixed-deposit-calculator" component={FixedDepositCalculator} props={{ terms: depositTerms }} />
        </Section>
      ) : null}

      <FeaturesAndBenefits
        items={[
          'A guaranteed rate for the whole term',
          'Interest paid at maturity, or credited to your current or savings account',
          'Automatic rollover on request',
          'Can be used as security for a loan or overdraft',
          'Available to individuals, companies, associations and NGOs',
          'A deposit certificate for every placement',
        ]}
      />

      <ServiceCallToAction heading="Place a fixed deposit">
        Bring your ID to any branch, or speak to your relationship manager, to place a deposit
        {minimum ? ` of ${minimum} or more` : ''}.
      </ServiceCallToAction>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, TimeFixedDepositSections);
