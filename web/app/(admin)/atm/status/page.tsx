import type { Metadata } from 'next';
import { AtmStatusTable } from '@/components/admin/atm-status-table';
import { StaffGuard } from '@/components/admin/staff-guard';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.atm.title;

export const metadata: Metadata = { title };

/** Guarded for admin only, so an atmadmin following its dashboard tile lands on /tbl/admin (SPEC section 6). */
export default function AtmStatusPage() {
  return (
    <StaffGuard role="admin">
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <AtmStatusTable />
    </StaffGuard>
  );
}
