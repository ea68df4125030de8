import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
// Private to Next (its _document reads the page's settings from it): in development to render as in production, and
// as the key that carries a render's critical stylesheets to its Head; lib/next-private-api.test.ts fails loudly if a
// Next upgrade moves it.
import { HtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
import { useContext, type ReactNode } from 'react';
import { figtree } from '@/app/fonts';
import { HeadScript } from '@/components/layout/splash';
import { islandsRuntimeUrl } from '@/islands/inline-script-hashes';
import { islandsLoader, offlineScript } from '@/islands/inline-scripts';
import { HEAD_SCRIPT_CLASSES, builtStylesheet, criticalStylesheets } from '@/lib/server/inline-stylesheet';
import { SITE_ICON_URL } from '@/lib/shared/site-icon';

const dev = process.env.NODE_ENV === 'development';
/** Read once in production; per page in development, where `npm run dev` rebuilds the islands as they change. */
const builtRuntimeUrl = dev ? null : islandsRuntimeUrl();

/**
 * The document of the public pages in pages/. They are sent without Next's client runtime (each page's
 * `config.unstable_runtimeJS` is false): the HTML is the whole page, and only its islands (islands/registry.ts) get
 * JavaScript, loaded when the visitor reaches for the page or a few seconds after it has loaded (islandsLoader).
 */
/**
 * `next dev` ignores `unstable_runtimeJS` (Next sets it in production only) and sends every page its client runtime,
 * hot reload, and a style that hides the body until that runtime runs. Every page in pages/ goes without the runtime
 * (lib/public-pages.test.ts), so in development the document renders as in production: the page you see in
 * `npm run dev` is the page a visitor gets (reload it after a change).
 */
function AsInProduction({ children }: { children: ReactNode }) {
  const context = useContext(HtmlContext);
  if (!dev || !context) return children;
  return (
    <HtmlContext.Provider value={{ ...context, unstable_runtimeJS: false, isDevelopment: false }}>
      {children}
    </HtmlContext.Provider>
  );
}

/** Per stylesheet of the build, the part the page's markup uses (lib/server/inline-stylesheet.ts criticalStylesheets). */
type CriticalCss = Record<string, string>;

/**
 * Each render's critical stylesheets, from Document (which gets them from getInitialProps) to its Head, keyed by the
 * render's own HtmlContext value: a prop on Head would be written onto <head> as an attribute.
 */
const criticalOfRender = new WeakMap<object, CriticalCss>();

/**
 * Next's Head with the pages' stylesheet inside the document instead of a render-blocking <link> to it: a phone paints
 * the page from the HTML alone, without a second request first (docs/benchmarks.md: Largest Contentful Paint). Only
 * the rules the page's own markup uses go in (`critical`, worked out when the page is rendered), so the phone has less
 * to download and to match before its first paint; the whole file follows as a `disabled` <link>, which the browser
 * does not fetch until the islands loader enables it, just before the islands (which may draw markup the page did not
 * have) load (islands/inline-scripts.ts). Without JavaScript the page is complete as it is. Next's
 * `experimental.inlineCss` does the inlining for the App Router only; the staff screens keep their linked stylesheet.
 * The Content-Security-Policy already allows inline styles (lib/server/csp.ts). In development the stylesheet stays linked,
 * for Next's style reloading.
 */
class InlineStylesheetHead extends Head {
  getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    if (dev) return super.getCssLinks(files);
    const { assetPrefix = '' } = this.context;
    const styles = files.allFiles
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => {
        const url = `${assetPrefix}/_next/${file}`;
        const critical = criticalOfRender.get(this.context)?.[file];
        return [
          <style
            key={file}
            nonce={this.props.nonce}
            dangerouslySetInnerHTML={{ __html: critical ?? builtStylesheet(file, url) }}
          />,
          // `disabled` is HTML's (a stylesheet link the browser does not fetch until it is enabled); React's types
          // leave it out for <link>.
          ...(critical === undefined ? [] : [<link key={`${file}-whole`} rel="stylesheet" href={url} {...{ disabled: true }} />]),
        ];
      });
    return styles.length ? styles : null;
  }
}

const BODY_CLASS = 'min-h-dvh';

export default function Document({ critical, locale }: DocumentProps & { critical?: CriticalCss }) {
  const context = useContext(HtmlContext);
  if (context && critical) criticalOfRender.set(context, critical);
  const runtimeUrl = builtRuntimeUrl ?? islandsRuntimeUrl();
  return (
    <Html lang={locale ?? 'en'} className={figtree.variable}>
      <AsInProduction>
        <InlineStylesheetHead>
          <meta name="theme-color" content="#0b3d6e" />
          <link rel="icon" href={SITE_ICON_URL} type="image/svg+xml" sizes="any" />
          {/* The web app manifest's <link> is added a few seconds after `load` (offlineScript). */}
          <link rel="apple-touch-icon" href="/icons/icon-192.png" />
          <HeadScript />
        </InlineStylesheetHead>
        <body className={BODY_CLASS}>
          <Main />
          <NextScript />
          <script dangerouslySetInnerHTML={{ __html: islandsLoader(runtimeUrl) }} />
          <script dangerouslySetInnerHTML={{ __html: offlineScript }} />
        </body>
      </AsInProduction>
    </Html>
  );
}

/**
 * Works out, once per render (at build and at each ISR regeneration), the part of the stylesheet the page's markup
 * uses, with <html> as the head script may mark it.
 */
Document.getInitialProps = async (context: DocumentContext) => {
  const initial = await context.defaultGetInitialProps(context);
  if (dev) return initial;
  const critical = await criticalStylesheets(
    initial.html,
    { htmlClassName: [figtree.variable, ...HEAD_SCRIPT_CLASSES].join(' '), bodyClassName: BODY_CLASS },
    // No assetPrefix is configured (next.config.ts): Next links the build's files from /_next/.
    (file) => `/_next/${file}`,
  );
  return { ...initial, critical };
};
