import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import Footer from './Footer';
import Header from './Header';
import Splash from './Splash';

/** The public page frame: skip link, header, the one <main id="main">, footer and the first-visit splash. */
export default function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
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
      <Splash />
    </div>
  );
}
