import type { Metadata } from 'next';
import ErrorScreen from '@/components/layout/error-screen';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * A notFound() call in a page. Unknown URLs get global-not-found.tsx (the framed 404). Kept small on purpose: Next
 * sends the root not-found with every page.
 */
export default function NotFound() {
  return (
    <main id="main">
      <ErrorScreen detail="404 Not Found" />
    </main>
  );
}
