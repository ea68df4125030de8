import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { site } from '@/content/bank-details';
import { telHref } from '@/lib/shared/tel-href';
import { useLocalised } from '@/components/ui/page-locale';
import { serviceWords } from '@/lib/shared/service-words';

type ServiceCallToActionProps = {
  /** What the visitor is about to do, e.g. 'Open a savings account'. */
  heading?: string;
  children?: ReactNode;
};

/** The closing "how to get started" band of a service page: branch, phone and the application forms. */
export default function ServiceCallToAction({ heading, children }: ServiceCallToActionProps) {
  const words = useLocalised(serviceWords).callToAction;
  return (
    <section aria-labelledby="service-cta-heading" className="rounded-xl bg-brand p-6 text-white shadow-sm sm:p-8">
      <h2 id="service-cta-heading" className="text-xl font-semibold sm:text-2xl">
        {heading ?? words.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-white/90">{children ?? words.text(site.locations)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href="/about/branches"
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-dark hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {words.findBranch}
        </Link>
        <Link
          href="/forms"
          className="rounded-md border border-white px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {words.forms}
        </Link>
        <a
          href={telHref(site.phone.main)}
          className="rounded-md border border-white px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {words.call(site.phone.main)}
        </a>
      </div>
    </section>
  );
}
