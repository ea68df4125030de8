import { getBranches } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { OPEN_NOW_REVALIDATE_SECONDS, publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import { telHref } from '@/lib/shared/tel-href';
import Directory from '@/components/content/directory';
import { sitePage } from '@/content/site-pages';
import Island from '@/islands/island';
import PlaceStatus from '@/components/places/place-status';
import NearMeIsland from '@/components/places/near-me-island';
import { hoursSummary } from '@/lib/shared/opening-hours';
import { branchJsonLd, scriptSafeJson } from '@/lib/shared/branch-json-ld';
import { facilityNames } from '@/lib/shared/facility-names';

const page = {
  ...sitePage('/about/branches'),
  eyebrow: 'About us',
  intro: ({ branches }: Props) =>
    `From the head office in Banjul to the provinces, ${branches.length} branches are ready to serve you. Each branch shows its opening hours in The Gambia's time and whether it is open now.`,
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({
    branches: previewedFirst(await getBranches(read), target, 'api::branch.branch'),
    renderedAt: new Date().toISOString(),
  }),
  { branches: [], renderedAt: null },
  { revalidate: OPEN_NOW_REVALIDATE_SECONDS },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function BranchesPage({ branches, renderedAt }: Props) {
  const now = renderedAt ?? new Date(0).toISOString();
  return (
    <div className="container-page py-10 md:py-14">
      <div className="mb-8">
        <NearMeIsland
          plural="branches"
          places={branches.map(({ id, name, address, latitude, longitude }) => ({
            id,
            name,
            detail: address,
            latitude,
            longitude,
          }))}
        />
      </div>
      <h2 className="sr-only">Branch directory</h2>
      <Directory
        look="page"
        entries={branches.map((branch) => ({
          ...branch,
          subtitle: branch.address,
          status: renderedAt ? (
            <Island
              name="place-status"
              as="span"
              component={PlaceStatus}
              props={{ hours: branch.opening_hours, closures: branch.closures, withoutHours: 'closed', renderedAt: now }}
            />
          ) : null,
          details: [
            {
              label: 'Phone',
              value: (
                <a href={telHref(branch.phone)} className="text-brand underline-offset-2 hover:underline">
                  {branch.phone}
                </a>
              ),
            },
            { label: 'Fax', value: branch.fax },
            {
              label: 'Hours',
              value: branch.opening_hours.length ? (
                <span className="flex flex-col">
                  {hoursSummary(branch.opening_hours).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
              ) : null,
            },
            { label: 'Facilities', value: facilityNames(branch.facilities).join(', ') },
          ],
          after: <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(branchJsonLd(branch)) }} />,
        }))}
      />
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, BranchesPage);
