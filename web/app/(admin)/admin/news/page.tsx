import type { Metadata } from 'next';
import { NewsEditList } from '@/components/admin/news-edit-list';
import { StaffTileGrid } from '@/components/admin/staff-tile-grid';
import { NEWS_ADMIN_TILES } from '@/components/admin/staff-tiles';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.news.adminTitle;

export const metadata: Metadata = { title };

export default function NewsAdminPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <StaffTileGrid tiles={NEWS_ADMIN_TILES} label={title} />
      <NewsEditList />
    </>
  );
}
