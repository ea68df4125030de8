'use client';

import type { ReactNode } from 'react';
import SiteFrame from './site-frame';

/**
 * The page frame of the App Router's 404 (app/global-not-found.tsx), in English: the frame reads the page's locale
 * from a React context (components/ui/page-locale.ts), which only a client component may, and the App Router's
 * routes are not localised. The language switcher offers the home page.
 */
export default function NotFoundFrame({ onlineBankingUrl, children }: { onlineBankingUrl: string; children: ReactNode }) {
  return (
    <SiteFrame path="/" onlineBankingUrl={onlineBankingUrl}>
      {children}
    </SiteFrame>
  );
}
