import type { ReactNode } from 'react';

type SectionProps = {
  title: string;
  children: ReactNode;
  /** Heading level: 2 for a page section (default), 3 when nested under another section. */
  level?: 2 | 3;
  /** Anchor id of the heading; defaults to a slug of the title. */
  id?: string;
  className?: string;
};

export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A white content card with its own heading, exposed as a labelled region. */
export default function Section({ title, children, level = 2, id, className = '' }: SectionProps) {
  const headingId = id ?? headingSlug(title);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 ${className}`}
    >
      <Heading id={headingId} className="text-xl font-semibold text-brand-dark sm:text-2xl">
        {title}
      </Heading>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
