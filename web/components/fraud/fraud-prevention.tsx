import CheckList from '@/components/content/check-list';
import { headingSlug } from '@/lib/shared/heading-slug';
import { useLocalised } from '@/components/ui/page-locale';
import { fraudTopics, fraudWords } from '@/content/fraud';
import ReportFraud from './report-fraud';
import LabelledSection from '@/components/content/labelled-section';

/** The body of the Fraud Prevention page, served at both /fraud and /fraud/types. */
export default function FraudPrevention() {
  const topics = useLocalised(fraudTopics);
  const words = useLocalised(fraudWords);
  return (
    <div className="container-page space-y-12 py-10 md:py-14">
      <LabelledSection title={words.typesOfFraud}>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {topics.map((topic) => {
            const headingId = headingSlug(topic.title);
            return (
              <li key={topic.title}>
                <article aria-labelledby={headingId} className="card flex h-full flex-col p-6">
                  <h3 id={headingId} className="text-xl font-semibold text-brand-dark">
                    {topic.title}
                  </h3>
                  <p className="mt-3 text-slate-700">{topic.summary}</p>
                  <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-500">{words.warningSigns}</h4>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                    {topic.signs.map((sign) => (
                      <li key={sign}>{sign}</li>
                    ))}
                  </ul>
                  <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-500">{words.howToProtect}</h4>
                  <div className="mt-2 text-slate-700">
                    <CheckList items={topic.tips} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </LabelledSection>
      <ReportFraud />
    </div>
  );
}
