'use client';

import ErrorBoundaryScreen, { type ErrorBoundaryProps } from '@/components/layout/error-boundary-screen';

/** A failure outside the public frame (e.g. in an admin page's layout). */
export default function AppError(props: ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorBoundaryScreen {...props} />
    </main>
  );
}
