import { StaffGuard } from '@/components/admin/staff-guard';

/** Every /admin/* screen is for the admin role only. */
export default function AdminScreensLayout({ children }: { children: React.ReactNode }) {
  return <StaffGuard role="admin">{children}</StaffGuard>;
}
