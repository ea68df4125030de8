import type { Metadata } from 'next';
import { StaffGuard } from '@/components/admin/staff-guard';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { StaffTileGrid } from '@/components/admin/staff-tile-grid';
import { ATM_DASHBOARD_TILES } from '@/components/admin/staff-tiles';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.dashboard.atmTitle;

export const metadata: Metadata = { title };

export default function AtmAdminDashboardPage() {
  return (
    <StaffGuard role="atmadmin">
      <StaffPageHeading title={title} />
      <StaffTileGrid tiles={ATM_DASHBOARD_TILES} label={title} />
    </StaffGuard>
  );
}
