import PageHeader from '@/components/content/PageHeader';
import NewsFeed from '@/components/news/NewsFeed';
import { site } from '@/config/site';
import { getNews, optional } from '@/lib/cms';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: 'News',
  description: `News, events and donations from ${site.legalName} across The Gambia.`,
  path: '/news',
});

export default async function NewsPage() {
  const news = await optional(getNews());
  return (
    <>
      <PageHeader eyebrow="Newsroom" title="News" intro={`The latest news, events and community support from ${site.name}.`} />
      <div className="container-page py-12 md:py-16">
        {/* The cards' titles are h3 (as on the home page, under its "Latest News"): this keeps the outline in order. */}
        <h2 className="sr-only">News articles</h2>
        <NewsFeed initialNews={news} />
      </div>
    </>
  );
}
