import Link from '@/components/ui/link';
import { site } from '@/content/bank-details';
import { telHref } from '@/lib/shared/tel-href';
import LabelledSection from '@/components/content/labelled-section';

/** The Report Fraud block: hotline, e-mail and a branch visit. */
export default function ReportFraud() {
  return (
    <LabelledSection
      title="Report Fraud"
      className="on-dark rounded-2xl bg-brand p-6 text-white sm:p-8"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-2 max-w-3xl text-white/90">
        If you think your account, card or personal details have been compromised, contact us immediately. The sooner we know, the
        sooner we can block your card or account and limit any loss.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        <li className="rounded-xl bg-white/10 p-5">
          <h3 className="font-semibold text-accent-light">Call the hotline</h3>
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
          <h3 className="font-semibold text-accent-light">Send an e-mail</h3>
          <p className="mt-2">
            <a
              href={`mailto:${site.email}?subject=Fraud%20report`}
              className="text-lg font-semibold underline underline-offset-2"
            >
              {site.email}
            </a>
          </p>
          <p className="mt-1 text-sm text-white/80">Describe what happened, but never include your PIN or password.</p>
        </li>
        <li className="rounded-xl bg-white/10 p-5">
          <h3 className="font-semibold text-accent-light">Visit a branch</h3>
          <p className="mt-2">Bring a valid ID to any of our {site.locations} branches and ask for customer service.</p>
          <Link href="/about/branches" className="mt-2 inline-block font-semibold underline underline-offset-2">
            Find a branch
          </Link>
        </li>
      </ul>
    </LabelledSection>
  );
}
