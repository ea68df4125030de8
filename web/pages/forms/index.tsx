import { documentsPageBody } from '@/components/downloads/document-list';
import { getForms } from '@/lib/server/cms';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/forms'),
  eyebrow: 'Downloads',
  intro: 'Download a form, fill it in and bring it to any of our branches. Newest forms first.',
};

export const getStaticProps = publicPageProps(async () => ({ documents: await getForms() }), { documents: null });

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, documentsPageBody('form'));
