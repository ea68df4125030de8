import type { AppProps } from 'next/app';
// Imported here so the typeface's CSS is in the pages' stylesheet; _document puts its class on <html>.
import '@/app/fonts';
import OfflineNotice from '@/components/layout/offline-notice';
import SiteFrame from '@/components/layout/site-frame';
import PreviewBar from '@/components/preview/preview-bar';
import { isKeptOffline } from '@/config/offline';
import { pages } from '@/config/routes';
import type { PageTimeFlag, PreviewFlag } from '@/lib/server/cms/page-props';
import '@/app/globals.css';

/**
 * Every page in pages/ is a public page inside the site frame (which renders the page's one <main>). The pages the
 * service worker keeps for use offline (config/offline.ts) open with a hidden notice that says so when they are
 * opened without a network.
 */
export default function PublicPagesApp({ Component, pageProps, router }: AppProps<PreviewFlag & PageTimeFlag>) {
  return (
    <>
      {pageProps.preview ? <PreviewBar path={router.pathname} /> : null}
      <SiteFrame>
        {isKeptOffline(router.pathname) ? (
          <OfflineNotice asOf={pageProps.readAt} subject={router.pathname === pages.exchangeRates.href ? 'Rates' : 'This page'} />
        ) : null}
        <Component {...pageProps} />
      </SiteFrame>
    </>
  );
}
