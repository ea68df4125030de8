import type { Metadata } from 'next';
import { ImportantNoticeUploadForm } from '@/components/admin/important-notice-upload-form';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.notice.title;

export const metadata: Metadata = { title };

export default function ImportantNoticesPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <ImportantNoticeUploadForm />
    </>
  );
}
