import { formatAsOf } from '@/config/offline';

type Props = {
  /** When the page's content was read from the CMS (ISO 8601); absent on pages whose text is part of the site. */
  asOf?: string;
  /** What the time applies to: "Rates" on the exchange-rates page, "This page" elsewhere. */
  subject: string;
};

/**
 * The notice a kept page shows when it is opened without a network (from the service worker's cache): hidden in the
 * HTML, shown by the page's offline script (islands/inline-scripts.ts) while the browser says it is offline.
 */
export default function OfflineNotice({ asOf, subject }: Props) {
  return (
    <div
      id="offline-notice"
      role="status"
      hidden
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-brand-dark"
    >
      You are offline.{' '}
      {asOf ? (
        <>
          {subject} as of{' '}
          <time dateTime={asOf} data-offline-as-of="">
            {formatAsOf(asOf)}
          </time>
          .
        </>
      ) : (
        'This page was kept on this device.'
      )}
    </div>
  );
}
