import DocumentList from '@/components/downloads/document-list';
import { getReports } from '@/lib/cms';
import { messages } from '@/lib/messages';
import type { InferGetStaticPropsType, PageConfig } from 'next';
import { contentPage } from '@/components/content/content-page';
import { publicPageProps } from '@/lib/cms/page-props';
import { sitePage } from '@/content/site-pages';

const page = {
  ...sitePage('/reports'),
  eyebrow: 'Downloads',
  intro: 'Our annual and interim financial reports, newest first.',
};

export const getStaticProps = publicPageProps(async () => ({ reports: await getReports() }), { reports: null });

type Props = InferGetStaticPropsType<typeof getStaticProps>;

function ReportsPage({ reports }: Props) {
  return (
    <div className="container-page max-w-4xl py-12 md:py-16">
      <DocumentList
        documents={reports}
        kind="reports"
        emptyText={messages.downloads.reportsEmpty}
        failedText={messages.downloads.reportsFailed}
      />
    </div>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, ReportsPage);
