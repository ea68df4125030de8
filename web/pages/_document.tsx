import { Head, Html, Main, NextScript } from 'next/document';
import { figtree } from '@/app/fonts';
import { HeadScript } from '@/components/layout/Splash';
import { islandsRuntimeUrl } from '@/lib/inline-script-hashes';
import { islandsLoader } from '@/lib/inline-scripts';

const runtimeUrl = islandsRuntimeUrl();

/**
 * The document of the public pages in pages/. They are sent without Next's client runtime (each page's
 * `config.unstable_runtimeJS` is false): the HTML is the whole page, and only its islands (islands/registry.ts) get
 * JavaScript, loaded when the visitor reaches for the page or a few seconds after it has loaded (islandsLoader).
 */
export default function Document() {
  return (
    <Html lang="en" className={figtree.variable}>
      <Head>
        <meta name="theme-color" content="#0b3d6e" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
        <HeadScript />
      </Head>
      <body className="min-h-dvh">
        <Main />
        <NextScript />
        <script dangerouslySetInnerHTML={{ __html: islandsLoader(runtimeUrl) }} />
      </body>
    </Html>
  );
}
