'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { DASHBOARD_ROUTE, LOGIN_ENDPOINT, loginScreenRedirect, roleFromLogin, type StaffRole } from '@/lib/admin/access';
import { postLogin } from '@/lib/admin/admin-api';
import { isLoginSuccess, loginToken } from '@/lib/admin/server-reply';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, primaryButton, textInput } from './styles';

const text = messages.staff.login;

/** The admin (/tbl/admin) and ATM admin (/atm/admin) login. The spec sets no required or length rules. */
export function StaffLoginForm({ role }: { role: StaffRole }) {
  const router = useRouter();
  const { loggedIn, storedRole, ready, signIn } = useStaffSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const id = useId();
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
    setPending(true);
    let body: unknown;
    try {
      body = await postLogin(LOGIN_ENDPOINT[role], username, password);
    } catch (error) {
      console.error('Staff login request failed', error);
      setPending(false);
      window.alert(messages.login.failed);
      return;
    }
    if (!isLoginSuccess(body)) {
      setPending(false);
      window.alert(messages.login.invalid);
      return;
    }
    signIn(roleFromLogin(role, (body as { role?: unknown }).role), loginToken(body));
    router.push(DASHBOARD_ROUTE[role]);
  }

  const title = role === 'admin' ? text.adminTitle : messages.login.atmTitle;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="mb-6 text-center text-2xl font-bold text-gray-900">{title}</h1>
      <form onSubmit={handleSubmit} className={`${card} space-y-4`} aria-label={title}>
        <div>
          <label htmlFor={`${id}-username`} className={fieldLabel}>
            {text.username}
          </label>
          <input
            id={`${id}-username`}
            name="username"
            type="text"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            className={textInput}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className={fieldLabel}>
            {text.password}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={textInput}
          />
        </div>
        <button type="submit" disabled={pending} className={`${primaryButton} w-full`}>
          {text.submit}
        </button>
      </form>
    </div>
  );
}
