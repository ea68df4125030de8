import type { InferGetStaticPropsType, PageConfig } from 'next';
import Link from '@/components/ui/link';
import AppPrompt from '@/components/home/app-prompt';
import GalleryCarousel from '@/components/home/gallery-carousel';
import HeroBanner from '@/components/home/hero-banner';
import { InlineImages } from '@/components/ui/inline-images';
import ImportantNotice from '@/components/home/important-notice';
import Island from '@/islands/island';
import { publicPage } from '@/components/layout/page-meta';
import PartnersStrip from '@/components/home/partners-strip';
import ServiceTiles from '@/components/home/service-tiles';
import WhyBankWithUs from '@/components/home/why-bank-with-us';
import NewsGrid from '@/components/news/news-grid';
import DeferredExchangeRates from '@/components/rates/deferred-exchange-rates';
import { site } from '@/content/bank-details';
import { resolveBannerLinks } from '@/lib/shared/banner-links';
import { getBannerSlides, getExchangeRates, getGallery, getImportantDocuments, getNews, getPartners } from '@/lib/server/cms';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { env } from '@/lib/server/env';
import { inlineImagesFor } from '@/lib/server/inline-image';
import { previewedFirst } from '@/lib/server/preview';
import { HOME_NEWS_COUNT } from '@/lib/shared/news-paging';

const homeTitle = `${site.name} | ${site.tagline}`;
const homeDescription = `${site.legalName}: retail and corporate banking in The Gambia since ${site.founded}. Accounts, loans, e-banking, exchange rates, news and ${site.locations} branches.`;

const galleryTitle = `Moments with ${site.name}`;

export const getStaticProps = publicPageProps(
  async (read, target) => {
    const [slides, documents, gallery, partners, news, rates] = await Promise.all([
      getBannerSlides(read),
      getImportantDocuments(read),
      getGallery(),
      getPartners(read),
      getNews(read),
      getExchangeRates(),
    ]);
    const bannerSlides = resolveBannerLinks(
      previewedFirst(slides, target, 'api::banner-slide.banner-slide'),
      env.onlineBankingUrl,
    );
    return {
      bannerSlides,
      inlineImages: await inlineImagesFor(bannerSlides[0]?.image_url),
      documents,
      gallery,
      partners: previewedFirst(partners, target, 'api::partner.partner'),
      homeNews: news.slice(0, HOME_NEWS_COUNT),
      rates,
    };
  },
  // Built without the CMS: the frame and the fixed sections, the rates widget in its error state (it can retry).
  { bannerSlides: [], inlineImages: {}, documents: [], gallery: [], partners: [], homeNews: [], rates: null },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

/** The home page: the sections of the spec in order; the banner, gallery, news and rates are islands. */
function HomePage({ bannerSlides, inlineImages, documents, gallery, partners, homeNews, rates }: Props) {
  return (
    <>
      <h1 className="sr-only">
        {site.name}: {site.tagline}
      </h1>
      {bannerSlides.length > 0 ? (
        <InlineImages.Provider value={inlineImages}>
          <Island name="hero-banner" component={HeroBanner} props={{ slides: bannerSlides }} />
        </InlineImages.Provider>
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
              <Island name="gallery" component={GalleryCarousel} props={{ images: gallery, title: galleryTitle }} />
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
              <Island name="news-grid" component={NewsGrid} props={{ items: homeNews }} />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-label="Exchange rates and mobile app" className="py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-2">
          <Island
            name="deferred-exchange-rates"
            component={DeferredExchangeRates}
            props={{ initialRates: rates, title: "Today's Exchange Rates" }}
          />
          <AppPrompt />
        </div>
      </section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage({ title: homeTitle, fullTitle: homeTitle, description: homeDescription, path: '/' }, HomePage);
