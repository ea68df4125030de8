import type { Metadata } from 'next';
import { StaffGuard } from '@/components/admin/staff-guard';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { StaffTileGrid } from '@/components/admin/staff-tile-grid';
import { ADMIN_DASHBOARD_TILES } from '@/components/admin/staff-tiles';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.dashboard.adminTitle;

export const metadata: Metadata = { title };

export default function AdminDashboardPage() {
  return (
    <StaffGuard role="admin">
      <StaffPageHeading title={title} />
      <StaffTileGrid tiles={ADMIN_DASHBOARD_TILES} label={title} />
    </StaffGuard>
  );
}
