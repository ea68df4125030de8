import type { ReactNode } from 'react';
import { useFrameWords } from '@/components/ui/page-locale';

/** A link to another site: it opens in a new tab, and tells screen-reader users so. */
export default function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useFrameWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
