import { documentsPageBody } from '@/components/downloads/document-list';
import { getReports } from '@/lib/server/cms';
import type { PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/server/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/reports'),
  eyebrow: 'Downloads',
  intro: 'Our annual and interim financial reports, newest first.',
};

export const getStaticProps = publicPageProps(async () => ({ documents: await getReports() }), { documents: null });

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, documentsPageBody('reports'));
