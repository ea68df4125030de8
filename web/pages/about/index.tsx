import PeopleGrid from '@/components/about/people-grid';
import { site } from '@/content/bank-details';
import { aboutFacts, coreValues, mission, vision, whoWeAre } from '@/content/about';
import { getPeople } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import Island from '@/islands/island';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import LabelledSection from '@/components/content/labelled-section';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about'),
  eyebrow: 'About us',
  intro: site.tagline,
};

const PERSON = 'api::person.person';

export const getStaticProps = publicPageProps(
  async (read, target) => {
    const [board, management] = await Promise.all([getPeople('board', read), getPeople('management', read)]);
    return { board: previewedFirst(board, target, PERSON), management: previewedFirst(management, target, PERSON) };
  },
  { board: [], management: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function AboutPage({ board, management }: Props) {
  return (
    <div className="container-page space-y-14 py-10 md:py-14">
      <section aria-labelledby="our-history" className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h2 id="our-history" className="section-title">
            Our history
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
            {whoWeAre.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {aboutFacts.map((fact) => (
            <div key={fact.value} className="flex flex-col-reverse justify-end rounded-xl bg-brand p-5 text-white">
              <dt className="mt-1 text-sm text-white/85">{fact.label}</dt>
              <dd className="text-3xl font-bold text-accent">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="our-mission" className="card grid gap-8 p-6 sm:p-8 md:grid-cols-2">
        <div>
          <h2 id="our-mission" className="section-title">
            Our Mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{mission}</p>
          <h3 className="mt-6 text-lg font-semibold text-brand-dark">Our Vision</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{vision}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-brand-dark">Our Values</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {coreValues.map((value) => (
              <li key={value.name} className="rounded-lg border-l-4 border-accent bg-slate-50 p-4">
                <span className="block font-semibold text-brand-dark">{value.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{value.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LabelledSection title="Board of Directors">
        <p className="mt-2 max-w-3xl text-slate-700">
          Our Board sets the Bank’s strategy and risk appetite and oversees management on behalf of our shareholders. Select a
          director to read their profile.
        </p>
        <div className="mt-6">
          <Island name="people-grid" component={PeopleGrid} props={{ people: board }} />
        </div>
      </LabelledSection>

      <LabelledSection id="management-team" title="Our Management Team">
        <p className="mt-2 max-w-3xl text-slate-700">
          The executive management team runs the Bank day to day. Select a member of the team to read their profile.
        </p>
        <div className="mt-6">
          <Island name="people-grid" component={PeopleGrid} props={{ people: management }} />
        </div>
      </LabelledSection>
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, AboutPage);
