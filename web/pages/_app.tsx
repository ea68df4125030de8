import type { AppProps } from 'next/app';
// Imported here so the typeface's CSS is in the pages' stylesheet; _document puts its class on <html>.
import '@/app/fonts';
import OfflineNotice from '@/components/layout/offline-notice';
import SiteFrame from '@/components/layout/site-frame';
import { isTranslatedInto } from '@/components/content/translated-page';
import PreviewBar from '@/components/preview/preview-bar';
import { PageLocale, TextLocale } from '@/components/ui/page-locale';
import { isKeptOffline } from '@/config/offline';
import { pages } from '@/config/routes';
import type { PageTimeFlag, PreviewFlag } from '@/lib/server/cms/page-props';
import { env } from '@/lib/server/env';
import { frameWord } from '@/lib/shared/frame-words';
import { DEFAULT_LOCALE, isSiteLocale } from '@/lib/shared/site-locale';
import '@/app/globals.css';

/**
 * Every page in pages/ is a public page inside the site frame (which renders the page's one <main>). The pages the
 * service worker keeps for use offline (config/offline.ts) open with a hidden notice that says so when they are
 * opened without a network.
 *
 * The frame speaks the page's locale (Next's locale routing: `/fr/…`). A page whose own text is not translated
 * (components/content/translated-page.tsx) is shown in English in another locale, marked `lang="en"` under a
 * one-line notice in the page's language (docs/adr/0009).
 */
export default function PublicPagesApp({ Component, pageProps, router }: AppProps<PreviewFlag & PageTimeFlag>) {
  const locale = isSiteLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const offline = isKeptOffline(router.pathname) ? (
    <OfflineNotice asOf={pageProps.readAt} subject={router.pathname === pages.exchangeRates.href ? 'Rates' : 'This page'} />
  ) : null;
  return (
    <PageLocale.Provider value={locale}>
      {pageProps.preview ? <PreviewBar path={router.pathname} /> : null}
      <SiteFrame path={router.asPath.split(/[?#]/)[0] || '/'} onlineBankingUrl={env.onlineBankingUrl}>
        {locale === DEFAULT_LOCALE || isTranslatedInto(Component, locale) ? (
          <>
            {offline}
            <Component {...pageProps} />
          </>
        ) : (
          <>
            <p
              className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-center text-sm text-brand-dark"
              data-untranslated=""
            >
              {frameWord(locale, 'This page is not translated yet; it is shown in English.')}
            </p>
            <TextLocale.Provider value={DEFAULT_LOCALE}>
              <div lang={DEFAULT_LOCALE}>
                {offline}
                <Component {...pageProps} />
              </div>
            </TextLocale.Provider>
          </>
        )}
      </SiteFrame>
    </PageLocale.Provider>
  );
}
