import type { ReactNode } from 'react';
import PageHeader from '@/components/content/page-header';
import Island from '@/islands/island';
import ServiceSideMenu from './service-side-menu';
import { useFrameWords } from '@/components/ui/page-locale';

type ServiceLayoutProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * Two-column frame of every service page: page heading on top, the service side menu on the left
 * (collapsed behind a toggle on small screens) and the page's own content on the right.
 * Renders no <main>: the (site) layout owns it.
 */
export default function ServiceLayout({ title, intro, children }: ServiceLayoutProps) {
  const { t } = useFrameWords();
  return (
    <div className="bg-slate-50">
      <PageHeader eyebrow={t('Our services')} title={title} intro={intro} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8 md:py-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:px-8">
        {/* A plain div, not <aside>: a complementary landmark may not sit inside <main>. */}
        <div className="md:sticky md:top-24 md:self-start">
          <Island name="service-side-menu" component={ServiceSideMenu} props={{}} />
        </div>
        <div className="min-w-0 space-y-8">{children}</div>
      </div>
    </div>
  );
}
