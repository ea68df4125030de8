import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** Small line above the heading, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
};

/** The coloured heading band at the top of an information page; holds the page's only <h1>. */
export default function PageHeader({ eyebrow, title, intro }: PageHeaderProps) {
  return (
    <header className="bg-brand-dark text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{intro}</div> : null}
      </div>
    </header>
  );
}
