import type { Metadata } from 'next';
import { BulkMessageSender } from '@/components/admin/bulk-message-sender';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.bulk.title;

export const metadata: Metadata = { title };

/** Not guarded (SPEC section 6): the server refuses a send without an admin token. */
export default function BulkSmsEmailPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <BulkMessageSender />
    </>
  );
}
