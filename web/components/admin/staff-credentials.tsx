'use client';

import { useId, useState, type Ref } from 'react';
import { LOGIN_ENDPOINT, roleFromLogin, type StaffRole } from '@/lib/admin/access';
import type { LoginAnswer } from '@bank/contract';
import { postLogin } from '@/lib/admin/admin-api';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { TextField } from './staff-fields';

const text = messages.staff.login;

/** A login that went through: the session holds it already. */
export interface SignedIn {
  role: StaffRole;
  token: string;
}

/**
 * The one login flow of the staff screens (the two login screens and the bulk page's own sign-in): posts the
 * credentials to the role's login, alerts the spec's texts ('Login failed' when the call fails, 'Invalid credentials'
 * when refused), and keeps the role and token in the session. The answer is the contract's LoginAnswer (admin-api
 * parses it): a success always carries its token, and an answer off the contract (say a success without one) is a
 * failed call, 'Login failed'.
 */
export function useStaffLogin(role: StaffRole) {
  const { signIn } = useStaffSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function logIn(): Promise<SignedIn | null> {
    if (pending) return null;
    setPending(true);
    let answer: LoginAnswer;
    try {
      answer = await postLogin(LOGIN_ENDPOINT[role], username, password);
    } catch (error) {
      console.error(`Staff login (${role}) request failed`, error);
      setPending(false);
      window.alert(messages.login.failed);
      return null;
    }
    setPending(false);
    if (answer.status !== 'success') {
      window.alert(messages.login.invalid);
      return null;
    }
    const signedIn = { role: roleFromLogin(role, answer.role), token: answer.token };
    signIn(signedIn.role, signedIn.token, username.trim());
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
  const field = (name: 'username' | 'password') => ({ id: `${id}-${name}`, label: text[name], name, className: fieldClassName });
  return (
    <>
      <TextField
        {...field('username')}
        autoComplete="username"
        value={login.username}
        onChange={login.setUsername}
        inputRef={usernameRef}
      />
      <TextField
        {...field('password')}
        type="password"
        autoComplete="current-password"
        value={login.password}
        onChange={login.setPassword}
      />
    </>
  );
}
