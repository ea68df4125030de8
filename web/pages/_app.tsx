import type { AppProps } from 'next/app';
// Imported here so the typeface's CSS is in the pages' stylesheet; _document puts its class on <html>.
import '@/app/fonts';
import SiteFrame from '@/components/layout/site-frame';
import PreviewBar from '@/components/preview/preview-bar';
import '@/app/globals.css';

/** Every page in pages/ is a public page inside the site frame (which renders the page's one <main>). */
export default function PublicPagesApp({ Component, pageProps, router }: AppProps<{ preview?: true }>) {
  return (
    <>
      {pageProps.preview ? <PreviewBar path={router.pathname} /> : null}
      <SiteFrame>
        <Component {...pageProps} />
      </SiteFrame>
    </>
  );
}
