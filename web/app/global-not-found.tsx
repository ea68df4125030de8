import type { Metadata } from 'next';
import { headers } from 'next/headers';
import ErrorScreen from '@/components/layout/error-screen';
import NotFoundFrame from '@/components/layout/not-found-frame';
import { site } from '@/content/bank-details';
import { env } from '@/lib/server/env';
import { HeadScript } from '@/components/layout/splash';
import { figtree } from './fonts';
import './globals.css';

// Not wrapped in the root layout, so nothing of its metadata applies here.
export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: `Page not found | ${site.name}`,
  robots: { index: false },
};

/**
 * Any unknown URL: status 404 inside the normal page frame. A global not-found is a page of its own (Next answers
 * unmatched URLs with it at the routing level), so the frame is not repeated in every page's payload, as a framed
 * root not-found.tsx would be: Next sends the root not-found with every page.
 */
export default async function GlobalNotFound() {
  // Rendered per request, so Next puts this request's CSP nonce (proxy.ts) on its scripts.
  await headers();
  return (
    <html lang="en" className={figtree.variable} suppressHydrationWarning>
      <head>
        <HeadScript />
      </head>
      <body className="min-h-dvh">
        <NotFoundFrame onlineBankingUrl={env.onlineBankingUrl}>
          <ErrorScreen detail="404 Not Found" />
        </NotFoundFrame>
      </body>
    </html>
  );
}
