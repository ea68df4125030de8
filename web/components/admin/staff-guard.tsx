'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { guardRedirect, type StaffRole } from '@/lib/shared/admin/access';
import { useStaffSession } from './staff-session-provider';

/**
 * Renders a guarded screen only for a visitor logged in (in memory) with the required stored role;
 * anyone else is sent to the login the spec names for that screen.
 */
export function StaffGuard({ role, children }: { role: StaffRole; children: React.ReactNode }) {
  const router = useRouter();
  const { loggedIn, storedRole, ready } = useStaffSession();
  const redirect = ready ? guardRedirect(role, { loggedIn, storedRole }) : null;

  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  if (!ready || redirect) return null;
  return <>{children}</>;
}
