import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import AppPrompt from '@/components/home/AppPrompt';
import GalleryCarousel from '@/components/home/GalleryCarousel';
import GalleryStaticRow from '@/components/home/GalleryStaticRow';
import HeroBanner from '@/components/home/HeroBanner';
import HeroSlide from '@/components/home/HeroSlide';
import ImportantNotice from '@/components/home/ImportantNotice';
import PartnersStrip from '@/components/home/PartnersStrip';
import ServiceTiles from '@/components/home/ServiceTiles';
import WhyBankWithUs from '@/components/home/WhyBankWithUs';
import NewsCardImage from '@/components/news/NewsCardImage';
import NewsGrid from '@/components/news/NewsGrid';
import DeferredExchangeRates from '@/components/rates/DeferredExchangeRates';
import { site } from '@/config/site';
import { resolveBannerLinks } from '@/lib/banner';
import {
  getBannerSlides,
  getExchangeRates,
  getGallery,
  getImportantDocuments,
  getNews,
  getPartners,
  optional,
} from '@/lib/cms';
import { env } from '@/lib/env';
import { HOME_NEWS_COUNT } from '@/lib/news-paging';
import { pageMetadata } from '@/lib/page-metadata';

const homeTitle = `${site.name} | ${site.tagline}`;
const homeDescription = `${site.legalName}: retail and corporate banking in The Gambia since ${site.founded}. Accounts, loans, e-banking, exchange rates, news and ${site.locations} branches.`;

export const metadata: Metadata = {
  ...pageMetadata({ title: homeTitle, description: homeDescription, path: '/' }),
  title: { absolute: homeTitle },
  openGraph: {
    type: 'website',
    title: homeTitle,
    description: homeDescription,
    url: site.website,
    siteName: site.legalName,
    locale: 'en_GM',
    images: [{ url: '/opengraph-image.png', width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` }],
  },
};

const galleryTitle = `Moments with ${site.name}`;

/** The home page. Each section is optional: a CMS failure hides that section, never the page (spec: logged only). */
export default async function HomePage() {
  const [slides, documents, gallery, partners, news, rates] = await Promise.all([
    optional(getBannerSlides()),
    optional(getImportantDocuments()),
    optional(getGallery()),
    optional(getPartners()),
    optional(getNews()),
    optional(getExchangeRates()),
  ]);

  const bannerSlides = resolveBannerLinks(slides ?? [], env.onlineBankingUrl);
  const homeNews = (news ?? []).slice(0, HOME_NEWS_COUNT);

  return (
    <>
      <h1 className="sr-only">
        {site.name}: {site.tagline}
      </h1>
      {bannerSlides.length > 0 ? (
        <HeroBanner slides={bannerSlides}>
          <HeroSlide slide={bannerSlides[0]} first />
        </HeroBanner>
      ) : null}
      <ServiceTiles />
      <ImportantNotice documents={documents ?? []} />
      <WhyBankWithUs />

      {gallery && gallery.length > 0 ? (
        <section aria-labelledby="gallery-heading" className="py-16 sm:py-20">
          <div className="container-page">
            <div className="mx-auto max-w-2xl text-center">
              <p className="eyebrow">Gallery</p>
              <h2 id="gallery-heading" className="section-title mt-2">
                {galleryTitle}
              </h2>
            </div>
            <div className="mt-10">
              <GalleryCarousel images={gallery} title={galleryTitle}>
                <GalleryStaticRow images={gallery} />
              </GalleryCarousel>
            </div>
          </div>
        </section>
      ) : null}

      <PartnersStrip partners={partners ?? []} />

      {homeNews.length > 0 ? (
        <section aria-labelledby="news-heading" className="bg-slate-50 py-16 sm:py-20">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <p className="eyebrow">What&apos;s happening</p>
                <h2 id="news-heading" className="section-title mt-2">
                  Latest News
                </h2>
              </div>
              <Link href="/news" className="btn-outline">
                All news <span aria-hidden="true">→</span>
              </Link>
            </div>
            <div className="mt-10">
              <NewsGrid items={homeNews} pictures={homeNews.map((item) => <NewsCardImage item={item} />)} />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-label="Exchange rates and mobile app" className="py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-2">
          <DeferredExchangeRates initialRates={rates} title="Today's Exchange Rates" />
          <AppPrompt />
        </div>
      </section>
    </>
  );
}
