import AtmLocator from '@/components/atm/atm-locator';
import { servicePage } from '@/components/services/service-page';
import { getAtms, getProductTerms } from '@/lib/server/cms';
import type { ProductTerms } from '@/lib/shared/cms-types';
import { CheckIcon } from '@/components/layout/icons';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import Island from '@/islands/island';
import { OPEN_NOW_REVALIDATE_SECONDS, publicPageProps } from '@/lib/server/cms/page-props';
import { sitePage } from '@/content/site-pages';
import NearMeIsland from '@/components/places/near-me-island';

const page = {
  ...sitePage('/services/e-banking/atm'),
  intro: `Our ATMs across The Gambia give you cash and account information around the clock. Use the locator to find one near you and check that it is in service.`,
};

/** What the ATMs offer; the figures are product terms (SPEC section 9), left out while the page has none yet. */
function atmFeatures(terms: ProductTerms | null): string[] {
  return [
    'Cash withdrawals and balance enquiries, 24 hours a day, 7 days a week',
    ...(terms
      ? [
          `Mini statement of your last ${terms.miniStatement.transactions} transactions`,
          `PIN setup with a ${terms.atmPin.oneTimeCodeDigits}-digit one-time code and your own ${terms.atmPin.pinDigits}-digit PIN`,
        ]
      : []),
    'Card replacement in no more than 3 working days',
  ];
}

export const getStaticProps = publicPageProps(
  async () => {
    const [atms, terms] = await Promise.all([getAtms(), getProductTerms()]);
    return { atms, terms, renderedAt: new Date().toISOString() };
  },
  { atms: null, terms: null, renderedAt: null },
  { revalidate: OPEN_NOW_REVALIDATE_SECONDS },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function AtmSections({ atms, terms, renderedAt }: Props) {
  return (
    <>
      <section aria-labelledby="atm-features" className="card p-6">
        <h2 id="atm-features" className="text-xl font-bold text-brand">
          What you can do at our ATMs
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {atmFeatures(terms).map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-700">
              <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="atm-locator">
        <h2 id="atm-locator" className="section-title">
          ATM Locator
        </h2>
        {atms && atms.length > 0 ? (
          <div className="mt-6">
            <NearMeIsland
              plural="ATMs"
              places={atms.map((atm) => ({
                id: atm.id,
                name: atm.location,
                detail: atm.status === 'in-service' ? 'In service now' : 'Not working at the moment',
                latitude: atm.latitude ?? null,
                longitude: atm.longitude ?? null,
              }))}
            />
          </div>
        ) : null}
        <div className="mt-6">
          <Island
            name="atm-locator"
            component={AtmLocator}
            props={{ initialAtms: atms, ...(renderedAt ? { renderedAt } : {}) }}
          />
        </div>
      </section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default servicePage(page, AtmSections);
