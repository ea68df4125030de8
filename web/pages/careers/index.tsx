import CheckList from '@/components/content/check-list';
import { site } from '@/content/bank-details';
import { careerBenefits } from '@/content/careers';
import { getJobOpenings } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import LabelledSection from '@/components/content/labelled-section';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/careers'),
  eyebrow: 'Join our team',
  intro: `Our ${site.staff} staff are the reason customers trust us. We look for people with integrity, energy and a passion for service to help us build a bank for a growing Gambia.`,
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({ openings: previewedFirst(await getJobOpenings(read), target, 'api::job-opening.job-opening') }),
  { openings: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function CareersPage({ openings }: Props) {
  return (
    <div className="container-page space-y-14 py-10 md:py-14">
      <LabelledSection title="Why work with us" className="max-w-4xl">
        <p className="mt-4 leading-relaxed text-slate-700">
          From tellers and customer service officers to credit analysts, IT engineers and risk specialists, our people work in{' '}
          {site.locations} locations across the country. We recruit on merit, promote from within, and invest in training so that
          every colleague can grow. Graduates join through our trainee programme; experienced professionals join at every level.
        </p>
      </LabelledSection>

      <LabelledSection title="Current Openings">
        {openings.length === 0 ? (
          <p className="mt-4 text-slate-700">
            There are no open positions at the moment. Please check back soon, or follow us on social media for new opportunities.
          </p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {openings.map((opening) => (
              <li key={opening.id} className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h3 className="text-xl font-semibold text-brand-dark">{opening.title}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Job details">
                    {[opening.department, opening.location, opening.type].map((detail) => (
                      <li key={detail} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand">
                        {detail}
                      </li>
                    ))}
                  </ul>
                </div>
                <a
                  href={opening.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-primary self-start sm:self-center"
                >
                  Apply Now<span className="sr-only"> for {opening.title} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </LabelledSection>

      <LabelledSection id="benefits" title="Benefits of working with us">
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {careerBenefits.map((benefit) => (
            <li key={benefit.title} className="card flex flex-col border-t-4 border-t-accent p-6">
              <h3 className="text-lg font-semibold text-brand-dark">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{benefit.description}</p>
              <div className="mt-4 text-sm">
                <CheckList items={benefit.points} />
              </div>
            </li>
          ))}
        </ul>
      </LabelledSection>
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, CareersPage);
