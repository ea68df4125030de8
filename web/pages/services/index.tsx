import Link from '@/components/ui/link';
import LinkTiles from '@/components/ui/link-tiles';
import CheckList from '@/components/content/check-list';
import { headingSlug } from '@/lib/shared/heading-slug';
import { serviceFamilies } from '@/content/service-overview';
import { serviceCards } from '@/content/services';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import LabelledSection from '@/components/content/labelled-section';
import { sitePage } from '@/content/site-pages';
import { getDepositTerms } from '@/lib/server/cms';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { formatDalasi, fromUnits } from '@/lib/shared/money';

const page = {
  ...sitePage('/services'),
  eyebrow: 'What we offer',
  intro:
    'For more than 25 years Trust Bank has helped Gambians save, borrow, trade and invest. Whatever you need from a bank, we have a service for it.',
};

/**
 * The fixed deposit's minimum in the Investment card is CMS content (the deposit terms): an editor's change regenerates
 * this page as it does the fixed deposit page.
 */
export const getStaticProps = publicPageProps(async (read) => ({ depositTerms: await getDepositTerms(read) }), {
  depositTerms: null,
});

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function ServicesPage({ depositTerms }: Props) {
  const depositMinimum = depositTerms ? formatDalasi(fromUnits(depositTerms.minimum_amount)) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <ul className="grid gap-6 md:grid-cols-2">
        {serviceCards(depositMinimum).map((card) => (
          <li key={card.title}>
            <LabelledSection
              as="article"
              title={card.title}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
              headingClassName="text-2xl font-semibold text-brand-dark"
            >
              <p className="mt-3 text-slate-700">{card.description}</p>
              <div className="mt-5 flex-1">
                <CheckList items={card.features} />
              </div>
              <Link
                href={card.href}
                className="mt-6 inline-flex self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {card.linkLabel}
              </Link>
            </LabelledSection>
          </li>
        ))}
      </ul>

      <LabelledSection title="Browse by category" className="mt-14" headingClassName="text-2xl font-semibold text-brand-dark">
        <p className="mt-2 max-w-3xl text-slate-700">
          Prefer to look product by product? Our{' '}
          <Link href="/services/accounts" className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
            accounts and services overview
          </Link>{' '}
          lists every service with a menu to move between them.
        </p>
        <LinkTiles
          link={Link}
          look="category"
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          tiles={serviceFamilies.map((family) => ({
            href: `/services/accounts#${headingSlug(family.name)}`,
            title: family.name,
            text: family.description,
          }))}
        />
      </LabelledSection>
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, ServicesPage);
