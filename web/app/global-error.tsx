'use client';

import './globals.css';
import { figtree } from './fonts';
import ErrorBoundaryScreen, { type ErrorBoundaryProps } from '@/components/layout/error-boundary-screen';

/** A failure in the root layout itself: replaces the whole document. */
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="en" className={figtree.variable}>
      <body>
        <main id="main">
          <ErrorBoundaryScreen {...props} />
        </main>
      </body>
    </html>
  );
}
