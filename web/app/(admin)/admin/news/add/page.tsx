import type { Metadata } from 'next';
import { AddNewsForm } from '@/components/admin/add-news-form';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.news.addTitle;

export const metadata: Metadata = { title };

export default function AddNewsPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/admin/news', label: messages.staff.news.adminTitle }} />
      <AddNewsForm />
    </>
  );
}
