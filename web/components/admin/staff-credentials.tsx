'use client';

import { useId, useState, type Ref } from 'react';
import { LOGIN_ENDPOINT, roleFromLogin, type StaffRole } from '@/lib/admin/access';
import { postLogin } from '@/lib/admin/admin-api';
import { isLoginSuccess, loginToken } from '@/lib/admin/server-reply';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { fieldLabel, textInput } from './styles';

const text = messages.staff.login;

/** A login that went through: the session holds it already. */
export interface SignedIn {
  role: StaffRole;
  token: string | null;
}

/**
 * The one login flow of the staff screens (the two login screens and the bulk page's own sign-in): posts the
 * credentials to the role's login, alerts the spec's texts ('Login failed' when the call fails, 'Invalid credentials'
 * when refused), and keeps the role and token in the session. `requireToken`: a success without a token counts as a
 * failed login (the bulk page needs the token for its very next call).
 */
export function useStaffLogin(role: StaffRole, options: { requireToken?: boolean } = {}) {
  const { signIn } = useStaffSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function logIn(): Promise<SignedIn | null> {
    if (pending) return null;
    setPending(true);
    let body: unknown;
    try {
      body = await postLogin(LOGIN_ENDPOINT[role], username, password);
    } catch (error) {
      console.error(`Staff login (${role}) request failed`, error);
      setPending(false);
      window.alert(messages.login.failed);
      return null;
    }
    setPending(false);
    if (!isLoginSuccess(body)) {
      window.alert(messages.login.invalid);
      return null;
    }
    const token = loginToken(body);
    if (options.requireToken && !token) {
      console.error(`Staff login (${role}): the answer carried no token`);
      window.alert(messages.login.failed);
      return null;
    }
    const signedIn = { role: roleFromLogin(role, (body as { role?: unknown }).role), token };
    signIn(signedIn.role, signedIn.token);
    setPassword('');
    return signedIn;
  }

  return { username, setUsername, password, setPassword, pending, logIn };
}

/** The Username and Password fields of a staff login, each with its label. */
export function CredentialFields({
  login,
  usernameRef,
  fieldClassName,
}: {
  login: Pick<ReturnType<typeof useStaffLogin>, 'username' | 'setUsername' | 'password' | 'setPassword'>;
  usernameRef?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}) {
  const id = useId();
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-username`} className={fieldLabel}>
          {text.username}
        </label>
        <input
          ref={usernameRef}
          id={`${id}-username`}
          name="username"
          type="text"
          autoComplete="username"
          value={login.username}
          onChange={(event) => login.setUsername(event.target.value)}
          className={textInput}
        />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-password`} className={fieldLabel}>
          {text.password}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={login.password}
          onChange={(event) => login.setPassword(event.target.value)}
          className={textInput}
        />
      </div>
    </>
  );
}
