'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { DASHBOARD_ROUTE, loginScreenRedirect, type StaffRole } from '@/lib/shared/admin/access';
import { messages } from '@/lib/shared/messages';
import { CodeField, CredentialFields, useStaffLogin } from './staff-credentials';
import { useStaffSession } from './staff-session-provider';
import { card, primaryButton } from './styles';

const text = messages.staff.login;

/** The admin (/tbl/admin) and ATM admin (/atm/admin) login. The spec sets no required or length rules. */
export function StaffLoginForm({ role }: { role: StaffRole }) {
  const router = useRouter();
  const { loggedIn, storedRole, ready } = useStaffSession();
  const login = useStaffLogin(role);
  // Only a visitor who arrives already logged in is redirected; a fresh login navigates itself.
  const arrivedChecked = useRef(false);

  useEffect(() => {
    if (!ready || arrivedChecked.current) return;
    arrivedChecked.current = true;
    const target = loginScreenRedirect(role, { loggedIn, storedRole });
    if (target) router.replace(target);
  }, [ready, loggedIn, storedRole, role, router]);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await login.logIn()) router.push(DASHBOARD_ROUTE[role]);
  }

  const title = role === 'admin' ? text.adminTitle : messages.login.atmTitle;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="mb-6 text-center text-2xl font-bold text-gray-900">{title}</h1>
      <form onSubmit={handleSubmit} className={`${card} space-y-4`} aria-label={title}>
        {login.awaitingCode ? <CodeField login={login} /> : <CredentialFields login={login} />}
        <button type="submit" disabled={login.pending} className={`${primaryButton} w-full`}>
          {text.submit}
        </button>
      </form>
    </div>
  );
}
