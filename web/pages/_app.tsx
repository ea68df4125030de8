import type { AppProps } from 'next/app';
// Imported here so the typeface's CSS is in the pages' stylesheet; _document puts its class on <html>.
import '@/app/fonts';
import SiteFrame from '@/components/layout/SiteFrame';
import '@/app/globals.css';

/** Every page in pages/ is a public page inside the site frame (which renders the page's one <main>). */
export default function PublicPagesApp({ Component, pageProps }: AppProps) {
  return (
    <SiteFrame>
      <Component {...pageProps} />
    </SiteFrame>
  );
}
