import type { ReactNode } from 'react';
import { headingSlug } from '@/lib/shared/heading-slug';

type SectionProps = {
  title: string;
  children: ReactNode;
  /** Anchor id of the heading; defaults to a slug of the title. */
  id?: string;
  className?: string;
};

/** A white content card with its own heading, exposed as a labelled region. */
export default function Section({ title, children, id, className = '' }: SectionProps) {
  const headingId = id ?? headingSlug(title);
  return (
    <section
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 ${className}`}
    >
      <h2 id={headingId} className="text-xl font-semibold text-brand-dark sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
