import type { InferGetServerSidePropsType, PageConfig } from 'next';
import Link from '@/components/ui/Link';
import AppPrompt from '@/components/home/AppPrompt';
import GalleryCarousel from '@/components/home/GalleryCarousel';
import HeroBanner from '@/components/home/HeroBanner';
import ImportantNotice from '@/components/home/ImportantNotice';
import Island from '@/components/islands/Island';
import { publicPage } from '@/components/layout/PageMeta';
import PartnersStrip from '@/components/home/PartnersStrip';
import ServiceTiles from '@/components/home/ServiceTiles';
import WhyBankWithUs from '@/components/home/WhyBankWithUs';
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
import { publicPageProps } from '@/lib/cms/page-props';
import { env } from '@/lib/env';
import { HOME_NEWS_COUNT } from '@/lib/news-paging';

const homeTitle = `${site.name} | ${site.tagline}`;
const homeDescription = `${site.legalName}: retail and corporate banking in The Gambia since ${site.founded}. Accounts, loans, e-banking, exchange rates, news and ${site.locations} branches.`;

const galleryTitle = `Moments with ${site.name}`;

/** Each section is optional: a CMS failure hides that section, never the page (spec: logged only). */
export const getServerSideProps = publicPageProps(async () => {
  const [slides, documents, gallery, partners, news, rates] = await Promise.all([
    optional(getBannerSlides()),
    optional(getImportantDocuments()),
    optional(getGallery()),
    optional(getPartners()),
    optional(getNews()),
    optional(getExchangeRates()),
  ]);

  return {
    bannerSlides: resolveBannerLinks(slides ?? [], env.onlineBankingUrl),
    documents,
    gallery,
    partners,
    homeNews: (news ?? []).slice(0, HOME_NEWS_COUNT),
    rates,
  };
});

type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

/** The home page: the sections of the spec in order; the banner, gallery, news and rates are islands. */
function HomePage({ bannerSlides, documents, gallery, partners, homeNews, rates }: Props) {
  return (
    <>
      <h1 className="sr-only">
        {site.name}: {site.tagline}
      </h1>
      {bannerSlides.length > 0 ? (
        <Island name="hero-banner" props={{ slides: bannerSlides }}>
          <HeroBanner slides={bannerSlides} />
        </Island>
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
              <Island name="gallery" props={{ images: gallery, title: galleryTitle }}>
                <GalleryCarousel images={gallery} title={galleryTitle} />
              </Island>
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
              <Island name="news-grid" props={{ items: homeNews }}>
                <NewsGrid items={homeNews} />
              </Island>
            </div>
          </div>
        </section>
      ) : null}

      <section aria-label="Exchange rates and mobile app" className="py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-2">
          <Island name="deferred-exchange-rates" props={{ initialRates: rates, title: "Today's Exchange Rates" }}>
            <DeferredExchangeRates initialRates={rates} title="Today's Exchange Rates" />
          </Island>
          <AppPrompt />
        </div>
      </section>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage({ title: homeTitle, fullTitle: homeTitle, description: homeDescription, path: '/' }, HomePage);
