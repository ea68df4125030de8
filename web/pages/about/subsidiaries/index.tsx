import Link from '@/components/ui/link';
import ResponsiveImage from '@/components/ui/responsive-image';
import { getSubsidiaries } from '@/lib/server/cms';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { previewedFirst } from '@/lib/server/preview';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/about/subsidiaries'),
  eyebrow: 'About us',
  intro: 'Our subsidiaries extend the Trust Bank family of services beyond traditional banking.',
};

export const getStaticProps = publicPageProps(
  async (read, target) => ({
    subsidiaries: previewedFirst(await getSubsidiaries(read), target, 'api::subsidiary.subsidiary'),
  }),
  { subsidiaries: [] },
);

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function SubsidiariesPage({ subsidiaries }: Props) {
  return (
    <div className="container-page py-10 md:py-14">
      <h2 className="sr-only">Subsidiary companies</h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {subsidiaries.map((subsidiary) => (
          <li key={subsidiary.id}>
            <article className="card flex h-full flex-col overflow-hidden">
              <div className="relative aspect-[28/9] w-full border-b border-slate-200 bg-white">
                <ResponsiveImage
                  src={subsidiary.logo_url}
                  alt={`${subsidiary.name} logo`}
                  fill
                  sizes="(min-width: 1280px) 600px, (min-width: 768px) 45vw, 90vw"
                  className="object-contain p-6"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-brand-dark">{subsidiary.name}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-slate-700">{subsidiary.description}</p>
                <Link href={subsidiary.link} className="btn-primary mt-6 self-start">
                  Learn more<span className="sr-only"> about {subsidiary.name}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, SubsidiariesPage);
