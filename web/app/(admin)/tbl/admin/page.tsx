import type { Metadata } from 'next';
import { StaffLoginForm } from '@/components/admin/staff-login-form';
import { messages } from '@/lib/shared/messages';

export const metadata: Metadata = { title: messages.staff.login.adminTitle };

export default function AdminLoginPage() {
  return <StaffLoginForm role="admin" />;
}
