import type { Metadata } from 'next';
import { GalleryUploadForm } from '@/components/admin/gallery-upload-form';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.gallery.title;

export const metadata: Metadata = { title };

export default function GalleryUploadPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <GalleryUploadForm />
    </>
  );
}
