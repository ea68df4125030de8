import type { Metadata } from 'next';
import { NewsDeleteList } from '@/components/admin/news-delete-list';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.news.deleteTitle;

export const metadata: Metadata = { title };

export default function DeleteNewsPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/admin/news', label: messages.staff.news.adminTitle }} />
      <NewsDeleteList />
    </>
  );
}
