import ResponsiveImage from '@/components/ui/responsive-image';
import ArticleLayout from '@/components/content/article-layout';
import Section from '@/components/content/section';
import { site } from '@/content/bank-details';
import { getAwards } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import LabelledSection from '@/components/content/labelled-section';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/awards'),
  eyebrow: 'About us',
  intro: 'Recognition from our industry and our customers for the way we serve The Gambia.',
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({ awards: previewedFirst(await getAwards(read), target, 'api::award.award') }),
  { awards: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function AwardsPage({ awards }: Props) {
  return (
    <ArticleLayout>
      <Section title="Excellence, recognised">
        <p>
          Over the years {site.legalName} has been honoured by regional and international institutions for the quality of our
          retail and corporate banking, our digital services, our customer service and our contribution to the community. These
          awards belong to our {site.staff} staff and to the customers who have trusted us since {site.founded}.
        </p>
        <p>We remain committed to the standards that earned them, and to raising those standards every year.</p>
      </Section>

      <LabelledSection id="award-gallery" title="Our awards">
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
      </LabelledSection>
    </ArticleLayout>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, AwardsPage);
