import ResponsiveImage from '@/components/ui/responsive-image';
import ArticleLayout from '@/components/content/article-layout';
import PageHeader from '@/components/content/page-header';
import Section from '@/components/content/section';
import { site } from '@/config/site';
import { getAwards } from '@/lib/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { publicPage } from '@/components/layout/page-meta';
import { publicPageProps } from '@/lib/cms/page-props';

const meta = {
  title: 'Awards and Recognition',
  description: `Awards and recognition received by ${site.legalName} for retail and corporate banking, digital innovation, customer service and social responsibility.`,
  path: '/about/awards',
};

export const getStaticProps = publicPageProps(async () => ({ awards: await getAwards() }), { awards: [] });

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function AwardsPage({ awards }: Props) {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Awards and Recognition"
        intro="Recognition from our industry and our customers for the way we serve The Gambia."
      />
      <ArticleLayout>
        <Section title="Excellence, recognised">
          <p>
            Over the years {site.legalName} has been honoured by regional and international institutions for the quality of our
            retail and corporate banking, our digital services, our customer service and our contribution to the community. These
            awards belong to our {site.staff} staff and to the customers who have trusted us since {site.founded}.
          </p>
          <p>We remain committed to the standards that earned them, and to raising those standards every year.</p>
        </Section>

        <section aria-labelledby="award-gallery">
          <h2 id="award-gallery" className="section-title">
            Our awards
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {awards.map((award) => (
              <li key={award.id}>
                <figure className="card h-full overflow-hidden">
                  <div className="relative aspect-square w-full bg-brand-50">
                    <ResponsiveImage
                      src={award.image_url}
                      alt={`Award emblem: ${award.title}`}
                      fill
                      sizes="(min-width: 1280px) 220px, (min-width: 1024px) 20vw, (min-width: 768px) 28vw, 45vw"
                      className="object-cover"
                    />
                  </div>
                  <figcaption className="p-3 text-sm font-medium text-slate-700">{award.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </ArticleLayout>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default publicPage(meta, AwardsPage);
