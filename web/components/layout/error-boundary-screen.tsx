'use client';

import { useEffect } from 'react';
import ErrorScreen from './error-screen';

export type ErrorBoundaryProps = {
  error: unknown;
  retry: () => void;
};

/** The detail line: the error's message, else its digest (server errors are redacted in production). */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: string }).digest;
    if (error.message) return error.message;
    if (digest) return `Error ${digest}`;
  }
  if (typeof error === 'string' && error) return error;
  return '500 Internal Server Error';
}

/** What error.tsx files render: the error screen with the message and a retry. */
export default function ErrorBoundaryScreen({ error, retry }: ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      detail={describe(error)}
      actions={
        <button type="button" className="btn-outline" onClick={() => retry()}>
          Try again
        </button>
      }
    />
  );
}
