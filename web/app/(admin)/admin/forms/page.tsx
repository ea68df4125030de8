import type { Metadata } from 'next';
import { DocumentUploadForm } from '@/components/admin/document-upload-form';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.documents.formsTitle;

export const metadata: Metadata = { title };

export default function FormUploadPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <DocumentUploadForm kind="form" />
    </>
  );
}
