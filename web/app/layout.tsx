import type { Metadata, Viewport } from 'next';
import { site } from '@/content/bank-details';
import { env } from '@/lib/server/env';
import { figtree } from './fonts';
import './globals.css';

const description = `${site.legalName}: retail and corporate banking in The Gambia. Accounts, loans, e-banking, exchange rates and ${site.locations} branches.`;

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description,
  applicationName: site.name,
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: 'en_GM',
    title: `${site.name} | ${site.tagline}`,
    description,
  },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#0b3d6e',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={figtree.variable}>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
