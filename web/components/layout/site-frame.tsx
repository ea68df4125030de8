import type { ReactNode } from 'react';
import { useFrameWords } from '@/components/ui/page-locale';
import Footer from './footer';
import Header from './header';
import Splash from './splash';

/**
 * The public page frame: first-visit splash, skip link, header, the one <main id="main">, footer. `path` is the
 * page's path without its locale (the language switcher links to it in each locale).
 */
export default function SiteFrame({
  path,
  onlineBankingUrl,
  children,
}: {
  path: string;
  onlineBankingUrl: string;
  children: ReactNode;
}) {
  const { t } = useFrameWords();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First in the document, so the overlay is drawn with the first paint, before the rest of the page streams in. */}
      <Splash message={t('Loading...')} />
      <a
        href="#main"
        className="sr-only z-[110] rounded-md bg-accent px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('Skip to main content')}
      </a>
      <Header onlineBankingUrl={onlineBankingUrl} path={path} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
