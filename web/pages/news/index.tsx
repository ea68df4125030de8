import NewsFeed from '@/components/news/news-feed';
import { site } from '@/content/bank-details';
import { getNews } from '@/lib/server/cms';
import { inlineImagesFor } from '@/lib/server/inline-image';
import { InlineImages } from '@/components/ui/inline-images';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import Island from '@/islands/island';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/news'),
  eyebrow: 'Newsroom',
  intro: `The latest news, events and community support from ${site.name}.`,
};

export const getStaticProps = publicPageProps(
  async (read, target) => {
    const news = await getNews(read);
    return {
      news,
      // The first card's picture is a phone's largest paint: written into the page (components/ui/first-paint-image.tsx).
      inlineImages: await inlineImagesFor(news[0]?.image_url),
      // The preview of a news item opens it.
      openId: target?.uid === 'api::news-item.news-item' ? target.documentId : null,
    };
  },
  { news: null, inlineImages: {}, openId: null },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function NewsPage({ news, inlineImages, openId, preview }: Props) {
  return (
    <div className="container-page py-12 md:py-16">
      {/* The cards' titles are h3 (as on the home page, under its "Latest News"): this keeps the outline in order. */}
      <h2 className="sr-only">News articles</h2>
      <InlineImages.Provider value={inlineImages}>
        <Island name="news-feed" component={NewsFeed} props={{ initialNews: news, openId, preview: preview === true }} />
      </InlineImages.Provider>
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, NewsPage);
