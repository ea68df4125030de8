import type { Metadata } from 'next';
import { StaffLoginForm } from '@/components/admin/staff-login-form';
import { messages } from '@/lib/shared/messages';

export const metadata: Metadata = { title: messages.login.atmTitle };

export default function AtmAdminLoginPage() {
  return <StaffLoginForm role="atmadmin" />;
}
