import SiteFrame from '@/components/layout/SiteFrame';

/** Every public page shares the frame, which renders the page's one <main>: pages must not render another. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
