import type { Metadata } from 'next';
import { ExchangeRateEditor } from '@/components/admin/exchange-rate-editor';
import { StaffPageHeading } from '@/components/admin/staff-page-heading';
import { messages } from '@/lib/shared/messages';

const title = messages.staff.exchange.title;

export const metadata: Metadata = { title };

export default function ExchangeRatesAdminPage() {
  return (
    <>
      <StaffPageHeading title={title} back={{ href: '/tbl/admin-dashboard', label: messages.staff.dashboard.adminTitle }} />
      <ExchangeRateEditor />
    </>
  );
}
