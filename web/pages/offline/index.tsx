import type { PageConfig } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import PageHeader from '@/components/content/page-header';
import { site } from '@/content/bank-details';
import { offlineKeptPages } from '@/config/offline';
import { pages, type PageLink } from '@/config/routes';

const keptLinks: PageLink[] = offlineKeptPages.flatMap((href) => Object.values(pages).filter((page) => page.href === href));

/**
 * What the service worker (scripts/build-sw.mjs) shows instead of a page it does not keep when there is no network:
 * the pages it does keep. Not in the sitemap, not indexed.
 */
function OfflinePage() {
  return (
    <>
      <Head>
        <title>{`You are offline | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PageHeader eyebrow="Offline" title="You are offline" intro="This page needs a network connection." />
      <section className="container-page py-10" aria-labelledby="offline-kept">
        <h2 id="offline-kept" className="text-xl font-bold text-brand-dark">
          These pages work without a network
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {keptLinks.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className="font-semibold text-brand underline underline-offset-4">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default OfflinePage;
