import type { ReactNode } from 'react';
import { headingSlug } from '@/lib/shared/heading-slug';

type LabelledSectionProps = {
  title: string;
  /** Anchor id of the heading; defaults to a slug of the title. */
  id?: string;
  /** An <article> where the region stands on its own (a card in a list). */
  as?: 'section' | 'article';
  className?: string;
  /** The heading's classes; a page's section title unless the section looks different. */
  headingClassName?: string;
  children: ReactNode;
};

/** A region of a page named by its own <h2>, so the heading's id and the region's aria-labelledby are written once. */
export default function LabelledSection({
  title,
  id = headingSlug(title),
  as: Region = 'section',
  className,
  headingClassName = 'section-title',
  children,
}: LabelledSectionProps) {
  return (
    <Region aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Region>
  );
}
