import type { Metadata } from 'next';
import ErrorScreen from '@/components/layout/ErrorScreen';
import SiteFrame from '@/components/layout/SiteFrame';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Any unknown route: answered with status 404 inside the normal page frame. */
export default function NotFound() {
  return (
    <SiteFrame>
      <ErrorScreen detail="404 Not Found" />
    </SiteFrame>
  );
}
