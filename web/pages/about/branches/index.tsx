import { getBranches } from '@/lib/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/cms/page-props';
import { previewedFirst } from '@/lib/preview';
import { telHref } from '@/lib/tel-href';
import Directory from '@/components/content/directory';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/branches'),
  eyebrow: 'About us',
  intro: ({ branches }: Props) =>
    `From the head office in Banjul to the provinces, ${branches.length} branches are ready to serve you. Branches are open Monday to Thursday 8 a.m. to 4 p.m. and Friday 8 a.m. to 12:30 p.m.`,
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({ branches: previewedFirst(await getBranches(read), target, 'api::branch.branch') }),
  { branches: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function BranchesPage({ branches }: Props) {
  return (
    <div className="container-page py-10 md:py-14">
      <h2 className="sr-only">Branch directory</h2>
      <Directory
        look="page"
        entries={branches.map((branch) => ({
          ...branch,
          subtitle: branch.address,
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
          ],
        }))}
      />
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, BranchesPage);
