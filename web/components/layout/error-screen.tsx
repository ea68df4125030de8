import type { ReactNode } from 'react';
import { routingMessages } from '@/lib/shared/public-messages';

type ErrorScreenProps = {
  /** The status line or the error message shown under the heading, e.g. '404 Not Found'. */
  detail: string;
  /** Extra actions (e.g. a retry button) beside the link home. */
  actions?: ReactNode;
};

/** The spec's default error screen: 'Unexpected Application Error!' with the status or message. */
export default function ErrorScreen({ detail, actions }: ErrorScreenProps) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p aria-hidden="true" className="text-6xl">
        ⚠️
      </p>
      <h1 className="mt-6 text-3xl font-bold text-brand sm:text-4xl">{routingMessages.title}</h1>
      <p className="mt-4 max-w-xl text-lg font-semibold text-slate-700">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions}
        {/* A plain link: after a failure a full page load is the surer way home, and the error boundaries (loaded on
            every page) stay free of the client router's Link. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose (above) */}
        <a href="/" className="btn-primary">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
