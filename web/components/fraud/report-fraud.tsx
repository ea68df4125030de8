import Link from '@/components/ui/link';
import { site } from '@/content/bank-details';
import { telHref } from '@/lib/shared/tel-href';
import LabelledSection from '@/components/content/labelled-section';
import { useLocalised } from '@/components/ui/page-locale';
import { fraudWords } from '@/content/fraud';

/** The Report Fraud block: hotline, e-mail and a branch visit. */
export default function ReportFraud() {
  const words = useLocalised(fraudWords).report;
  return (
    <LabelledSection
      title={words.title}
      className="on-dark rounded-2xl bg-brand p-6 text-white sm:p-8"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-2 max-w-3xl text-white/90">{words.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        <li className="rounded-xl bg-white/10 p-5">
          <h3 className="font-semibold text-accent-light">{words.call}</h3>
          <ul className="mt-2 space-y-1">
            {site.hotlines.map((number) => (
              <li key={number}>
                <a href={telHref(number)} className="text-lg font-semibold underline-offset-2 hover:underline">
                  {number}
                </a>
              </li>
            ))}
          </ul>
        </li>
        <li className="rounded-xl bg-white/10 p-5">
          <h3 className="font-semibold text-accent-light">{words.email}</h3>
          <p className="mt-2">
            <a
              href={`mailto:${site.email}?subject=${encodeURIComponent(words.emailSubject)}`}
              className="text-lg font-semibold underline underline-offset-2"
            >
              {site.email}
            </a>
          </p>
          <p className="mt-1 text-sm text-white/80">{words.emailNote}</p>
        </li>
        <li className="rounded-xl bg-white/10 p-5">
          <h3 className="font-semibold text-accent-light">{words.visit}</h3>
          <p className="mt-2">{words.visitText(site.locations)}</p>
          <Link href="/about/branches" className="mt-2 inline-block font-semibold underline underline-offset-2">
            {words.findBranch}
          </Link>
        </li>
      </ul>
    </LabelledSection>
  );
}
