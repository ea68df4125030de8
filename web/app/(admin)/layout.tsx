import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { StaffAccount } from '@/components/admin/staff-account';
import { StaffSessionProvider } from '@/components/admin/staff-session-provider';
import { site } from '@/content/bank-details';
import { messages } from '@/lib/shared/messages';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/** The staff area's frame: a plain header, no public menu, and the session that holds the login in memory. */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  // Reading the request (its CSP nonce, set by proxy.ts) renders the staff screens per request: Next then puts
  // that nonce on its scripts. A page rendered once at build would share one nonce with everyone.
  await headers();
  return (
    <StaffSessionProvider>
      <div className="flex min-h-dvh flex-col bg-gray-50 text-gray-900">
        <a
          href="#main"
          className="sr-only z-[110] rounded-md bg-accent px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {messages.staff.skipLink}
        </a>
        <header className="on-dark bg-brand text-white shadow">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4">
            <p className="text-lg font-bold">
              {site.name} <span className="font-normal">· {messages.staff.areaName}</span>
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <StaffAccount />
              <Link
                href="/"
                className="text-sm font-semibold text-white underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {messages.staff.backToSite}
              </Link>
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
      </div>
    </StaffSessionProvider>
  );
}
