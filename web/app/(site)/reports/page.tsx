import PageHeader from '@/components/content/PageHeader';
import DocumentList from '@/components/downloads/DocumentList';
import { site } from '@/config/site';
import { getReports, optional } from '@/lib/cms';
import { messages } from '@/lib/messages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: 'Reports',
  description: `Annual and interim reports of ${site.legalName} to download.`,
  path: '/reports',
});

export default async function ReportsPage() {
  const reports = await optional(getReports());
  return (
    <>
      <PageHeader eyebrow="Downloads" title="Reports" intro="Our annual and interim financial reports, newest first." />
      <div className="container-page max-w-4xl py-12 md:py-16">
        <DocumentList
          documents={reports}
          kind="reports"
          emptyText={messages.downloads.reportsEmpty}
          failedText={messages.downloads.reportsFailed}
        />
      </div>
    </>
  );
}
