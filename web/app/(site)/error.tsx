'use client';

import ErrorBoundaryScreen, { type ErrorBoundaryProps } from '@/components/layout/ErrorBoundaryScreen';

/** A public page that fails: the error screen inside the page frame (which already renders <main>). */
export default function SiteError(props: ErrorBoundaryProps) {
  return <ErrorBoundaryScreen {...props} />;
}
