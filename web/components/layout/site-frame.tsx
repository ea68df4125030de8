import type { ReactNode } from 'react';
import { env } from '@/lib/server/env';
import Footer from './footer';
import Header from './header';
import Splash from './splash';

/** The public page frame: first-visit splash, skip link, header, the one <main id="main">, footer. */
export default function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First in the document, so the overlay is drawn with the first paint, before the rest of the page streams in. */}
      <Splash />
      <a
        href="#main"
        className="sr-only z-[110] rounded-md bg-accent px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Header onlineBankingUrl={env.onlineBankingUrl} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
